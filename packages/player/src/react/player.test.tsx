import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerErrorDetail } from '../core/events.js';
import {
  fakeAttachMedia,
  fakeSource,
  recordingPersistence,
  REFUSALS,
  sampleWorkflow,
} from './fake-source.js';
import { trackingSessionKey } from './hooks/use-tracking.js';
import { Player } from './player.js';
import type { PlayerHandle, PlayerProps } from './player-props.js';

beforeEach(() => {
  // jsdom has no media playback: play() resolves, pause() does nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPlayer(props: Partial<PlayerProps> = {}, source = fakeSource().source) {
  const handle = createRef<PlayerHandle>();
  const persistence = recordingPersistence();
  const onReady = vi.fn();
  const onError = vi.fn<(detail: PlayerErrorDetail) => void>();
  const view = render(
    <Player
      ref={handle}
      workflowId="wf1"
      source={source}
      lang="en"
      attachMedia={fakeAttachMedia}
      trackingPersistence={persistence.persistence}
      onReady={onReady}
      onError={onError}
      {...props}
    />,
  );
  return { ...view, handle, onReady, onError, saved: persistence.saved };
}

const ready = async (onReady: ReturnType<typeof vi.fn>) =>
  waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));

describe('<Player/> loading (002 §4, §7, §8)', () => {
  it('shows loading, then the video, the controls and the open step menu', async () => {
    const { onReady, container } = renderPlayer({ openMenu: true });
    expect(screen.getByRole('status').textContent).toMatch(/loading video/i);
    await ready(onReady);
    expect(onReady).toHaveBeenCalledWith({
      workflowId: 'wf1',
      title: 'Replace the filter',
      steps: [
        { id: 's1', title: 'Open the panel', startTime: 0, endTime: 10 },
        { id: 's2', title: 'Take out the filter', startTime: 10, endTime: 25 },
        { id: 's3', title: 'Close the panel', startTime: 25, endTime: 30 },
      ],
      hls: 'native',
    });
    expect(container.querySelector('video[part="video"]')).not.toBeNull();
    expect(screen.getByRole('group', { name: /controls/i })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: /steps/i });
    expect(within(menu).getAllByRole('button')).toHaveLength(3);
    expect(container.querySelector('.sw-player-root')?.firstElementChild?.tagName).toBe('STYLE');
    expect(container.querySelector('.sw-player-root')?.getAttribute('data-theme')).toBe('dark');
  });

  it('has no step menu in a single-step player', async () => {
    const { onReady } = renderPlayer({ openMenu: true, singleStep: true });
    await ready(onReady);
    expect(screen.queryByRole('navigation', { name: /steps/i })).toBeNull();
  });

  it.each([
    ['deleted', 'deleted', REFUSALS.deleted, /this workflow was deleted/i],
    ['missing', 'not-found', REFUSALS.missing, /this workflow does not exist/i],
    ['unavailable', 'not-available', REFUSALS.unavailable, /this workflow is not available/i],
    ['no permission', 'no-permission', REFUSALS.noPermission, /no permission/i],
  ])('shows %s and reports %s', async (_name, code, refusal, text) => {
    const source = fakeSource({ workflow: () => Promise.reject(refusal()) }).source;
    const { onError } = renderPlayer({}, source);
    expect((await screen.findByRole('alert')).textContent).toMatch(text);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code })));
  });

  it('reads an unpublished answer as not available outside preview', async () => {
    const source = fakeSource({ workflow: { ...sampleWorkflow, published: false } }).source;
    const { onError } = renderPlayer({}, source);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not available/i);
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'not-available' })),
    );
  });

  it('asks a non-public player to sign in; a public one never does', async () => {
    const onSignInRequired = vi.fn();
    const source = fakeSource({ workflow: () => Promise.reject(REFUSALS.signIn()) }).source;
    const { onError } = renderPlayer({ onSignInRequired }, source);
    await waitFor(() => expect(onSignInRequired).toHaveBeenCalledWith('/'));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'sign-in-required' }));

    const shared = fakeSource({
      isPublic: true,
      workflow: () => Promise.reject(REFUSALS.signIn()),
    });
    const other = vi.fn();
    renderPlayer({ onSignInRequired: other }, shared.source);
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(other).not.toHaveBeenCalled();
  });

  it('retries a network failure 3 times, then offers a retry', async () => {
    // The backoff (0.3 + 1 + 2 s) runs on fake timers: the test takes no real seconds.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loadWorkflow = vi.fn(() => Promise.reject(REFUSALS.network()));
    const source = { ...fakeSource().source, loadWorkflow };
    const { onError } = renderPlayer({}, source);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    vi.useRealTimers();
    expect((await screen.findByRole('alert')).textContent).toMatch(/connection/i);
    expect(loadWorkflow).toHaveBeenCalledTimes(4);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'network' }));
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(loadWorkflow).toHaveBeenCalledTimes(5);
  });

  it('says so when the browser cannot play HLS', async () => {
    const attachMedia = () => Promise.reject(new Error('This browser cannot play HLS video.'));
    const { onError } = renderPlayer({ attachMedia });
    expect((await screen.findByRole('alert')).textContent).toMatch(/browser/i);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'unsupported' }));
  });

  it('does not retry a refusal', async () => {
    const loadWorkflow = vi.fn(() => Promise.reject(REFUSALS.missing()));
    renderPlayer({}, { ...fakeSource().source, loadWorkflow });
    await screen.findByRole('alert');
    expect(loadWorkflow).toHaveBeenCalledTimes(1);
  });
});

describe('<Player/> handle and events (PlayerHandle, events.ts)', () => {
  it('plays, pauses, seeks and goes to a step through the handle', async () => {
    const onStepChange = vi.fn();
    const { handle, onReady } = renderPlayer({ onStepChange });
    await ready(onReady);
    act(() => handle.current!.play());
    expect(handle.current!.getState()).toMatchObject({ paused: false, stepId: 's1' });
    act(() => handle.current!.seek(12));
    expect(handle.current!.getState()).toMatchObject({ time: 12, stepId: 's2', stepIndex: 1 });
    expect(onStepChange).toHaveBeenLastCalledWith({ stepId: 's2', index: 1, cause: 'playback' });
    act(() => handle.current!.goToStep('s3'));
    expect(onStepChange).toHaveBeenLastCalledWith({ stepId: 's3', index: 2, cause: 'host' });
    expect(handle.current!.getState()).toMatchObject({ time: 25 });
    act(() => handle.current!.pause());
    expect(handle.current!.getState().paused).toBe(true);
  });

  it('reports menu and next / previous step changes as such', async () => {
    const onStepChange = vi.fn();
    const { onReady } = renderPlayer({ onStepChange, openMenu: true });
    await ready(onReady);
    const menu = screen.getByRole('navigation', { name: /steps/i });
    fireEvent.click(within(menu).getByText('Close the panel'));
    expect(onStepChange).toHaveBeenLastCalledWith({ stepId: 's3', index: 2, cause: 'menu' });
    fireEvent.click(screen.getByRole('button', { name: /previous step/i }));
    expect(onStepChange).toHaveBeenLastCalledWith({ stepId: 's2', index: 1, cause: 'previous' });
    fireEvent.click(screen.getByRole('button', { name: /next step/i }));
    expect(onStepChange).toHaveBeenLastCalledWith({ stepId: 's3', index: 2, cause: 'next' });
  });

  it('starts at the deep-linked step', async () => {
    const { handle, onReady } = renderPlayer({ stepId: 's2' });
    await ready(onReady);
    expect(handle.current!.getState()).toMatchObject({ stepId: 's2', time: 10 });
  });

  it('reports time updates from the video and the end of the workflow', async () => {
    const onTimeUpdate = vi.fn();
    const onEnded = vi.fn();
    const { onReady, container, handle } = renderPlayer({ onTimeUpdate, onEnded });
    await ready(onReady);
    const video = container.querySelector('video')!;
    act(() => handle.current!.play());
    Object.defineProperty(video, 'currentTime', { value: 11, configurable: true });
    fireEvent.timeUpdate(video);
    expect(onTimeUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ time: 11, stepId: 's2', stepTime: 1 }),
    );
    fireEvent.ended(video);
    expect(onEnded).toHaveBeenCalledWith({ workflowId: 'wf1' });
  });
});

describe('<Player/> features by source (002 §6)', () => {
  it('shows comments and reactions to a signed-in viewer in theater mode', async () => {
    const { source } = fakeSource({ withPorts: true });
    const { onReady } = renderPlayer({ openMenu: true, startInTheater: true }, source);
    await ready(onReady);
    fireEvent.click(screen.getByRole('button', { name: /divide/i }));
    expect(await screen.findByRole('tab', { name: /comments/i })).toBeTruthy();
    expect(await screen.findByRole('group', { name: /reactions/i })).toBeTruthy();
  });

  it('hides comments and reactions in a public player', async () => {
    const { source } = fakeSource({ isPublic: true, withPorts: true });
    const { onReady } = renderPlayer({ openMenu: true, startInTheater: true }, source);
    await ready(onReady);
    fireEvent.click(screen.getByRole('button', { name: /divide/i }));
    expect(screen.queryByRole('tab', { name: /comments/i })).toBeNull();
    expect(screen.queryByRole('group', { name: /reactions/i })).toBeNull();
  });
});

describe('<Player/> keyboard (002 §5)', () => {
  it('toggles play with Space on the player, but not while typing a comment', async () => {
    const { source } = fakeSource({ withPorts: true });
    const { onReady, handle, container } = renderPlayer({ openMenu: true }, source);
    await ready(onReady);
    const root = container.querySelector('.sw-player-root')!;
    fireEvent.keyDown(root, { key: ' ' });
    expect(handle.current!.getState().paused).toBe(false);
    fireEvent.keyDown(root, { key: ' ' });
    expect(handle.current!.getState().paused).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: /comments/i }));
    const box = await screen.findByRole('textbox');
    fireEvent.keyDown(box, { key: ' ' });
    expect(handle.current!.getState().paused).toBe(true);
  });
});

describe('<Player/> fullscreen (002 §5-6)', () => {
  it('asks the Fullscreen API on F and follows the page leaving fullscreen', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      value: requestFullscreen,
      configurable: true,
    });
    const { onReady, container } = renderPlayer();
    await ready(onReady);
    const root = container.querySelector<HTMLElement>('.sw-player-root')!;
    fireEvent.keyDown(root, { key: 'f' });
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(root);
    expect(root.hasAttribute('data-fullscreen')).toBe(true);
    // The viewer pressed Esc: the browser left fullscreen and tells the document.
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(root.hasAttribute('data-fullscreen')).toBe(false);
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  });
});

describe('<Player/> tracking (002 §3-4, §9)', () => {
  it('keeps the record in the persistence and its id in sessionStorage', async () => {
    const { onReady, handle, saved, container } = renderPlayer();
    await ready(onReady);
    await waitFor(() => expect(sessionStorage.getItem(trackingSessionKey('wf1'))).not.toBeNull());
    act(() => handle.current!.play());
    const video = container.querySelector('video')!;
    Object.defineProperty(video, 'currentTime', { value: 1, configurable: true });
    fireEvent.timeUpdate(video);
    await waitFor(() => expect(saved.length).toBeGreaterThan(0), { timeout: 3000 });
    expect(saved.at(-1)).toMatchObject({
      id: sessionStorage.getItem(trackingSessionKey('wf1')),
      workflowId: 'wf1',
    });
  });

  it('beacons the record when the page is hidden', async () => {
    const { source, sent } = fakeSource();
    const { onReady, handle } = renderPlayer({}, source);
    await ready(onReady);
    await waitFor(() => expect(sessionStorage.getItem(trackingSessionKey('wf1'))).not.toBeNull());
    act(() => handle.current!.play());
    act(() => {
      dispatchEvent(new Event('pagehide'));
    });
    expect(sent.at(-1)).toMatchObject({ workflowId: 'wf1' });
  });
});

describe('<Player/> in the host page', () => {
  it('asks before unloading only while a non-public player with confirmLeave plays (002 §4)', async () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { handle, onReady, unmount } = renderPlayer({ confirmLeave: true });
    await ready(onReady);
    expect(unload()).toBe(false);
    act(() => handle.current!.play());
    expect(unload()).toBe(true);
    unmount();
    expect(unload()).toBe(false);

    const shared = renderPlayer({ confirmLeave: true }, fakeSource({ isPublic: true }).source);
    await ready(shared.onReady);
    act(() => shared.handle.current!.play());
    expect(unload()).toBe(false);
  });

  it('works under StrictMode’s double mount', async () => {
    const handle = createRef<PlayerHandle>();
    const onReady = vi.fn();
    render(
      <StrictMode>
        <Player
          ref={handle}
          workflowId="wf1"
          source={fakeSource().source}
          lang="en"
          attachMedia={fakeAttachMedia}
          trackingPersistence={recordingPersistence().persistence}
          onReady={onReady}
        />
      </StrictMode>,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    act(() => handle.current!.goToStep('s2'));
    expect(handle.current!.getState()).toMatchObject({ stepId: 's2', time: 10 });
    fireEvent.click(screen.getByRole('button', { name: /next step/i }));
    expect(handle.current!.getState()).toMatchObject({ stepId: 's3' });
  });
});
