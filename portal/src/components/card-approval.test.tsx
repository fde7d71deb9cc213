// @vitest-environment jsdom
/**
 * Issue 23 on the workflow card: a publish that opens an approval request says "Sent for
 * approval" on the card now in review, and the card's Recall tool ends the request.
 */
import type * as ApiModule from '@stepwise/api';
import type { WorkflowCard as Card, WorkflowView } from '@stepwise/api';
import { DEFAULT_FEATURE_FLAGS } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../session/use-session';
import type { SessionStore } from '../session/store';
import type { CardChange } from './card-tools';
import { WorkflowCard } from './workflow-card';
import { testCard } from './test-card';

// jsdom's <dialog> has no showModal.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const calls = vi.hoisted(() => ({ publish: vi.fn(), act: vi.fn(), histories: vi.fn() }));
vi.mock('../api', () => ({ api: {} }));
vi.mock('@stepwise/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  publishWorkflow: calls.publish,
  actOnApprovalRequest: calls.act,
  approvalHistories: calls.histories,
}));

const card = testCard;

// One state object: the session store's snapshot must keep its identity between reads.
const signedIn = { status: 'signed-in', features: DEFAULT_FEATURE_FLAGS };
const store = {
  subscribe: () => () => undefined,
  get: () => signedIn,
} as unknown as SessionStore;

/** The list around one card: a change reads the card again, as the workspace tab refetches. */
function List({ first, next, changes }: { first: Card; next: Card; changes: CardChange[] }) {
  const [item, setItem] = useState(first);
  return (
    <WorkflowCard
      card={item}
      canEdit
      onChanged={(change) => {
        changes.push(change);
        setItem(next);
      }}
    />
  );
}

function renderCard(first: Card, next: Card, changes: CardChange[]) {
  const router = createMemoryRouter([
    { path: '/', element: <List first={first} next={next} changes={changes} /> },
  ]);
  render(
    <SessionContext.Provider value={store}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
}

const tool = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Tools for Press lockout' }));
  fireEvent.click(screen.getByRole('menuitem', { name }));
};

describe('workflow card and approvals (issue 23)', () => {
  beforeEach(() => {
    calls.publish.mockReset();
    calls.act.mockReset();
    calls.histories.mockReset();
  });
  afterEach(cleanup);

  it('a publish that opens a request shows "Sent for approval" on the card in review', async () => {
    const inReview = card({ reviewStatus: 'in_progress', cardStatus: 'in_review' });
    calls.publish.mockResolvedValue(inReview as unknown as WorkflowView);
    const changes: CardChange[] = [];
    renderCard(card(), inReview, changes);
    tool('Publish');
    fireEvent.click(await screen.findByTestId('confirm-button'));
    const notice = await screen.findByTestId('card-sent-for-approval');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(
      'Sent for approval: the reviewers have been asked to approve it.',
    );
    expect(screen.getByTestId('card-status').dataset.status).toBe('in_review');
    expect(changes.map((c) => c.kind)).toEqual(['published']);
  });

  it('a publish without approvals says nothing more', async () => {
    const published = card({ published: true, cardStatus: 'published' });
    calls.publish.mockResolvedValue(published as unknown as WorkflowView);
    renderCard(card(), published, []);
    tool('Publish');
    fireEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(screen.getByTestId('card-status').dataset.status).toBe('published'));
    expect(screen.queryByTestId('card-sent-for-approval')).toBeNull();
  });

  it('in review: Recall instead of Publish, with a comment, on the open request', async () => {
    const inReview = card({ reviewStatus: 'in_progress', cardStatus: 'in_review' });
    calls.histories.mockResolvedValue([
      { request: { id: 'req-7', status: 'in_progress' }, histories: [] },
    ]);
    calls.act.mockResolvedValue({});
    const changes: CardChange[] = [];
    renderCard(inReview, card(), changes);
    fireEvent.click(screen.getByRole('button', { name: 'Tools for Press lockout' }));
    expect(screen.queryByRole('menuitem', { name: 'Publish' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Recall' }));
    fireEvent.change(screen.getByTestId('approval-recall-dialog-comment'), {
      target: { value: 'Wrong video' },
    });
    fireEvent.click(screen.getByTestId('approval-recall-dialog-submit'));
    await waitFor(() =>
      expect(calls.act).toHaveBeenCalledWith({}, 'req-7', {
        action: 'recall',
        comment: 'Wrong video',
      }),
    );
    expect(calls.histories).toHaveBeenCalledWith({}, { workflowId: 'w1' });
    await waitFor(() => expect(changes.map((c) => c.kind)).toEqual(['recalled']));
    expect(screen.getByTestId('card-status').dataset.status).toBe('unpublished');
  });
});
