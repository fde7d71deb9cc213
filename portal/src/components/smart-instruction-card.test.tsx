// @vitest-environment jsdom
import type { SmartInstructionSummary, SopVersionHistory } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmartInstructionCard } from './smart-instruction-card';
import { sopTools, type SopCardChange } from './smart-instruction-tools';
import { testSop } from './test-sop';

const calls = vi.hoisted(() => ({
  update: vi.fn(),
  remove: vi.fn(),
  duplicate: vi.fn(),
  get: vi.fn(),
  versions: vi.fn(),
  events: vi.fn(),
  groups: vi.fn(),
  restoreVersion: vi.fn(),
}));
vi.mock('../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  updateSmartInstruction: calls.update,
  deleteSmartInstruction: calls.remove,
  duplicateSmartInstruction: calls.duplicate,
  getSmartInstruction: calls.get,
  listSopVersionHistories: calls.versions,
  listSopVersionEditEvents: calls.events,
  restoreSmartInstructionVersion: calls.restoreVersion,
  listWorkspaceGroups: calls.groups,
  ensureContentShare: vi.fn(),
  ensureSmartInstructionShare: vi.fn(() => new Promise(() => undefined)),
  updateContentShare: vi.fn(),
}));

const sop = testSop;

function renderCard(item: SmartInstructionSummary, canEdit = true) {
  const changes: SopCardChange[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: () => (
          <SmartInstructionCard
            item={item}
            canEdit={canEdit}
            openTo={(id) => `/view/${id}`}
            onChanged={(change) => changes.push(change)}
          />
        ),
      },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { changes, router };
}

const menuKeys = () =>
  screen.getAllByRole('menuitem').map((item) => item.dataset.testid?.replace('sop-tool-', ''));

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  for (const fn of Object.values(calls)) fn.mockReset();
});
afterEach(cleanup);

describe('smart-instruction tools per state (001 §2 tools menu, §4 card)', () => {
  it('published: share, copy, history, unpublish, edit, delete; no rename', () => {
    expect(sopTools({ published: true, status: 'completed' })).toEqual([
      'share',
      'copy',
      'history',
      'unpublish',
      'edit',
      'delete',
    ]);
  });
  it('published with tasks access: manage task after edit (001 §3), never when unpublished', () => {
    expect(sopTools({ published: true, status: 'completed' }, true)).toEqual([
      'share',
      'copy',
      'history',
      'unpublish',
      'edit',
      'tasks',
      'delete',
    ]);
    expect(sopTools({ published: false, status: 'completed' }, true)).not.toContain('tasks');
  });
  it('unpublished: rename instead of share and unpublish', () => {
    expect(sopTools({ published: false, status: 'completed' })).toEqual([
      'rename',
      'copy',
      'history',
      'edit',
      'delete',
    ]);
  });
  it('processing: none; a failed import can only be deleted', () => {
    expect(sopTools({ published: false, status: 'processing' })).toEqual([]);
    expect(sopTools({ published: false, status: 'draft' })).toEqual([]);
    expect(sopTools({ published: false, status: 'failed' })).toEqual(['delete']);
  });
});

describe('SmartInstructionCard', () => {
  it('published: status, steps, author, the poster opens the view, the tools of its state', () => {
    renderCard(sop({ published: true }));
    const card = screen.getByTestId('sop-card');
    expect(within(card).getByTestId('card-status').dataset.status).toBe('published');
    expect(within(card).getByTestId('card-steps').textContent).toBe('3 steps');
    expect(within(card).getByTestId('sop-author').textContent).toBe('By Pat Publisher');
    expect(within(card).getByTestId('sop-updated').textContent).toContain('11/25/2026');
    const poster = within(card).getByRole('link', { name: 'Open Clear a jam' });
    expect(poster.getAttribute('href')).toBe('/view/sop-1');
    // No poster image: the type's icon and name stand in.
    expect(within(card).getByText('Manual')).toBeTruthy();
    fireEvent.click(screen.getByTestId('card-tools'));
    expect(menuKeys()).toEqual(['share', 'copy', 'history', 'unpublish', 'edit', 'delete']);
  });

  it('processing: disabled, no link, the job message, no tools', () => {
    renderCard(
      sop({ status: 'processing', type: 'pdf', job: { progress: 0.4, message: 'Reading page 2' } }),
    );
    const card = screen.getByTestId('sop-card');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(within(card).getByTestId('card-status').dataset.status).toBe('processing');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByTestId('sop-job').textContent).toContain('40% Reading page 2');
    expect(screen.queryByTestId('card-tools')).toBeNull();
  });

  it('failed: says why, and offers only delete', () => {
    renderCard(sop({ status: 'failed', errorMessage: 'The PDF is encrypted.' }));
    expect(screen.getByTestId('card-status').dataset.status).toBe('failed');
    expect(screen.getByRole('alert').textContent).toBe('The PDF is encrypted.');
    fireEvent.click(screen.getByTestId('card-tools'));
    expect(menuKeys()).toEqual(['delete']);
  });

  it('a viewer (no edit right) gets no tools menu', () => {
    renderCard(sop({ published: true }), false);
    expect(screen.queryByTestId('card-tools')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Clear a jam' })).toBeTruthy();
  });

  it('rename sends the new title, and nothing when unchanged (001 §5)', async () => {
    calls.update.mockResolvedValue(sop({ title: 'Clear a conveyor jam' }));
    const { changes } = renderCard(sop());
    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-rename'));
    const input = screen.getByTestId('rename-input');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(calls.update).not.toHaveBeenCalled();
    expect(screen.getByTestId('card-title').textContent).toBe('Clear a jam');

    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-rename'));
    fireEvent.change(screen.getByTestId('rename-input'), {
      target: { value: 'Clear a conveyor jam' },
    });
    fireEvent.keyDown(screen.getByTestId('rename-input'), { key: 'Enter' });
    await waitFor(() =>
      expect(calls.update).toHaveBeenCalledWith({}, { id: 'sop-1', title: 'Clear a conveyor jam' }),
    );
    await waitFor(() => expect(changes.map((c) => c.kind)).toEqual(['renamed']));
  });

  it('unpublish asks first, then publishes as draft', async () => {
    calls.update.mockResolvedValue(sop());
    const { changes } = renderCard(sop({ published: true }));
    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-unpublish'));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Unpublish this smart instruction?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(calls.update).toHaveBeenCalledWith({}, { id: 'sop-1', publishOption: 'draft' }),
    );
    await waitFor(() => expect(changes.map((c) => c.kind)).toEqual(['unpublished']));
  });

  it('delete asks first; a refusal stays in the dialog', async () => {
    calls.remove.mockRejectedValueOnce(new Error('Forbidden')).mockResolvedValueOnce(undefined);
    const { changes } = renderCard(sop());
    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-delete'));
    const confirm = () =>
      fireEvent.click(
        within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Delete' }),
      );
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('Forbidden');
    expect(changes).toEqual([]);
    confirm();
    await waitFor(() => expect(changes.map((c) => c.kind)).toEqual(['deleted']));
    expect(calls.remove).toHaveBeenLastCalledWith({}, 'sop-1');
  });

  it('copy duplicates into the picked workspace', async () => {
    calls.groups.mockResolvedValue([
      {
        id: 'g1',
        name: 'Plant',
        workspaces: [
          { id: 'ws-1', name: 'Assembly Line' },
          { id: 'ws-2', name: 'Packaging' },
        ],
      },
    ]);
    calls.duplicate.mockResolvedValue([{ id: 'sop-2' }]);
    const { changes } = renderCard(sop());
    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-copy'));
    const picker = await screen.findByTestId('workspace-picker');
    fireEvent.change(await within(picker).findByLabelText('Workspace'), {
      target: { value: 'ws-2' },
    });
    fireEvent.click(within(picker).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(calls.duplicate).toHaveBeenCalledWith({}, 'sop-1', ['ws-2']));
    await waitFor(() => expect(changes.map((c) => c.kind)).toEqual(['copied']));
  });

  it('edit opens the editor', async () => {
    const { router } = renderCard(sop());
    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smart-instruction/sop-1'));
  });
});

describe('publish history dialog', () => {
  const version = (n: number, latest: boolean): SopVersionHistory => ({
    id: `v${n}`,
    mmsopId: 'sop-1',
    version: `${n}.0`,
    title: 'Clear a jam',
    latest,
    itemsCount: 5,
    publishedBy: { uid: 'u-1', displayName: 'Pat Publisher' },
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
  });

  it('lists versions with date and who; a version opens its edit events', async () => {
    calls.versions.mockResolvedValue([version(2, true), version(1, false)]);
    calls.events.mockResolvedValue([
      {
        id: 'e1',
        mmsopId: 'sop-1',
        versionHistoryId: 'v2',
        type: 'insert',
        itemId: 'i1',
        data: { title: 'Check the belt' },
        user: { uid: 'u-1', displayName: 'Pat Publisher' },
        createdAt: '2026-11-22T09:00:00.000Z',
      },
    ]);
    renderCard(sop({ published: true }));
    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-history'));
    const dialog = await screen.findByTestId('sop-history');
    const rows = await within(dialog).findAllByTestId('sop-history-row');
    expect(rows.map((row) => row.dataset.version)).toEqual(['2.0', '1.0']);
    expect(rows[0]?.textContent).toContain('Latest');
    expect(rows[0]?.textContent).toContain('Pat Publisher');
    fireEvent.click(within(rows[0]!).getByTestId('sop-history-toggle'));
    const events = await within(dialog).findByTestId('sop-history-events');
    expect(events.textContent).toContain('Added an item: Check the belt');
    expect(calls.events).toHaveBeenCalledWith({}, 'v2');
  });

  it('never published: says so; a failed read can be retried', async () => {
    calls.versions.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    renderCard(sop());
    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-history'));
    const dialog = await screen.findByTestId('sop-history');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('offline');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect((await within(dialog).findByTestId('sop-history-empty')).textContent).toBe(
      'It has not been published yet.',
    );
  });

  it('restores a version as draft after the confirm (issue 23); code 50 keeps it open', async () => {
    calls.versions.mockResolvedValue([version(2, true), version(1, false)]);
    const restored = sop({ published: false });
    calls.restoreVersion
      .mockRejectedValueOnce(Object.assign(new Error('in review'), { code: 50 }))
      .mockResolvedValueOnce(restored);
    const { changes } = renderCard(sop({ published: true }));
    fireEvent.click(screen.getByTestId('card-tools'));
    fireEvent.click(screen.getByTestId('sop-tool-history'));
    const dialog = await screen.findByTestId('sop-history');
    const rows = await within(dialog).findAllByTestId('sop-history-row');
    fireEvent.click(within(rows[1]!).getByTestId('sop-history-restore'));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('smart instruction becomes an unpublished draft');
    fireEvent.click(within(confirm).getByTestId('confirm-button'));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'It is in review: it cannot be restored until the review ends.',
    );
    fireEvent.click(within(confirm).getByTestId('confirm-button'));
    expect((await within(dialog).findByTestId('sop-history-notice')).textContent).toBe(
      'Version 1.0 was restored as a draft.',
    );
    expect(calls.restoreVersion).toHaveBeenLastCalledWith({}, 'v1');
    expect(changes).toEqual([{ kind: 'unpublished', item: restored }]);
  });
});
