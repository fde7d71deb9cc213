/**
 * Automatic segmentation: where a captured video is cut into steps. Pure; the signals come from
 * the media pipeline (scene changes and silences from ffmpeg, sentences from speech-to-text).
 *
 * Rules, in the order they apply:
 * 1. Every scene change inside the video is a boundary: a new shot is the primary signal.
 * 2. With a transcript, a boundary inside a sentence moves to the nearest point that is not
 *    (a sentence's start or end, or the middle of a silence outside speech) when one lies within
 *    SNAP_WINDOW_SECONDS, so steps do not cut a sentence. Farther away, the scene change stays.
 * 3. A step longer than LONG_SPAN_SECONDS is split at pauses: silences of at least
 *    LONG_SILENCE_SECONDS, and gaps that long between sentences, cut at their middle and never
 *    inside a sentence. The longest pause goes first (on a tie the one nearer the middle), and
 *    the two halves are split again while still too long and a pause is left.
 * 4. A step shorter than minStepSeconds merges into its shorter neighbour, shortest first.
 * 5. With maxSteps, the shortest step merges into its shorter neighbour until few enough remain.
 * No signals give one step. The steps always cover [0, duration] with no gaps.
 */

export const SNAP_WINDOW_SECONDS = 1.0;
export const LONG_SILENCE_SECONDS = 1.2;
export const LONG_SPAN_SECONDS = 60;
export const MIN_STEP_SECONDS = 4;

export interface TimeSpan {
  start: number;
  end: number;
}

export interface StepSpan {
  startTime: number;
  endTime: number;
}

export interface SegmentInput {
  duration: number;
  sceneChanges: readonly number[];
  silences: readonly TimeSpan[];
  sentences?: readonly StepSpan[];
  minStepSeconds?: number;
  maxSteps?: number;
}

const roundMs = (t: number) => Math.round(t * 1000) / 1000;
const validSpan = (s: TimeSpan) =>
  Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start;

interface Pause {
  at: number;
  length: number;
}

/** Step boundaries for a video; throws RangeError for a duration that is not a positive number. */
export function segmentSteps(input: SegmentInput): StepSpan[] {
  const { duration } = input;
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new RangeError(`duration must be a positive number of seconds: ${duration}`);
  }
  const minStep = input.minStepSeconds ?? MIN_STEP_SECONDS;
  const speech = (input.sentences ?? [])
    .map((s) => ({ start: s.startTime, end: s.endTime }))
    .filter(validSpan)
    .sort((a, b) => a.start - b.start);
  const silences = input.silences.filter(validSpan);
  const inSpeech = (t: number) => speech.some((s) => s.start < t && t < s.end);
  const inVideo = (t: number) => t > 0 && t < duration;

  // Rule 2: where a boundary may move to without cutting a sentence.
  const safePoints = [
    ...speech.flatMap((s) => [s.start, s.end]),
    ...silences.map((s) => (s.start + s.end) / 2),
  ].filter((t) => !inSpeech(t));
  const snap = (t: number): number => {
    if (!inSpeech(t)) return t;
    let best: number | undefined;
    for (const p of safePoints) {
      const d = Math.abs(p - t);
      if (d > SNAP_WINDOW_SECONDS) continue;
      const bestDistance = best === undefined ? Number.POSITIVE_INFINITY : Math.abs(best - t);
      // On a tie the later point wins, so the sentence ends in the step it began in.
      if (d < bestDistance || (d === bestDistance && p > (best ?? t))) best = p;
    }
    return best ?? t;
  };

  // Rule 1 and 2.
  let cuts = input.sceneChanges.filter(Number.isFinite).filter(inVideo).map(snap);

  // Rule 3.
  const gaps = speech.slice(1).map((s, i) => ({ start: speech[i]?.end ?? s.start, end: s.start }));
  const pauses: Pause[] = [...silences, ...gaps]
    .filter((p) => p.end - p.start >= LONG_SILENCE_SECONDS)
    .map((p) => ({ at: (p.start + p.end) / 2, length: p.end - p.start }))
    .filter((p) => inVideo(p.at) && !inSpeech(p.at));
  let points = withEnds(cuts, duration);
  cuts = [];
  for (let i = 0; i + 1 < points.length; i++) {
    cuts.push(...splitAtPauses(points[i] ?? 0, points[i + 1] ?? duration, pauses, minStep));
    if (i + 2 < points.length) cuts.push(points[i + 1] ?? duration);
  }
  points = withEnds(cuts, duration);

  // Rule 4 and 5.
  points = mergeWhile(points, (lengths) => shortestBelow(lengths, minStep));
  const maxSteps = Math.max(1, Math.floor(input.maxSteps ?? Number.POSITIVE_INFINITY));
  points = mergeWhile(points, (lengths) =>
    lengths.length > maxSteps ? shortestBelow(lengths, Number.POSITIVE_INFINITY) : -1,
  );

  return points.slice(1).map((end, i) => ({ startTime: points[i] ?? 0, endTime: end }));
}

function withEnds(cuts: readonly number[], duration: number): number[] {
  const inner = [...new Set(cuts.map(roundMs))].filter((t) => t > 0 && t < duration);
  return [0, ...inner.sort((a, b) => a - b), duration];
}

function splitAtPauses(
  start: number,
  end: number,
  pauses: readonly Pause[],
  minStep: number,
): number[] {
  if (end - start <= LONG_SPAN_SECONDS) return [];
  const middle = (start + end) / 2;
  let best: Pause | undefined;
  for (const p of pauses) {
    if (p.at - start < minStep || end - p.at < minStep) continue;
    const better =
      best === undefined ||
      p.length > best.length ||
      (p.length === best.length && Math.abs(p.at - middle) < Math.abs(best.at - middle));
    if (better) best = p;
  }
  if (best === undefined) return [];
  return [
    ...splitAtPauses(start, best.at, pauses, minStep),
    best.at,
    ...splitAtPauses(best.at, end, pauses, minStep),
  ];
}

/** Index of the shortest step shorter than `limit`, or -1. */
function shortestBelow(lengths: readonly number[], limit: number): number {
  let index = -1;
  lengths.forEach((length, i) => {
    if (length < limit && (index === -1 || length < (lengths[index] ?? 0))) index = i;
  });
  return index;
}

/** Merges the step `pick` chooses into its shorter neighbour until it chooses none. */
function mergeWhile(points: number[], pick: (lengths: number[]) => number): number[] {
  const p = [...points];
  while (p.length > 2) {
    const lengths = p.slice(1).map((end, i) => end - (p[i] ?? 0));
    const i = pick(lengths);
    if (i === -1) break;
    const before = lengths[i - 1] ?? Number.POSITIVE_INFINITY;
    const after = lengths[i + 1] ?? Number.POSITIVE_INFINITY;
    // Dropping the boundary on the left joins the previous step; on the right, the next one.
    p.splice(before <= after ? i : i + 1, 1);
  }
  return p;
}
