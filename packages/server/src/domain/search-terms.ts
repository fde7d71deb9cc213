/**
 * The words a search is looking for, read from the keyword the way PostgreSQL's
 * `websearch_to_tsquery` reads it: "quoted phrases", `-excluded` words, and `or` between
 * alternatives. Excluded words and `or` are not looked for; everything else is, once.
 */
const QUOTED_OR_WORD = /(-?)"([^"]*)"?|(\S+)/gu;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

export function searchTerms(keyword: string): string[] {
  const terms: string[] = [];
  for (const m of keyword.matchAll(QUOTED_OR_WORD)) {
    const [, minus, phrase, word] = m;
    if (phrase !== undefined) {
      if (minus !== '') continue;
      terms.push(phrase.trim().replace(/\s+/gu, ' '));
    } else if (word !== undefined) {
      if (word.startsWith('-') || word.toLowerCase() === 'or') continue;
      terms.push(word);
    }
  }
  const seen = new Set<string>();
  return terms.filter((t) => {
    const key = t.toLowerCase();
    if (!HAS_WORD_CHARACTER.test(t) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What to highlight in a matching text, best first: each term as typed, then its single words
 * (a term like `20-newton` matches the text's words even where the text has no hyphen).
 */
export function highlightCandidates(terms: readonly string[]): string[] {
  const words = terms.flatMap((t) => t.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  return [...new Set([...terms, ...words])];
}
