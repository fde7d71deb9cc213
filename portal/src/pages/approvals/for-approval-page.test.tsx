// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  testNotification,
  testRequest,
  testSopRequest,
} from '../../components/approval-history/test-approval';
import { UPDATES_PAGE } from './approval-updates';
import { ForApprovalPage } from './for-approval-page';

const calls = vi.hoisted(() => ({ assigned: vi.fn(), notifications: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  listAssignedApprovalRequests: calls.assigned,
  listMyNotifications: calls.notifications,
}));

const page = (items: unknown[], at = 0, pageCount = 1) => ({
  items,
  page: { page: at, size: 20, dataCount: items.length, pageCount },
});

function renderPage(entry: string | { pathname: string; state: unknown } = '/home/for-approval') {
  const router = createMemoryRouter(
    [
      { path: '/home/for-approval', Component: ForApprovalPage },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/home/for-approval (issue 23)', () => {
  beforeEach(() => {
    calls.assigned.mockReset();
    calls.notifications.mockReset();
    calls.notifications.mockResolvedValue({ items: [], unread: 0 });
  });
  afterEach(cleanup);

  it('shows loading, then each request with its kind, workspace, stage, requester and Review', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    calls.assigned.mockReturnValue(new Promise((r) => (resolve = r)));
    const router = renderPage();
    expect(screen.getByTestId('for-approval-loading').textContent).toBe('Loading…');
    resolve(page([testRequest(), testSopRequest()]));
    const items = await screen.findAllByTestId('for-approval-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Mount the bracket on line 3');
    expect(items[0]!.textContent).toContain('Smart video · Assembly Line · Stage 1 of 2');
    expect(items[0]!.textContent).toContain('Requested by Ana Publisher');
    expect(items[1]!.textContent).toContain('Smart instruction');
    expect(within(items[1]!).getByTestId('for-approval-stage').textContent).toBe('Stage 2 of 2');
    const review = within(items[0]!).getByRole('link', {
      name: 'Review Mount the bracket on line 3',
    });
    expect(review.getAttribute('href')).toBe('/playermain/wf-1');
    expect(within(items[1]!).getByTestId('for-approval-review').getAttribute('href')).toBe(
      '/smart-instruction/sop-9',
    );
    expect(calls.assigned).toHaveBeenCalledWith({}, { page: 0, size: 20 });
    fireEvent.click(review);
    await waitFor(() => expect(router.state.location.pathname).toBe('/playermain/wf-1'));
  });

  it('says nothing waits when the list is empty, and no updates yet', async () => {
    calls.assigned.mockResolvedValue(page([]));
    renderPage();
    expect((await screen.findByTestId('for-approval-empty')).textContent).toBe(
      'Nothing waits for your review',
    );
    expect((await screen.findByTestId('approval-updates-empty')).textContent).toBe(
      'No approval updates yet',
    );
  });

  it('shows a failed read with a retry', async () => {
    calls.assigned.mockRejectedValueOnce(new Error('Network down'));
    calls.assigned.mockResolvedValueOnce(page([]));
    renderPage();
    const error = await screen.findByTestId('for-approval-error');
    expect(error.textContent).toContain('Network down');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('for-approval-empty');
  });

  it('reads the page in the address and offers the pager past one page', async () => {
    calls.assigned.mockResolvedValue(page([testRequest()], 1, 3));
    renderPage('/home/for-approval?page=1');
    await screen.findByTestId('for-approval-item');
    expect(calls.assigned).toHaveBeenCalledWith({}, { page: 1, size: 20 });
    const pager = screen.getByTestId('pager');
    expect(pager.textContent).toContain('Previous');
    expect(pager.textContent).toContain('Next');
  });

  it('lists approval updates with their label, text, comment and target', async () => {
    calls.assigned.mockResolvedValue(page([]));
    calls.notifications.mockResolvedValue({
      unread: 1,
      items: [
        testNotification({
          id: 'n-2',
          type: 'approval_rejected',
          message: 'Step 3 shows the old bracket',
          activity: { senderId: 'u-rev2', senderName: 'Sana Second' },
        }),
        testNotification({ id: 'n-1', read: true }),
      ],
    });
    renderPage();
    const updates = await screen.findAllByTestId('approval-update');
    expect(updates.map((u) => u.dataset.type)).toEqual(['approval_rejected', 'approval_requested']);
    expect(updates[0]!.textContent).toContain('Smart video rejected');
    const link = within(updates[0]!).getByRole('link');
    expect(link.textContent).toBe('Sana Second rejected “Mount the bracket on line 3”');
    expect(link.getAttribute('href')).toBe('/editor/wf-1');
    expect(within(updates[0]!).getByTestId('approval-update-comment').textContent).toBe(
      'Step 3 shows the old bracket',
    );
    expect(updates[1]!.textContent).toContain('Approval requested');
    expect(within(updates[1]!).getByRole('link').getAttribute('href')).toBe('/playermain/wf-1');
  });

  it('shows the first updates and more on request', async () => {
    calls.assigned.mockResolvedValue(page([]));
    const many = Array.from({ length: UPDATES_PAGE + 3 }, (_, i) =>
      testNotification({ id: `n-${i}` }),
    );
    calls.notifications.mockResolvedValue({ unread: 0, items: many });
    renderPage();
    expect(await screen.findAllByTestId('approval-update')).toHaveLength(UPDATES_PAGE);
    fireEvent.click(screen.getByTestId('approval-updates-more'));
    expect(screen.getAllByTestId('approval-update')).toHaveLength(UPDATES_PAGE + 3);
    expect(screen.queryByTestId('approval-updates-more')).toBeNull();
  });

  it('confirms the decision that brought the reviewer here', async () => {
    calls.assigned.mockResolvedValue(page([]));
    renderPage({ pathname: '/home/for-approval', state: { approvalNotice: 'rejected' } });
    const notice = await screen.findByTestId('for-approval-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Rejected. The requester has been told.');
  });
});
