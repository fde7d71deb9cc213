// E-learning (SCORM / LMS) progress rules (002 §4, §7, §9): what a package writes to the course
// host every 3 s — the location, watched time, suspend data, session time and completion. Zod-free:
// the LMS adapter runs in the launch page's script, where every kilobyte counts.
//
// Units: times are media seconds. A watched interval is [start, end] on the workflow timeline
// (seconds from the start of the workflow); `videoTime` in the location is the time within the
// location's step, as the player reports `stepTime`.

/** 002 §9: a learner has completed a workflow after watching 90% of its total duration. */
export const ELEARNING_COMPLETION_RATIO = 0.9;
/** 002 §9: the course host is written every 3 s. */
export const ELEARNING_RECORD_INTERVAL_MS = 3_000;
/** 002 §9: a new learner sees the welcome message for 2 s. */
export const ELEARNING_WELCOME_MS = 2_000;

export type ScormStandard = '1.2' | '2004';

/**
 * Data-model limits of each standard (SCORM 1.2 RTE 3.4: `cmi.suspend_data` CMIString4096,
 * `cmi.core.lesson_location` CMIString255; SCORM 2004 4th ed. RTE 4.2: `cmi.suspend_data`
 * characterstring SPM 64000, `cmi.location` SPM 1000).
 */
export const SCORM_LIMITS = {
  '1.2': { suspendData: 4_096, location: 255 },
  '2004': { suspendData: 64_000, location: 1_000 },
} as const satisfies Record<ScormStandard, { suspendData: number; location: number }>;

/** [start, end] in workflow seconds, end > start. */
export type WatchedInterval = [start: number, end: number];

export interface ElearningLocation {
  stepId: string;
  /** Seconds within the step. */
  videoTime: number;
}

/** What the suspend data carries from one session to the next. */
export interface ElearningProgress {
  /** Where the learner was; also written as the location. */
  location: ElearningLocation | null;
  /** Exact seconds watched (never more than the union of `watched`). */
  watchedTime: number;
  /** Merged, sorted; may cover more than `watchedTime` (tenth-second rounding, coarsening). */
  watched: WatchedInterval[];
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function nonNegativeNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** `stepId=..&videoTime=..` (002 §7); the step id is URI-encoded, the time has 2 decimals. */
export function formatLocation(location: ElearningLocation): string {
  const time = round2(Math.max(0, location.videoTime));
  return `stepId=${encodeURIComponent(location.stepId)}&videoTime=${time}`;
}

/** Parses a location written by `formatLocation`; anything else (or a bad value) gives null. */
export function parseLocation(value: string | null | undefined): ElearningLocation | null {
  if (!value) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(value);
  } catch {
    return null;
  }
  const stepId = params.get('stepId');
  const videoTime = nonNegativeNumber(params.get('videoTime'));
  if (!stepId || videoTime === null) return null;
  return { stepId, videoTime };
}

/** `watchedTime=..` (002 §7), seconds with 2 decimals. */
export function formatWatchedTime(seconds: number): string {
  return `watchedTime=${round2(Math.max(0, seconds))}`;
}

export function parseWatchedTime(value: string | null | undefined): number | null {
  if (!value) return null;
  try {
    return nonNegativeNumber(new URLSearchParams(value).get('watchedTime'));
  } catch {
    return null;
  }
}

/** Sorted, non-overlapping intervals; touching ones join, empty or invalid ones go. */
export function mergeIntervals(intervals: readonly WatchedInterval[]): WatchedInterval[] {
  const valid = intervals
    .filter(([s, e]) => Number.isFinite(s) && Number.isFinite(e) && e > s)
    .map(([s, e]): WatchedInterval => [Math.max(0, s), e])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const out: WatchedInterval[] = [];
  for (const [s, e] of valid) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

export function addInterval(
  intervals: readonly WatchedInterval[],
  interval: WatchedInterval,
): WatchedInterval[] {
  return mergeIntervals([...intervals, interval]);
}

/** Seconds covered by the union of `intervals`. */
export function coveredSeconds(intervals: readonly WatchedInterval[]): number {
  return mergeIntervals(intervals).reduce((sum, [s, e]) => sum + (e - s), 0);
}

/** 002 §9: completed once 90% of the total duration has been watched; never for duration 0. */
export function isElearningComplete(watchedTime: number, totalDuration: number): boolean {
  return totalDuration > 0 && watchedTime >= ELEARNING_COMPLETION_RATIO * totalDuration;
}

/** SCORM 2004 `cmi.progress_measure`: watched share of the duration, 0..1, 4 decimals. */
export function progressMeasure(watchedTime: number, totalDuration: number): number {
  if (!(totalDuration > 0)) return 0;
  return Math.min(1, Math.floor((watchedTime / totalDuration) * 10_000) / 10_000);
}

/** SCORM 1.2 CMITimespan `HHHH:MM:SS.SS` (hours capped at 9999). */
export function formatScorm12Time(ms: number): string {
  const centis = Math.min(Math.max(0, Math.round(ms / 10)), (10_000 * 3600 - 1) * 100 + 99);
  const h = Math.floor(centis / 360_000);
  const m = Math.floor((centis % 360_000) / 6_000);
  const s = Math.floor((centis % 6_000) / 100);
  const c = centis % 100;
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(h, 4)}:${pad(m, 2)}:${pad(s, 2)}.${pad(c, 2)}`;
}

/** SCORM 2004 timeinterval: an ISO 8601 duration like `PT1H2M3.45S` (centisecond precision). */
export function formatScorm2004Time(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(centis / 360_000);
  const m = Math.floor((centis % 360_000) / 6_000);
  const s = (centis % 6_000) / 100;
  let out = 'PT';
  if (h) out += `${h}H`;
  if (m) out += `${m}M`;
  if (s || (!h && !m)) out += `${s}S`;
  return out;
}

export function formatSessionTime(standard: ScormStandard, ms: number): string {
  return standard === '1.2' ? formatScorm12Time(ms) : formatScorm2004Time(ms);
}

// Suspend data: `stepId=..&videoTime=..&watchedTime=..&watched=..`. The intervals are integer
// tenths of a second (widened to whole tenths), delta-coded (gap since the previous end, then length) in base 36, pairs
// joined by `_`: a 100-step workflow watched in a few hundred pieces stays near 2 KB.

const TENTHS = 10;

function encodeIntervals(intervals: readonly WatchedInterval[]): string {
  const parts: string[] = [];
  let prevEnd = 0;
  for (const [s, e] of intervals) {
    // Widen to whole tenths (start down, end up): the intervals only decide what new viewing
    // adds to the exact `watchedTime`, so covering a little more can only undercount.
    const start = Math.max(prevEnd, Math.floor(s * TENTHS + 1e-6));
    const end = Math.ceil(e * TENTHS - 1e-6);
    if (end <= start) continue;
    parts.push(`${(start - prevEnd).toString(36)}-${(end - start).toString(36)}`);
    prevEnd = end;
  }
  return parts.join('_');
}

function decodeIntervals(value: string | null): WatchedInterval[] {
  if (!value) return [];
  const out: WatchedInterval[] = [];
  let prevEnd = 0;
  for (const part of value.split('_')) {
    const match = /^([0-9a-z]{1,8})-([0-9a-z]{1,8})$/.exec(part);
    if (!match) return [];
    const start = prevEnd + parseInt(match[1]!, 36);
    const end = start + parseInt(match[2]!, 36);
    out.push([start / TENTHS, end / TENTHS]);
    prevEnd = end;
  }
  return mergeIntervals(out);
}

function encodeWith(progress: ElearningProgress, intervals: readonly WatchedInterval[]): string {
  const head = progress.location ? `${formatLocation(progress.location)}&` : '';
  return `${head}${formatWatchedTime(progress.watchedTime)}&watched=${encodeIntervals(intervals)}`;
}

/** Joins the `merges` closest neighbours (smallest gaps first). */
function coarsen(intervals: readonly WatchedInterval[], merges: number): WatchedInterval[] {
  const gaps = intervals
    .slice(1)
    .map((iv, i) => ({ i, gap: iv[0] - intervals[i]![1] }))
    .sort((a, b) => a.gap - b.gap || a.i - b.i)
    .slice(0, merges);
  const joinAfter = new Set(gaps.map((g) => g.i));
  const out: WatchedInterval[] = [];
  intervals.forEach(([s, e], i) => {
    const last = out[out.length - 1];
    if (last && joinAfter.has(i - 1)) last[1] = e;
    else out.push([s, e]);
  });
  return out;
}

/**
 * The suspend data for `progress`, always within `limit` characters. When the intervals do not
 * fit, the closest ones are merged (the fewest merges that fit) rather than the string cut: the
 * watched time stays exact, so a coarser interval list can make the next session undercount a
 * re-watched gap but never count unwatched time.
 */
export function encodeProgress(progress: ElearningProgress, limit: number): string {
  const intervals = mergeIntervals(progress.watched);
  // A location that takes half the room (a step id near the 1.2 limit) stays out: the location
  // element has it, and the watched progress matters more.
  const fitting =
    progress.location && formatLocation(progress.location).length > limit / 2
      ? { ...progress, location: null }
      : progress;
  const full = encodeWith(fitting, intervals);
  if (full.length <= limit) return full;
  const most = Math.max(0, intervals.length - 1);
  let lo = 1;
  let hi = most;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (encodeWith(fitting, coarsen(intervals, mid)).length <= limit) hi = mid;
    else lo = mid + 1;
  }
  // Lengths shrink with merges almost monotonically (a longer merged length can add a digit).
  let encoded = encodeWith(fitting, coarsen(intervals, lo));
  while (encoded.length > limit && lo < most)
    encoded = encodeWith(fitting, coarsen(intervals, ++lo));
  return encoded;
}

/** Reads suspend data back; unreadable parts come back empty, never as an exception. */
export function decodeProgress(value: string | null | undefined): ElearningProgress {
  const empty: ElearningProgress = { location: null, watchedTime: 0, watched: [] };
  if (!value) return empty;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(value);
  } catch {
    return empty;
  }
  const watched = decodeIntervals(params.get('watched'));
  const watchedTime = Math.min(
    nonNegativeNumber(params.get('watchedTime')) ?? 0,
    coveredSeconds(watched),
  );
  return { location: parseLocation(value), watchedTime, watched };
}
