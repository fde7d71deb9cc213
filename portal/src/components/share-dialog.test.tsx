// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog';
import { testShare } from './test-share';

const calls = vi.hoisted(() => ({
  ensure: vi.fn(),
  ensureSop: vi.fn(),
  update: vi.fn(),
}));
vi.mock('../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  ensureContentShare: calls.ensure,
  ensureSmartInstructionShare: calls.ensureSop,
  updateContentShare: calls.update,
}));

const share = testShare;

const openWorkflow = (onClose = () => {}) =>
  render(
    <ShareDialog content={{ type: 'workflow', id: 'w1' }} title="Bracket" onClose={onClose} />,
  );
const radio = (access: string) => screen.getByTestId(`share-access-${access}`) as HTMLInputElement;
const notice = async () => (await screen.findByTestId('share-notice')).textContent ?? '';

describe('share dialog (001 §6-§8)', () => {
  beforeEach(() => {
    calls.ensure.mockReset();
    calls.ensureSop.mockReset();
    calls.update.mockReset();
  });
  afterEach(cleanup);

  it('ensures the share, offers the internal link, saves public and shows /p/{id}?shareToken={id}', async () => {
    calls.ensure.mockResolvedValue(share());
    calls.update.mockResolvedValue(share({ externalAccessType: 'public' }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openWorkflow();

    expect(await screen.findByTestId('share-access')).toHaveProperty('dataset.access', 'none');
    expect(calls.ensure).toHaveBeenCalledWith({}, 'w1');
    expect(radio('none').checked).toBe(true);
    expect((screen.getByTestId('share-internal-link') as HTMLInputElement).value).toBe(
      `${location.origin}/playermain/w1`,
    );
    expect(screen.queryByTestId('share-link')).toBeNull();

    fireEvent.click(radio('public'));
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() =>
      expect(calls.update).toHaveBeenCalledWith({}, 'share1', { externalAccessType: 'public' }),
    );
    const link = await screen.findByTestId('share-link');
    expect((link as HTMLInputElement).value).toBe(`${location.origin}/p/w1?shareToken=share1`);
    expect(await notice()).toContain('Saved');

    fireEvent.click(screen.getByTestId('share-link-copy'));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${location.origin}/p/w1?shareToken=share1`),
    );
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the access as it was", async () => {
    calls.ensure.mockResolvedValue(share());
    calls.update.mockRejectedValue(new Error('Public links are disabled for this organization'));
    openWorkflow();
    await screen.findByTestId('share-access');
    fireEvent.click(radio('public'));
    fireEvent.click(screen.getByTestId('share-save'));
    expect(await notice()).toContain('Public links are disabled for this organization');
    expect(screen.getByTestId('share-access').dataset.access).toBe('none');
    expect(screen.queryByTestId('share-link')).toBeNull();
  });

  it('offers public only while allowed and restricted only while e-mail or domain sharing is on', async () => {
    calls.ensure.mockResolvedValue(
      share({ publicLinksAllowed: false, restrictedSharingAllowed: false }),
    );
    openWorkflow();
    await screen.findByTestId('share-access');
    expect(screen.queryByTestId('share-access-public')).toBeNull();
    expect(screen.queryByTestId('share-access-restricted')).toBeNull();
    expect(radio('password')).toBeTruthy();
    expect(screen.getByText('Your organisation does not allow public links.')).toBeTruthy();
  });

  it('restricted: chips for domains and addresses, invalid ones marked and blocking, then only its fields sent', async () => {
    calls.ensure.mockResolvedValue(share());
    calls.update.mockResolvedValue(
      share({
        externalAccessType: 'restricted',
        externalRestrictedDomains: ['partner.test'],
        externalRestrictedEmailRecords: [{ email: 'ann@other.test' }],
        mailed: 1,
      }),
    );
    openWorkflow();
    await screen.findByTestId('share-access');
    fireEvent.click(radio('restricted'));
    const input = screen.getByTestId('share-entry-input');
    fireEvent.change(input, { target: { value: '@Partner.test, Ann@Other.test;bad@@x' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const chips = screen.getAllByTestId('share-chip');
    expect(chips.map((c) => [c.dataset.kind, c.dataset.invalid ?? null])).toEqual([
      ['domain', null],
      ['email', null],
      ['email', 'true'],
    ]);
    expect(chips[0]!.textContent).toContain('partner.test');
    expect(chips[2]!.textContent).toContain('not a valid address');

    fireEvent.click(screen.getByTestId('share-save'));
    expect(await notice()).toContain('Fix or remove the invalid entries (1)');
    expect(calls.update).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove bad@@x' }));
    fireEvent.click(screen.getByTestId('share-notify'));
    fireEvent.change(screen.getByTestId('share-message'), { target: { value: ' Welcome ' } });
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() =>
      expect(calls.update).toHaveBeenCalledWith({}, 'share1', {
        externalAccessType: 'restricted',
        externalRestrictedDomains: ['partner.test'],
        externalRestrictedEmailRecords: [{ email: 'ann@other.test' }],
        notify: true,
        message: 'Welcome',
      }),
    );
    expect(await notice()).toContain('Shared. Invitations e-mailed: 1.');
    expect((screen.getByTestId('share-link') as HTMLInputElement).value).toBe(
      `${location.origin}/share/share1`,
    );
  });

  it('restricted without any entry is not sent; Backspace in the empty field removes the last chip', async () => {
    calls.ensure.mockResolvedValue(
      share({ externalAccessType: 'restricted', externalRestrictedDomains: ['partner.test'] }),
    );
    openWorkflow();
    await screen.findByTestId('share-restricted-fields');
    expect(screen.getAllByTestId('share-chip')).toHaveLength(1);
    fireEvent.keyDown(screen.getByTestId('share-entry-input'), { key: 'Backspace' });
    expect(screen.queryAllByTestId('share-chip')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('share-save'));
    expect(await notice()).toContain('Add at least one e-mail address or domain.');
    expect(calls.update).not.toHaveBeenCalled();
  });

  it('password: 10 to 25 characters; an existing one is kept when the field is left empty', async () => {
    calls.ensure.mockResolvedValue(share());
    calls.update.mockResolvedValue(share({ externalAccessType: 'password', hasPassword: true }));
    openWorkflow();
    await screen.findByTestId('share-access');
    fireEvent.click(radio('password'));
    const field = screen.getByTestId('share-password') as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByTestId('share-password-toggle'));
    expect(field.type).toBe('text');

    fireEvent.click(screen.getByTestId('share-save'));
    expect(await notice()).toContain('Enter a password.');
    fireEvent.change(field, { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('share-save'));
    expect(await notice()).toContain('The password must have 10 to 25 characters.');
    expect(calls.update).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'Correct-Horse-1' } });
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() =>
      expect(calls.update).toHaveBeenLastCalledWith({}, 'share1', {
        externalAccessType: 'password',
        externalPassword: 'Correct-Horse-1',
      }),
    );
    expect(await notice()).toContain('Saved');
    expect((screen.getByTestId('share-link') as HTMLInputElement).value).toBe(
      `${location.origin}/share/share1`,
    );

    // Saved with a password: the field is empty again and says so; saving keeps it.
    expect(screen.getByTestId('share-password')).toHaveProperty(
      'placeholder',
      'Leave empty to keep the current password',
    );
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() =>
      expect(calls.update).toHaveBeenLastCalledWith({}, 'share1', {
        externalAccessType: 'password',
      }),
    );
  });

  it('Escape closes it', async () => {
    calls.ensure.mockResolvedValue(share());
    const onClose = vi.fn();
    openWorkflow(onClose);
    await screen.findByTestId('share-access');
    fireEvent.keyDown(screen.getByTestId('share-dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('a failed load shows the error instead of the form', async () => {
    calls.ensure.mockRejectedValue(new Error('Content share not found'));
    openWorkflow();
    expect(await notice()).toContain('Content share not found');
    expect(screen.queryByTestId('share-save')).toBeNull();
  });

  it('shares a smart instruction: its own share, its signed-in link and the public link /si/{id}?shareToken={id}', async () => {
    calls.ensureSop.mockResolvedValue(share({ externalAccessType: 'public' }));
    render(
      <ShareDialog
        content={{ type: 'multimodalSop', id: 'sop1' }}
        title="Jam"
        onClose={() => {}}
      />,
    );
    const link = await screen.findByTestId('share-link');
    expect(calls.ensureSop).toHaveBeenCalledWith({}, 'sop1');
    expect(calls.ensure).not.toHaveBeenCalled();
    expect((link as HTMLInputElement).value).toBe(`${location.origin}/si/sop1?shareToken=share1`);
    expect((screen.getByTestId('share-internal-link') as HTMLInputElement).value).toBe(
      `${location.origin}/smart-instruction/sop1`,
    );
    expect(screen.getByText(/without signing in/)).toBeTruthy();
  });
});
