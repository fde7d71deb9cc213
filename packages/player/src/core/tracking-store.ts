/**
 * The tracking store (002 §3-4, §7, §9): keeps one tracking record while the viewer plays, counts
 * played time with core's rules (tracking.ts), persists it locally so it survives reloads and
 * going offline, and syncs it at most every 15 s (trailing only) plus once on page hide.
 *
 * I/O is behind two ports the React layer fills: persistence (IndexedDB) and a sender (the
 * POST /v1/tracking call and navigator.sendBeacon). The server keeps the newest version of a
 * record by id, so sending one twice is harmless; that is why a beacon never marks a record sent.
 */
import { atom, type ReadableAtom } from 'nanostores';
import {
  addPlayedTime,
  addStepPlayedTime,
  appendTrackingEvent,
  checkpointInterval,
  closeInterval,
  emptyTrackingStep,
  newTrackingRecord,
  openInterval,
  TRACKING_SYNC_INTERVAL_MS,
  withStep,
  type TimeSample,
  type TrackingRecord,
  type TrackingStep,
} from '@stepwise/core';
import { systemClock, type Clock, type TimerHandle } from './clock.js';
import type { TrackingPersistence, TrackingSender } from './tracking-ports.js';

export interface TrackingStoreOptions {
  workflowId: string;
  /** Issue 23: the past version played (the player's versionId); absent for the current one. */
  versionId?: string | null | undefined;
  isPublic: boolean;
  /** The workflow's step ids in order (the record's stepsArray). */
  stepIds: readonly string[];
  persistence: TrackingPersistence;
  sender: TrackingSender;
  clock?: Clock;
  createId?: () => string;
  location?: string | null;
  deviceInfo?: Record<string, string>;
  /** Reported instead of thrown: tracking must never break playback. */
  onError?: (error: unknown) => void;
}

/** A step as the record needs it: its id and length in seconds. */
export interface TrackedStep {
  id: string;
  duration: number;
}

export type TrackedStepChange = 'menu' | 'next' | 'previous' | 'other';

export interface TrackingStore {
  readonly $record: ReadableAtom<TrackingRecord | null>;
  /** Begins (or, with `resumeId`, continues after a reload) the record, and resends old ones. */
  start(options?: { resumeId?: string | null }): Promise<TrackingRecord>;
  play(step: TrackedStep, time: number): void;
  pause(step: TrackedStep): void;
  /** A time update of the media element (seconds) at the playback speed. */
  timeUpdate(step: TrackedStep, time: number, speed: number): void;
  /** Media time jumped (seek, skip): the next update must not count across the jump. */
  seeked(time: number): void;
  skip(step: TrackedStep, direction: 1 | -1): void;
  stepChange(from: TrackedStep, to: TrackedStep, via: TrackedStepChange): void;
  subtitles(language: string | null): void;
  quality(rez: string): void;
  /** Sends now (and any older pending records); resolves when done, never rejects. */
  sync(): Promise<void>;
  /** Page hide: closes the open interval, saves, and sends with sendBeacon. */
  pageHide(): void;
  /** Page shown again (back-forward cache): re-opens the interval if it was playing. */
  pageShow(): void;
  destroy(): void;
}

/** Ours: local saves are throttled too, so a reload loses at most a second of counting. */
export const TRACKING_SAVE_INTERVAL_MS = 1_000;

const randomId = () => globalThis.crypto.randomUUID();

export function createTrackingStore(options: TrackingStoreOptions): TrackingStore {
  const clock = options.clock ?? systemClock;
  const { persistence, sender } = options;
  const report = (error: unknown) => options.onError?.(error);
  const $record = atom<TrackingRecord | null>(null);
  let sample: TimeSample | null = null;
  let playingStep: TrackedStep | null = null;
  let syncTimer: TimerHandle | undefined;
  let saveTimer: TimerHandle | undefined;
  let sending: Promise<void> | null = null;
  let hidden = false;
  const now = () => Math.round(clock.now());

  const saveNow = () => {
    if (saveTimer !== undefined) clock.clearTimeout(saveTimer);
    saveTimer = undefined;
    const record = $record.get();
    if (record) persistence.save(record).catch(report);
  };
  const scheduleSave = () => {
    if (saveTimer === undefined) saveTimer = clock.setTimeout(saveNow, TRACKING_SAVE_INTERVAL_MS);
  };
  /** Trailing only: the first change waits 15 s; later changes ride on the same timer. */
  const scheduleSync = () => {
    if (syncTimer === undefined && !hidden) {
      syncTimer = clock.setTimeout(() => {
        syncTimer = undefined;
        void store.sync();
      }, TRACKING_SYNC_INTERVAL_MS);
    }
  };
  const update = (change: (record: TrackingRecord) => TrackingRecord) => {
    const record = $record.get();
    if (!record) return;
    const next = change(record);
    if (next === record) return;
    $record.set(next);
    scheduleSave();
    scheduleSync();
  };
  const changeStep = (step: TrackedStep, change: (s: TrackingStep, at: number) => TrackingStep) =>
    update((record) => {
      const at = now();
      const current = record.steps[step.id] ?? emptyTrackingStep(step.duration, at);
      return withStep(record, step.id, change(current, at));
    });
  /** Before a record leaves: the open interval closed and re-opened at now, so it is all in. */
  const checkpoint = () => {
    if (playingStep) changeStep(playingStep, checkpointInterval);
  };

  const sendOne = async (record: TrackingRecord) => {
    await sender.send(record);
    await persistence.markSent(record.id, record.lastUpdated);
  };

  /** Sends `first` (if any) then the other pending records; stops at the first failure. */
  const sendAll = async (first: TrackingRecord | null, skipId?: string): Promise<boolean> => {
    const pending = await persistence.listPending().catch(() => []);
    const others = pending.filter((r) => r.id !== first?.id && r.id !== skipId);
    for (const record of first ? [first, ...others] : others) {
      try {
        await sendOne(record);
      } catch (error) {
        report(error);
        return false; // offline: the rest would fail too
      }
    }
    return true;
  };
  const sendPending = (skipId: string) => {
    if (sending) return sending;
    sending = sendAll(null, skipId).then(() => {
      sending = null;
    });
    return sending;
  };

  const store: TrackingStore = {
    $record,
    async start({ resumeId } = {}) {
      const at = now();
      const saved = resumeId ? await persistence.load(resumeId).catch(() => null) : null;
      const versionId = options.versionId ?? null;
      // A record continues only for what it recorded: the same workflow, version and publicity.
      const resumes =
        saved &&
        saved.workflowId === options.workflowId &&
        (saved.versionId ?? null) === versionId &&
        saved.isPublic === options.isPublic;
      const record: TrackingRecord = resumes
        ? { ...saved, steps: { ...saved.steps }, onExit: null }
        : {
            ...newTrackingRecord({
              id: (options.createId ?? randomId)(),
              workflowId: options.workflowId,
              isPublic: options.isPublic,
              stepsArray: [...options.stepIds],
              at,
              location: options.location ?? null,
              deviceInfo: options.deviceInfo ?? {},
            }),
            // Which version was played (001 §3): absent for the current one, as before.
            ...(versionId ? { versionId } : {}),
          };
      // Intervals left open by a page that died are closed where they were last known.
      for (const [id, step] of Object.entries(record.steps)) {
        if (step.onPlay !== null) record.steps[id] = closeInterval(step, step.lastUpdated);
      }
      $record.set(record);
      saveNow();
      // Trailing only: this record waits for its first interval; older ones go now.
      void sendPending(record.id);
      return record;
    },
    play(step, time) {
      playingStep = step;
      sample = { time, at: now() };
      changeStep(step, openInterval);
    },
    pause(step) {
      playingStep = null;
      sample = null;
      changeStep(step, closeInterval);
    },
    timeUpdate(step, time, speed) {
      if (!playingStep) return;
      const next = { time, at: now() };
      const seconds = addPlayedTime(sample, next, speed);
      sample = next;
      if (seconds > 0) {
        update((record) => addStepPlayedTime(record, step.id, step.duration, seconds, next.at));
      }
    },
    seeked(time) {
      if (sample) sample = { time, at: now() };
    },
    skip(step, direction) {
      const key = direction > 0 ? 'onForward' : 'onBackward';
      changeStep(step, (s, at) => ({ ...s, [key]: s[key] + 1, lastUpdated: at }));
    },
    stepChange(from, to, via) {
      if (from.id === to.id) return;
      const at = now();
      const playing = playingStep !== null;
      if (playing) {
        changeStep(from, closeInterval);
        playingStep = to;
        changeStep(to, openInterval);
      }
      update((record) => {
        if (via === 'menu') {
          const events = appendTrackingEvent(record.onChangeStepFromMenu, { at, stepId: to.id });
          return { ...record, onChangeStepFromMenu: events, lastUpdated: at };
        }
        if (via === 'next') {
          const onNext = appendTrackingEvent(record.onNext, { at, current: from.id, next: to.id });
          return { ...record, onNext, lastUpdated: at };
        }
        if (via === 'previous') {
          const event = { at, current: from.id, previous: to.id };
          return {
            ...record,
            onPrevious: appendTrackingEvent(record.onPrevious, event),
            lastUpdated: at,
          };
        }
        return record;
      });
    },
    subtitles(language) {
      const at = now();
      update((r) => ({
        ...r,
        onSubtitles: appendTrackingEvent(r.onSubtitles, { at, language }),
        lastUpdated: at,
      }));
    },
    quality(rez) {
      const at = now();
      update((r) => ({
        ...r,
        onChangeRez: appendTrackingEvent(r.onChangeRez, { at, rez }),
        lastUpdated: at,
      }));
    },
    sync() {
      // One send at a time; a sync asked for meanwhile waits for the next interval.
      if (sending) {
        scheduleSync();
        return sending;
      }
      if (syncTimer !== undefined) clock.clearTimeout(syncTimer);
      syncTimer = undefined;
      checkpoint();
      saveNow();
      const current = $record.get();
      sending = sendAll(current).then((done) => {
        sending = null;
        // Offline: try again at the next interval; anything left stays pending locally.
        if (!done) scheduleSync();
      });
      return sending;
    },
    pageHide() {
      const record = $record.get();
      if (!record) return;
      if (playingStep) changeStep(playingStep, closeInterval);
      const at = now();
      update((r) => ({ ...r, onExit: at, lastUpdated: Math.max(r.lastUpdated, at) }));
      hidden = true;
      if (syncTimer !== undefined) clock.clearTimeout(syncTimer);
      syncTimer = undefined;
      saveNow();
      const latest = $record.get();
      if (latest && !sender.sendBeacon(latest)) report(new Error('sendBeacon refused the record'));
    },
    pageShow() {
      hidden = false;
      update((r) => ({ ...r, onExit: null }));
      if (playingStep) {
        sample = null;
        changeStep(playingStep, openInterval);
      }
    },
    destroy() {
      if (syncTimer !== undefined) clock.clearTimeout(syncTimer);
      if (saveTimer !== undefined) clock.clearTimeout(saveTimer);
      syncTimer = saveTimer = undefined;
    },
  };
  return store;
}
