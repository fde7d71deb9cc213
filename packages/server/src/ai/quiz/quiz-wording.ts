/**
 * The words the offline quiz generator adds around the transcript's own: where a question comes
 * from ('Step 3 "Replace the filter", 01:12'), the quoted sentence that explains it, the blank of
 * a fill-in question, and a spoken sentence made into a statement. Kept to what can be said in
 * the workflow's language without a translator: the word for "step" is the one the players'
 * catalogues use (packages/i18n `assistant.stepNumber`; the server does not import i18n), quotes
 * follow the language's typography, and everything else is the transcript's.
 */
import { REFERENCE_SOURCE_MAX_LENGTH } from '@stepwise/core';
import { primaryLanguage } from './sentence-terms.js';

/** "Step {n}" in the 15 catalogue languages (`assistant.stepNumber`), by primary subtag. */
const STEP_LABELS: Readonly<Record<string, string>> = {
  ar: 'الخطوة {n}',
  de: 'Schritt {n}',
  en: 'Step {n}',
  es: 'Paso {n}',
  fr: 'Étape {n}',
  id: 'Langkah {n}',
  it: 'Passaggio {n}',
  ja: 'ステップ {n}',
  ko: '{n}단계',
  pt: 'Etapa {n}',
  ru: 'Шаг {n}',
  th: 'ขั้นตอนที่ {n}',
  zh: '第 {n} 步',
};

const QUOTES: Readonly<Record<string, readonly [string, string]>> = {
  de: ['„', '“'],
  fr: ['« ', ' »'],
  ja: ['「', '」'],
  zh: ['「', '」'],
  ru: ['«', '»'],
};

/** The blank of a fill-in question. */
export const BLANK = '_____';

/** Longest step title kept in a reference, so the reference stays within its limit. */
const TITLE_IN_REFERENCE = 200;

/** Seconds as m:ss, or h:mm:ss past an hour (the player's clock). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}

/** 'Step 3 "Replace the filter", 01:12': the step by number and title, and the time said. */
export function referenceSource(
  languageCode: string,
  stepNumber: number,
  stepTitle: string,
  seconds: number,
): string {
  const label = (STEP_LABELS[primaryLanguage(languageCode)] ?? STEP_LABELS.en!).replace(
    '{n}',
    String(stepNumber),
  );
  const title = stepTitle.replace(/\s+/gu, ' ').replace(/"/gu, "'").trim();
  const shown =
    title.length > TITLE_IN_REFERENCE ? `${title.slice(0, TITLE_IN_REFERENCE - 1)}…` : title;
  const text = shown ? `${label} "${shown}", ${clock(seconds)}` : `${label}, ${clock(seconds)}`;
  return text.slice(0, REFERENCE_SOURCE_MAX_LENGTH);
}

/** The sentence quoted, as the explanation of a question made from it. */
export function quoted(languageCode: string, sentence: string): string {
  const [open, close] = QUOTES[primaryLanguage(languageCode)] ?? ['“', '”'];
  return `${open}${sentence}${close}`;
}

// Spoken openers that carry no meaning in a written statement ("Now crouch down and..."):
// English only, where the generator knows them. Words that can also start a plain statement
// ("First aid kits...", "Well water...") count only with their comma.
const ENGLISH_OPENERS =
  /^(?:(?:now|then|so|and|okay|ok|next)\b[\s,]*|(?:first|finally|also|right|alright|well)\s*,\s*)+/iu;

/** A spoken sentence as a written statement: English openers dropped, first letter capital. */
export function statementOf(languageCode: string, sentence: string): string {
  const trimmed = sentence.replace(/\s+/gu, ' ').trim();
  if (primaryLanguage(languageCode) !== 'en') return trimmed;
  const rest = trimmed.replace(ENGLISH_OPENERS, '');
  if (rest.split(' ').length < 4) return trimmed;
  return rest.charAt(0).toLocaleUpperCase('en') + rest.slice(1);
}

/**
 * `text` with `surface` at `index` replaced by `replacement`; in English an "a" / "an" right
 * before follows the new word's first sound (by its letter: "an oil", "a valve"), and before
 * the blank reads "a(n)" so the article does not give the answer away.
 */
export function replaceAt(
  languageCode: string,
  text: string,
  index: number,
  surface: string,
  replacement: string,
): string {
  let before = text.slice(0, index);
  const after = text.slice(index + surface.length);
  if (primaryLanguage(languageCode) === 'en') {
    const article = /(^|\s)(a|an|A|An)(\s+)$/u.exec(before);
    // Digits are said as words ("an 8"): their article is left as the speaker said it.
    if (article && !/^\d/u.test(replacement)) {
      const vowel = /^[aeiou]/iu.test(replacement);
      const capital = article[2]!.startsWith('A');
      const word =
        replacement === BLANK
          ? `${capital ? 'A' : 'a'}(n)`
          : vowel
            ? `${capital ? 'A' : 'a'}n`
            : capital
              ? 'A'
              : 'a';
      before = before.slice(0, article.index) + article[1] + word + article[3];
    }
  }
  return before + replacement + after;
}
