// @vitest-environment jsdom
import { DEFAULT_CUSTOMIZED_PERMISSIONS, type CustomizedPermissions } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionsPage } from './permissions-page';

const calls = vi.hoisted(() => ({ get: vi.fn(), update: vi.fn(), reload: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  getOrganizationSettings: calls.get,
  updateCustomizedPermissions: calls.update,
  // The logo card on the page (organization-logo-card.test.tsx covers it).
  getOrganizationLogo: () => Promise.resolve(null),
}));
vi.mock('../../session/use-session', () => ({
  useSession: () => ({ status: 'signed-in', reload: calls.reload }),
}));

const permissions = (over: Partial<CustomizedPermissions> = {}): CustomizedPermissions => ({
  ...DEFAULT_CUSTOMIZED_PERMISSIONS,
  allowedRules: ['10.0.0.0/8'],
  enableRestrictedIP: true,
  allowedOrigins: ['https://lms.example.com'],
  ...over,
});
const settings = (cp: CustomizedPermissions) => ({ customizedPermissions: cp });

/** A promise and the functions that settle it, to look at the page while a call is pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function shown() {
  render(<PermissionsPage />);
  await screen.findByRole('form', { name: 'Permissions' });
}
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const originInput = () => screen.getByLabelText('Origin to allow');
const listed = () =>
  screen.queryAllByTestId('allowed-origin').map((li) => li.getAttribute('data-origin'));

describe('/admin/setting/permissions (000 §3, issue 6)', () => {
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    calls.get.mockResolvedValue(settings(permissions()));
  });
  afterEach(cleanup);

  it('loads, then shows each setting with its label; Save waits for a change', async () => {
    const load = deferred<ReturnType<typeof settings>>();
    calls.get.mockReturnValue(load.promise);
    render(<PermissionsPage />);
    expect(screen.getByTestId('permissions-loading')).toBeTruthy();
    load.resolve(settings(permissions({ disableDownloads: true })));
    await screen.findByRole('form', { name: 'Permissions' });
    expect(screen.getByRole('switch', { name: 'Disable public links' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('switch', { name: 'Disable downloads' })).toHaveProperty(
      'checked',
      true,
    );
    const timeout = screen.getByLabelText<HTMLInputElement>(
      'Inactivity before signing out (minutes)',
    );
    expect(timeout.value).toBe('15');
    expect(timeout.disabled).toBe(true); // auto logout is off
    expect(listed()).toEqual(['https://lms.example.com']);
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('a load failure says so and retries', async () => {
    calls.get.mockRejectedValueOnce(new Error('Service unavailable'));
    render(<PermissionsPage />);
    const alert = await screen.findByTestId('permissions-load-failed');
    expect(alert.textContent).toContain('The permissions could not be loaded.');
    expect(alert.textContent).toContain('Service unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('form', { name: 'Permissions' });
    expect(calls.get).toHaveBeenCalledTimes(2);
  });

  it('adds an origin with Enter, refusing bad and duplicate ones with a message', async () => {
    await shown();
    const input = originInput();
    fireEvent.change(input, { target: { value: 'lms.example.com/path' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const error = screen.getByTestId('origin-error');
    expect(error.getAttribute('data-problem')).toBe('invalid');
    expect(error.textContent).toContain('This is not an origin');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);

    fireEvent.change(input, { target: { value: 'https://LMS.example.com/' } });
    expect(screen.queryByTestId('origin-error')).toBeNull(); // typing clears the message
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByTestId('origin-error').getAttribute('data-problem')).toBe('duplicate');

    fireEvent.change(input, { target: { value: 'https://HR.example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(listed()).toEqual(['https://lms.example.com', 'https://hr.example.com']);
    expect((input as HTMLInputElement).value).toBe('');
    expect(calls.update).not.toHaveBeenCalled(); // Enter adds; it does not submit
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('saves only what changed, disabled while saving, then confirms', async () => {
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://lms.example.com' }));
    expect(document.activeElement).toBe(originInput());
    fireEvent.click(screen.getByRole('switch', { name: 'Disable public links' }));
    const write = deferred<ReturnType<typeof settings>>();
    calls.update.mockReturnValue(write.promise);
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));
    expect(calls.update.mock.calls[0]![1]).toEqual({
      disablePublicLinks: true,
      allowedOrigins: [],
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    write.resolve(settings(permissions({ disablePublicLinks: true, allowedOrigins: [] })));
    expect((await screen.findByTestId('permissions-saved')).textContent).toContain(
      'The permissions are saved.',
    );
    expect(screen.getByTestId('allowed-origins-empty')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true); // saved: nothing left to send
    expect(calls.reload).not.toHaveBeenCalled(); // the session settings did not change
  });

  it('auto logout: the timeout is checked, sent with it, and the session reloads', async () => {
    await shown();
    fireEvent.click(
      screen.getByRole('switch', { name: 'Sign out automatically after inactivity' }),
    );
    const timeout = screen.getByLabelText('Inactivity before signing out (minutes)');
    fireEvent.change(timeout, { target: { value: '0' } });
    expect(screen.getByTestId('permissions-timeout-error').textContent).toContain('1 to 1440');
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.change(timeout, { target: { value: '30' } });
    calls.update.mockResolvedValue(
      settings(permissions({ allowAutoLogout: true, autoLogoutTimeout: 30 })),
    );
    fireEvent.click(saveButton());
    await screen.findByTestId('permissions-saved');
    expect(calls.update.mock.calls[0]![1]).toEqual({
      allowAutoLogout: true,
      autoLogoutTimeout: 30,
    });
    expect(calls.reload).toHaveBeenCalledTimes(1);
  });

  it('a save failure keeps the edits and retries', async () => {
    await shown();
    fireEvent.click(screen.getByRole('switch', { name: 'Disable downloads' }));
    calls.update.mockRejectedValueOnce(new Error('Network error'));
    fireEvent.click(saveButton());
    const alert = await screen.findByTestId('permissions-save-failed');
    expect(alert.textContent).toContain('The permissions could not be saved.');
    expect(screen.getByRole('switch', { name: 'Disable downloads' })).toHaveProperty(
      'checked',
      true,
    );
    calls.update.mockResolvedValueOnce(settings(permissions({ disableDownloads: true })));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('permissions-saved');
    expect(calls.update).toHaveBeenCalledTimes(2);
    expect(calls.update.mock.calls[1]![1]).toEqual({ disableDownloads: true });
  });

  it('flags a stored entry the server now refuses; removing it makes the list saveable', async () => {
    calls.get.mockResolvedValue(
      settings(permissions({ allowedOrigins: ['https://old.example/', 'https://ok.example'] })),
    );
    await shown();
    expect(screen.getAllByTestId('allowed-origin-invalid')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://old.example/' }));
    expect(screen.queryByTestId('allowed-origin-invalid')).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('Discard changes returns to the saved settings', async () => {
    await shown();
    fireEvent.click(screen.getByRole('switch', { name: 'Disable downloads' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('switch', { name: 'Disable downloads' })).toHaveProperty(
      'checked',
      false,
    );
    expect(saveButton()).toHaveProperty('disabled', true);
  });
});
