// @vitest-environment jsdom
import type { SmartInstructionSummary } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmartInstructionList, type SopPage } from './smart-instruction-list';
import { testSop } from './test-sop';

vi.mock('../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({}));
vi.mock('../shell/use-shell-session', () => ({
  useShellSession: () => ({
    profile: { id: 'u-1', role: 'viewer', roles: { 'ws-1': 'publisher' } },
  }),
}));

const item = (id: string, workspaceId = 'ws-1'): SmartInstructionSummary =>
  testSop({ id, workspaceId, title: `SOP ${id}`, published: true, stepsCount: 1, author: null });

const pageOf = (items: SmartInstructionSummary[], page = 0, pageCount = 1): SopPage => ({
  items,
  page: { page, size: 10, dataCount: items.length, pageCount },
});

function renderList(read: (page: number) => Promise<SopPage>, at = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: () => (
          <SmartInstructionList
            listKey="ws-1"
            read={read}
            testId="sop-grid"
            empty={<p>Nothing here yet.</p>}
          />
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('SmartInstructionList: loading, error, empty, cards, pages', () => {
  it('shows loading, then the cards; tools only where the user edits', async () => {
    let resolve: (page: SopPage) => void = () => undefined;
    renderList(() => new Promise((r) => (resolve = r)));
    expect(screen.getByTestId('sop-grid-loading').textContent).toBe('Loading…');
    resolve(pageOf([item('a'), item('b', 'ws-other')]));
    const cards = await screen.findAllByTestId('sop-card');
    expect(cards.map((card) => card.dataset.sopId)).toEqual(['a', 'b']);
    // Publisher in ws-1 only: one tools menu.
    expect(screen.getAllByTestId('card-tools')).toHaveLength(1);
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('shows the error with a retry that reads again', async () => {
    const read = vi
      .fn<(page: number) => Promise<SopPage>>()
      .mockRejectedValueOnce(new Error('The server could not be reached'))
      .mockResolvedValueOnce(pageOf([item('a')]));
    renderList(read);
    expect((await screen.findByTestId('sop-grid-error')).textContent).toContain(
      'The server could not be reached',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sop-card')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state', async () => {
    renderList(() => Promise.resolve(pageOf([])));
    expect((await screen.findByTestId('sop-grid-empty')).textContent).toBe('Nothing here yet.');
  });

  it('reads the page of the address and offers the pager', async () => {
    const read = vi.fn((page: number) => Promise.resolve(pageOf([item(`p${page}`)], page, 3)));
    const router = renderList(read, '/?page=1');
    expect(await screen.findByTestId('sop-card')).toBeTruthy();
    expect(read).toHaveBeenCalledWith(1);
    const pager = screen.getByTestId('pager');
    expect(pager.textContent).toContain('2');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(read).toHaveBeenLastCalledWith(2));
    expect((await screen.findByTestId('sop-card')).dataset.sopId).toBe('p2');
  });
});
