/**
 * Key terms of a transcript (001 §5): only for a fixed list of 21 languages; a selection is
 * refused when it holds punctuation, has more than 10 words, starts or ends with whitespace, or
 * (outside CJK) does not start and end on a word boundary. The spec does not show the 21 codes:
 * ours are the languages the speech providers we use transcribe best.
 */
export const KEY_TERM_LANGUAGES = [
  'en',
  'zh',
  'zh-tw',
  'es',
  'ja',
  'de',
  'pt',
  'fr',
  'th',
  'ru',
  'ko',
  'it',
  'ar',
  'id',
  'nl',
  'pl',
  'tr',
  'vi',
  'sv',
  'hi',
  'uk',
] as const;

export const KEY_TERM_MAX_WORDS = 10;
/** Ours: the most key terms one workflow keeps. */
export const KEY_TERMS_MAX = 200;

const CJK = new Set(['zh', 'zh-tw', 'ja', 'ko']);

/** The base language of a locale code as the key-term list names it ('en-us' -> 'en'). */
function baseLanguage(languageCode: string): string {
  const code = languageCode.toLowerCase();
  if (code === 'zh-tw' || code === 'zh-hk') return 'zh-tw';
  return code.split(/[-_]/)[0]!;
}

export function keyTermsAvailable(languageCode: string): boolean {
  return (KEY_TERM_LANGUAGES as readonly string[]).includes(baseLanguage(languageCode));
}

export function isCjkLanguage(languageCode: string): boolean {
  return CJK.has(baseLanguage(languageCode));
}

export const KeyTermProblem = {
  empty: 'Select a word or a few words.',
  punctuation: 'A key term cannot contain punctuation.',
  tooManyWords: `A key term has at most ${KEY_TERM_MAX_WORDS} words.`,
  edgeWhitespace: 'A key term cannot start or end with a space.',
  wordBoundary: 'Select whole words.',
  language: 'Key terms are not available for this language.',
} as const;
export type KeyTermProblemKey = keyof typeof KeyTermProblem;

const wordChar = /[\p{L}\p{N}\p{M}]/u;

/**
 * Why the selection [start, end) of `text` cannot be a key term, or null when it can.
 */
export function keyTermSelectionProblem(
  text: string,
  start: number,
  end: number,
  languageCode: string,
): KeyTermProblemKey | null {
  if (!keyTermsAvailable(languageCode)) return 'language';
  const selected = text.slice(start, end);
  if (selected.trim() === '') return 'empty';
  if (selected !== selected.trim()) return 'edgeWhitespace';
  if (/\p{P}/u.test(selected)) return 'punctuation';
  if (!isCjkLanguage(languageCode)) {
    if (selected.split(/\s+/u).length > KEY_TERM_MAX_WORDS) return 'tooManyWords';
    const before = text[start - 1];
    const after = text[end];
    if (
      (before !== undefined && wordChar.test(before)) ||
      (after !== undefined && wordChar.test(after))
    ) {
      return 'wordBoundary';
    }
  } else if ([...selected].length > KEY_TERM_MAX_WORDS * 4) {
    // No spaces to count words by: ten words of about four characters.
    return 'tooManyWords';
  }
  return null;
}
