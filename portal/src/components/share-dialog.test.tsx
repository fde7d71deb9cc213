// @vitest-environment jsdom
import type { ContentShareItem } from '@stepwise/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog';

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

const share = (over: Partial<ContentShareItem> = {}): ContentShareItem => ({
  id: 'share1',
  redirectId: 'r1',
  type: 'workflow',
  workflowId: 'w1',
  multimodalSopId: null,
  externalAccessType: 'none',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  publicLinksAllowed: true,
  externalRestrictedDomains: [],
  externalRestrictedEmailRecords: [],
  hasPassword: false,
  restrictedSharingAllowed: true,
  mailed: 0,
  ...over,
});

describe('share dialog (001 §7)', () => {
  beforeEach(() => {
    calls.ensure.mockReset();
    calls.ensureSop.mockReset();
    calls.update.mockReset();
  });
  afterEach(cleanup);

  it('ensures the share, turns public on and shows the link /p/{workflowId}?shareToken={id}', async () => {
    calls.ensure.mockResolvedValue(share());
    calls.update.mockResolvedValue(share({ externalAccessType: 'public' }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <ShareDialog content={{ type: 'workflow', id: 'w1' }} title="Bracket" onClose={() => {}} />,
    );

    expect(await screen.findByTestId('share-access')).toHaveProperty('dataset.access', 'none');
    expect(calls.ensure).toHaveBeenCalledWith({}, 'w1');
    expect(screen.queryByTestId('share-link')).toBeNull();

    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(calls.update).toHaveBeenCalledWith({}, 'share1', 'public'));
    const link = await screen.findByTestId('share-link');
    expect((link as HTMLInputElement).value).toBe(`${location.origin}/p/w1?shareToken=share1`);
    expect(screen.getByTestId('share-notice').textContent).toContain('Saved');

    fireEvent.click(screen.getByTestId('share-copy'));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${location.origin}/p/w1?shareToken=share1`),
    );
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the access as it was", async () => {
    calls.ensure.mockResolvedValue(share({ publicLinksAllowed: false }));
    calls.update.mockRejectedValue(new Error('Public links are disabled for this organization'));
    render(
      <ShareDialog content={{ type: 'workflow', id: 'w1' }} title="Bracket" onClose={() => {}} />,
    );
    await screen.findByTestId('share-access');
    expect(screen.getByText('Your organisation does not allow public links.')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch'));
    expect((await screen.findByTestId('share-notice')).textContent).toContain(
      'Public links are disabled for this organization',
    );
    expect(screen.getByTestId('share-access').dataset.access).toBe('none');
    expect(screen.queryByTestId('share-link')).toBeNull();
  });

  it('Escape closes it', async () => {
    calls.ensure.mockResolvedValue(share());
    const onClose = vi.fn();
    render(
      <ShareDialog content={{ type: 'workflow', id: 'w1' }} title="Bracket" onClose={onClose} />,
    );
    await screen.findByTestId('share-access');
    fireEvent.keyDown(screen.getByTestId('share-dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shares a smart instruction: its own share and the public link /si/{id}?shareToken={id}', async () => {
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
    expect(screen.getByText(/without signing in/)).toBeTruthy();
  });
});
