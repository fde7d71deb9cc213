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
  for (const method of API_METHODS[standard]) {
    const original = raw[method]!.bind(api);
    raw[method] = (...args: unknown[]) => {
      const result = original(...args);
      calls.push({ method, args, error: String(raw[LAST_ERROR[standard]]!()) });
      return result;
    };
  }
  (window as unknown as Record<string, unknown>)[GLOBAL[standard]] = api;
  const found = findScormApi(window as never, standard);
  if (!found) throw new Error('no API');
  const adapter = createLmsAdapter(found);
  return { api, calls, adapter };
}

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

  it('keeps a 1.2 passed status instead of downgrading it to completed', () => {
    const { api, adapter } = launch('1.2', { core: { lesson_status: 'passed', entry: 'resume' } });
    const session = LmsSession.start({ adapter, duration: 10 })!;
    expect(session.completed).toBe(true);
    session.finish();
    expect(value('1.2', api, 'cmi.core.lesson_status', '')).toBe('passed');
  });
});
