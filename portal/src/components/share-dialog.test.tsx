// @vitest-environment jsdom
import type { ContentShareItem } from '@stepwise/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog';

const calls = vi.hoisted(() => ({
  ensure: vi.fn(),
  update: vi.fn(),
}));
vi.mock('../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  ensureContentShare: calls.ensure,
  updateContentShare: calls.update,
}));

const share = (over: Partial<ContentShareItem> = {}): ContentShareItem => ({
  id: 'share1',
  redirectId: 'r1',
  type: 'workflow',
  workflowId: 'w1',
  externalAccessType: 'none',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  publicLinksAllowed: true,
  ...over,
});

describe('share dialog (001 §7)', () => {
  beforeEach(() => {
    calls.ensure.mockReset();
    calls.update.mockReset();
  });
  afterEach(cleanup);

  it('ensures the share, turns public on and shows the link /p/{workflowId}?shareToken={id}', async () => {
    calls.ensure.mockResolvedValue(share());
    calls.update.mockResolvedValue(share({ externalAccessType: 'public' }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareDialog workflowId="w1" title="Bracket" onClose={() => {}} />);

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
    render(<ShareDialog workflowId="w1" title="Bracket" onClose={() => {}} />);
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
    render(<ShareDialog workflowId="w1" title="Bracket" onClose={onClose} />);
    await screen.findByTestId('share-access');
    fireEvent.keyDown(screen.getByTestId('share-dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
