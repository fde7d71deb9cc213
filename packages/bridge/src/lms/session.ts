// The e-learning session: fed by the player's events, it keeps the learner's progress and writes
// it to the LMS every 3 s (002 §7, §9). The 90% rule is counted from watched intervals, so
// re-watching does not count twice and a seek is not "watching". A quiz taken in the player
// adds its score and pass / fail (the adapter's writeQuizResult), committed at once.
//
// Closing. An LMS may close the content's window at any moment and end the session itself, so
// the session acts on the earliest signal each way of leaving gives:
// - `beforeunload` and `pagehide` (`unload` only where there is no `pagehide`): the page is going.
//   Final write (the session time counted up to this moment), Commit, Terminate / LMSFinish,
//   once. `beforeunload` matters for pop-ups: when the LMS page calls `popup.close()`, a browser
//   runs the pop-up's `beforeunload` inside that call, before the LMS's next line (which may
//   end the session), while `pagehide` comes after it.
// - `visibilitychange` to hidden, and the window losing focus to another window: the learner
//   may be leaving, or only switching tabs and coming back. Write and Commit, so the LMS holds
//   everything up to here (session time included) even if the window dies without another
//   event; the session stays open.
// After the session is over (ours, or the LMS refused a call because it had ended it) nothing
// more is sent: see the adapter.
import {
  coveredSeconds,
  decodeProgress,
  ELEARNING_COMPLETION_RATIO,
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
import type {
  QuizCompletedDetail,
  ReadyDetail,
  StepChangeDetail,
  TimeUpdateDetail,
} from '../protocol/schema.js';
import type { LmsAdapter, LmsSessionEnd } from './adapter.js';

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

type SessionWindow = EventSource & { readonly onpagehide?: unknown };
type SessionDocument = EventSource & {
  readonly visibilityState?: string;
  hasFocus?(): boolean;
};

export interface LmsSessionOptions {
  adapter: LmsAdapter;
  /** Total duration in seconds when known up front; otherwise taken from the ready event. */
  duration?: number;
  /** Where `beforeunload`, `pagehide` and `blur` fire; `window` by default. */
  window?: SessionWindow;
  /** Where `visibilitychange` fires, `visibilityState` and `hasFocus()` are read; `document` by default. */
  document?: SessionDocument;
  intervalMs?: number;
  now?: () => number;
}

/** The page is going: finish. `unload` only where `pagehide` does not exist (it spoils bfcache). */
const CLOSE_EVENTS = ['beforeunload', 'pagehide'] as const;

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
  private readonly win: SessionWindow | undefined;
  private readonly doc: SessionDocument | undefined;
  private readonly closeEvents: readonly string[];

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
    this.win = options.window ?? (globalThis.window as SessionWindow | undefined);
    this.doc = options.document ?? (globalThis.document as SessionDocument | undefined);
    this.closeEvents =
      this.win && !('onpagehide' in this.win) ? [...CLOSE_EVENTS, 'unload'] : CLOSE_EVENTS;
    for (const type of this.closeEvents) this.win?.addEventListener(type, this.onClose);
    this.win?.addEventListener('blur', this.onBlur);
    this.doc?.addEventListener('visibilitychange', this.onVisibilityChange);
    // Mark the attempt as started (incomplete, suspend) straight away.
    this.record({ force: true });
  }

  private readonly onClose = () => this.finish();
  private readonly onVisibilityChange = () => {
    if (this.doc?.visibilityState === 'hidden') this.record({ force: true });
  };
  /** Focus gone to another window (not into the player's frame, where the page keeps focus). */
  private readonly onBlur = () => {
    if (this.doc?.hasFocus && !this.doc.hasFocus()) this.record({ force: true });
  };

  /** Null while the session runs; who ended it once it is over. */
  get ended(): LmsSessionEnd | null {
    return this.adapter.ended;
  }

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

  /**
   * A quiz attempt graded in the player (issue 19): its score and pass / fail go to the LMS
   * beside the completion the 90% rule decides, and are committed at once (a learner often
   * closes the course right after the result).
   */
  onQuizCompleted(detail: Pick<QuizCompletedDetail, 'score' | 'passed'>): void {
    if (this.finished || this.adapter.ended) return;
    this.adapter.writeQuizResult({ score: detail.score, passed: detail.passed });
    this.record({ force: true });
  }

  /** Played intervals reported directly (workflow seconds). */
  addWatched(interval: WatchedInterval): void {
    this.watched = mergeIntervals([...this.watched, interval]);
  }

  /** Writes the progress and commits when it changed (or when `force`d). */
  record(options: { force?: boolean } = {}): void {
    if (this.finished) return;
    if (this.adapter.ended) {
      this.stop();
      return;
    }
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
      progressMeasure: this.progressMeasure(completed, watchedTime),
    });
    if (changed || options.force) this.adapter.commit();
    // The LMS refused a call: it has ended the session itself.
    if (this.adapter.ended) this.stop();
  }

  /**
   * 2004 `cmi.progress_measure`, or null while the duration is unknown. Never below the
   * completion ratio once completed: an LMS with a completion threshold of 0.9 judges the
   * status by it.
   */
  private progressMeasure(completed: boolean, watchedTime: number): number | null {
    if (!(this.duration > 0)) return null;
    const measure = progressMeasure(watchedTime, this.duration);
    return completed ? Math.max(measure, ELEARNING_COMPLETION_RATIO) : measure;
  }

  /** Final write (session time up to now), commit and LMSFinish / Terminate; once. */
  finish(): void {
    if (this.finished) return;
    this.record({ force: true });
    this.finished = true;
    this.stop();
    this.adapter.finish();
  }

  /** No more timer or page events. */
  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const type of this.closeEvents) this.win?.removeEventListener(type, this.onClose);
    this.win?.removeEventListener('blur', this.onBlur);
    this.doc?.removeEventListener('visibilitychange', this.onVisibilityChange);
  }
}
