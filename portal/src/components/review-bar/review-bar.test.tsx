// @vitest-environment jsdom
import type { ApprovalRequestRef } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProfile, REVIEWER_1 } from '../approval-history/test-approval';
import { ReviewBar, type ReviewedContent } from './review-bar';

// jsdom's <dialog> has no showModal.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const calls = vi.hoisted(() => ({ workflow: vi.fn(), sop: vi.fn(), act: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  getPlayerWorkflow: calls.workflow,
  getPlayerSmartInstruction: calls.sop,
  actOnApprovalRequest: calls.act,
}));

const ref = (over: Partial<ApprovalRequestRef> = {}): ApprovalRequestRef => ({
  id: 'req-1',
  status: 'in_progress',
  stageIndex: 0,
  stagesCount: 2,
  activeReviewerIds: [REVIEWER_1.uid],
  ...over,
});

function Landing() {
  const location = useLocation();
  const notice = (location.state as { approvalNotice?: string } | null)?.approvalNotice ?? '';
  return <p data-testid="landed">{notice}</p>;
}

function renderBar(content: ReviewedContent = { workflowId: 'wf-1' }, profile = testProfile()) {
  const router = createMemoryRouter(
    [
      { path: '/review', element: <ReviewBar content={content} profile={profile} /> },
      { path: '/home/for-approval', Component: Landing },
    ],
    { initialEntries: ['/review'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ReviewBar (issue 23)', () => {
  beforeEach(() => {
    calls.workflow.mockReset();
    calls.sop.mockReset();
    calls.act.mockReset();
  });
  afterEach(cleanup);

  it('stays away from callers who are not active reviewers, and from content not in review', async () => {
    calls.workflow.mockResolvedValueOnce({ title: 'Bracket', approvalRequest: ref() });
    renderBar({ workflowId: 'wf-1' }, testProfile({ id: 'u-someone-else' }));
    await waitFor(() => expect(calls.workflow).toHaveBeenCalledWith({}, 'wf-1'));
    expect(screen.queryByTestId('review-bar')).toBeNull();
    cleanup();

    calls.workflow.mockResolvedValueOnce({ title: 'Bracket', approvalRequest: null });
    renderBar();
    await waitFor(() => expect(calls.workflow).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('review-bar')).toBeNull();
  });

  it('shows "Review: stage n of m — title" to an active reviewer of a smart instruction', async () => {
    calls.sop.mockResolvedValue({
      title: 'Clean the filler',
      approvalRequest: ref({ stageIndex: 1, stagesCount: 3 }),
    });
    renderBar({ multimodalSopId: 'sop-1' });
    const bar = await screen.findByRole('region', { name: 'Approval review' });
    expect(bar.textContent).toContain('Review: stage 2 of 3 — Clean the filler');
    expect(calls.sop).toHaveBeenCalledWith({}, 'sop-1');
  });

  it('approves with a password signature and lands on /home/for-approval', async () => {
    calls.workflow.mockResolvedValue({ title: 'Bracket', approvalRequest: ref() });
    calls.act.mockResolvedValue({});
    renderBar();
    fireEvent.click(await screen.findByTestId('review-approve'));
    expect(screen.getByTestId('approval-signer-name').textContent).toBe(REVIEWER_1.displayName);
    expect(screen.getByTestId('approval-sign-statement').textContent).toBe(
      `Entering your password signs this approval electronically as ${REVIEWER_1.displayName}`,
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
    const submit = screen.getByTestId('approval-sign-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('approval-sign-password'), {
      target: { value: 'Secret#1' },
    });
    fireEvent.change(screen.getByTestId('approval-sign-comment'), {
      target: { value: ' Looks right ' },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.act).toHaveBeenCalledWith({}, 'req-1', {
        action: 'approve',
        password: 'Secret#1',
        comment: 'Looks right',
      }),
    );
    expect((await screen.findByTestId('landed')).textContent).toBe('approved');
  });

  it('keeps the dialog with the server message on a wrong password, field cleared', async () => {
    calls.workflow.mockResolvedValue({ title: 'Bracket', approvalRequest: ref() });
    calls.act.mockRejectedValueOnce(new Error('The password is not correct'));
    renderBar();
    fireEvent.click(await screen.findByTestId('review-approve'));
    const password = screen.getByTestId('approval-sign-password') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('approval-sign-submit'));
    expect((await screen.findByTestId('approval-sign-error')).textContent).toBe(
      'The password is not correct',
    );
    expect(password.value).toBe('');
    expect(screen.queryByTestId('landed')).toBeNull();
    // Without a comment, none is sent.
    expect(calls.act).toHaveBeenCalledWith({}, 'req-1', { action: 'approve', password: 'wrong' });
  });

  it('asks employee-ID accounts (passwordless) for their PIN', async () => {
    calls.workflow.mockResolvedValue({ title: 'Bracket', approvalRequest: ref() });
    renderBar({ workflowId: 'wf-1' }, testProfile({ passwordless: true, employeeId: 'E-7' }));
    fireEvent.click(await screen.findByTestId('review-approve'));
    expect(screen.getByLabelText('PIN')).toBeTruthy();
    expect(screen.getByTestId('approval-sign-statement').textContent).toContain(
      'Entering your PIN',
    );
  });

  it('rejects only with a comment, and shows a 409 (closed meanwhile) as the server says', async () => {
    calls.workflow.mockResolvedValue({ title: 'Bracket', approvalRequest: ref() });
    calls.act.mockRejectedValueOnce(new Error('This approval request is closed'));
    calls.act.mockResolvedValueOnce({});
    renderBar();
    fireEvent.click(await screen.findByTestId('review-reject'));
    const submit = screen.getByTestId('approval-reject-dialog-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('approval-reject-dialog-comment'), {
      target: { value: 'Step 3 is outdated' },
    });
    fireEvent.click(submit);
    expect((await screen.findByTestId('approval-reject-dialog-error')).textContent).toBe(
      'This approval request is closed',
    );
    fireEvent.click(submit);
    await waitFor(() => expect(calls.act).toHaveBeenCalledTimes(2));
    expect(calls.act).toHaveBeenLastCalledWith({}, 'req-1', {
      action: 'reject',
      comment: 'Step 3 is outdated',
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('rejected');
  });
});
