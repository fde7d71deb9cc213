// @vitest-environment jsdom
// Roles per workspace (issue 25): the user's roles loaded into one select per workspace; saving
// sends only the workspaces changed ("none" leaves one). Tried: nothing changed (save disabled),
// a refused save (the reason shown, the dialog stays).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrgUser } from '@stepwise/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceRolesDialog } from './workspace-roles-dialog';

const calls = vi.hoisted(() => ({ get: vi.fn(), set: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({ getWorkspaceRoles: calls.get, setWorkspaceRoles: calls.set }));

const user = {
  id: 'u9',
  displayName: 'Vic Viewer',
  email: 'vic@demo.test',
  employeeId: null,
  role: 'viewer',
  kind: 'email',
  disabled: false,
  pinResetStatus: null,
  createdAt: '2026-01-02T03:04:05.000Z',
} satisfies OrgUser;
const groups = [
  {
    id: 'g1',
    name: 'Plant',
    workspaces: [
      { id: 'w1', name: 'Assembly' },
      { id: 'w2', name: 'Safety' },
    ],
  },
] as never;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  calls.get.mockReset().mockResolvedValue({
    userId: 'u9',
    allWorkspaces: false,
    roles: { w1: 'viewer' },
  });
  calls.set.mockReset();
});
afterEach(cleanup);

describe('WorkspaceRolesDialog', () => {
  it('shows each workspace’s role and saves only the changes', async () => {
    const onClose = vi.fn();
    render(<WorkspaceRolesDialog user={user} groups={groups} onClose={onClose} />);
    const assembly = (await screen.findByLabelText('Role in Assembly')) as HTMLSelectElement;
    expect(assembly.value).toBe('viewer');
    expect((screen.getByLabelText('Role in Safety') as HTMLSelectElement).value).toBe('none');
    const save = screen.getByTestId('workspace-roles-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Role in Safety'), { target: { value: 'publisher' } });
    calls.set.mockResolvedValueOnce({ userId: 'u9', allWorkspaces: false, roles: {} });
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.set).toHaveBeenCalledWith({}, 'u9', { w2: 'publisher' });
  });

  it('a refused save keeps the dialog open with the reason', async () => {
    render(<WorkspaceRolesDialog user={user} groups={groups} onClose={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Role in Assembly'), {
      target: { value: 'none' },
    });
    calls.set.mockRejectedValueOnce(new Error('Workspace not found'));
    fireEvent.click(screen.getByTestId('workspace-roles-save'));
    expect((await screen.findByTestId('workspace-roles-error')).textContent).toContain(
      'Workspace not found',
    );
  });
});
