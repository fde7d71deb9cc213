/**
 * Issue 19: a quiz taken in the player writes its score and pass / fail to the LMS beside the
 * completion rule, against examples/lms's strict run-time (scorm-again made as strict as real
 * LMSs: every call logged with its error, a 2004 completion threshold judged when the status is
 * set, nothing accepted after the session ends). SCORM 1.2: `cmi.core.score.raw/min/max` and
 * `cmi.core.lesson_status` passed / failed; 2004: `cmi.score.raw/min/max/scaled` and
 * `cmi.success_status`, the completion status left to the 90% rule.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ScormStandard } from '@stepwise/core';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLmsAdapter } from './adapter.js';
import { findScormApi } from './find-api.js';
import { LmsSession } from './session.js';

interface Call {
  method: string;
  args: string[];
  result: string;
  error: string;
}
interface Runtime {
  api: { cmi: any };
  state: { endedBy: string | null };
  end(by: 'content' | 'lms'): void;
}
type StrictRuntime = {
  create(options: {
    standard: ScormStandard;
    data: object;
    threshold: string;
    launch: number;
    log: Call[];
  }): Runtime;
};

/** examples/lms/strict-runtime.js, a page script, run against scorm-again as the page runs it. */
function strictRuntime(): StrictRuntime {
  // import.meta.url is not a file: URL under jsdom; the file's folder is.
  const source = readFileSync(
    resolve(import.meta.dirname, '../../../../examples/lms/strict-runtime.js'),
    'utf8',
  );
  const page: { StrictRuntime?: StrictRuntime } = {};
  new Function('window', 'Scorm12API', 'Scorm2004API', 'performance', source)(
    page,
    Scorm12API,
    Scorm2004API,
    performance,
  );
  return page.StrictRuntime!;
}

const GLOBAL = { '1.2': 'API', '2004': 'API_1484_11' } as const;
const DURATION = 100;
const ready = {
  workflowId: 'wf-quiz',
  title: 'Replace the filter',
  steps: [
    { id: 's1', title: 'Open', startTime: 0, endTime: 50 },
    { id: 's2', title: 'Close', startTime: 50, endTime: DURATION },
  ],
  hls: 'native' as const,
};

function launch(standard: ScormStandard, data: object) {
  const log: Call[] = [];
  const runtime = strictRuntime().create({
    standard,
    data,
    // 2004 with a completion threshold, judged when the status is set (the strictest case).
    threshold: standard === '2004' ? '0.9' : '',
    launch: 1,
    log,
  });
  (window as unknown as Record<string, unknown>)[GLOBAL[standard]] = runtime.api;
  const found = findScormApi(window as never, standard);
  if (!found) throw new Error('no API');
  const adapter = createLmsAdapter(found);
  const session = LmsSession.start({ adapter })!;
  session.onReady(ready);
  const calls = () =>
    log.filter((c) => !/GetLastError|GetErrorString|GetDiagnostic/.test(c.method));
  return { runtime, adapter, session, calls, cmi: () => runtime.api.cmi };
}

/** Plays [from, to] with a timeupdate every 250 ms of page time. */
function play(session: LmsSession, from: number, to: number) {
  for (let t = from; t <= to + 1e-9; t += 0.25) {
    const stepId = t < 50 ? 's1' : 's2';
    session.onTimeUpdate({ time: t, stepId, stepTime: t < 50 ? t : t - 50, duration: DURATION });
    vi.advanceTimersByTime(250);
  }
}

const FIRST = { '1.2': { core: { entry: 'ab-initio' } }, '2004': { entry: 'ab-initio' } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>).API;
  delete (window as unknown as Record<string, unknown>).API_1484_11;
});

describe.each(['1.2', '2004'] as const)('SCORM %s quiz result', (standard) => {
  const is12 = standard === '1.2';
  const el = is12
    ? {
        raw: 'cmi.core.score.raw',
        min: 'cmi.core.score.min',
        max: 'cmi.core.score.max',
        status: 'cmi.core.lesson_status',
      }
    : {
        raw: 'cmi.score.raw',
        min: 'cmi.score.min',
        max: 'cmi.score.max',
        scaled: 'cmi.score.scaled',
        status: 'cmi.success_status',
      };
  const score = (cmi: any) => (is12 ? cmi.core.score : cmi.score);
  const success = (cmi: any) => (is12 ? cmi.core.lesson_status : cmi.success_status);
  const completion = (cmi: any) => (is12 ? cmi.core.lesson_status : cmi.completion_status);

  it('writes the score, then pass / fail, and commits; a later pass replaces a fail', () => {
    const lms = launch(standard, FIRST[standard]);
    play(lms.session, 0, 20);
    const before = lms.calls().length;
    lms.session.onQuizCompleted({ score: 40, passed: false });
    const batch = lms.calls().slice(before);
    const sets = batch.filter((c) => /SetValue$/.test(c.method)).map((c) => c.args[0]);
    // The score before the status it justifies, then the commit.
    const order = [el.min, el.max, el.raw, ...(el.scaled ? [el.scaled] : []), el.status];
    expect(sets.filter((s) => order.includes(s!))).toEqual(order);
    expect(batch.at(-1)?.method).toMatch(/Commit$/);
    expect(score(lms.cmi())).toMatchObject({ raw: '40', min: '0', max: '100' });
    if (!is12) expect(score(lms.cmi()).scaled).toBe('0.4');
    expect(success(lms.cmi())).toBe('failed');
    // 2004: the completion status is the 90% rule's, whatever the quiz said.
    if (!is12) expect(completion(lms.cmi())).toBe('incomplete');

    lms.session.onQuizCompleted({ score: 100, passed: true });
    expect(score(lms.cmi()).raw).toBe('100');
    expect(success(lms.cmi())).toBe('passed');

    // A pass is never undone by a later attempt.
    const afterPass = lms.calls().length;
    lms.session.onQuizCompleted({ score: 20, passed: false });
    const late = lms.calls().slice(afterPass);
    expect(late.some((c) => c.args[0] === el.raw || c.args[0] === el.status)).toBe(false);
    expect(score(lms.cmi()).raw).toBe('100');
    expect(success(lms.cmi())).toBe('passed');

    // Watching on to 90%: 2004 completes beside the pass; 1.2's one status stays `passed`.
    play(lms.session, 20, DURATION);
    lms.session.onEnded();
    if (is12) expect(completion(lms.cmi())).toBe('passed');
    else expect(completion(lms.cmi())).toBe('completed');
    expect(success(lms.cmi())).toBe('passed');

    lms.session.finish();
    expect(lms.runtime.state.endedBy).toBe('content');
    expect(lms.calls().filter((c) => c.error !== '0')).toEqual([]);
    expect(lms.adapter.errors).toEqual([]);
  });

  it('1.2 keeps a failed verdict over progress; 2004 keeps both statuses apart', () => {
    const lms = launch(standard, FIRST[standard]);
    lms.session.onQuizCompleted({ score: 60, passed: false });
    play(lms.session, 0, DURATION);
    lms.session.onEnded();
    expect(success(lms.cmi())).toBe('failed');
    if (!is12) expect(completion(lms.cmi())).toBe('completed');
    lms.session.finish();
    expect(lms.calls().filter((c) => c.error !== '0')).toEqual([]);
  });

  it('a relaunch the LMS has as passed keeps the pass and its score', () => {
    const data = is12
      ? { core: { entry: 'resume', lesson_status: 'passed', score: { raw: '90' } } }
      : { entry: 'resume', success_status: 'passed', score: { raw: '90', scaled: '0.9' } };
    const lms = launch(standard, data);
    const before = lms.calls().length;
    lms.session.onQuizCompleted({ score: 30, passed: false });
    const sets = lms
      .calls()
      .slice(before)
      .filter((c) => /SetValue$/.test(c.method))
      .map((c) => c.args[0]);
    expect(sets).not.toContain(el.raw);
    expect(sets).not.toContain(el.status);
    expect(score(lms.cmi()).raw).toBe('90');
    expect(success(lms.cmi())).toBe('passed');
    lms.session.finish();
    // A 2004 LMS answers 403 for what was never set (this relaunch has no location): a read only.
    const refused = lms.calls().filter((c) => c.error !== '0');
    expect(refused.every((c) => /GetValue$/.test(c.method) && c.error === '403')).toBe(true);
    expect(lms.adapter.errors).toEqual([]);
  });

  it('after the LMS ended the session, a quiz result sends nothing', () => {
    const lms = launch(standard, FIRST[standard]);
    lms.runtime.end('lms');
    const before = lms.calls().length;
    // The first refused call tells the adapter the session is over ...
    vi.advanceTimersByTime(3_000);
    const refused = lms.calls().length;
    lms.session.onQuizCompleted({ score: 100, passed: true });
    // ... and nothing more reaches the LMS.
    expect(lms.calls().length).toBe(refused);
    expect(refused - before).toBeLessThanOrEqual(1);
  });
});
