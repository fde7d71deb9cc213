// @vitest-environment jsdom
import type { ApprovalWorkflow } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reviewer } from './approval-form';
import type { ApprovalSettingsClient } from './approval-settings-client';
import { ApprovalSettingsDialog } from './approval-settings-dialog';

vi.mock('../../../api', () => ({ api: {} }));

const PEOPLE: Reviewer[] = [
  { id: 'u-priya', name: 'Priya Author' },
  { id: 'u-victor', name: 'Victor Operator' },
  { id: 'u-walter', name: 'Walter Lead' },
];
const workspace = { id: 'ws1', name: 'Assembly Line' };

const saved: ApprovalWorkflow = {
  id: 'aw1',
  workspaceId: 'ws1',
  workspaceName: 'Assembly Line',
  title: 'Assembly review',
  stages: [
    {
      title: 'Quality',
      rule: 'all',
      reviewerIds: ['u-priya'],
      reviewers: [{ uid: 'u-priya', displayName: 'Priya Author' }],
    },
  ],
  reminderDays: 3,
  escalationDays: 4,
  openRequests: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

function fakeClient(existing: ApprovalWorkflow | null) {
  return {
    load: vi.fn<ApprovalSettingsClient['load']>().mockResolvedValue(existing),
    searchReviewers: vi
      .fn<ApprovalSettingsClient['searchReviewers']>()
      .mockImplementation(async (keyword) =>
        PEOPLE.filter((p) => p.name.toLowerCase().includes(keyword.toLowerCase())),
      ),
    create: vi
      .fn<ApprovalSettingsClient['create']>()
      .mockImplementation(async () => ({ ...saved, id: 'aw-new' })),
    update: vi.fn<ApprovalSettingsClient['update']>().mockResolvedValue(saved),
    remove: vi.fn<ApprovalSettingsClient['remove']>().mockResolvedValue(undefined),
  } satisfies ApprovalSettingsClient;
}

function open(client: ApprovalSettingsClient, enabled = true) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <ApprovalSettingsDialog
        workspace={workspace}
        enabled={enabled}
        client={client}
        onClose={onClose}
        onSaved={onSaved}
      />
    </MemoryRouter>,
  );
  return { onClose, onSaved };
}

/** Searches in a stage's picker and adds the first match. */
async function addReviewer(stage: number, keyword: string) {
  const picker = screen.getByTestId(`approval-stage-${stage}-picker`);
  const search = within(picker).getByRole('searchbox', { name: 'Find a reviewer' });
  fireEvent.change(search, { target: { value: keyword } });
  fireEvent.keyDown(search, { key: 'Enter' });
  const [add] = await within(picker).findAllByTestId(`approval-stage-${stage}-picker-add`);
  fireEvent.click(add!);
}

const reviewersOf = (stage: number) =>
  screen.queryAllByTestId(`approval-stage-${stage}-reviewer`).map((li) => li.textContent);

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('workspace approval settings dialog (issue 23)', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(cleanup);

  it('with the feature off, only says an org admin can turn it on in permissions', () => {
    const client = fakeClient(null);
    open(client, false);
    const hint = screen.getByTestId('approval-settings-off');
    expect(hint.textContent).toContain('An organisation admin can turn them on');
    expect(within(hint).getByRole('link').getAttribute('href')).toBe('/admin/setting/permissions');
    expect(client.load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('approval-settings-form')).toBeNull();
  });

  it('creates a workflow: validates, picks reviewers, orders stages, sets the rule and days', async () => {
    const client = fakeClient(null);
    const { onClose, onSaved } = open(client);
    expect(screen.getByTestId('approval-settings-loading')).toBeTruthy();
    const title = (await screen.findByTestId('approval-settings-title')) as HTMLInputElement;
    expect(title.value).toBe('Assembly Line');
    expect(client.load).toHaveBeenCalledWith('ws1');
    expect(screen.queryByTestId('approval-settings-delete')).toBeNull();

    // A stage without reviewers cannot be saved.
    fireEvent.click(screen.getByTestId('approval-settings-save'));
    expect(screen.getByTestId('approval-settings-problems').textContent).toContain(
      'Stage 1 needs at least one reviewer.',
    );
    expect(client.create).not.toHaveBeenCalled();

    await addReviewer(1, 'priya');
    expect(reviewersOf(1)).toEqual([expect.stringContaining('Priya Author')]);
    expect(screen.queryByTestId('approval-settings-problems')).toBeNull();
    // Someone already in the stage is not offered again.
    const picker = screen.getByTestId('approval-stage-1-picker');
    fireEvent.keyDown(within(picker).getByRole('searchbox'), { key: 'Enter' });
    await within(picker).findByTestId('approval-stage-1-picker-empty');

    fireEvent.click(screen.getByTestId('approval-settings-add-stage'));
    await addReviewer(2, 'walter');
    await addReviewer(2, 'victor');
    fireEvent.change(screen.getByTestId('approval-stage-2-rule'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('approval-stage-2-title'), {
      target: { value: 'Safety' },
    });
    // Stage 2 up: it becomes the first; the first stage cannot move further up.
    fireEvent.click(screen.getByRole('button', { name: 'Move stage 2 up' }));
    expect(reviewersOf(1)).toHaveLength(2);
    expect(
      (screen.getByRole('button', { name: 'Move stage 1 up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Removing a reviewer from a chip.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Victor Operator' }));
    expect(reviewersOf(1)).toEqual([expect.stringContaining('Walter Lead')]);

    fireEvent.change(screen.getByTestId('approval-settings-reminder'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('approval-settings-save'));
    expect(screen.getByTestId('approval-settings-problems').textContent).toContain(
      'Days are whole numbers from 1 to 90.',
    );
    fireEvent.change(screen.getByTestId('approval-settings-reminder'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('approval-settings-save'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(client.create).toHaveBeenCalledWith({
      workspaceId: 'ws1',
      title: 'Assembly Line',
      stages: [
        { title: 'Safety', rule: 'all', reviewerIds: ['u-walter'] },
        { title: '', rule: 'any', reviewerIds: ['u-priya'] },
      ],
      reminderDays: 2,
      escalationDays: 4,
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'aw-new' }));
  });

  it('allows at most 10 stages and never removes the last one', async () => {
    open(fakeClient(null));
    await screen.findByTestId('approval-settings-form');
    expect(
      (screen.getByRole('button', { name: 'Remove stage 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    for (let i = 1; i < 10; i++) fireEvent.click(screen.getByTestId('approval-settings-add-stage'));
    expect(screen.getAllByRole('group')).toHaveLength(10);
    expect(screen.queryByTestId('approval-settings-add-stage')).toBeNull();
    expect(screen.getByTestId('approval-settings-stages-full').textContent).toBe(
      'An approval workflow has at most 10 stages.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove stage 4' }));
    expect(screen.getAllByRole('group')).toHaveLength(9);
    expect(screen.getByTestId('approval-settings-add-stage')).toBeTruthy();
  });

  it('changes an existing workflow (PATCH) and shows a refusal inside the dialog', async () => {
    const client = fakeClient(saved);
    client.update.mockRejectedValueOnce(new Error('A reviewer cannot see this workspace'));
    const { onClose } = open(client);
    const title = (await screen.findByTestId('approval-settings-title')) as HTMLInputElement;
    expect(title.value).toBe('Assembly review');
    expect(reviewersOf(1)).toEqual([expect.stringContaining('Priya Author')]);
    expect((screen.getByTestId('approval-stage-1-rule') as HTMLSelectElement).value).toBe('all');
    expect(screen.getByTestId('approval-settings-open').textContent).toContain('2');

    fireEvent.change(screen.getByTestId('approval-settings-escalation'), {
      target: { value: '6' },
    });
    fireEvent.click(screen.getByTestId('approval-settings-save'));
    expect((await screen.findByTestId('approval-settings-error')).textContent).toBe(
      'A reviewer cannot see this workspace',
    );
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('approval-settings-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(client.update).toHaveBeenLastCalledWith('aw1', {
      title: 'Assembly review',
      stages: [{ title: 'Quality', rule: 'all', reviewerIds: ['u-priya'] }],
      reminderDays: 3,
      escalationDays: 6,
    });
  });

  it('deletes after a confirm', async () => {
    const client = fakeClient(saved);
    const { onSaved, onClose } = open(client);
    fireEvent.click(await screen.findByTestId('approval-settings-delete'));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('Content in Assembly Line will then be published');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(null));
    expect(client.remove).toHaveBeenCalledWith('aw1');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a failed load with a retry, and a failed reviewer search with its own', async () => {
    const client = fakeClient(null);
    client.load.mockRejectedValueOnce(new Error('Network down'));
    client.searchReviewers.mockRejectedValueOnce(new Error('Forbidden'));
    open(client);
    const failed = await screen.findByTestId('approval-settings-error');
    expect(failed.textContent).toContain('Network down');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('approval-settings-form');

    const picker = screen.getByTestId('approval-stage-1-picker');
    fireEvent.keyDown(within(picker).getByRole('searchbox'), { key: 'Enter' });
    const error = await within(picker).findByTestId('approval-stage-1-picker-error');
    expect(error.textContent).toContain('Forbidden');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await within(picker).findAllByTestId('approval-stage-1-picker-add')).toHaveLength(3);
  });
});
