/** 002 §4 subtitle default and the cues a step's transcript gives. */

/**
 * The default subtitle language: the user's locale if the step has it, else one with the same
 * primary subtag (zh-tw for zh), else the workflow's language; null when none of these exists.
 */
export function defaultSubtitleLanguage(
  available: readonly string[],
  locale: string,
  workflowLanguage: string,
): string | null {
  const lower = (s: string) => s.toLowerCase();
  const primary = (s: string) => lower(s).split('-')[0];
  return (
    available.find((l) => lower(l) === lower(locale)) ??
    available.find((l) => primary(l) === primary(locale)) ??
    available.find((l) => lower(l) === lower(workflowLanguage)) ??
    null
  );
}

export interface Cue {
  text: string;
  /** Seconds from the step's start. */
  start: number;
  end: number;
}

/**
 * Cues from transcript sentences (sentence and startTime, relative to the step): each lasts
 * until the next one starts, the last until the step ends. Empty sentences are dropped.
 */
export function cuesFromSentences(
  sentences: readonly { sentence: string; startTime: number }[],
  stepDuration: number,
): Cue[] {
  const sorted = sentences
    .filter((s) => s.sentence.trim() !== '' && Number.isFinite(s.startTime))
    .slice()
    .sort((a, b) => a.startTime - b.startTime);
  return sorted.map((s, i) => ({
    text: s.sentence.trim(),
    start: s.startTime,
    end: Math.max(s.startTime, sorted[i + 1]?.startTime ?? stepDuration),
  }));
}

/** The cue showing at `time` (seconds into the step), or null. */
export function activeCue(cues: readonly Cue[], time: number): Cue | null {
  let lo = 0;
  let hi = cues.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const cue = cues[mid]!;
    if (time < cue.start) hi = mid - 1;
    else if (time >= cue.end) lo = mid + 1;
    else return cue;
  }
  return null;
}
