/**
 * The terms of one transcript sentence the offline quiz generator can ask about or swap: its
 * content words (core's summary tokeniser: Unicode words, English stop words dropped) and its
 * numbers, each with where it stands and what kind of word it is, so a distractor can be one of
 * the same kind (a number with the same unit, a noun for a noun, a plural for a plural).
 *
 * Scripts written without spaces (Chinese, Japanese, Thai) are where core's tokeniser gives
 * character pairs, which are no words to ask about; there the platform's word segmenter (ICU's
 * dictionaries, `Intl.Segmenter`) finds the words instead.
 */
import { summaryTokens } from '@stepwise/core';
import { NUMBER_WORDS } from '../retrieval/numbers.js';
import { wordRoles, type WordRole } from './word-roles.js';

export interface SentenceTerm {
  /** As written in the sentence. */
  surface: string;
  /** Lower-cased: how terms are compared. */
  key: string;
  /** Offset of `surface` in the sentence. */
  index: number;
  /** The sentence's first word: never blanked or swapped (its capital would give it away). */
  initial: boolean;
  /** A number, written in digits or (English) as a word; null for a word. */
  number: 'digits' | 'word' | null;
  /** The word after a number ("8 hours" -> "hours"), '' when none. */
  unit: string;
  /** Noun, modifier, verb or function word, as far as the words around it tell (word-roles.ts). */
  role: WordRole;
  /** English word ending class (plural, -ing, -ed, -ly), '' elsewhere: same-kind swaps. */
  shape: string;
}

const UNSPACED_SCRIPTS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}';
const UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS}]`, 'u');
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
// Digits not glued to letters ("C3" is a name, read as a word), with decimals ("2.5", "2,5");
// in scripts without spaces a number touches its words ("180バール") and still counts.
const SPACED_LETTER = `(?![${UNSPACED_SCRIPTS}])\\p{L}`;
const DIGITS = new RegExp(
  `(?<!\\p{N}|${SPACED_LETTER})\\p{Nd}+(?:[.,]\\p{Nd}+)*(?!\\p{N}|${SPACED_LETTER})`,
  'gu',
);
// The word right after a number: its unit.
const NEXT_WORD = /^\s*(%|[\p{L}\p{M}]+)/u;

export const primaryLanguage = (languageCode: string) =>
  languageCode.toLowerCase().split(/[-_]/u)[0] ?? '';

const ENGLISH_NUMBER_WORDS = new Set(NUMBER_WORDS.filter((w) => w !== 'one'));
// "one" is more often a pronoun ("the new one") than a count, so it is never asked about.
const NUMBER_WORD_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...ENGLISH_NUMBER_WORDS].join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

function englishShape(key: string): string {
  if (/ly$/u.test(key)) return 'ly';
  if (/ing$/u.test(key)) return 'ing';
  if (/ed$/u.test(key)) return 'ed';
  if (/[^s]s$/u.test(key)) return 'plural';
  return '';
}

/** Every term of the sentence, in order of appearance. */
export function sentenceTerms(text: string, languageCode: string): SentenceTerm[] {
  const language = primaryLanguage(languageCode);
  const english = language === 'en';
  const found: { surface: string; index: number; number: SentenceTerm['number'] }[] = [];
  const taken = (index: number, length: number) =>
    found.some((f) => index < f.index + f.surface.length && f.index < index + length);

  if (UNSPACED.test(text)) {
    for (const w of unspacedWords(text, languageCode, language === 'ja')) {
      if ([...w.surface].length >= 2) found.push({ ...w, number: null });
    }
  }
  let cursor = 0;
  for (const token of summaryTokens(text)) {
    if (UNSPACED.test(token.term)) continue;
    const index = locate(text, token.surface, cursor);
    if (index < 0) continue;
    cursor = index + token.surface.length;
    const isNumberWord = english && ENGLISH_NUMBER_WORDS.has(token.term);
    found.push({ surface: token.surface, index, number: isNumberWord ? 'word' : null });
  }
  const numbers = english ? [DIGITS, NUMBER_WORD_PATTERN] : [DIGITS];
  for (const pattern of numbers) {
    for (const m of text.matchAll(pattern)) {
      if (taken(m.index, m[0].length)) continue;
      found.push({ surface: m[0], index: m.index, number: pattern === DIGITS ? 'digits' : 'word' });
    }
  }
  found.sort((a, b) => a.index - b.index);

  const firstWord = text.search(WORD_CHAR);
  const roles = wordRoles(
    text,
    language,
    found.map((f) => ({ ...f, number: f.number !== null })),
    firstWord,
  );
  return found.map((f, i) => {
    const key = f.surface.toLowerCase();
    const after = f.number ? NEXT_WORD.exec(text.slice(f.index + f.surface.length)) : null;
    return {
      surface: f.surface,
      key,
      index: f.index,
      initial: f.index === firstWord,
      number: f.number,
      unit: after?.[1]?.toLowerCase() ?? '',
      role: roles[i]!,
      shape: english && !f.number ? englishShape(key) : '',
    };
  });
}

/** `surface` at or after `from`, as a whole word (not inside a longer one). */
function locate(text: string, surface: string, from: number): number {
  for (let i = text.indexOf(surface, from); i >= 0; i = text.indexOf(surface, i + 1)) {
    const prev = text[i - 1];
    const next = text[i + surface.length];
    if ((!prev || !WORD_CHAR.test(prev)) && (!next || !WORD_CHAR.test(next))) return i;
  }
  return -1;
}

// Japanese compounds of kanji and katakana ("圧力計", "メインスイッチ") come out of the segmenter
// in pieces; joined again they are the nouns a question is about.
const COMPOUND_PART = /^[\p{Script=Han}\p{Script=Katakana}ー]+$/u;

/** The words of a text in a script without spaces, by the platform's segmenter. */
function unspacedWords(
  text: string,
  languageCode: string,
  joinCompounds: boolean,
): { surface: string; index: number }[] {
  const out: { surface: string; index: number }[] = [];
  for (const s of segmenter(languageCode).segment(text)) {
    if (!s.isWordLike || !UNSPACED.test(s.segment)) continue;
    const last = out.at(-1);
    if (
      joinCompounds &&
      last &&
      last.index + last.surface.length === s.index &&
      COMPOUND_PART.test(last.surface) &&
      COMPOUND_PART.test(s.segment)
    ) {
      last.surface += s.segment;
    } else {
      out.push({ surface: s.segment, index: s.index });
    }
  }
  return out;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(languageCode: string): Intl.Segmenter {
  let s = segmenters.get(languageCode);
  if (!s) {
    try {
      s = new Intl.Segmenter(languageCode || undefined, { granularity: 'word' });
    } catch {
      // A language tag the platform does not know: its default word rules still split words.
      s = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(languageCode, s);
  }
  return s;
}
