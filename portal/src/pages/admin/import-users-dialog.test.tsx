// @vitest-environment jsdom
// The bulk import dialog (issue 25) in its states: nothing to check, a whole-file refusal, the
// dry-run preview with each bad row, the import and its report. Tried: an empty text (check
// disabled), a file the server refuses as a whole (the reason shown, still editable), a preview
// with nothing valid (import disabled).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportUsersDialog } from './import-users-dialog';

const calls = vi.hoisted(() => ({ importUsers: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({ importUsers: calls.importUsers }));

const CSV = 'kind,email,employeeId,firstName,lastName,role,workspaces\nemail,a@x.io,,,,,\n';
const failed = [
  { row: 12, field: 'email' as const, message: 'Not a valid e-mail address' },
  { row: 31, field: 'email' as const, message: 'Same account as row 5' },
];

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => calls.importUsers.mockReset());
afterEach(cleanup);

const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText('Or paste the CSV text'), { target: { value: text } });

describe('ImportUsersDialog', () => {
  it('checks first (dry run), lists the bad rows, then imports and reports', async () => {
    const onImported = vi.fn();
    render(<ImportUsersDialog onImported={onImported} onClose={vi.fn()} />);
    const check = screen.getByTestId('import-check');
    expect((check as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('import-template').getAttribute('download')).toBe(
      'users-template.csv',
    );
    paste(CSV);
    calls.importUsers.mockResolvedValueOnce({ created: 48, failed, dryRun: true, rows: 50 });
    fireEvent.click(check);
    expect(await screen.findByTestId('import-summary')).toHaveProperty(
      'textContent',
      'Rows read: 50. Would be created: 48. With problems: 2.',
    );
    expect(calls.importUsers).toHaveBeenLastCalledWith({}, CSV, true);
    const rows = within(screen.getByTestId('import-failures')).getAllByTestId('import-failure');
    expect(rows.map((r) => r.getAttribute('data-row'))).toEqual(['12', '31']);
    expect(rows[0]!.textContent).toContain('Not a valid e-mail address');

    calls.importUsers.mockResolvedValueOnce({ created: 48, failed, dryRun: false, rows: 50 });
    fireEvent.click(screen.getByRole('button', { name: 'Import valid rows (48)' }));
    await waitFor(() =>
      expect(screen.getByTestId('import-summary').textContent).toBe(
        'Created: 48. Not imported: 2.',
      ),
    );
    expect(calls.importUsers).toHaveBeenLastCalledWith({}, CSV, false);
    expect(onImported).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('import-paste')).toBeNull();
  });

  it('a file refused as a whole shows the reason and stays editable', async () => {
    render(<ImportUsersDialog onImported={vi.fn()} onClose={vi.fn()} />);
    paste('kind,email\n');
    calls.importUsers.mockRejectedValueOnce(new Error('The header row has no "employeeId" column'));
    fireEvent.click(screen.getByTestId('import-check'));
    expect((await screen.findByTestId('import-error')).textContent).toContain('employeeId');
    expect(screen.getByTestId('import-paste')).toBeTruthy();
    expect(screen.queryByTestId('import-run')).toBeNull();
  });

  it('a preview where nothing is valid cannot be imported', async () => {
    render(<ImportUsersDialog onImported={vi.fn()} onClose={vi.fn()} />);
    paste(CSV);
    calls.importUsers.mockResolvedValueOnce({ created: 0, failed, dryRun: true, rows: 2 });
    fireEvent.click(screen.getByTestId('import-check'));
    const run = await screen.findByTestId('import-run');
    expect((run as HTMLButtonElement).disabled).toBe(true);
  });
});
