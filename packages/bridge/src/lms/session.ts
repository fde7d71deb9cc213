// The e-learning session: fed by the player's events, it keeps the learner's progress and writes
// it to the LMS every 3 s (002 §7, §9), commits when the page is hidden or closed, and finishes
// once. The 90% rule is counted from watched intervals, so re-watching does not count twice and
// a seek is not "watching".
import {
  coveredSeconds,
  decodeProgress,
  ELEARNING_RECORD_INTERVAL_MS,
  encodeProgress,
  formatLocation,
  formatSessionTime,
  isElearningComplete,
  mergeIntervals,
  parseLocation,
  progressMeasure,
  SCORM_LIMITS,
  TRACKING_GAP_IGNORED_S,
  type ElearningLocation,
  type WatchedInterval,
} from '@stepwise/core';
import type { ReadyDetail, StepChangeDetail, TimeUpdateDetail } from '../protocol/schema.js';
import type { LmsAdapter } from './adapter.js';

/** Where to resume and what has been watched, read back from the LMS. */
export interface LmsResumeState {
  stepId: string | null;
  videoTime: number;
  watched: WatchedInterval[];
  watchedTime: number;
  /** The LMS already has the learner as completed (or passed). */
  completed: boolean;
}

interface EventSource {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface LmsSessionOptions {
  adapter: LmsAdapter;
  /** Total duration in seconds when known up front; otherwise taken from the ready event. */
  duration?: number;
  /** Where `pagehide` fires; `window` by default. */
  window?: EventSource;
  /** Where `visibilitychange` fires and `visibilityState` is read; `document` by default. */
  document?: EventSource & { readonly visibilityState?: string };
  intervalMs?: number;
  now?: () => number;
}

export class LmsSession {
  /** What the LMS had; null when it had nothing to resume. */
  readonly resume: LmsResumeState | null;
  private readonly adapter: LmsAdapter;
  private readonly limits: { suspendData: number; location: number };
  private readonly now: () => number;
  private readonly startedAt: number;
  private readonly base: { watched: WatchedInterval[]; watchedTime: number; completed: boolean };
  private duration: number;
  private watched: WatchedInterval[];
  private location: ElearningLocation | null;
  private last: { time: number; stepId: string } | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private finished = false;
  private readonly win: EventSource | undefined;
  private readonly doc: LmsSessionOptions['document'];

  /** Initializes the LMS session and reads the resume state; null if the LMS refuses. */
  static start(options: LmsSessionOptions): LmsSession | null {
    if (!options.adapter.initialize()) return null;
    return new LmsSession(options);
  }

  private constructor(options: LmsSessionOptions) {
    this.adapter = options.adapter;
    this.limits = SCORM_LIMITS[this.adapter.standard];
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
    this.duration = options.duration ?? 0;

    const stored = this.adapter.read();
    const progress = decodeProgress(stored.suspendData);
    const location = parseLocation(stored.location) ?? progress.location;
    const completed =
      stored.completionStatus === 'completed' || stored.completionStatus === 'passed';
    this.base = { watched: progress.watched, watchedTime: progress.watchedTime, completed };
    this.watched = progress.watched;
    this.location = location;
    this.resume =
      location || progress.watched.length > 0 || completed
        ? {
            stepId: location?.stepId ?? null,
            videoTime: location?.videoTime ?? 0,
            watched: progress.watched,
            watchedTime: progress.watchedTime,
            completed,
          }
        : null;

    this.timer = setInterval(
      () => this.record(),
      options.intervalMs ?? ELEARNING_RECORD_INTERVAL_MS,
    );
    this.win = options.window ?? (globalThis.window as EventSource | undefined);
    this.doc = options.document ?? (globalThis.document as LmsSessionOptions['document']);
    this.win?.addEventListener('pagehide', this.onPageHide);
    this.doc?.addEventListener('visibilitychange', this.onVisibilityChange);
    // Mark the attempt as started (incomplete, suspend) straight away.
    this.record({ force: true });
  }

  private readonly onPageHide = () => this.finish();
  private readonly onVisibilityChange = () => {
    if (this.doc?.visibilityState === 'hidden') this.record({ force: true });
  };

  /** Seconds watched: the exact stored time plus what this session added beyond it. */
  get watchedTime(): number {
    const added = coveredSeconds(this.watched) - coveredSeconds(this.base.watched);
    const total = this.base.watchedTime + Math.max(0, added);
    return this.duration > 0 ? Math.min(total, this.duration) : total;
  }

  get completed(): boolean {
    return this.base.completed || isElearningComplete(this.watchedTime, this.duration);
  }

  onReady(detail: ReadyDetail): void {
    const end = Math.max(0, ...detail.steps.map((s) => s.endTime));
    if (end > 0) this.duration = end;
  }

  onStepChange(detail: StepChangeDetail): void {
    if (this.location?.stepId !== detail.stepId)
      this.location = { stepId: detail.stepId, videoTime: 0 };
  }

  /** Playback moving forward by small steps is watching; a jump (a seek) is not. */
  onTimeUpdate(detail: TimeUpdateDetail): void {
    if (detail.duration > 0) this.duration = detail.duration;
    const last = this.last;
    const delta = last ? detail.time - last.time : 0;
    if (last && delta > 0 && delta <= TRACKING_GAP_IGNORED_S)
      this.addWatched([last.time, detail.time]);
    this.last = { time: detail.time, stepId: detail.stepId };
    this.location = { stepId: detail.stepId, videoTime: detail.stepTime };
  }

  onEnded(): void {
    const last = this.last;
    if (
      last &&
      this.duration - last.time > 0 &&
      this.duration - last.time <= TRACKING_GAP_IGNORED_S
    ) {
      this.addWatched([last.time, this.duration]);
    }
    this.last = null;
    this.record({ force: true });
  }

  /** Played intervals reported directly (workflow seconds). */
  addWatched(interval: WatchedInterval): void {
    this.watched = mergeIntervals([...this.watched, interval]);
  }

  /** Writes the progress and commits when it changed (or when `force`d). */
  record(options: { force?: boolean } = {}): void {
    if (this.finished) return;
    const completed = this.completed;
    const watchedTime = this.watchedTime;
    const locationText = this.location ? formatLocation(this.location) : null;
    const changed = this.adapter.write({
      location: locationText && locationText.length <= this.limits.location ? locationText : null,
      suspendData: encodeProgress(
        { location: this.location, watchedTime, watched: this.watched },
        this.limits.suspendData,
      ),
      sessionTime: formatSessionTime(this.adapter.standard, this.now() - this.startedAt),
      completed,
      progressMeasure: this.duration > 0 ? progressMeasure(watchedTime, this.duration) : null,
    });
    if (changed || options.force) this.adapter.commit();
  }

  /** Final write, commit and LMSFinish / Terminate; once. */
  finish(): void {
    if (this.finished) return;
    this.record({ force: true });
    this.finished = true;
    if (this.timer) clearInterval(this.timer);
    this.win?.removeEventListener('pagehide', this.onPageHide);
    this.doc?.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.adapter.finish();
  }
}
