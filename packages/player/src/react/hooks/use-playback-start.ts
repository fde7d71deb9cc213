/**
 * The player's start (core/start-playback.ts) as React state: the one the element began before
 * the view loaded, or one made here (the portal; and every retry). Unmounting, a new workflow or
 * a retry aborts the start this hook made; a given one belongs to whoever gave it.
 */
import { useEffect, useState } from 'react';
import {
  startPlayback,
  type AttachMedia,
  type LoadState,
  type PlaybackStart,
  type PlaybackStartOptions,
} from '../../core/start-playback.js';

export interface PlaybackStartRequest extends Omit<PlaybackStartOptions, 'attach' | 'document'> {
  /** Bumped by the message's retry button: always a fresh start. */
  attempt: number;
  /** Already begun by the element; used for the first attempt. */
  given?: PlaybackStart | undefined;
  attach?: AttachMedia | undefined;
}

export function usePlaybackStart(request: PlaybackStartRequest): PlaybackStart | null {
  const { given, attempt, source, workflowId, versionId, preview, forceHlsJs, attach } = request;
  const [made, setMade] = useState<{ key: unknown[]; start: PlaybackStart } | null>(null);
  const useGiven = given !== undefined && attempt === 0;
  const key = [source, workflowId, versionId, preview, forceHlsJs, attach, attempt];

  useEffect(() => {
    if (useGiven) return;
    const start = startPlayback({ ...request, attach });
    // A start fetches and attaches media: an effect's work, handed to the render as state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMade({ key, start });
    return () => start.abort();
    // The deep link, muting and autoplay apply to a start when it is made, not after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [useGiven, ...key]);

  if (useGiven) return given;
  return made && made.key.every((value, i) => value === key[i]) ? made.start : null;
}

/** What the start's load has settled to; loading until it has. */
export function useLoadState(start: PlaybackStart | null): LoadState {
  const [answer, setAnswer] = useState<{ start: PlaybackStart; state: LoadState } | null>(null);
  useEffect(() => {
    if (!start) return;
    let live = true;
    void start.loaded.then((state) => {
      if (live) setAnswer({ start, state });
    });
    return () => {
      live = false;
    };
  }, [start]);
  if (!start) return { status: 'loading' };
  if (answer?.start === start) return answer.state;
  return start.settled() ?? { status: 'loading' };
}
