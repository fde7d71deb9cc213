// Analytics (issue 25; 002 §2 analytics routes and header rules, §3 analytics state, §5 analytics
// validation, §7 analytics calls, §8 analytics errors, §9 constants; 000 §4 the report menu).
// Zod-free rules shared by the server and the portal; wire schemas in analytics.schema.ts.

import type { PlayedInterval, TrackingRecord } from './tracking.js';
import { stepCounts } from './tracking.js';

/** 002 §9: the default workspace filter is 'All', labelled 'All Workspaces'. */
export const ANALYTICS_ALL_WORKSPACES = 'All';
export const ANALYTICS_ALL_WORKSPACES_LABEL = 'All Workspaces';
/** 002 §9: the default date range is 3 months (ending today). */
export const ANALYTICS_DEFAULT_RANGE_MONTHS = 3;
/** 002 §9: debounces of the header (filter typing 250 ms, range and workspace changes 500 ms). */
export const ANALYTICS_DEBOUNCE_MS = { short: 250, long: 500 } as const;
/** 000 §9 / 002 §9: analytics and workspace list default page size. */
export const ANALYTICS_PAGE_SIZE = 500;
/** Issue 25: the configurable reports page 20 / 50 / 100 rows. */
export const ADVANCED_REPORT_PAGE_SIZES = [20, 50, 100] as const;
/** Ours: the widest date range a report reads (two years), so one call stays bounded. */
export const ANALYTICS_MAX_RANGE_DAYS = 731;
/**
 * Ours (the spec does not define "finished a step"): a viewer finished a step when their played
 * time in it reached 90% of its length, the share 002 §9 uses for e-learning completion.
 */
export const STEP_FINISHED_SHARE = 0.9;
/**
 * Ours: a viewing session completed the workflow when it holds every step of it (so the
 * workflow's length is known) and its played time reached 90% of that length.
 */
export const VIEW_COMPLETED_SHARE = 0.9;

/** 002 §8: the header's error labels and messages. */
export const ANALYTICS_ERRORS = {
  workspaceLoad: 'Failed to load workspace data',
  dateRange: 'Date range must be exactly two dates, the first not after the second',
  export: 'Export operation failed',
  initialisation: 'Failed to initialise the report',
  reportName: 'Unknown report name',
} as const;

/**
 * Every report of the analytics area by its name (the route segment under /analytics; the
 * portal's active report name, 002 §3). Configurable ones use the grid; the rest are legacy.
 */
export const CONFIGURABLE_REPORTS = ['content-analysis', 'skills-analysis'] as const;
export type ConfigurableReport = (typeof CONFIGURABLE_REPORTS)[number];
export const LEGACY_REPORTS = [
  'main',
  'workspaces',
  'workflows',
  'workflows/detail',
  'workflows/trend',
  'mm-sops/detail',
  'mm-sops/trend',
  'skills/performance',
  'quiz/performance',
  'quiz',
  'users',
] as const;
export type LegacyReport = (typeof LEGACY_REPORTS)[number];
export const REPORT_NAMES = [...CONFIGURABLE_REPORTS, ...LEGACY_REPORTS] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
/** 000 §2: /analytics opens content analysis. */
export const DEFAULT_REPORT: ReportName = 'content-analysis';

export function isReportName(name: string): name is ReportName {
  return (REPORT_NAMES as readonly string[]).includes(name);
}

/** The reports whose export the server runs (POST /v1/analytics/exports `report`). */
export const EXPORTABLE_REPORTS = [
  'content-analysis',
  'skills-analysis',
  'workflows',
  'workflows/detail',
  'mm-sops/detail',
  'users',
  'workspaces',
  'skills/performance',
  'quiz/performance',
] as const;
export type ExportableReport = (typeof EXPORTABLE_REPORTS)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The report menu (000 §4): two collapsible sections; skills and quiz entries only when on. */
export interface ReportMenuSection {
  id: 'configurable' | 'legacy';
  reports: ReportName[];
}
export function reportMenu(enabled: { skills: boolean; quiz: boolean }): ReportMenuSection[] {
  const configurable: ReportName[] = ['content-analysis'];
  if (enabled.skills) configurable.push('skills-analysis');
  const legacy: ReportName[] = [
    'main',
    'workspaces',
    'workflows/trend',
    'workflows/detail',
    'workflows',
    'mm-sops/trend',
    'mm-sops/detail',
  ];
  if (enabled.skills) legacy.push('skills/performance');
  if (enabled.quiz) legacy.push('quiz/performance', 'quiz');
  legacy.push('users');
  return [
    { id: 'configurable', reports: configurable },
    { id: 'legacy', reports: legacy },
  ];
}

/** 002 §2: the header is hidden on the three detail routes. `path` is the portal's pathname. */
export function analyticsHeaderHidden(path: string): boolean {
  return /^\/analytics\/(user|workflow|quiz\/workflow)\/[^/]+\/?$/.test(path);
}

/** What the header shows for a report (002 §2 filter rules). */
export interface HeaderControls {
  dateRange: boolean;
  workspace: boolean;
  export: boolean;
}
export function headerControls(report: ReportName): HeaderControls {
  // Organisation, workspaces and users pages have no global filters; the configurable reports
  // filter in their grid (their export lives in the grid's toolbar).
  if (report === 'main' || report === 'workspaces' || report === 'users')
    return { dateRange: false, workspace: false, export: report !== 'main' };
  if (report === 'content-analysis' || report === 'skills-analysis')
    return { dateRange: true, workspace: true, export: false };
  // The quiz page hides the date filter and export button but keeps the workspace filter.
  if (report === 'quiz') return { dateRange: false, workspace: true, export: false };
  return {
    dateRange: true,
    workspace: true,
    export: (EXPORTABLE_REPORTS as readonly string[]).includes(report),
  };
}

/** A calendar date 'YYYY-MM-DD' (UTC). */
export type IsoDate = string;
export type DateRange = [from: IsoDate, to: IsoDate];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
export const isoDate = (at: Date): IsoDate => at.toISOString().slice(0, 10);

/** 002 §9: the default range, 3 months back to today (UTC days, both ends included). */
export function defaultDateRange(now: Date): DateRange {
  // The same day 3 months back, or that month's last day when it is shorter (31 May -> 28 Feb).
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - ANALYTICS_DEFAULT_RANGE_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const from = new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
  return [isoDate(from), isoDate(now)];
}

/**
 * 002 §5: a date range is valid only as exactly two dates (and, ours, in order and within
 * ANALYTICS_MAX_RANGE_DAYS). Answers the range, or null when it is not one.
 */
export function parseDateRange(values: readonly string[]): DateRange | null {
  if (values.length !== 2) return null;
  const [from, to] = values as [string, string];
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return null;
  if (daysBetween(from, to) > ANALYTICS_MAX_RANGE_DAYS) return null;
  return [from, to];
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day of a range, in order (trend charts fill the days without views with zero). */
export function daysOf([from, to]: DateRange): IsoDate[] {
  const out: IsoDate[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(isoDate(new Date(t)));
  return out;
}

/** One step of one viewing session, as analytics counts it. */
export interface StepFact {
  stepId: string;
  /** Position in the workflow as the player knew it (0-based). */
  stepIndex: number;
  /** The viewer played some of it (the step counts, 002 §4). */
  reached: boolean;
  /** Played time reached STEP_FINISHED_SHARE of the step's length. */
  finished: boolean;
  playedSeconds: number;
}

/** One viewing session (a tracking record) as analytics counts it. */
export interface ViewFact {
  recordId: string;
  workflowId: string;
  userId: string | null;
  isPublic: boolean;
  /** The UTC day the session started. */
  day: IsoDate;
  enteredAt: number;
  playedSeconds: number;
  durationSeconds: number;
  stepsTotal: number;
  stepsReached: number;
  stepsFinished: number;
  completed: boolean;
  steps: StepFact[];
}

/**
 * A tracking record's facts (the one place "reached", "finished" and "completed" are decided):
 * steps in the record's own order (`stepsArray`, then any other step it holds).
 */
export function viewFacts(record: TrackingRecord): ViewFact {
  const order = [...record.stepsArray];
  for (const id of Object.keys(record.steps)) if (!order.includes(id)) order.push(id);
  let duration = 0;
  let played = 0;
  const steps: StepFact[] = order.map((stepId, stepIndex) => {
    const step = record.steps[stepId];
    const length = step?.stepDuration ?? 0;
    duration += length;
    const counts = step ? stepCounts(step) : false;
    const playedSeconds = counts && step ? Math.min(step.playedDuration, length || Infinity) : 0;
    played += playedSeconds;
    return {
      stepId,
      stepIndex,
      reached: counts && playedSeconds > 0,
      finished: counts && length > 0 && playedSeconds >= STEP_FINISHED_SHARE * length,
      playedSeconds,
    };
  });
  return {
    recordId: record.id,
    workflowId: record.workflowId,
    userId: record.uid,
    isPublic: record.isPublic,
    day: isoDate(new Date(record.onEnter)),
    enteredAt: record.onEnter,
    playedSeconds: played,
    durationSeconds: duration,
    stepsTotal: order.length,
    stepsReached: steps.filter((s) => s.reached).length,
    stepsFinished: steps.filter((s) => s.finished).length,
    completed:
      duration > 0 &&
      order.every((id) => (record.steps[id]?.stepDuration ?? 0) > 0) &&
      played >= VIEW_COMPLETED_SHARE * duration,
    steps,
  };
}

/** The total of a step's intervals in seconds (for callers holding only the intervals). */
export function intervalsSeconds(intervals: readonly PlayedInterval[]): number {
  return intervals.reduce((sum, [a, b]) => sum + Math.max(0, b - a), 0) / 1000;
}

/** One bar of the drop-off funnel. */
export interface DropOffStep {
  stepId: string;
  stepIndex: number;
  title: string;
  reached: number;
  finished: number;
}
/** The share (0..1) of the first step's viewers who reached this step; 0 without viewers. */
export function retention(steps: readonly DropOffStep[], index: number): number {
  const first = steps[0]?.reached ?? 0;
  return first > 0 ? (steps[index]?.reached ?? 0) / first : 0;
}
