import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@stepwise/core';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue.js';
import { loadCatalogue } from './load.js';
import en from './locales/en.json' with { type: 'json' };

const english: Catalogue = en;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!))].sort();

/** English keys that are not plural forms, and the bases of the plural ones. */
const plainKeys = Object.keys(en)
  .filter((key) => !PLURAL.test(key))
  .sort();
const pluralBases = [
  ...new Set(
    Object.keys(en)
      .filter((key) => PLURAL.test(key))
      .map(baseOf),
  ),
];

/** The keys a language must have: the plain keys, and each plural key in its own categories. */
function expectedKeys(language: InterfaceLanguage): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plural = pluralBases.flatMap((base) => categories.map((c) => `${base}_${c}`));
  return [...plainKeys, ...plural].sort();
}

/** English's text of a key in any language's catalogue (plural forms: its `_other`). */
const englishOf = (key: string) => english[PLURAL.test(key) ? `${baseOf(key)}_other` : key] ?? '';

describe('catalogues', () => {
  it('prints the key count of every language', async () => {
    const counts: Record<string, number> = {};
    for (const language of INTERFACE_LANGUAGES) {
      counts[language] = Object.keys(await loadCatalogue(language)).length;
    }
    console.table(counts);
    expect(counts.en).toBe(Object.keys(en).length);
  });

  it('has plural keys, each with every English form', () => {
    expect(pluralBases.length).toBeGreaterThan(0);
    for (const base of pluralBases) {
      expect(english[`${base}_one`], base).toBeTruthy();
      expect(english[`${base}_other`], base).toBeTruthy();
    }
  });

  it.each(INTERFACE_LANGUAGES)(
    '%s has the English keys, plural keys in its own plural categories',
    async (language) => {
      const catalogue = await loadCatalogue(language);
      expect(Object.keys(catalogue).sort()).toEqual(expectedKeys(language));
    },
  );

  it('Arabic has six plural forms and Russian four (one, few, many, other)', async () => {
    const forms = (catalogue: Catalogue) =>
      Object.keys(catalogue)
        .filter((key) => baseOf(key) === 'card.steps')
        .map((key) => key.slice('card.steps_'.length))
        .sort();
    expect(forms(await loadCatalogue('ar-ar'))).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].sort(),
    );
    expect(forms(await loadCatalogue('ru-ru'))).toEqual(['few', 'many', 'one', 'other']);
    expect(forms(await loadCatalogue('ja-jp'))).toEqual(['other']);
  });

  it.each(INTERFACE_LANGUAGES)('%s has no empty text', async (language) => {
    const catalogue = await loadCatalogue(language);
    const empty = Object.keys(catalogue).filter((key) => !catalogue[key]?.trim());
    expect(empty).toEqual([]);
  });

  // A plural form may leave out {{count}} ('خطوة واحدة', one step); every other placeholder is
  // English's.
  it.each(INTERFACE_LANGUAGES)('%s uses the same placeholders as English', async (language) => {
    const catalogue = await loadCatalogue(language);
    const wrong = Object.keys(catalogue).filter((key) => {
      const mine = placeholders(catalogue[key] ?? '');
      const theirs = placeholders(englishOf(key));
      if (!PLURAL.test(key)) return mine.join() !== theirs.join();
      const other = (list: string[]) => list.filter((name) => name !== 'count').join();
      return other(mine) !== other(theirs);
    });
    expect(wrong).toEqual([]);
  });

  it.each(INTERFACE_LANGUAGES)('%s writes placeholders as i18next does: {{name}}', async (l) => {
    const catalogue = await loadCatalogue(l);
    const single = Object.keys(catalogue).filter((key) =>
      /(^|[^{])\{\w+\}(?!\})/.test(catalogue[key] ?? ''),
    );
    expect(single).toEqual([]);
  });

  // Cognates and brand names may equal English ('Stepwise', 'Workflows', 'Email'); a whole
  // namespace copied untranslated may not.
  it.each(INTERFACE_LANGUAGES.filter((l) => l !== 'en'))(
    '%s is translated (at most 10% of texts equal English)',
    async (language) => {
      const catalogue = await loadCatalogue(language);
      const keys = Object.keys(catalogue);
      const same = keys.filter((key) => catalogue[key] === englishOf(key));
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(keys.length * 0.1);
    },
  );

  it('names every key after its namespace (`namespace.key`)', () => {
    expect(Object.keys(en).filter((key) => !/^[a-zA-Z]+\.\S+$/.test(key))).toEqual([]);
  });

  it('has one JSON file per interface language and nothing else', () => {
    const files = readdirSync(new URL('./locales/', import.meta.url)).sort();
    expect(files).toEqual(INTERFACE_LANGUAGES.map((language) => `${language}.json`).sort());
  });
});
