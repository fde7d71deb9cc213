/**
 * The playback store: one per player instance (a page may hold several <stepwise-player>s).
 * It holds what the viewer asked for and what the media reported; the media engine subscribes,
 * drives the <video> from it and reports back through `timeUpdate`, `durationChange`,
 * `playFailed`. Rules live in playback.ts and modes.ts; this file only applies them.
 */
import { atom, map, type MapStore, type ReadableAtom, type WritableAtom } from 'nanostores';
import { systemClock, type Clock, type TimerHandle } from './clock.js';
import {
  CONTROLS_HIDE_MS,
  PLAYBACK_SPEED_DEFAULT,
  PLAYBACK_SPEEDS,
  QUALITIES,
  QUALITY_DEFAULT,
  SKIP_SECONDS,
  VOLUME_DEFAULT,
  type PlaybackSpeed,
  type Quality,
} from './constants.js';
import {
  initialModes,
  setDivide,
  setFullscreen,
  setTheater,
  theaterToggleVisible,
  type ModeContext,
  type ViewModes,
} from './modes.js';
import {
  availableQuality,
  nextRepeatMode,
  qualitiesFor,
  qualityForDownloadSpeed,
  stepVolume,
  toggleMute,
  withVolume,
  type RepeatMode,
} from './playback.js';

export interface PlaybackOptions {
  clock?: Clock;
  /** playerType=singleStepPlayer: no auto-play; repeat cycles disabled <-> step. */
  singleStep?: boolean;
  gen2?: boolean;
  embedded?: boolean;
  /** The embed route starts in theater mode. */
  startInTheater?: boolean;
  /** Default true (false in a single-step player). */
  autoPlay?: boolean;
  muted?: boolean;
}

export interface PlaybackState {
  paused: boolean;
  muted: boolean;
  /** 0..1 in 0.1 steps; kept while muted so unmuting restores it. */
  volume: number;
  speed: PlaybackSpeed;
  quality: Quality;
  /** The viewer picked a quality: a measured download speed no longer changes it. */
  qualityChosen: boolean;
  repeat: RepeatMode;
  autoPlay: boolean;
  /** The last play() rejection (autoplay policy, decode error); cleared by the next play. */
  error: unknown;
}

/** A seek the engine must carry out; `seq` makes two seeks to the same time distinct. */
export interface SeekRequest {
  time: number;
  seq: number;
}

/** Media time moving forward by playing (never by a seek): what step-end detection watches. */
export type AdvanceListener = (from: number, to: number) => void;

export interface PlaybackStore {
  readonly context: Readonly<ModeContext & { singleStep: boolean }>;
  readonly $state: MapStore<PlaybackState>;
  /** Media seconds from the start of the video, as last reported or sought. */
  readonly $time: ReadableAtom<number>;
  /** Media duration in seconds; 0 until known. */
  readonly $duration: ReadableAtom<number>;
  readonly $seekRequest: ReadableAtom<SeekRequest | null>;
  readonly $modes: ReadableAtom<ViewModes>;
  readonly $controlsVisible: ReadableAtom<boolean>;
  /** The quality menu's options: Auto and the stream's renditions; empty until they are known. */
  readonly $qualities: ReadableAtom<readonly Quality[]>;
  readonly theaterToggleVisible: boolean;
  play(): void;
  pause(): void;
  togglePlay(): void;
  playFailed(error: unknown): void;
  setVolume(volume: number): void;
  volumeUp(): void;
  volumeDown(): void;
  toggleMute(): void;
  setSpeed(speed: number): void;
  /** Only an offered quality (once the renditions are known). */
  setQuality(quality: string): void;
  applyDownloadSpeed(mbps: number): void;
  /**
   * The stream's rendition heights (the engine's reading of the master playlist): they make the
   * menu's options, and the quality becomes one the stream has (1080 on a 720p stream is 720).
   */
  setRenditions(heights: readonly number[]): void;
  cycleRepeat(): void;
  /** A mode the cycle reaches (a single-step player: disabled or step). */
  setRepeat(mode: RepeatMode): void;
  setAutoPlay(on: boolean): void;
  seek(time: number): void;
  /** Skip back (-1) or forward (+1) 5 s. */
  skip(direction: 1 | -1): void;
  timeUpdate(time: number): void;
  durationChange(duration: number): void;
  setFullscreen(on: boolean): void;
  toggleFullscreen(): void;
  toggleTheater(): void;
  toggleDivide(): void;
  /** Pointer or key activity: shows the controls and restarts the hide timer. */
  activity(): void;
  onAdvance(listener: AdvanceListener): () => void;
  onSkip(listener: (direction: 1 | -1) => void): () => void;
  destroy(): void;
}

/** A time update further than this from the last is a seek or a gap, not playing. */
const MAX_ADVANCE_S = 2;

export function createPlaybackStore(options: PlaybackOptions = {}): PlaybackStore {
  const clock = options.clock ?? systemClock;
  const singleStep = options.singleStep ?? false;
  const context = { gen2: options.gen2 ?? false, embedded: options.embedded ?? false, singleStep };
  const muted = options.muted ?? false;
  const $state = map<PlaybackState>({
    paused: true,
    muted,
    volume: VOLUME_DEFAULT,
    speed: PLAYBACK_SPEED_DEFAULT,
    quality: QUALITY_DEFAULT,
    qualityChosen: false,
    repeat: 'disabled',
    autoPlay: !singleStep && (options.autoPlay ?? true),
    error: null,
  });
  const $time = atom(0);
  const $duration = atom(0);
  const $seekRequest: WritableAtom<SeekRequest | null> = atom(null);
  const $modes = atom(initialModes(context, options.startInTheater ?? false));
  const $controlsVisible = atom(true);
  const $qualities = atom<readonly Quality[]>([]);
  let heights: readonly number[] | null = null;
  const advanceListeners = new Set<AdvanceListener>();
  const skipListeners = new Set<(direction: 1 | -1) => void>();
  let hideTimer: TimerHandle | undefined;
  let seq = 0;

  const clearHide = () => {
    if (hideTimer !== undefined) clock.clearTimeout(hideTimer);
    hideTimer = undefined;
  };
  const scheduleHide = () => {
    clearHide();
    hideTimer = clock.setTimeout(() => {
      hideTimer = undefined;
      if (!$state.get().paused) $controlsVisible.set(false);
    }, CONTROLS_HIDE_MS);
  };

  const store: PlaybackStore = {
    context,
    $state,
    $time,
    $duration,
    $seekRequest,
    $modes,
    $controlsVisible,
    $qualities,
    theaterToggleVisible: theaterToggleVisible(context),
    play() {
      $state.set({ ...$state.get(), paused: false, error: null });
      scheduleHide();
    },
    pause() {
      $state.setKey('paused', true);
      clearHide();
      $controlsVisible.set(true);
    },
    togglePlay() {
      if ($state.get().paused) store.play();
      else store.pause();
    },
    playFailed(error) {
      store.pause();
      $state.setKey('error', error);
    },
    setVolume(volume) {
      $state.set({ ...$state.get(), ...withVolume(volume) });
    },
    volumeUp() {
      store.setVolume(stepVolume($state.get().volume, 1));
    },
    volumeDown() {
      store.setVolume(stepVolume($state.get().volume, -1));
    },
    toggleMute() {
      $state.set({ ...$state.get(), ...toggleMute($state.get()) });
    },
    setSpeed(speed) {
      const known = PLAYBACK_SPEEDS.find((s) => s === speed);
      if (known !== undefined) $state.setKey('speed', known);
    },
    setQuality(quality) {
      const known = QUALITIES.find((q) => q === quality);
      const offered = heights === null || $qualities.get().includes(known ?? 'auto');
      if (known && offered) $state.set({ ...$state.get(), quality: known, qualityChosen: true });
    },
    applyDownloadSpeed(mbps) {
      if ($state.get().qualityChosen) return;
      $state.setKey('quality', availableQuality(qualityForDownloadSpeed(mbps), heights));
    },
    setRenditions(list) {
      heights = [...list];
      $qualities.set(qualitiesFor(heights));
      const quality = availableQuality($state.get().quality, heights);
      if (quality !== $state.get().quality) $state.setKey('quality', quality);
    },
    cycleRepeat() {
      $state.setKey('repeat', nextRepeatMode($state.get().repeat, singleStep));
    },
    setRepeat(mode) {
      if (!singleStep || mode !== 'workflow') $state.setKey('repeat', mode);
    },
    setAutoPlay(on) {
      // Turning auto-play off disables repeat (002 §4); a single-step player has none.
      const autoPlay = on && !singleStep;
      $state.set({
        ...$state.get(),
        autoPlay,
        repeat: autoPlay ? $state.get().repeat : 'disabled',
      });
    },
    seek(time) {
      const duration = $duration.get();
      const t = Math.max(0, duration > 0 ? Math.min(time, duration) : time);
      // The request first: a $time listener can then tell this jump from playing.
      $seekRequest.set({ time: t, seq: ++seq });
      $time.set(t);
    },
    skip(direction) {
      store.seek($time.get() + direction * SKIP_SECONDS);
      for (const listener of skipListeners) listener(direction);
    },
    timeUpdate(time) {
      if (!Number.isFinite(time)) return;
      const from = $time.get();
      const seekSeq = seq;
      // Listeners run first: one may seek (end of step), and then the report is stale.
      if (time > from && time - from < MAX_ADVANCE_S) {
        for (const listener of advanceListeners) listener(from, time);
      }
      if (seq === seekSeq) $time.set(time);
    },
    durationChange(duration) {
      if (Number.isFinite(duration) && duration >= 0) $duration.set(duration);
    },
    setFullscreen(on) {
      $modes.set(setFullscreen($modes.get(), on));
    },
    toggleFullscreen() {
      store.setFullscreen(!$modes.get().fullscreen);
    },
    toggleTheater() {
      $modes.set(setTheater($modes.get(), !$modes.get().theater, context));
    },
    toggleDivide() {
      $modes.set(setDivide($modes.get(), !$modes.get().divide));
    },
    activity() {
      $controlsVisible.set(true);
      if (!$state.get().paused) scheduleHide();
    },
    onAdvance(listener) {
      advanceListeners.add(listener);
      return () => advanceListeners.delete(listener);
    },
    onSkip(listener) {
      skipListeners.add(listener);
      return () => skipListeners.delete(listener);
    },
    destroy() {
      clearHide();
      advanceListeners.clear();
      skipListeners.clear();
    },
  };
  return store;
}
