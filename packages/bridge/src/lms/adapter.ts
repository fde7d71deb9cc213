// One interface over both standards' runtime APIs: the session speaks in progress terms, the
// adapter in each standard's calls and element names, and checks the LMS's last error after
// every call. It writes what justifies a status before the status, and once the session is over
// (our Terminate / LMSFinish, or the LMS saying it ended the session) it makes no more calls.
import type { ScormStandard } from '@stepwise/core';
import type { FoundScormApi, Scorm12Api, Scorm2004Api } from './find-api.js';

/** A call the LMS reported an error for (or threw on). */
export interface LmsCallError {
  call: string;
  element?: string;
  /** The LMS error code; 'exception' when the call threw. */
  code: string;
  message: string;
}

/** What an LMS holds about the learner when the content starts. */
export interface LmsStoredState {
  /** `ab-initio` (first attempt), `resume`, or '' when the LMS does not say. */
  entry: string;
  location: string;
  suspendData: string;
  /** The completion status as the LMS has it (`completed`, `passed`, `incomplete`, ...). */
  completionStatus: string;
}

/** Who the LMS says the learner is (validate-user takes both). */
export interface LmsLearner {
  id: string;
  name: string;
}

export interface LmsProgressWrite {
  location: string | null;
  suspendData: string;
  sessionTime: string;
  completed: boolean;
  /** 0..1; written where the standard has it (2004 `cmi.progress_measure`). */
  progressMeasure: number | null;
}

/**
 * A graded quiz attempt (issue 19), written beside the completion: the score in percent (the
 * LMS gets raw 0-100, min 0, max 100, and 2004's scaled 0-1) and pass / fail (1.2
 * `cmi.core.lesson_status`, 2004 `cmi.success_status`).
 */
export interface LmsQuizResult {
  score: number;
  passed: boolean;
}

/**
 * Who ended the LMS session: `content` when our Terminate / LMSFinish went out, `lms` when the
 * LMS refused a call because it had already ended the session itself (a pop-up it closed).
 */
export type LmsSessionEnd = 'content' | 'lms';

export interface LmsAdapter {
  readonly standard: ScormStandard;
  /** Every error the LMS reported, in call order. */
  readonly errors: readonly LmsCallError[];
  /** null while the session runs; once set, no call reaches the LMS any more. */
  readonly ended: LmsSessionEnd | null;
  initialize(): boolean;
  read(): LmsStoredState;
  /** 1.2 `cmi.core.student_id` / `_name`, 2004 `cmi.learner_id` / `_name`. */
  learner(): LmsLearner;
  /**
   * Sets the values that changed since the last write, those that justify the status first;
   * returns whether anything other than the session time was set.
   */
  write(progress: LmsProgressWrite): boolean;
  /**
   * Sets the quiz's score, then its pass / fail; returns whether anything was set. A learner the
   * LMS already has as passed keeps the pass and its score: a later failed attempt changes nothing.
   */
  writeQuizResult(result: LmsQuizResult): boolean;
  commit(): boolean;
  /** LMSFinish (1.2) / Terminate (2004), once: the session is over after it, whatever it answers. */
  finish(): boolean;
}

interface Dialect {
  initialize: string;
  finish: string;
  getValue: string;
  setValue: string;
  commit: string;
  lastError: string;
  errorString: string;
  elements: {
    entry: string;
    location: string;
    suspendData: string;
    sessionTime: string;
    status: string;
    exit: string;
    progressMeasure: string | null;
    learnerId: string;
    learnerName: string;
    scoreRaw: string;
    scoreMin: string;
    scoreMax: string;
    /** 2004's -1..1 score; 1.2 has none. */
    scoreScaled: string | null;
    /** 2004 keeps pass / fail apart from completion; 1.2 has one status for both. */
    successStatus: string | null;
  };
  /** cmi.exit when complete: 1.2's normal exit is '', 2004 says 'normal'. */
  normalExit: string;
  /** Read errors that only mean "no value yet" (2004: 403 Data Model Element Value Not Initialized). */
  benignReadErrors: readonly string[];
  /**
   * Errors that, after a successful initialize, mean the LMS has ended the session (or never
   * had it): 1.2 has only 101 General Exception and 301 Not Initialized for that; 2004 names each
   * call "before initialization" (112/122/132/142) and "after termination" (104/113/123/133/143).
   * A strict LMS that closes the content's window ends the session itself and answers these.
   */
  sessionOverErrors: readonly string[];
}

const DIALECTS: Record<ScormStandard, Dialect> = {
  '1.2': {
    initialize: 'LMSInitialize',
    finish: 'LMSFinish',
    getValue: 'LMSGetValue',
    setValue: 'LMSSetValue',
    commit: 'LMSCommit',
    lastError: 'LMSGetLastError',
    errorString: 'LMSGetErrorString',
    elements: {
      entry: 'cmi.core.entry',
      location: 'cmi.core.lesson_location',
      suspendData: 'cmi.suspend_data',
      sessionTime: 'cmi.core.session_time',
      status: 'cmi.core.lesson_status',
      exit: 'cmi.core.exit',
      progressMeasure: null,
      learnerId: 'cmi.core.student_id',
      learnerName: 'cmi.core.student_name',
      scoreRaw: 'cmi.core.score.raw',
      scoreMin: 'cmi.core.score.min',
      scoreMax: 'cmi.core.score.max',
      scoreScaled: null,
      successStatus: null,
    },
    normalExit: '',
    benignReadErrors: [],
    sessionOverErrors: ['101', '301'],
  },
  '2004': {
    initialize: 'Initialize',
    finish: 'Terminate',
    getValue: 'GetValue',
    setValue: 'SetValue',
    commit: 'Commit',
    lastError: 'GetLastError',
    errorString: 'GetErrorString',
    elements: {
      entry: 'cmi.entry',
      location: 'cmi.location',
      suspendData: 'cmi.suspend_data',
      sessionTime: 'cmi.session_time',
      status: 'cmi.completion_status',
      exit: 'cmi.exit',
      progressMeasure: 'cmi.progress_measure',
      learnerId: 'cmi.learner_id',
      learnerName: 'cmi.learner_name',
      scoreRaw: 'cmi.score.raw',
      scoreMin: 'cmi.score.min',
      scoreMax: 'cmi.score.max',
      scoreScaled: 'cmi.score.scaled',
      successStatus: 'cmi.success_status',
    },
    normalExit: 'normal',
    benignReadErrors: ['403'],
    sessionOverErrors: ['101', '104', '112', '113', '122', '123', '132', '133', '142', '143'],
  },
};

type Callable = Record<string, (...args: string[]) => unknown>;

const truthy = (value: unknown) => value === true || value === 'true';

/** The adapter for the API `findScormApi` found. */
export function createLmsAdapter(found: FoundScormApi): LmsAdapter {
  return new ScormAdapter(found.standard, found.api);
}

class ScormAdapter implements LmsAdapter {
  readonly errors: LmsCallError[] = [];
  ended: LmsSessionEnd | null = null;
  private initialized = false;
  private readonly dialect: Dialect;
  private readonly written = new Map<string, string>();
  /**
   * An LMS that already has the learner completed (or, in 1.2, `passed`) keeps it: the status
   * (and 2004's progress measure) is not written again, so it is never downgraded (1.2 `passed`
   * -> `completed`) nor re-judged.
   */
  private keepStatus = false;
  /** The LMS has the learner as passed (2004 success status, 1.2 lesson status): never undone. */
  private passed = false;

  constructor(
    readonly standard: ScormStandard,
    private readonly api: Scorm12Api | Scorm2004Api,
  ) {
    this.dialect = DIALECTS[standard];
  }

  private invoke(call: string, args: string[], element?: string, benign: readonly string[] = []) {
    // After the session is over every call would be an error in the LMS's log, and nothing
    // written would be kept: stay silent.
    if (this.ended) return undefined;
    const api = this.api as unknown as Callable;
    let result: unknown;
    try {
      result = api[call]!(...args);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.errors.push({ call, element, code: 'exception', message });
      return undefined;
    }
    let code = '0';
    try {
      code = String(api[this.dialect.lastError]!() ?? '0');
    } catch {
      code = '0'; // an LMS without a working last-error call reports nothing
    }
    if (code !== '0' && code !== '' && !benign.includes(code)) {
      // Reads are left out: they happen at the start only, and some 1.2 LMSs answer 301 for an
      // element without a value.
      if (
        this.initialized &&
        call !== this.dialect.getValue &&
        this.dialect.sessionOverErrors.includes(code)
      ) {
        this.ended = 'lms';
      }
      let message = '';
      try {
        message = String(api[this.dialect.errorString]!(code) ?? '');
      } catch {
        // keep the code alone
      }
      this.errors.push({ call, element, code, message });
    }
    return result;
  }

  initialize(): boolean {
    this.initialized = truthy(this.invoke(this.dialect.initialize, ['']));
    return this.initialized;
  }

  private get(element: string): string {
    const value = this.invoke(
      this.dialect.getValue,
      [element],
      element,
      this.dialect.benignReadErrors,
    );
    return typeof value === 'string' ? value : '';
  }

  read(): LmsStoredState {
    const el = this.dialect.elements;
    const entry = this.get(el.entry);
    const completionStatus = this.get(el.status);
    // In 1.2 a quiz's `failed` is the status too: progress does not write over it (a pass does).
    this.keepStatus =
      completionStatus === 'passed' ||
      completionStatus === 'completed' ||
      (!el.successStatus && completionStatus === 'failed');
    this.passed = el.successStatus
      ? this.get(el.successStatus) === 'passed'
      : completionStatus === 'passed';
    // A first attempt has nothing to resume: do not ask (a 2004 LMS answers 403 for unset values).
    const fresh = entry === 'ab-initio';
    return {
      entry,
      location: fresh ? '' : this.get(el.location),
      suspendData: fresh ? '' : this.get(el.suspendData),
      completionStatus,
    };
  }

  learner(): LmsLearner {
    const el = this.dialect.elements;
    return { id: this.get(el.learnerId), name: this.get(el.learnerName) };
  }

  /** Sets `element` unless the LMS already has `value` from us (`again` sets it anyway). */
  private set(element: string, value: string, again = false): boolean {
    if (!again && this.written.get(element) === value) return false;
    if (truthy(this.invoke(this.dialect.setValue, [element, value], element))) {
      this.written.set(element, value);
    }
    return true;
  }

  write(progress: LmsProgressWrite): boolean {
    const el = this.dialect.elements;
    // What justifies the status goes first: an LMS may judge a status the moment it is set (a
    // 2004 completion threshold against cmi.progress_measure), and a status set before its
    // evidence is then judged on the previous evidence and kept that way.
    let changed = false;
    if (progress.location !== null) changed = this.set(el.location, progress.location) || changed;
    changed = this.set(el.suspendData, progress.suspendData) || changed;
    // A kept completion keeps its measure too: a lower one would let a 2004 LMS with a
    // completion threshold judge the learner incomplete again.
    if (!this.keepStatus) {
      let evidence = false;
      if (el.progressMeasure && progress.progressMeasure !== null) {
        evidence = this.set(el.progressMeasure, String(progress.progressMeasure));
      }
      // New evidence sets the status again, so an LMS that judges on setting sees the latest.
      const status = progress.completed ? 'completed' : 'incomplete';
      changed = this.set(el.status, status, evidence) || evidence || changed;
    }
    changed =
      this.set(el.exit, progress.completed ? this.dialect.normalExit : 'suspend') || changed;
    // Session time changes on every write; alone it does not make the write worth a commit.
    this.set(el.sessionTime, progress.sessionTime);
    return changed;
  }

  writeQuizResult(result: LmsQuizResult): boolean {
    if (this.passed && !result.passed) return false;
    const el = this.dialect.elements;
    const score = Math.min(100, Math.max(0, Math.round(result.score)));
    // The score first: an LMS with a mastery score (1.2) or a scaled passing score (2004) judges
    // the status against it the moment the status is set.
    let changed = this.set(el.scoreMin, '0');
    changed = this.set(el.scoreMax, '100') || changed;
    changed = this.set(el.scoreRaw, String(score)) || changed;
    if (el.scoreScaled) changed = this.set(el.scoreScaled, String(score / 100)) || changed;
    const status = result.passed ? 'passed' : 'failed';
    if (el.successStatus) {
      changed = this.set(el.successStatus, status) || changed;
    } else {
      // 1.2's one status: the quiz's verdict replaces completed / incomplete from here on.
      changed = this.set(el.status, status) || changed;
      this.keepStatus = true;
    }
    if (result.passed) this.passed = true;
    return changed;
  }

  commit(): boolean {
    return truthy(this.invoke(this.dialect.commit, ['']));
  }

  finish(): boolean {
    const finished = truthy(this.invoke(this.dialect.finish, ['']));
    // Whatever the LMS answered, the content is leaving: nothing more is sent.
    this.ended ??= 'content';
    return finished;
  }
}
