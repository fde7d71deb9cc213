// One interface over both standards' runtime APIs: the session speaks in progress terms, the
// adapter in each standard's calls and element names, and checks the LMS's last error after
// every call.
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

export interface LmsAdapter {
  readonly standard: ScormStandard;
  /** Every error the LMS reported, in call order. */
  readonly errors: readonly LmsCallError[];
  initialize(): boolean;
  read(): LmsStoredState;
  /** 1.2 `cmi.core.student_id` / `_name`, 2004 `cmi.learner_id` / `_name`. */
  learner(): LmsLearner;
  /** Sets the values that changed since the last write; returns whether anything was set. */
  write(progress: LmsProgressWrite): boolean;
  commit(): boolean;
  /** LMSFinish (1.2) / Terminate (2004). */
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
  };
  /** cmi.exit when complete: 1.2's normal exit is '', 2004 says 'normal'. */
  normalExit: string;
  /** Read errors that only mean "no value yet" (2004: 403 Data Model Element Value Not Initialized). */
  benignReadErrors: readonly string[];
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
    },
    normalExit: '',
    benignReadErrors: [],
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
    },
    normalExit: 'normal',
    benignReadErrors: ['403'],
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
  private readonly dialect: Dialect;
  private readonly written = new Map<string, string>();
  /** A 1.2 LMS that already says `passed` keeps it: `completed` would be a downgrade. */
  private keepStatus = false;

  constructor(
    readonly standard: ScormStandard,
    private readonly api: Scorm12Api | Scorm2004Api,
  ) {
    this.dialect = DIALECTS[standard];
  }

  private invoke(call: string, args: string[], element?: string, benign: readonly string[] = []) {
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
    return truthy(this.invoke(this.dialect.initialize, ['']));
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
    this.keepStatus = completionStatus === 'passed';
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

  private set(element: string, value: string): boolean {
    if (this.written.get(element) === value) return false;
    if (truthy(this.invoke(this.dialect.setValue, [element, value], element))) {
      this.written.set(element, value);
    }
    return true;
  }

  write(progress: LmsProgressWrite): boolean {
    const el = this.dialect.elements;
    let changed = false;
    if (progress.location !== null) changed = this.set(el.location, progress.location) || changed;
    changed = this.set(el.suspendData, progress.suspendData) || changed;
    if (!this.keepStatus) {
      changed = this.set(el.status, progress.completed ? 'completed' : 'incomplete') || changed;
    }
    if (el.progressMeasure && progress.progressMeasure !== null) {
      changed = this.set(el.progressMeasure, String(progress.progressMeasure)) || changed;
    }
    changed =
      this.set(el.exit, progress.completed ? this.dialect.normalExit : 'suspend') || changed;
    // Session time changes on every write; alone it does not make the write worth a commit.
    this.set(el.sessionTime, progress.sessionTime);
    return changed;
  }

  commit(): boolean {
    return truthy(this.invoke(this.dialect.commit, ['']));
  }

  finish(): boolean {
    return truthy(this.invoke(this.dialect.finish, ['']));
  }
}
