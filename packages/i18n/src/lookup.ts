// The synchronous catalogue lookup `t` reads until i18next has loaded (translate.ts), so a page
// can paint its first screen without i18next's ~15 KB: the same JSON read the way i18next reads
// it — the key's plural form for `count` (Intl.PluralRules, `_zero` first for 0), the bare key,
// then English, then the key itself; `{{name}}` filled in, an unknown placeholder left as
// written. lookup.test.ts runs every key of every language through both and requires the same
// text, so the hand-over to i18next never changes what is on screen.
import type { InterfaceLanguage } from '@stepwise/core';
import type { Catalogue, MessageParams } from './catalogue.js';
import en from './locales/en.json' with { type: 'json' };

export type Lookup = (key: string, params?: MessageParams) => string;

/** Fill `{{name}}` placeholders; a placeholder without a value stays as written. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

interface Source {
  catalogue: Catalogue;
  plurals: Intl.PluralRules;
}

function find(source: Source, key: string, count: unknown): string | undefined {
  const { catalogue } = source;
  const candidates: string[] = [];
  if (typeof count === 'number') {
    if (count === 0) candidates.push(`${key}_zero`);
    candidates.push(`${key}_${source.plurals.select(count)}`);
  }
  candidates.push(key);
  for (const candidate of candidates) {
    const text = Object.hasOwn(catalogue, candidate) ? catalogue[candidate] : undefined;
    if (text) return text;
  }
  return undefined;
}

/** A lookup in `language`'s catalogue with English behind it. */
export function createLookup(language: InterfaceLanguage, catalogue: Catalogue): Lookup {
  const sources: Source[] = [{ catalogue, plurals: new Intl.PluralRules(language) }];
  if (language !== 'en') sources.push({ catalogue: en, plurals: new Intl.PluralRules('en') });
  return (key, params) => {
    for (const source of sources) {
      const text = find(source, key, params?.count);
      if (text !== undefined) return interpolate(text, params);
    }
    return key;
  };
}
