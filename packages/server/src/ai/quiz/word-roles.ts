/**
 * What a word most likely is in its sentence, from the words around it alone (no tagger runs
 * offline in every language): enough for a distractor to be a noun where the answer is a noun,
 * never a verb. A noun follows an article or possessive; in English a two-word phrase after one
 * ("the hydraulic oil") has its noun last and a modifier first; a word after "to", "you",
 * "must"... or before an article ("check the tyres") is a verb; prepositions and a few adverbs
 * are function words, never asked about. German capitalises its nouns (a lower-case word is
 * a verb or an adjective); in Japanese a noun is followed by its particle, and a word that is
 * not is an inflected form no swap can keep grammatical. Other languages: the article rule
 * where we list their articles, else no role.
 */
/** `verb`: a word known not to be a noun (a verb, or an adjective in German), never a noun's stand-in. */
export type WordRole = 'noun' | 'modifier' | 'verb' | 'function' | '';

export interface PlacedWord {
  surface: string;
  index: number;
  /** Numbers have no role. */
  number: boolean;
}

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

/** Articles, possessives and demonstratives: the word after one is most likely a noun. */
const DETERMINERS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: set('the a an your his her its their our my this these those each every both another'),
  de: set('der die das den dem des ein eine einen einem einer eines ihr ihre ihren seine sein'),
  fr: set('le la les l un une des du au aux ce cet cette ces votre vos son sa ses leur leurs'),
  es: set('el la los las un una unos unas su sus este esta estos estas ese esa al del'),
  it: set('il lo la i gli le l un uno una del della dei delle al alla suo sua questo questa'),
  pt: set('o a os as um uma uns umas do da dos das no na nos nas seu sua este esta'),
};

const ENGLISH_BEFORE_VERB = set(
  'to you we they i please must should can will would could never always then do dont',
);
// Not in core's stop words, and no answer to a question.
const ENGLISH_FUNCTION_WORDS = set(
  'through around between under inside outside against behind below above across along onto ' +
    'upon without within toward towards near beside beneath underneath via per among during ' +
    'except like unlike instead away back together apart already still soon later enough ' +
    'almost quite rather else anything something everything nothing anyone someone everyone',
);
const GERMAN_PRONOUNS = set('sie ihr ihre ihren ihrem ihrer ihnen');

const CAPITAL = /^\p{Lu}/u;
const JAPANESE_PARTICLE = /^[をがにはでのとへもや]/u;
const LAST_WORD = /([\p{L}\p{M}\p{N}]+)[^\p{L}\p{M}\p{N}]*$/u;
const NEXT_WORD = /^[^\p{L}\p{M}\p{N}]*([\p{L}\p{M}\p{N}]+)/u;
const SPACE_ONLY = /^\s+$/u;

/** The role of each of `words` (in order of appearance in `text`, the first word included). */
export function wordRoles(
  text: string,
  language: string,
  words: readonly PlacedWord[],
  firstWordIndex: number,
): WordRole[] {
  const determiners = DETERMINERS[language];
  const english = language === 'en';
  const roles: WordRole[] = [];
  const adjacent = (a: PlacedWord | undefined, b: PlacedWord | undefined) =>
    !!a && !!b && !b.number && SPACE_ONLY.test(text.slice(a.index + a.surface.length, b.index));
  words.forEach((w, i) => {
    const key = w.surface.toLowerCase();
    const before = LAST_WORD.exec(text.slice(0, w.index))?.[1]?.toLowerCase() ?? '';
    const after = NEXT_WORD.exec(text.slice(w.index + w.surface.length))?.[1]?.toLowerCase() ?? '';
    const afterArticle = !!determiners?.has(before);
    let role: WordRole = '';
    if (w.number) role = '';
    else if (english && ENGLISH_FUNCTION_WORDS.has(key)) role = 'function';
    else if (language === 'de' && w.index !== firstWordIndex) {
      if (!CAPITAL.test(w.surface)) role = 'verb';
      else role = GERMAN_PRONOUNS.has(key) ? 'function' : 'noun';
    } else if (language === 'ja') {
      const next = text.slice(w.index + w.surface.length);
      role = JAPANESE_PARTICLE.test(next) ? 'noun' : 'function';
    } else if (english && afterArticle) {
      const next = words[i + 1];
      role = adjacent(w, next) && !/ly$/u.test(next!.surface) ? 'modifier' : 'noun';
    } else if (english && roles[i - 1] === 'modifier' && adjacent(words[i - 1], w)) {
      role = 'noun';
    } else if (afterArticle) {
      role = 'noun';
    } else if (english && (ENGLISH_BEFORE_VERB.has(before) || determiners!.has(after))) {
      role = 'verb';
    }
    roles.push(role);
  });
  return roles;
}
