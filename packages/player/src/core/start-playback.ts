/**
 * Starting a player, before any view exists: load the workflow (002 §7: 3 retries of what a
 * retry can mend), decide the outcome (002 §4 "Loading"), and attach the stream to a <video> of
 * its own at the deep-linked step. The React view adopts that <video> and its engine when it
 * mounts. So the picture does not wait for the controls: the <stepwise-player> element starts
 * playback from its first, small chunk and loads the view beside it (element.ts), and the
 * portal's <Player/> uses the same start.
 */
import type { PlayerDataSource, PlayerViewer, PlayerWorkflowData } from './data-source.js';
import { loadOutcome, outcomeForError, type LoadFailureOutcome } from './loading.js';
import {
  attachMedia as defaultAttach,
  type EarlyHls,
  type MediaEngine,
  type MediaEngineEvent,
} from './media/media-engine.js';
import { loadHlsJs } from './media/hls-loader.js';
import { playsHlsNatively } from './media/native-hls.js';
import { buildTimeline, stepIndexById } from './steps.js';

export type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; workflow: PlayerWorkflowData; viewer: PlayerViewer | null }
  | { status: 'failed'; outcome: LoadFailureOutcome };

export const LOAD_RETRIES = 3;
/** Ours: the waits before the 1st, 2nd and 3rd retry. */
export const LOAD_RETRY_DELAYS_MS = [300, 1000, 2000] as const;

export type AttachMedia = typeof defaultAttach;

export interface PlaybackStartOptions {
  source: PlayerDataSource;
  workflowId: string;
  versionId?: string | undefined;
  /** isPreviewVideoMode: an unpublished workflow plays. */
  preview: boolean;
  /** Deep link: the stream starts at this step (an unknown id starts at the first). */
  stepId?: string | undefined;
  forceHlsJs: boolean;
  muted: boolean;
  /** Starts playing once attached (muted autoplay is what browsers allow without a gesture). */
  autoplay: boolean;
  /** The media engine; default the HLS engine. An injection point for tests and stories. */
  attach?: AttachMedia | undefined;
  /** The document that makes the <video>; default the global one. */
  document?: Document;
  /**
   * This workflow's stream already loading from its start (the script-tag loader's early
   * stream: a <video>, and hls.js where it plays through it): adopted, and kept playing unless
   * the workflow turns out not to play.
   */
  early?: { video: HTMLVideoElement; hls?: EarlyHls | undefined } | null;
  /** The player's address, where a sign-in comes back to. */
  location?: () => string;
}

export interface PlaybackStart {
  /** The <video> the stream plays in; the view places it in its stage. */
  readonly video: HTMLVideoElement;
  /** Settles once, never rejects: ready with the workflow and viewer, or failed with the outcome. */
  readonly loaded: Promise<Exclude<LoadState, { status: 'loading' }>>;
  /** The attached engine; null when loading failed. Rejects when the stream cannot attach. */
  readonly engine: Promise<MediaEngine | null>;
  /** The load's answer once it has come (synchronously), null before. */
  settled(): Exclude<LoadState, { status: 'loading' }> | null;
  /** Resolves when the first frame is on screen (never, if none comes). */
  readonly firstFrame: Promise<void>;
  /** The engine's events, earlier ones replayed to a late listener. Returns an unsubscribe. */
  onEngineEvent(listener: (event: MediaEngineEvent) => void): () => void;
  /** Stops the fetch and the stream (the view is gone, or the element's attributes changed). */
  abort(): void;
}

function retryable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return true;
  const e = error as { category?: unknown; data?: { status?: unknown } | null };
  const status = e.data?.status;
  return e.category === 'network' || typeof status !== 'number' || status === 0 || status >= 500;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function loadWithRetries(
  source: PlayerDataSource,
  id: string,
  versionId: string | undefined,
  signal: AbortSignal,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await source.loadWorkflow(id, { ...(versionId ? { versionId } : {}), signal });
    } catch (error) {
      if (signal.aborted || attempt >= LOAD_RETRIES || !retryable(error)) throw error;
      await wait(LOAD_RETRY_DELAYS_MS[attempt] ?? 2000, signal);
    }
  }
}

const here = () =>
  typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;

/** Where the stream starts for a deep link: the step's start on the workflow's timeline. */
export function startTimeOf(workflow: PlayerWorkflowData, stepId: string | undefined): number {
  const timeline = buildTimeline(workflow.steps);
  return timeline[stepIndexById(timeline, stepId)]?.start ?? 0;
}

export function startPlayback(options: PlaybackStartOptions): PlaybackStart {
  const { source } = options;
  const doc = options.document ?? document;
  const abort = new AbortController();
  const early = options.early ?? null;
  const video = early?.video ?? doc.createElement('video');
  video.className = 'sw-player-video';
  video.setAttribute('part', 'video');
  video.removeAttribute('style');
  video.playsInline = true;
  video.preload = 'metadata';
  // CORS mode, before any src: Chromium's native HLS plays segments from another origin (an S3
  // store's presigned URLs) only so. Every media answer allows any origin, so nothing is lost.
  video.crossOrigin = 'anonymous';
  video.muted = options.muted;
  // From here the player decides when it plays (a later source change must not autoplay).
  video.autoplay = false;
  // hls.js is the longest fetch of a non-native start: begin it now, beside the workflow's.
  if (options.forceHlsJs || !playsHlsNatively(video)) void loadHlsJs().catch(() => undefined);

  const buffered: MediaEngineEvent[] = [];
  const listeners = new Set<(event: MediaEngineEvent) => void>();
  const onEvent = (event: MediaEngineEvent) => {
    buffered.push(event);
    for (const listener of listeners) listener(event);
  };

  const loaded: PlaybackStart['loaded'] = (async () => {
    const viewer = source.viewer().catch(() => null);
    const at = options.location ?? here;
    try {
      const workflow = await loadWithRetries(
        source,
        options.workflowId,
        options.versionId,
        abort.signal,
      );
      const who = await viewer;
      const outcome = loadOutcome({
        isPublic: source.isPublic,
        signedIn: true,
        location: at(),
        workflow,
        preview: options.preview,
        userId: who?.id ?? null,
      });
      return outcome.kind === 'ready'
        ? { status: 'ready' as const, workflow, viewer: who }
        : { status: 'failed' as const, outcome: outcome as LoadFailureOutcome };
    } catch (error) {
      return { status: 'failed' as const, outcome: outcomeForError(error, at(), source.isPublic) };
    }
  })();

  let settled: Exclude<LoadState, { status: 'loading' }> | null = null;
  void loaded.then((state) => {
    settled = state;
  });

  let attached: MediaEngine | null = null;
  const stopEarly = () => {
    if (!early) return;
    early.hls?.hls.destroy();
    video.removeAttribute('src');
    video.load();
  };
  // The early stream starts at the stream's start: a deep link attaches afresh.
  const adopt = early !== null && options.stepId === undefined;
  if (early?.hls && !adopt) early.hls.hls.destroy();
  const engine: PlaybackStart['engine'] = loaded.then(async (state) => {
    if (state.status !== 'ready' || abort.signal.aborted) {
      stopEarly();
      return null;
    }
    const { workflow } = state;
    if (workflow.posterURL) video.poster = workflow.posterURL;
    if (!workflow.videoURL) throw new Error('The workflow has no video.');
    const next = await (options.attach ?? defaultAttach)(video, workflow.videoURL, {
      // Dubbed tracks (issue 22) need a way to choose the audio: a browser playing HLS itself
      // without the AudioTrackList API (Chromium) could play the original only.
      forceHlsJs:
        options.forceHlsJs || (!!workflow.audioTracks?.length && !('audioTracks' in video)),
      startTime: startTimeOf(workflow, options.stepId),
      // The early stream plays on where it is healthy; a failed one gets the signed playlist.
      keepSource: adopt && !early.hls && !video.error,
      hls: adopt ? early.hls : undefined,
      onEvent,
    });
    if (abort.signal.aborted) {
      next.destroy();
      return null;
    }
    attached = next;
    if (options.autoplay) Promise.resolve(video.play()).catch(() => undefined);
    return next;
  });
  // A failure is the view's to show; nobody may be listening yet.
  engine.catch(() => undefined);

  const firstFrame = new Promise<void>((resolve) => {
    // HAVE_CURRENT_DATA: an early stream may have its first frame already.
    if (video.readyState >= 2) resolve();
    if (typeof video.requestVideoFrameCallback === 'function') {
      video.requestVideoFrameCallback(() => resolve());
    }
    video.addEventListener('loadeddata', () => resolve(), { once: true });
  });

  return {
    video,
    loaded,
    engine,
    firstFrame,
    settled: () => settled,
    onEngineEvent(listener) {
      for (const event of buffered) listener(event);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    abort() {
      abort.abort();
      listeners.clear();
      if (attached) attached.destroy();
      else stopEarly();
      attached = null;
    },
  };
}
