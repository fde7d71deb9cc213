// <Player/> on a past version (issue 23; 002 §2 versionId): the badge, no Q&A or comments tab,
// tracking records that name the version, and a share link refused without a request.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerDataSource } from '../core/data-source.js';
import {
  fakeAttachMedia,
  fakeSource,
  recordingPersistence,
  sampleWorkflow,
} from './fake-source.js';
import { trackingSessionKey } from './hooks/use-tracking.js';
import { Player } from './player.js';
import type { PlayerProps } from './player-props.js';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const version = {
  id: 'ver1',
  version: '1.0',
  createdAt: '2026-03-01T09:00:00.000Z',
  latest: false,
};

function renderPlayer(source: PlayerDataSource, props: Partial<PlayerProps> = {}) {
  const onReady = vi.fn();
  const onError = vi.fn();
  const view = render(
    <Player
      workflowId="wf1"
      versionId="ver1"
      source={source}
      lang="en"
      attachMedia={fakeAttachMedia}
      trackingPersistence={recordingPersistence().persistence}
      openMenu
      startInTheater
      onReady={onReady}
      onError={onError}
      {...props}
    />,
  );
  return { ...view, onReady, onError };
}

describe('<Player/> on a past version (002 §2 versionId)', () => {
  it('asks the source for the version, badges it, and hides the comments tab', async () => {
    const fake = fakeSource({ workflow: { ...sampleWorkflow, version }, withPorts: true });
    const loadWorkflow = vi.spyOn(fake.source, 'loadWorkflow');
    const { onReady } = renderPlayer(fake.source);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(loadWorkflow).toHaveBeenCalledWith(
      'wf1',
      expect.objectContaining({ versionId: 'ver1' }),
    );
    expect((await screen.findByRole('note')).textContent).toBe(
      'Version 1.0 · Mar 1, 2026 — not the current version',
    );
    fireEvent.click(screen.getByRole('button', { name: /divide/i }));
    expect(await screen.findByRole('tab', { name: /steps/i })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /comments/i })).toBeNull();
  });

  it('shows no badge on the newest version', async () => {
    const fake = fakeSource({
      workflow: { ...sampleWorkflow, version: { ...version, latest: true } },
    });
    const { onReady } = renderPlayer(fake.source);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('tracks the version played', async () => {
    const fake = fakeSource({ workflow: { ...sampleWorkflow, version } });
    const { onReady } = renderPlayer(fake.source);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(sessionStorage.getItem(trackingSessionKey('wf1', 'ver1'))).not.toBeNull(),
    );
    act(() => {
      dispatchEvent(new Event('pagehide'));
    });
    expect(fake.sent.at(-1)).toMatchObject({ workflowId: 'wf1', versionId: 'ver1' });
  });
});
