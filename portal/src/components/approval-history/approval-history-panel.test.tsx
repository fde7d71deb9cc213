// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApprovalHistoryPanel } from './approval-history-panel';
import { ANA, REVIEWER_1, testHistory, testProfile, testRequest } from './test-approval';

// jsdom's <dialog> has no showModal.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const calls = vi.hoisted(() => ({ histories: vi.fn(), act: vi.fn() }));
const session = vi.hoisted(() => ({ profile: null as unknown }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  approvalHistories: calls.histories,
  actOnApprovalRequest: calls.act,
}));
vi.mock('../../session/use-session', () => ({
  useSession: () => ({ status: 'signed-in', profile: session.profile }),
}));

const signature = {
  signedAt: '2026-11-21T10:30:00.000Z',
  signerName: REVIEWER_1.displayName,
  signerEmail: 'ravi@demo.stepwise.test',
};

describe('ApprovalHistoryPanel (issue 23)', () => {
  beforeEach(() => {
    calls.histories.mockReset();
    calls.act.mockReset();
    // A viewer who neither asked nor edits: sees the history, cannot recall.
    session.profile = testProfile();
  });
  afterEach(cleanup);

  it('says so when the content has no requests', async () => {
    calls.histories.mockResolvedValue([]);
    render(<ApprovalHistoryPanel content={{ workflowId: 'wf-1' }} />);
    expect(screen.getByTestId('approval-history-loading')).toBeTruthy();
    expect((await screen.findByTestId('approval-history-empty')).textContent).toBe(
      'No approval requests yet',
    );
    expect(calls.histories).toHaveBeenCalledWith({}, { workflowId: 'wf-1' });
  });

  it('shows an error with a retry that reads again', async () => {
    calls.histories.mockRejectedValueOnce(new Error('Server unavailable'));
    calls.histories.mockResolvedValueOnce([]);
    render(<ApprovalHistoryPanel content={{ multimodalSopId: 'sop-1' }} />);
    const error = await screen.findByTestId('approval-history-error');
    expect(error.textContent).toContain('Server unavailable');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('approval-history-empty');
    expect(calls.histories).toHaveBeenLastCalledWith({}, { multimodalSopId: 'sop-1' });
  });

  it('lists stages with their rule and ✓ approvers, and events in order with the signature', async () => {
    const request = testRequest({
      status: 'rejected',
      stageIndex: 1,
      closedAt: '2026-11-22T08:00:00.000Z',
      comment: 'Step 3 shows the old bracket',
      stages: testRequest().stages.map((s, i) =>
        i === 0 ? { ...s, approvedBy: [REVIEWER_1.uid] } : s,
      ),
    });
    calls.histories.mockResolvedValue([
      {
        request,
        // Sent out of order: the panel orders by time.
        histories: [
          testHistory({
            id: 'h-3',
            event: 'reject',
            stageIndex: 1,
            actor: { uid: 'u-rev2', displayName: 'Sana Second' },
            comment: 'Step 3 shows the old bracket',
            createdAt: '2026-11-22T08:00:00.000Z',
          }),
          testHistory({ id: 'h-1' }),
          testHistory({
            id: 'h-2',
            event: 'approve',
            actor: REVIEWER_1,
            signature,
            createdAt: '2026-11-21T10:30:00.000Z',
          }),
        ],
      },
    ]);
    render(<ApprovalHistoryPanel content={{ workflowId: 'wf-1' }} />);
    const item = await screen.findByTestId('approval-request');
    expect(item.dataset.status).toBe('rejected');
    expect(within(item).getByTestId('approval-status').textContent).toBe('Rejected');
    expect(item.textContent).toContain(`Requested by ${ANA.displayName}`);
    const stages = within(item).getAllByTestId('approval-stage');
    expect(stages[0]!.textContent).toContain('Stage 1 of 2');
    expect(stages[0]!.textContent).toContain('Any one reviewer');
    expect(within(stages[0]!).getByRole('img', { name: 'approved' })).toBeTruthy();
    expect(stages[1]!.textContent).toContain('All reviewers');
    expect(within(stages[1]!).queryByRole('img')).toBeNull();
    const events = within(item).getAllByTestId('approval-event');
    expect(events.map((e) => e.dataset.event)).toEqual(['submit', 'approve', 'reject']);
    expect(events[0]!.textContent).toContain('Ana Publisher submitted it for approval');
    expect(within(events[1]!).getByTestId('approval-signature').textContent).toMatch(
      /^Signed by Ravi Reviewer \(ravi@demo\.stepwise\.test\) at .+/,
    );
    expect(within(events[2]!).getByTestId('approval-event-comment').textContent).toBe(
      'Step 3 shows the old bracket',
    );
    // A closed request has nothing to recall.
    expect(screen.queryByTestId('approval-recall')).toBeNull();
  });

  it('lets the requester recall an open request with a comment, then reads again', async () => {
    session.profile = testProfile({ id: ANA.uid, displayName: ANA.displayName });
    calls.histories.mockResolvedValueOnce([{ request: testRequest(), histories: [testHistory()] }]);
    calls.histories.mockResolvedValueOnce([
      {
        request: testRequest({ status: 'canceled', comment: 'Wrong video' }),
        histories: [testHistory()],
      },
    ]);
    calls.act.mockResolvedValue(testRequest({ status: 'canceled' }));
    const onRecalled = vi.fn();
    render(<ApprovalHistoryPanel content={{ workflowId: 'wf-1' }} onRecalled={onRecalled} />);
    fireEvent.click(await screen.findByTestId('approval-recall'));
    const submit = screen.getByTestId('approval-recall-dialog-submit') as HTMLButtonElement;
    // 001 §7: recall needs a comment.
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('approval-recall-dialog-comment'), {
      target: { value: '  Wrong video ' },
    });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.act).toHaveBeenCalledWith({}, 'req-1', {
        action: 'recall',
        comment: 'Wrong video',
      }),
    );
    expect((await screen.findByTestId('approval-recalled')).textContent).toBe(
      'The approval request was recalled.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('approval-request').dataset.status).toBe('canceled'),
    );
    expect(onRecalled).toHaveBeenCalledOnce();
  });

  it('keeps the dialog open with the server message when a recall is refused', async () => {
    session.profile = testProfile({ id: 'u-editor', roles: { 'ws-1': 'publisher' } });
    calls.histories.mockResolvedValue([{ request: testRequest(), histories: [] }]);
    calls.act.mockRejectedValue(new Error('The request is closed already'));
    render(<ApprovalHistoryPanel content={{ workflowId: 'wf-1' }} />);
    // An editor of the workspace may recall too.
    fireEvent.click(await screen.findByTestId('approval-recall'));
    fireEvent.change(screen.getByTestId('approval-recall-dialog-comment'), {
      target: { value: 'Outdated' },
    });
    fireEvent.click(screen.getByTestId('approval-recall-dialog-submit'));
    expect((await screen.findByTestId('approval-recall-dialog-error')).textContent).toBe(
      'The request is closed already',
    );
    expect(screen.getByTestId('approval-recall-dialog')).toBeTruthy();
  });
});
