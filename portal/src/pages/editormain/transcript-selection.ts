/**
 * The transcript editor's selections (issue 21 text-based cutting), free of React: which
 * sentences or words are ticked, and the delete segments that cut them from the video. A cut is
 * core's `delete` with target 'text'; the spans come latest first, so each segment applies to
 * the timeline times it was computed on (an earlier cut would move everything after it).
 */
import { spansOfSentences, type EditSegment, type TimelineSentence } from '@stepwise/core';

/** A word of a sentence, named `${sentenceKey}#${index}`. */
export const wordId = (sentenceKey: string, index: number) => `${sentenceKey}#${index}`;

/**
 * Ticks or unticks `key`; with shift, every sentence from the last clicked one (the anchor) to
 * `key` takes the clicked one's new state, as file lists do.
 */
export function toggleRange(
  order: readonly string[],
  selected: ReadonlySet<string>,
  key: string,
  anchor: string | null,
  shift: boolean,
): Set<string> {
  const next = new Set(selected);
  const on = !selected.has(key);
  const from = anchor === null ? -1 : order.indexOf(anchor);
  const to = order.indexOf(key);
  const range =
    shift && from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [key];
  for (const k of range) {
    if (on) next.add(k);
    else next.delete(k);
  }
  return next;
}

/** Merges touching spans and orders them latest first. */
function latestFirst(spans: { start: number; end: number }[]): { start: number; end: number }[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const s of sorted) {
    const last = merged.at(-1);
    if (last && s.start <= last.end + 1e-6) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged.reverse();
}

/** The timeline spans of the ticked words (by wordId), merged where they touch, latest first. */
export function spansOfWords(
  sentences: readonly TimelineSentence[],
  words: ReadonlySet<string>,
): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const s of sentences) {
    s.words?.forEach((w, i) => {
      if (words.has(wordId(s.key, i))) spans.push({ start: w.startTime, end: w.endTime });
    });
  }
  return latestFirst(spans);
}

/** The delete segments that cut the ticked sentences and words out of the video. */
export function textCutSegments(
  sentences: readonly TimelineSentence[],
  sentenceKeys: ReadonlySet<string>,
  words: ReadonlySet<string>,
): EditSegment[] {
  const spans = latestFirst([
    ...spansOfSentences(sentences, sentenceKeys),
    ...spansOfWords(sentences, words),
  ]);
  return spans.map((s) => ({ type: 'delete', start: s.start, end: s.end, target: 'text' }));
}

/** The seconds the ticked sentences and words take (what the cut removes). */
export function cutLength(segments: readonly EditSegment[]): number {
  return segments.reduce(
    (sum, s) => (s.type === 'delete' && 'start' in s ? sum + s.end - s.start : sum),
    0,
  );
}

/** Key terms are kept unique, case-insensitively, in the order they were added. */
export function addTerm(terms: readonly string[], term: string): string[] {
  const lower = term.toLocaleLowerCase();
  return terms.some((t) => t.toLocaleLowerCase() === lower) ? [...terms] : [...terms, term];
}
