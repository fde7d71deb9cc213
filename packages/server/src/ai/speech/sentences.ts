import type { Sentence, Word } from '@stepwise/core';

/** A recogniser's segment: seconds from the start of the audio. */
export interface TimedSegment {
  start: number;
  end: number;
  text: string;
}

/** A recogniser's word: seconds from the start of the audio. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

// A sentence ends at . ! ? (and their CJK forms, and …), with any closing quotes or brackets,
// followed by whitespace or the end of the text. CJK full stops need no space after them.
const SENTENCE_PIECE = /[^]*?(?:[.!?…]+["'”’)\]]*(?=\s|$)|[。！？]+["'”’)\]」』]*|$)/gu;
const ENDS_SENTENCE = /(?:[.!?…]+["'”’)\]]*|[。！？]+["'”’)\]」』]*)$/u;

const ms = (t: number) => Math.max(0, Math.round(t * 1000) / 1000);
const collapse = (s: string) => s.replace(/\s+/gu, ' ').trim();
/** Letters and digits only, lower case: what lets word lists line up with punctuated text. */
const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Splits text into sentence pieces on sentence punctuation; the last piece may lack it. */
export function splitSentences(text: string): string[] {
  const pieces = text.match(SENTENCE_PIECE) ?? [];
  return pieces.map(collapse).filter((p) => p !== '');
}

function toWord(w: TimedWord): Word | null {
  const word = w.word.trim();
  if (word === '') return null;
  const startTime = ms(w.start);
  return { word, startTime, endTime: Math.max(startTime, ms(w.end)) };
}

function makeSentence(text: string, start: number, end: number, words: Word[]): Sentence | null {
  const sentence = collapse(text);
  if (sentence === '') return null;
  const startTime = ms(words[0]?.startTime ?? start);
  const endTime = Math.max(startTime, ms(words.at(-1)?.endTime ?? end));
  return words.length > 0
    ? { sentence, startTime, endTime, words }
    : { sentence, startTime, endTime };
}

/** Index of the segment a word belongs to: the one holding its midpoint, else the nearest. */
function segmentOf(word: TimedWord, segments: readonly TimedSegment[]): number {
  const mid = (word.start + word.end) / 2;
  let best = 0;
  let bestDistance = Infinity;
  segments.forEach((s, i) => {
    const distance = mid < s.start ? s.start - mid : mid > s.end ? mid - s.end : 0;
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * Hands the segment's words, in order, to its sentence pieces: a piece takes words while their
 * letters still fit in its letters (the words of the OpenAI protocol carry no punctuation).
 */
function alignWords(pieces: readonly string[], words: readonly Word[]): Word[][] {
  const out: Word[][] = pieces.map(() => []);
  let next = 0;
  pieces.forEach((piece, i) => {
    const budget = bare(piece).length;
    let used = 0;
    while (next < words.length) {
      const len = bare(words[next]!.word).length;
      const last = i === pieces.length - 1;
      if (!last && used > 0 && used + len > budget) break;
      out[i]!.push(words[next]!);
      used += len;
      next += 1;
      if (!last && used >= budget) break;
    }
  });
  return out;
}

/**
 * Recogniser segments (and word timings, when given) to transcript sentences. A segment may hold
 * several sentences; a sentence crosses into the next segment only when its segment ends without
 * sentence punctuation. Without word timings a segment's time is shared by character count.
 * Text is only ever taken from the recogniser: nothing is made up, empty sentences are dropped.
 */
export function segmentsToSentences(
  segments: readonly TimedSegment[],
  words: readonly TimedWord[] = [],
): Sentence[] {
  const ordered = [...segments].sort((a, b) => a.start - b.start);
  const wordsBySegment: Word[][] = ordered.map(() => []);
  for (const w of [...words].sort((a, b) => a.start - b.start)) {
    const word = toWord(w);
    if (word && ordered.length > 0) wordsBySegment[segmentOf(w, ordered)]!.push(word);
  }

  const sentences: Sentence[] = [];
  type Open = { text: string; start: number; end: number; words: Word[] };
  let carry: Open | null = null;
  const push = (s: Sentence | null) => {
    if (s) sentences.push(s);
  };

  ordered.forEach((segment, si) => {
    const pieces = splitSentences(segment.text);
    if (pieces.length === 0) return;
    const assigned = alignWords(pieces, wordsBySegment[si]!);
    const totalChars = pieces.reduce((n, p) => n + p.length, 0);
    let cursor = segment.start;
    pieces.forEach((piece, pi) => {
      const last = pi === pieces.length - 1;
      const share = ((segment.end - segment.start) * piece.length) / Math.max(1, totalChars);
      const start = cursor;
      const end = last ? segment.end : cursor + share;
      cursor = end;
      const merged = carry
        ? { text: `${carry.text} ${piece}`, start: carry.start, end, words: [...carry.words] }
        : { text: piece, start, end, words: [] as Word[] };
      merged.words.push(...assigned[pi]!);
      carry = null;
      if (last && !ENDS_SENTENCE.test(piece)) {
        carry = merged; // the sentence goes on in the next segment
        return;
      }
      push(makeSentence(merged.text, merged.start, end, merged.words));
    });
  });
  // Only segments with no text followed the last open sentence: it ends where it was heard.
  const rest = carry as Open | null;
  if (rest) push(makeSentence(rest.text, rest.start, rest.end, rest.words));
  return sentences;
}

/**
 * Words that carry their own punctuation (whisper.cpp, one word per segment) to sentences: a
 * sentence ends after a word ending in sentence punctuation.
 */
export function punctuatedWordsToSentences(words: readonly TimedWord[]): Sentence[] {
  const sentences: Sentence[] = [];
  let text = '';
  let group: Word[] = [];
  const flush = () => {
    const s = makeSentence(text, group[0]?.startTime ?? 0, group.at(-1)?.endTime ?? 0, group);
    if (s) sentences.push(s);
    text = '';
    group = [];
  };
  for (const w of words) {
    const word = toWord(w);
    if (!word) continue;
    text += w.word;
    group.push(word);
    if (ENDS_SENTENCE.test(word.word)) flush();
  }
  flush();
  return sentences;
}
