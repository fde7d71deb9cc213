/**
 * Analytics rules (issue 25; 002 §2 header rules, §4 "a step counts", §5 validation, §9
 * constants; 000 §4 report menu): what a viewing session reached, finished and completed, the
 * date range a report reads, the report menu, the header per report, the days of a trend and the
 * funnel's retention.
 */
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ALL_WORKSPACES,
  ANALYTICS_ALL_WORKSPACES_LABEL,
  ANALYTICS_DEBOUNCE_MS,
  ANALYTICS_DEFAULT_RANGE_MONTHS,
  ANALYTICS_ERRORS,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_PAGE_SIZE,
  CONFIGURABLE_REPORTS,
  DEFAULT_REPORT,
  EXPORTABLE_REPORTS,
  LEGACY_REPORTS,
  REPORT_NAMES,
  analyticsHeaderHidden,
  daysBetween,
  daysOf,
  defaultDateRange,
  headerControls,
  intervalsSeconds,
  isIsoDate,
  isReportName,
  parseDateRange,
  reportMenu,
  retention,
  viewFacts,
  type DropOffStep,
} from './analytics.js';
import { dateRangeParamSchema, reportNameSchema, reportQuerySchema } from './analytics.schema.js';
import {
  addStepPlayedTime,
  closeInterval,
  newTrackingRecord,
  openInterval,
  withStep,
  type TrackingRecord,
} from './tracking.js';

const T0 = Date.UTC(2026, 10, 2, 8, 30); // Monday 2 November 2026, 08:30 UTC

/** A record of three 10 s steps; `played` is the seconds played in each (by step id). */
function watched(played: Record<string, number>, stepsArray = ['a', 'b', 'c']): TrackingRecord {
  let record = newTrackingRecord({
    id: 'rec-1',
    workflowId: 'wf-1',
    isPublic: false,
    stepsArray,
    at: T0,
  });
  let at = T0;
  for (const [stepId, seconds] of Object.entries(played)) {
    const from = at;
    at += seconds * 1000;
    record = addStepPlayedTime(record, stepId, 10, seconds, at);
    record = withStep(record, stepId, closeInterval(openInterval(record.steps[stepId]!, from), at));
  }
  return { ...record, uid: 'user-1' };
}

describe('viewFacts (one viewing session as analytics counts it)', () => {
  it('reaches every step played and finishes those played to 90% of their length', () => {
    const f = viewFacts(watched({ a: 10, b: 9, c: 4 }));
    expect(f.steps.map((s) => [s.stepId, s.stepIndex, s.reached, s.finished])).toEqual([
      ['a', 0, true, true],
      ['b', 1, true, true],
      ['c', 2, true, false],
    ]);
    expect(f).toMatchObject({
      recordId: 'rec-1',
      workflowId: 'wf-1',
      userId: 'user-1',
      isPublic: false,
      day: '2026-11-02',
      enteredAt: T0,
      stepsTotal: 3,
      stepsReached: 3,
      stepsFinished: 2,
      playedSeconds: 23,
      durationSeconds: 30,
      completed: false, // 23 of 30 s is under 90%
    });
  });

  it('completes the workflow at 90% of its played length, not before', () => {
    expect(viewFacts(watched({ a: 10, b: 10, c: 7 })).completed).toBe(true); // 27 / 30
    expect(viewFacts(watched({ a: 10, b: 10, c: 6.9 })).completed).toBe(false);
  });

  it('a step the viewer never played is not reached; the order is the record\u2019s stepsArray', () => {
    const f = viewFacts(watched({ a: 10, c: 10 }));
    expect(f.steps.map((s) => [s.stepId, s.reached, s.finished])).toEqual([
      ['a', true, true],
      ['b', false, false],
      ['c', true, true],
    ]);
    expect(f.durationSeconds).toBe(20); // an unplayed step has no known length in the record
    expect(f.stepsTotal).toBe(3);
    // All it played, but not all of the workflow: the skipped step's length is unknown.
    expect(f.completed).toBe(false);
  });

  it('a step the record holds outside stepsArray comes after the known steps', () => {
    const f = viewFacts(watched({ a: 10, z: 5 }, ['a', 'b']));
    expect(f.steps.map((s) => [s.stepId, s.stepIndex, s.reached])).toEqual([
      ['a', 0, true],
      ['b', 1, false],
      ['z', 2, true],
    ]);
    expect(f.stepsTotal).toBe(3);
  });

  it('a step that does not count (002 §4: a non-positive value) is neither reached nor played', () => {
    const base = watched({ a: 10, b: 10 });
    const record = {
      ...base,
      steps: {
        ...base.steps,
        b: { ...base.steps.b!, stepDuration: 0 }, // no positive length: it does not count
      },
    };
    const f = viewFacts(record);
    expect(f.steps[1]).toMatchObject({ stepId: 'b', reached: false, finished: false });
    expect(f.steps[1]!.playedSeconds).toBe(0);
    expect(f.playedSeconds).toBe(10);
    const stale = viewFacts({
      ...base,
      steps: { ...base.steps, b: { ...base.steps.b!, lastUpdated: 0 } },
    });
    expect(stale.steps[1]).toMatchObject({ reached: false, finished: false, playedSeconds: 0 });
  });

  it('played time beyond a step\u2019s length (replays) counts as the length, once', () => {
    const f = viewFacts(watched({ a: 25 }));
    expect(f.steps[0]).toMatchObject({ playedSeconds: 10, reached: true, finished: true });
    expect(f.playedSeconds).toBe(10);
  });

  it('a session with no steps played reaches nothing and completes nothing', () => {
    const f = viewFacts(watched({}));
    expect(f).toMatchObject({ stepsReached: 0, stepsFinished: 0, completed: false });
    expect(f.steps.every((s) => !s.reached)).toBe(true);
  });

  it('the day is the UTC day the session started', () => {
    const late = newTrackingRecord({
      id: 'r',
      workflowId: 'w',
      isPublic: true,
      stepsArray: [],
      at: Date.UTC(2026, 0, 31, 23, 59, 59),
    });
    expect(viewFacts(late)).toMatchObject({ day: '2026-01-31', isPublic: true, userId: null });
  });

  it('intervalsSeconds sums closed intervals in seconds, ignoring reversed ones', () => {
    expect(
      intervalsSeconds([
        [0, 1500],
        [2000, 4000],
        [5000, 4000],
      ]),
    ).toBe(3.5);
    expect(intervalsSeconds([])).toBe(0);
  });
});

describe('date ranges (002 §5 exactly two dates, §9 default 3 months)', () => {
  it('takes exactly two valid dates, in order', () => {
    expect(parseDateRange(['2026-01-01', '2026-03-31'])).toEqual(['2026-01-01', '2026-03-31']);
    expect(parseDateRange(['2026-03-01', '2026-03-01'])).toEqual(['2026-03-01', '2026-03-01']);
    expect(parseDateRange([])).toBeNull();
    expect(parseDateRange(['2026-01-01'])).toBeNull();
    expect(parseDateRange(['2026-01-01', '2026-01-02', '2026-01-03'])).toBeNull();
  });

  it('refuses a range whose first date is after the second', () => {
    expect(parseDateRange(['2026-03-02', '2026-03-01'])).toBeNull();
  });

  it('refuses dates that are not calendar days', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', 'yesterday', '']) {
      expect(parseDateRange([bad, '2026-12-31'])).toBeNull();
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
  });

  it(`refuses a span over ${ANALYTICS_MAX_RANGE_DAYS} days`, () => {
    expect(ANALYTICS_MAX_RANGE_DAYS).toBe(731);
    expect(parseDateRange(['2024-01-01', '2026-01-01'])).toEqual(['2024-01-01', '2026-01-01']);
    expect(daysBetween('2024-01-01', '2026-01-01')).toBe(731);
    expect(parseDateRange(['2024-01-01', '2026-01-02'])).toBeNull();
  });

  it('the wire form is two comma-separated dates, with the spec\u2019s message otherwise', () => {
    expect(dateRangeParamSchema.parse('2026-01-01,2026-01-31')).toEqual([
      '2026-01-01',
      '2026-01-31',
    ]);
    for (const bad of ['2026-01-01', '2026-01-31,2026-01-01', '2026-01-01,2026-01-31,2026-02-01']) {
      const r = dateRangeParamSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(ANALYTICS_ERRORS.dateRange);
    }
  });

  it('defaults to the 3 months ending today (UTC)', () => {
    expect(ANALYTICS_DEFAULT_RANGE_MONTHS).toBe(3);
    expect(defaultDateRange(new Date(Date.UTC(2026, 10, 26, 22)))).toEqual([
      '2026-08-26',
      '2026-11-26',
    ]);
    expect(defaultDateRange(new Date(Date.UTC(2026, 1, 10)))).toEqual(['2025-11-10', '2026-02-10']);
  });

  it('3 months back from the end of a longer month is the end of the shorter one', () => {
    expect(defaultDateRange(new Date(Date.UTC(2026, 4, 31)))).toEqual(['2026-02-28', '2026-05-31']);
    expect(defaultDateRange(new Date(Date.UTC(2028, 4, 31)))).toEqual(['2028-02-29', '2028-05-31']);
  });

  it('daysOf lists every day of a range, both ends included, across a month end', () => {
    expect(daysOf(['2026-02-27', '2026-03-02'])).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOf(['2026-05-05', '2026-05-05'])).toEqual(['2026-05-05']);
    expect(daysOf(defaultDateRange(new Date(Date.UTC(2026, 10, 26))))).toHaveLength(93);
  });
});

describe('report names, menu and header (000 §4, 002 §2-3)', () => {
  it('knows every report, and /analytics opens content analysis', () => {
    expect(DEFAULT_REPORT).toBe('content-analysis');
    expect(REPORT_NAMES).toEqual([...CONFIGURABLE_REPORTS, ...LEGACY_REPORTS]);
    expect(isReportName('workflows/detail')).toBe(true);
    expect(isReportName('nope')).toBe(false);
    expect(reportNameSchema.safeParse('nope').error?.issues[0]?.message).toBe(
      ANALYTICS_ERRORS.reportName,
    );
    expect(reportNameSchema.safeParse('').success).toBe(false);
  });

  it('the menu shows skills and quiz entries only when those features are on', () => {
    const off = reportMenu({ skills: false, quiz: false });
    expect(off.map((s) => s.id)).toEqual(['configurable', 'legacy']);
    expect(off[0]!.reports).toEqual(['content-analysis']);
    expect(off[1]!.reports).toEqual([
      'main',
      'workspaces',
      'workflows/trend',
      'workflows/detail',
      'workflows',
      'mm-sops/trend',
      'mm-sops/detail',
      'users',
    ]);
    const on = reportMenu({ skills: true, quiz: true });
    expect(on[0]!.reports).toEqual(['content-analysis', 'skills-analysis']);
    expect(on[1]!.reports).toContain('skills/performance');
    expect(on[1]!.reports).toContain('quiz/performance');
    expect(on[1]!.reports).toContain('quiz');
    expect(on[1]!.reports.at(-1)).toBe('users');
    const quizOnly = reportMenu({ skills: false, quiz: true }).flatMap((s) => s.reports);
    expect(quizOnly).not.toContain('skills-analysis');
    expect(quizOnly).not.toContain('skills/performance');
    expect(quizOnly).toContain('quiz');
    // Every entry is a report the portal can open.
    for (const r of on.flatMap((s) => s.reports)) expect(isReportName(r)).toBe(true);
  });

  it('hides the header on the three detail routes only', () => {
    for (const path of [
      '/analytics/user/u1',
      '/analytics/workflow/w1',
      '/analytics/quiz/workflow/w1',
      '/analytics/workflow/w1/',
    ])
      expect(analyticsHeaderHidden(path)).toBe(true);
    for (const path of [
      '/analytics',
      '/analytics/users',
      '/analytics/workflows',
      '/analytics/workflows/detail',
      '/analytics/quiz',
      '/analytics/quiz/q1/workflow/w1/user/u1',
      '/analytics/workflow/w1/extra',
      '/analytics/content-analysis',
    ])
      expect(analyticsHeaderHidden(path)).toBe(false);
  });

  it('organisation, workspaces and users have no global filters', () => {
    for (const r of ['main', 'workspaces', 'users'] as const) {
      expect(headerControls(r)).toMatchObject({ dateRange: false, workspace: false });
    }
    expect(headerControls('main').export).toBe(false);
    expect(headerControls('users').export).toBe(true);
  });

  it('the quiz page hides the date filter and export but keeps the workspace filter', () => {
    expect(headerControls('quiz')).toEqual({ dateRange: false, workspace: true, export: false });
  });

  it('the configurable reports export from their grid; the others where exportable', () => {
    expect(headerControls('content-analysis')).toEqual({
      dateRange: true,
      workspace: true,
      export: false,
    });
    expect(headerControls('workflows/detail')).toEqual({
      dateRange: true,
      workspace: true,
      export: true,
    });
    expect(headerControls('workflows/trend')).toEqual({
      dateRange: true,
      workspace: true,
      export: false,
    });
    expect(EXPORTABLE_REPORTS).toContain('content-analysis');
  });
});

describe('constants and the report query (002 §9)', () => {
  it('has the spec\u2019s defaults', () => {
    expect(ANALYTICS_ALL_WORKSPACES).toBe('All');
    expect(ANALYTICS_ALL_WORKSPACES_LABEL).toBe('All Workspaces');
    expect(ANALYTICS_DEBOUNCE_MS).toEqual({ short: 250, long: 500 });
    expect(ANALYTICS_PAGE_SIZE).toBe(500);
  });

  it('reads the workspace filter, paging and range with their defaults', () => {
    expect(reportQuerySchema.parse({})).toEqual({ workspaceId: 'All', page: 0, size: 500 });
    const q = reportQuerySchema.parse({
      dateRange: '2026-01-01,2026-01-31',
      page: '2',
      size: '20',
    });
    expect(q).toMatchObject({ dateRange: ['2026-01-01', '2026-01-31'], page: 2, size: 20 });
    expect(reportQuerySchema.safeParse({ size: '501' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });
});

describe('retention (the drop-off funnel)', () => {
  const funnel: DropOffStep[] = [
    { stepId: 'a', stepIndex: 0, title: 'A', reached: 40, finished: 36 },
    { stepId: 'b', stepIndex: 1, title: 'B', reached: 30, finished: 20 },
    { stepId: 'c', stepIndex: 2, title: 'C', reached: 10, finished: 10 },
  ];
  it('is the share of the first step\u2019s viewers who reached a step', () => {
    expect(retention(funnel, 0)).toBe(1);
    expect(retention(funnel, 1)).toBe(0.75);
    expect(retention(funnel, 2)).toBe(0.25);
    expect(retention(funnel, 3)).toBe(0);
  });
  it('is 0 without viewers', () => {
    expect(retention([], 0)).toBe(0);
    expect(retention([{ ...funnel[0]!, reached: 0 }], 0)).toBe(0);
  });
});
