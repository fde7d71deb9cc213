// Times are seconds from the start of the video the transcript belongs to. The wire schemas are in
// transcription.schema.ts; these rules and types import no zod (the player's search uses them).

/** 001 §3 Video-editor model: a word with its own timing. */
export interface Word {
  word: string;
  startTime: number;
  endTime: number;
}

/** 001 §3: sentence, startTime, endTime, and words where the recogniser gave them. */
export interface Sentence {
  sentence: string;
  startTime: number;
  endTime: number;
  words?: Word[] | undefined;
}

type Timed = { startTime: number; endTime: number };

/** Ours: the most sentences a transcript holds, so one request stays a bounded amount of work. */
export const TRANSCRIPT_MAX_SENTENCES = 5000;
/** Ours: the longest sentence a transcript takes (a ceiling the server can enforce). */
export const SENTENCE_MAX_LENGTH = 5000;

/** 001 §5: invalid when any sentence is empty; times must be non-negative with end >= start. */
export function transcriptionIsValid(
  sentences: readonly (Timed & { sentence: string })[],
): boolean {
  return sentences.every(
    (s) =>
      s.sentence.trim() !== '' &&
      Number.isFinite(s.startTime) &&
      Number.isFinite(s.endTime) &&
      s.startTime >= 0 &&
      s.endTime >= s.startTime,
  );
}

/**
 * The sentences that start in [start, end). Steps tile the video, so each sentence lands in
 * exactly one step, even one a boundary cuts.
 */
export function sentencesInRange<T extends Timed>(
  sentences: readonly T[],
  start: number,
  end: number,
): T[] {
  return sentences.filter((s) => s.startTime >= start && s.startTime < end);
}

const roundMs = (t: number) => Math.round(t * 1000) / 1000;
const shift = <T extends Timed>(t: T, by: number): T => ({
  ...t,
  startTime: Math.max(0, roundMs(t.startTime - by)),
  endTime: Math.max(0, roundMs(t.endTime - by)),
});

/** Moves sentence (and word) times back by `offset`: a step's own video starts at zero. */
export function shiftSentences<T extends Sentence>(sentences: readonly T[], offset: number): T[] {
  return sentences.map((s) => {
    const moved = shift(s, offset);
    return s.words ? { ...moved, words: s.words.map((w) => shift(w, offset)) } : moved;
  });
}

// ---- Search within a workflow (002 §5) --------------------------------------------------------

export const SNIPPET_MATCH_LIMIT = 40;
export const SNIPPET_MATCH_LIMIT_DENSE = 20;
// 002 §5 names zh, ja-jp and th-th; the primary subtag also covers zh-tw, ja and th.
const DENSE_SCRIPT_LANGUAGES = ['zh', 'ja', 'th'];

export interface SearchSnippet {
  text: string;
  /** UTF-16 offsets of the match in `text`, for highlighting with slice(). */
  matchStart: number;
  matchEnd: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * 002 §5: a case-insensitive match in one transcript sentence. When the match starts past 40
 * characters (20 for zh, ja-jp, th-th) the front is cut to an ellipsis, keeping half that many
 * characters of context (from a word start when there is one). Null when there is no match.
 */
export function searchSnippet(
  sentence: string,
  query: string,
  languageCode: string,
): SearchSnippet | null {
  const needle = query.trim();
  const text = sentence.trim();
  if (needle === '') return null;
  const match = new RegExp(escapeRegExp(needle), 'iu').exec(text);
  if (!match) return null;
  const primary = languageCode.split('-')[0]?.toLowerCase() ?? '';
  const limit = DENSE_SCRIPT_LANGUAGES.includes(primary)
    ? SNIPPET_MATCH_LIMIT_DENSE
    : SNIPPET_MATCH_LIMIT;
  const before = [...text.slice(0, match.index)];
  if (before.length <= limit) {
    return { text, matchStart: match.index, matchEnd: match.index + match[0].length };
  }
  let kept = before.slice(before.length - limit / 2);
  const space = kept.findIndex((ch) => /\s/u.test(ch));
  if (space !== -1 && !/\s/u.test(before[before.length - kept.length - 1] ?? ' ')) {
    kept = kept.slice(space + 1);
  }
  const prefix = '…' + kept.join('').trimStart();
  return {
    text: prefix + text.slice(match.index),
    matchStart: prefix.length,
    matchEnd: prefix.length + match[0].length,
  };
}

// ---- Timestamps mm:ss.cc (001 §5) -------------------------------------------------------------

const TIMESTAMP = /^(\d{2,3}):([0-5]\d)\.(\d{2})$/;
const MAX_HUNDREDTHS = (999 * 60 + 59) * 100 + 99;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** 001 §5: mm:ss.cc, two or three digit minutes. Throws RangeError outside 0..999:59.99. */
export function formatTimestamp(seconds: number): string {
  const total = Math.round(seconds * 100);
  if (!Number.isFinite(seconds) || total < 0 || total > MAX_HUNDREDTHS) {
    throw new RangeError(`timestamp out of range: ${seconds}`);
  }
  const minutes = Math.floor(total / 6000);
  const secs = Math.floor(total / 100) % 60;
  return `${pad2(minutes)}:${pad2(secs)}.${pad2(total % 100)}`;
}

/** 001 §5: seconds for a well-formed mm:ss.cc (seconds under 60), otherwise null. */
export function parseTimestamp(text: string): number | null {
  const m = TIMESTAMP.exec(text.trim());
  if (!m) return null;
  const [, minutes, secs, hundredths] = m;
  return (Number(minutes) * 6000 + Number(secs) * 100 + Number(hundredths)) / 100;
}

/** 001 §5: a range must have positive length (and lie on the timeline). */
export function validRange(start: number, end: number): boolean {
  return Number.isFinite(start) && Number.isFinite(end) && start >= 0 && end > start;
}
