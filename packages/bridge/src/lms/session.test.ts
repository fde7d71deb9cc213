import { encodeProgress, SCORM_LIMITS, type ScormStandard } from '@stepwise/core';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLmsAdapter, type LmsAdapter } from './adapter.js';
import { findScormApi } from './find-api.js';
import { LmsSession } from './session.js';

// scorm-again 3.4 is the LMS runtime here: window.API / window.API_1484_11 as an LMS exposes
// them, with each call and the LMS's last error after it recorded.

const STEPS = 100;
const STEP_SECONDS = 30;
const TOTAL = STEPS * STEP_SECONDS;

const ready = {
  workflowId: 'wf-1',
  title: 'A long procedure',
  steps: Array.from({ length: STEPS }, (_, i) => ({
    id: `step-${i}`,
    title: `Step ${i + 1}`,
    startTime: i * STEP_SECONDS,
    endTime: (i + 1) * STEP_SECONDS,
  })),
  hls: 'native' as const,
};

const API_METHODS = {
  '1.2': ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit'],
  '2004': ['Initialize', 'Terminate', 'GetValue', 'SetValue', 'Commit'],
} as const;
const LAST_ERROR = { '1.2': 'LMSGetLastError', '2004': 'GetLastError' } as const;
const GLOBAL = { '1.2': 'API', '2004': 'API_1484_11' } as const;

interface Call {
  method: string;
  args: unknown[];
  error: string;
}

type LmsApi = InstanceType<typeof Scorm12API> | InstanceType<typeof Scorm2004API>;

const FIRST_ATTEMPT = { '1.2': { core: { entry: 'ab-initio' } }, '2004': { entry: 'ab-initio' } };

/**
 * An LMS launching the SCO: the API on the window, carrying `cmi` from an earlier session (a
 * first attempt by default, `entry` = ab-initio as a conforming LMS sets it).
 */
function launch(
  standard: ScormStandard,
  cmi: Record<string, unknown> | null = FIRST_ATTEMPT[standard],
) {
  const settings = { autocommit: false, logLevel: 5 as const };
  const api: LmsApi = standard === '1.2' ? new Scorm12API(settings) : new Scorm2004API(settings);
  if (cmi) api.loadFromJSON(cmi);
  const calls: Call[] = [];
  const raw = api as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals: Record<string, (...args: unknown[]) => unknown> = {};
  const finish = API_METHODS[standard][1];
  // scorm-again 1.2 still accepts LMSSetValue / LMSCommit after LMSFinish; a strict 1.2 LMS
  // answers 101 General Exception, as this one does.
  let ended = false;
  let refused: string | null = null;
  const lastError = raw[LAST_ERROR[standard]]!.bind(api);
  raw[LAST_ERROR[standard]] = () => refused ?? lastError();
  for (const method of API_METHODS[standard]) {
    const original = (originals[method] = raw[method]!.bind(api));
    raw[method] = (...args: unknown[]) => {
      if (standard === '1.2' && ended) {
        refused = '101';
        calls.push({ method, args, error: refused });
        return 'false';
      }
      refused = null;
      const result = original(...args);
      if (method === finish) ended = true;
      calls.push({ method, args, error: String(raw[LAST_ERROR[standard]]!()) });
      return result;
    };
  }
  (window as unknown as Record<string, unknown>)[GLOBAL[standard]] = api;
  const found = findScormApi(window as never, standard);
  if (!found) throw new Error('no API');
  const adapter = createLmsAdapter(found);
  /** The LMS ends the session on its own (as when it closes the content's pop-up). */
  const lmsEndsSession = () => {
    originals[finish]!('');
    ended = true;
  };
  return { api, calls, adapter, lmsEndsSession };
}

/**
 * A strict 2004 LMS: with a completion threshold, it judges `cmi.completion_status` when the
 * content sets it, against the progress measure it has at that moment, and keeps that verdict.
 */
function judgeCompletionOnSet(api: LmsApi, threshold: number) {
  const raw = api as unknown as Record<string, (...args: string[]) => unknown>;
  const setValue = raw.SetValue!;
  raw.SetValue = (element: string, value: string) => {
    const result = setValue(element, value);
    if (element === 'cmi.completion_status') {
      const cmi = (api as InstanceType<typeof Scorm2004API>).cmi;
      const measure = cmi.progress_measure === '' ? NaN : Number(cmi.progress_measure);
      cmi.completion_status = Number.isNaN(measure)
        ? 'unknown'
        : measure >= threshold
          ? 'completed'
          : 'incomplete';
    }
    return result;
  };
}

/** The calls between two commits: one write. */
function writes(calls: Call[]): Call[][] {
  const out: Call[][] = [[]];
  for (const call of calls) {
    if (/Commit$/.test(call.method)) out.push([]);
    else out.at(-1)!.push(call);
  }
  return out;
}

const setIndex = (batch: Call[], element: string) =>
  batch.findIndex((c) => /SetValue$/.test(c.method) && c.args[0] === element);

/** What an LMS keeps between sessions (and sets entry to resume after a suspend exit). */
function carryOver(standard: ScormStandard, api: LmsApi): Record<string, unknown> {
  const cmi = (api.renderCMIToJSONObject() as { cmi: Record<string, any> }).cmi;
  if (standard === '1.2') {
    const suspended = cmi.core.exit === 'suspend';
    return {
      core: {
        lesson_location: cmi.core.lesson_location,
        lesson_status: cmi.core.lesson_status,
        entry: suspended ? 'resume' : '',
      },
      suspend_data: cmi.suspend_data,
    };
  }
  return {
    location: cmi.location,
    suspend_data: cmi.suspend_data,
    completion_status: cmi.completion_status,
    entry: cmi.exit === 'suspend' ? 'resume' : '',
  };
}

function value(standard: ScormStandard, api: LmsApi, element12: string, element2004: string) {
  const cmi = (api.renderCMIToJSONObject() as { cmi: Record<string, any> }).cmi;
  const path = (standard === '1.2' ? element12 : element2004).replace(/^cmi\./, '').split('.');
  return path.reduce((node, key) => node?.[key], cmi as any) as string;
}

/** Plays [from, to) in workflow seconds with a timeupdate every 250 ms of page time. */
function play(session: LmsSession, from: number, to: number) {
  for (let t = from; t <= to + 1e-9; t += 0.25) {
    const index = Math.min(STEPS - 1, Math.floor(t / STEP_SECONDS));
    session.onTimeUpdate({
      time: t,
      stepId: `step-${index}`,
      stepTime: t - index * STEP_SECONDS,
      duration: TOTAL,
    });
    vi.advanceTimersByTime(250);
  }
}

function validSequence(standard: ScormStandard, calls: Call[]) {
  const [init, finish, , set] = API_METHODS[standard];
  expect(calls[0]?.method).toBe(init);
  expect(calls.filter((c) => c.method === init)).toHaveLength(1);
  expect(calls.at(-1)?.method).toBe(finish);
  expect(calls.filter((c) => c.method === finish)).toHaveLength(1);
  expect(calls.filter((c) => c.error !== '0')).toEqual([]);
  // The exit mode is set before the finish call.
  const exitElement = standard === '1.2' ? 'cmi.core.exit' : 'cmi.exit';
  expect(calls.some((c) => c.method === set && c.args[0] === exitElement)).toBe(true);
}

const SESSION_TIME = {
  '1.2': /^\d{4}:\d{2}:\d{2}\.\d{2}$/,
  '2004': /^PT(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?$/,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>).API;
  delete (window as unknown as Record<string, unknown>).API_1484_11;
});

describe.each(['1.2', '2004'] as const)('SCORM %s', (standard) => {
  const status = (api: LmsApi) =>
    value(standard, api, 'cmi.core.lesson_status', 'cmi.completion_status');
  const exit = (api: LmsApi) => value(standard, api, 'cmi.core.exit', 'cmi.exit');
  const location = (api: LmsApi) =>
    value(standard, api, 'cmi.core.lesson_location', 'cmi.location');
  const normalExit = standard === '1.2' ? '' : 'normal';

  it('writes progress every 3 s, resumes in a second session, completes at 90%', () => {
    // Session 1: a first attempt; the learner watches 40% and closes the window.
    const first = launch(standard);
    const s1 = LmsSession.start({ adapter: first.adapter })!;
    expect(s1.resume).toBeNull();
    s1.onReady(ready);
    s1.onStepChange({ stepId: 'step-0', index: 0, cause: 'playback' });
    const commitsBefore = first.calls.filter((c) => /Commit$/.test(c.method)).length;
    play(s1, 0, 1_200.5);
    vi.advanceTimersByTime(3_000);
    const commits = first.calls.filter((c) => /Commit$/.test(c.method)).length - commitsBefore;
    // About one commit per 3 s of playback (1200 s / 3 s = 400).
    expect(commits).toBeGreaterThan(390);
    expect(commits).toBeLessThan(410);
    expect(status(first.api)).toBe('incomplete');
    expect(exit(first.api)).toBe('suspend');
    expect(location(first.api)).toMatch(/^stepId=step-40&videoTime=0(\.\d+)?$/);
    if (standard === '2004')
      expect(value(standard, first.api, '', 'cmi.progress_measure')).toBe('0.4001');
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    const callsAtClose = first.calls.length;
    vi.advanceTimersByTime(10_000);
    expect(first.calls.length).toBe(callsAtClose);
    validSequence(standard, first.calls);
    expect(first.adapter.errors).toEqual([]);
    const sessionElement = standard === '1.2' ? 'cmi.core.session_time' : 'cmi.session_time';
    const sessionTimes = first.calls.filter((c) => c.args[0] === sessionElement);
    expect(sessionTimes.length).toBeGreaterThan(100);
    for (const call of sessionTimes) expect(call.args[1]).toMatch(SESSION_TIME[standard]);
    // About 20 minutes of page time.
    expect(sessionTimes.at(-1)?.args[1]).toMatch(standard === '1.2' ? /^0000:20:0\d/ : /^PT20M\d/);

    // Session 2: the LMS relaunches with what it stored.
    const second = launch(standard, carryOver(standard, first.api));
    const s2 = LmsSession.start({ adapter: second.adapter })!;
    expect(s2.resume?.stepId).toBe('step-40');
    expect(Math.abs((s2.resume?.videoTime ?? -9) - 0.5)).toBeLessThan(1);
    expect(s2.resume?.watchedTime).toBeCloseTo(1_200.5, 1);
    expect(s2.resume?.completed).toBe(false);
    s2.onReady(ready);
    // Skip ahead (a seek is not watching), then fill the gap; 90% is 2700 s.
    play(s2, 2_000, 2_500);
    play(s2, 1_200, 2_000);
    play(s2, 2_500, 2_698);
    expect(s2.watchedTime).toBeLessThan(2_700);
    vi.advanceTimersByTime(3_000);
    expect(status(second.api)).toBe('incomplete');
    expect(exit(second.api)).toBe('suspend');
    play(s2, 2_698, 2_701);
    vi.advanceTimersByTime(3_000);
    expect(s2.completed).toBe(true);
    expect(status(second.api)).toBe('completed');
    expect(exit(second.api)).toBe(normalExit);
    if (standard === '2004')
      expect(
        Number(value(standard, second.api, '', 'cmi.progress_measure')),
      ).toBeGreaterThanOrEqual(0.9);
    // Hidden tab: a commit; closing: the finish.
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const commitsNow = second.calls.filter((c) => /Commit$/.test(c.method)).length;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(second.calls.filter((c) => /Commit$/.test(c.method)).length).toBe(commitsNow + 1);
    hidden.mockRestore();
    s2.finish();
    validSequence(standard, second.calls);
    expect(second.adapter.errors).toEqual([]);
    // Session 3 sees the completion and never takes it back.
    const third = launch(standard, carryOver(standard, second.api));
    const s3 = LmsSession.start({ adapter: third.adapter })!;
    expect(s3.resume?.completed).toBe(true);
    expect(status(third.api)).toBe('completed');
    s3.finish();
    expect(third.adapter.errors).toEqual([]);
  });

  it('keeps the suspend data within the limit for a 100-step workflow watched in pieces', () => {
    const { api, adapter, calls } = launch(standard);
    const session = LmsSession.start({ adapter })!;
    session.onReady(ready);
    // 0.5 s watched, then a 2.1 s jump: about 1,200 separate intervals.
    for (let t = 0; t < TOTAL - 1; t += 2.6) play(session, t, t + 0.5);
    session.finish();
    const suspend = value(standard, api, 'cmi.suspend_data', 'cmi.suspend_data');
    expect(suspend.length).toBeLessThanOrEqual(SCORM_LIMITS[standard].suspendData);
    // Uncoarsened, the same intervals would not fit 1.2's 4,096 characters.
    const pieces: [number, number][] = [];
    for (let t = 0; t < TOTAL - 1; t += 2.6) pieces.push([t, t + 0.5]);
    const full = encodeProgress({ location: null, watchedTime: 0, watched: pieces }, Infinity);
    expect(full.length).toBeGreaterThan(SCORM_LIMITS['1.2'].suspendData);
    if (standard === '2004') expect(suspend.length).toBeGreaterThan(full.length - 100);
    expect(suspend).toMatch(/watchedTime=\d+/);
    expect(session.completed).toBe(false);
    expect(calls.filter((c) => c.error !== '0')).toEqual([]);
    // Every suspend data write was within the limit.
    for (const call of calls.filter((c) => c.args[0] === 'cmi.suspend_data')) {
      expect(String(call.args[1]).length).toBeLessThanOrEqual(SCORM_LIMITS[standard].suspendData);
    }
  });

  it('reads who the learner is, for validate-user', () => {
    const learner =
      standard === '1.2'
        ? { core: { entry: 'ab-initio', student_id: 'lms-42', student_name: 'Doe, Jane' } }
        : { entry: 'ab-initio', learner_id: 'lms-42', learner_name: 'Doe, Jane' };
    const { adapter } = launch(standard, learner);
    adapter.initialize();
    expect(adapter.learner()).toEqual({ id: 'lms-42', name: 'Doe, Jane' });
    expect(adapter.errors).toEqual([]);
  });

  it('does nothing but report when the LMS refuses to initialize', () => {
    const { api, adapter } = launch(standard);
    (api as unknown as Record<string, () => string>)[
      standard === '1.2' ? 'LMSInitialize' : 'Initialize'
    ] = () => 'false';
    expect(LmsSession.start({ adapter })).toBeNull();
  });

  const statusElement = standard === '1.2' ? 'cmi.core.lesson_status' : 'cmi.completion_status';
  const sessionElement = standard === '1.2' ? 'cmi.core.session_time' : 'cmi.session_time';
  const finishCall = API_METHODS[standard][1];

  it('writes what justifies the status before the status, then commits', () => {
    const { api, adapter, calls } = launch(standard);
    if (standard === '2004') {
      judgeCompletionOnSet(api, 0.9);
      // The strict LMS bites: a status set before its evidence is judged on the old evidence.
      const raw = api as unknown as Record<string, (...a: string[]) => unknown>;
      raw.Initialize!('');
      raw.SetValue!('cmi.progress_measure', '0.5');
      raw.SetValue!('cmi.completion_status', 'completed');
      expect(status(api)).toBe('incomplete');
      api.reset();
      api.loadFromJSON(FIRST_ATTEMPT['2004']);
      calls.length = 0;
    }
    const session = LmsSession.start({ adapter })!;
    session.onReady(ready);
    play(session, 0, 1_000);
    play(session, 1_000, 2_701);
    vi.advanceTimersByTime(3_000);
    expect(status(api)).toBe('completed');
    session.finish();
    expect(status(api)).toBe('completed');
    validSequence(standard, calls);

    const evidence =
      standard === '1.2'
        ? ['cmi.core.lesson_location', 'cmi.suspend_data']
        : ['cmi.location', 'cmi.suspend_data', 'cmi.progress_measure'];
    const batches = writes(calls.filter((c) => c.method !== finishCall));
    let statusWrites = 0;
    for (const batch of batches) {
      const at = setIndex(batch, statusElement);
      if (at < 0) continue;
      statusWrites++;
      for (const element of evidence) {
        const before = setIndex(batch, element);
        if (before >= 0) expect(before, element).toBeLessThan(at);
      }
    }
    expect(statusWrites).toBeGreaterThan(1);
    // The completion went out in the same write as, and after, the measure that justifies it.
    const completing = batches.find((b) => b[setIndex(b, statusElement)]?.args[1] === 'completed')!;
    if (standard === '2004') {
      const measure = completing[setIndex(completing, 'cmi.progress_measure')];
      expect(Number(measure?.args[1])).toBeGreaterThanOrEqual(0.9);
      expect(setIndex(completing, 'cmi.progress_measure')).toBeLessThan(
        setIndex(completing, statusElement),
      );
    }
    // Every write is committed: the last call before the finish is a Commit.
    expect(calls.at(-2)?.method).toMatch(/Commit$/);
  });

  it('beforeunload finishes once, with the session time counted up to it', () => {
    const { adapter, calls } = launch(standard);
    const session = LmsSession.start({ adapter })!;
    session.onReady(ready);
    play(session, 0, 2);
    vi.advanceTimersByTime(14_000);
    // 2.25 s of playing (9 timeupdates) plus 14 s paused: 16.25 s, not the last 3 s tick's 15 s.
    window.dispatchEvent(new Event('beforeunload'));
    const atClose = calls.length;
    expect(calls.at(-1)?.method).toBe(finishCall);
    expect(calls.at(-2)?.method).toMatch(/Commit$/);
    const times = calls.filter((c) => c.args[0] === sessionElement);
    expect(times.at(-1)?.args[1]).toBe(standard === '1.2' ? '0000:00:16.25' : 'PT16.25S');
    expect(session.ended).toBe('content');
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('unload'));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    hidden.mockRestore();
    vi.advanceTimersByTime(30_000);
    session.onEnded();
    session.finish();
    expect(calls.length).toBe(atClose);
    validSequence(standard, calls);
  });

  it('going hidden commits without finishing: a tab switch and return keep the session', () => {
    const { api, adapter, calls } = launch(standard);
    const session = LmsSession.start({ adapter })!;
    session.onReady(ready);
    play(session, 0, 10);
    vi.advanceTimersByTime(5_000);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const before = calls.length;
    document.dispatchEvent(new Event('visibilitychange'));
    hidden.mockRestore();
    const onHide = calls.slice(before);
    expect(onHide.at(-1)?.method).toMatch(/Commit$/);
    expect(onHide.some((c) => c.method === finishCall)).toBe(false);
    expect(onHide.find((c) => c.args[0] === sessionElement)?.args[1]).toBe(
      standard === '1.2' ? '0000:00:15.25' : 'PT15.25S',
    );
    // Back: playing goes on being written, and the close finishes.
    document.dispatchEvent(new Event('visibilitychange'));
    play(session, 10, 20);
    vi.advanceTimersByTime(3_000);
    expect(location(api)).toMatch(/^stepId=step-0&videoTime=20/);
    window.dispatchEvent(new Event('pagehide'));
    validSequence(standard, calls);
    expect(adapter.errors).toEqual([]);
  });

  it('focus leaving for another window commits; focus into the player frame does not', () => {
    const { adapter, calls } = launch(standard);
    const session = LmsSession.start({ adapter })!;
    vi.advanceTimersByTime(1_000);
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    let before = calls.length;
    window.dispatchEvent(new Event('blur'));
    expect(calls.length).toBe(before);
    focus.mockReturnValue(false);
    window.dispatchEvent(new Event('blur'));
    expect(calls.slice(before).at(-1)?.method).toMatch(/Commit$/);
    expect(calls.slice(before).some((c) => c.method === finishCall)).toBe(false);
    focus.mockRestore();
    before = calls.length;
    session.finish();
    expect(calls.slice(before).at(-1)?.method).toBe(finishCall);
  });

  it('an LMS that ended the session itself: one refused call, then silence, no exception', () => {
    const { adapter, calls, lmsEndsSession } = launch(standard);
    const session = LmsSession.start({ adapter })!;
    session.onReady(ready);
    play(session, 0, 4);
    const before = calls.length;
    lmsEndsSession();
    vi.advanceTimersByTime(3_000);
    const refused = calls.slice(before);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.error).toBe(standard === '1.2' ? '101' : '133');
    expect(session.ended).toBe('lms');
    expect(() => {
      window.dispatchEvent(new Event('beforeunload'));
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('blur'));
      vi.advanceTimersByTime(30_000);
      session.onEnded();
      session.finish();
    }).not.toThrow();
    expect(calls.length).toBe(before + 1);
    expect(session.ended).toBe('lms');
  });

  it('listens to unload only where there is no pagehide', () => {
    for (const hasPageHide of [false, true]) {
      const { adapter, calls } = launch(standard);
      const target = new EventTarget();
      const win = hasPageHide ? Object.assign(target, { onpagehide: null }) : target;
      LmsSession.start({ adapter, window: win });
      win.dispatchEvent(new Event('unload'));
      expect(calls.some((c) => c.method === finishCall)).toBe(!hasPageHide);
      win.dispatchEvent(new Event('pagehide'));
      expect(calls.filter((c) => c.method === finishCall)).toHaveLength(1);
    }
  });
});

describe('adapter', () => {
  it('records LMS errors and exceptions', () => {
    const { api, adapter } = launch('2004');
    adapter.initialize();
    (api as unknown as Record<string, () => never>).Commit = () => {
      throw new Error('LMS down');
    };
    expect(adapter.commit()).toBe(false);
    expect(adapter.errors).toEqual([
      expect.objectContaining({ call: 'Commit', code: 'exception', message: 'LMS down' }),
    ]);
  });

  it('reads a 2004 LMS that does not set entry, treating 403 as "no value"', () => {
    const { adapter, calls } = launch('2004', null);
    adapter.initialize();
    const stored = adapter.read();
    expect(stored).toMatchObject({ location: '', suspendData: '' });
    expect(calls.some((c) => c.error === '403')).toBe(true);
    expect((adapter as LmsAdapter).errors).toEqual([]);
  });

  it('keeps a 2004 completion: neither the status nor its progress measure is set again', () => {
    const { api, adapter, calls } = launch('2004', {
      entry: 'resume',
      completion_status: 'completed',
      completion_threshold: '0.95',
      progress_measure: '0.96',
      // What this session watched adds up to less: a lower measure would take the completion back.
      suspend_data: 'stepId=step-0&videoTime=0&watchedTime=10&watched=0-2s',
    });
    const session = LmsSession.start({ adapter })!;
    expect(session.completed).toBe(true);
    session.onReady(ready);
    vi.advanceTimersByTime(3_000);
    session.finish();
    const sets = calls.filter((c) => c.method === 'SetValue').map((c) => c.args[0]);
    expect(sets).not.toContain('cmi.completion_status');
    expect(sets).not.toContain('cmi.progress_measure');
    expect(value('2004', api, '', 'cmi.progress_measure')).toBe('0.96');
    expect(value('2004', api, '', 'cmi.completion_status')).toBe('completed');
    expect(adapter.errors).toEqual([]);
  });

  it('keeps a 1.2 passed status instead of downgrading it to completed', () => {
    const { api, adapter } = launch('1.2', { core: { lesson_status: 'passed', entry: 'resume' } });
    const session = LmsSession.start({ adapter, duration: 10 })!;
    expect(session.completed).toBe(true);
    session.finish();
    expect(value('1.2', api, 'cmi.core.lesson_status', '')).toBe('passed');
  });
});
