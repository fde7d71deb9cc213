// @vitest-environment jsdom
import type { OrgUser } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersPage } from './users-page';

const calls = vi.hoisted(() => ({ list: vi.fn(), reset: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  listAdminUsers: calls.list,
  resetEmployeePin: calls.reset,
  isAbortError: (err: unknown) => err instanceof Error && err.name === 'AbortError',
}));

const user = (over: Partial<OrgUser>): OrgUser => ({
  id: 'u1',
  displayName: 'Olga Admin',
  email: 'olga@demo.test',
  employeeId: null,
  role: 'admin-organization',
  kind: 'email',
  disabled: false,
  pinResetStatus: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  ...over,
});
const erin = user({
  id: 'u2',
  displayName: 'Erin Employee',
  email: null,
  employeeId: 'E1001',
  role: 'viewer',
  kind: 'employee-id',
  pinResetStatus: 'valid',
});
const page = (items: OrgUser[], total = items.length) => ({ items, total, page: 0, size: 50 });
const issued = {
  employeeId: 'E1001',
  resetStatus: 'reset-required' as const,
  pinSetup: {
    code: 'K7QM-4TXP',
    expiresAt: '2026-01-05T03:04:05.000Z',
    path: '/usernewpin/E1001?clientKey=demo',
    mailed: false,
  },
};

const rows = () => screen.queryAllByTestId('user-row').map((r) => r.getAttribute('data-account'));

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('/admin/users (000 §2, issue 14)', () => {
  beforeEach(() => {
    calls.list.mockReset();
    calls.reset.mockReset();
    calls.list.mockResolvedValue(page([user({}), erin]));
  });
  afterEach(cleanup);

  it('loads, then lists each user with role, kind and PIN state; Reset PIN on employees only', async () => {
    let answer!: (value: unknown) => void;
    calls.list.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<UsersPage />);
    expect(screen.getByTestId('users-loading').textContent).toContain('Loading users…');
    answer(page([user({}), erin]));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(rows()).toEqual(['olga@demo.test', 'E1001']);
    const [olga, employee] = within(table).getAllByTestId('user-row');
    expect(olga!.textContent).toContain('Organisation admin');
    expect(within(olga!).queryByRole('button')).toBeNull();
    expect(employee!.textContent).toContain('Employee ID');
    expect(within(employee!).getByTestId('user-pin-status').textContent).toBe('Set');
    expect(within(employee!).getByRole('button', { name: 'Reset the PIN of Erin Employee' }));
    expect(screen.getByTestId('users-count').textContent).toBe('1–2 of 2');
    expect(calls.list).toHaveBeenCalledWith(
      {},
      { keyword: '', page: 0, size: 50 },
      expect.anything(),
    );
  });

  it('searches on Enter and says when nothing matches', async () => {
    render(<UsersPage />);
    await screen.findByRole('table', { name: 'Users' });
    calls.list.mockResolvedValueOnce(page([]));
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: ' zed ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect((await screen.findByTestId('users-empty')).textContent).toBe('No user matches “zed”.');
    expect(calls.list).toHaveBeenLastCalledWith(
      {},
      { keyword: 'zed', page: 0, size: 50 },
      expect.anything(),
    );
  });

  it('an empty organisation and a failed load each say so; the failure retries', async () => {
    calls.list.mockResolvedValueOnce(page([]));
    render(<UsersPage />);
    expect((await screen.findByTestId('users-empty')).textContent).toBe('There are no users yet.');
    cleanup();
    calls.list.mockRejectedValueOnce(new Error('Service unavailable'));
    render(<UsersPage />);
    const alert = await screen.findByTestId('users-load-failed');
    expect(alert.textContent).toContain('The users could not be loaded.');
    expect(alert.textContent).toContain('Service unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Users' });
  });

  it('Reset PIN: confirm, then the code once with its expiry, link, copy and mail note', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    calls.reset.mockResolvedValue(issued);
    render(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the PIN of Erin Employee' }));
    const confirm = screen.getByTestId('reset-pin-dialog');
    expect(confirm.textContent).toContain('Reset the PIN of Erin Employee?');
    expect(confirm.textContent).toContain('employee ID E1001 stops working');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset PIN' }));

    const shown = await screen.findByTestId('setup-code-dialog');
    expect(calls.reset).toHaveBeenCalledWith({}, 'E1001');
    expect(within(shown).getByTestId('setup-code-value').textContent).toBe('K7QM-4TXP');
    expect(within(shown).getByRole('status', { name: 'Setup code' })).toBeTruthy();
    expect(within(shown).getByTestId('setup-code-expires').textContent).toMatch(
      /^It works once, until \d\d\/\d\d\/26 /,
    );
    expect(within(shown).getByTestId('setup-code-link').textContent).toBe(
      `${location.origin}/usernewpin/E1001?clientKey=demo`,
    );
    expect(within(shown).getByTestId('setup-code-mailed').textContent).toContain(
      'hand the code over yourself',
    );
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7QM-4TXP'));
    // The label changes once the clipboard's promise settles: a render after the call.
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();
    // The row shows the reset at once; closing the dialog is the last of the code.
    const row = screen.getAllByTestId('user-row')[1]!;
    expect(within(row).getByTestId('user-pin-status').textContent).toBe('Waiting for a new PIN');
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('setup-code-dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('K7QM-4TXP');
  });

  it('a refused reset keeps the dialog open with the reason', async () => {
    calls.reset.mockRejectedValue(new Error('Invalid employee ID.'));
    render(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the PIN of Erin Employee' }));
    fireEvent.click(screen.getByTestId('reset-pin-confirm'));
    expect((await screen.findByTestId('reset-pin-error')).textContent).toBeTruthy();
    expect(screen.queryByTestId('setup-code-dialog')).toBeNull();
  });

  it('issue 25: a tab per kind and a status filter; each row shows its status', async () => {
    calls.list.mockResolvedValue(
      page([user({ invited: true }), user({ id: 'u3', email: 'd@demo.test', disabled: true })]),
    );
    render(<UsersPage />);
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getAllByTestId('user-row').map((r) => r.getAttribute('data-status'))).toEqual([
      'invited',
      'disabled',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Employee ID' }));
    await waitFor(() =>
      expect(calls.list).toHaveBeenLastCalledWith(
        {},
        { keyword: '', page: 0, size: 50, kind: 'employee-id' },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('tab', { name: 'Employee ID' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'disabled' } });
    await waitFor(() =>
      expect(calls.list).toHaveBeenLastCalledWith(
        {},
        { keyword: '', page: 0, size: 50, kind: 'employee-id', status: 'disabled' },
        expect.anything(),
      ),
    );
  });
});
