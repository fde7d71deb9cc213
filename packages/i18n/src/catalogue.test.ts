import { INTERFACE_LANGUAGES } from '@stepwise/core';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load.js';
import en from './locales/en/index.js';

const englishKeys = Object.keys(en).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('prints the key count of every language', async () => {
    const counts: Record<string, number> = {};
    for (const language of INTERFACE_LANGUAGES) {
      counts[language] = Object.keys(await loadCatalogue(language)).length;
    }
    console.table(counts);
    expect(counts.en).toBe(englishKeys.length);
  });

  it.each(INTERFACE_LANGUAGES)('%s has exactly the English keys', async (language) => {
    const catalogue = await loadCatalogue(language);
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
  });

  it.each(INTERFACE_LANGUAGES)('%s has no empty text', async (language) => {
    const catalogue: Record<string, string> = await loadCatalogue(language);
    const empty = Object.keys(catalogue).filter((key) => !catalogue[key]?.trim());
    expect(empty).toEqual([]);
  });

  it.each(INTERFACE_LANGUAGES)('%s uses the same placeholders as English', async (language) => {
    const catalogue: Record<string, string> = await loadCatalogue(language);
    const english: Record<string, string> = en;
    const wrong = englishKeys.filter(
      (key) =>
        placeholders(catalogue[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
    );
    expect(wrong).toEqual([]);
  });

  // Cognates and brand names may equal English ('Stepwise', 'Workflows', 'Email'); a whole
  // namespace copied untranslated may not.
  it.each(INTERFACE_LANGUAGES.filter((l) => l !== 'en'))(
    '%s is translated (at most 10% of texts equal English)',
    async (language) => {
      const catalogue: Record<string, string> = await loadCatalogue(language);
      const english: Record<string, string> = en;
      const same = englishKeys.filter((key) => catalogue[key] === english[key]);
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(englishKeys.length * 0.1);
    },
  );

  it('defines each key in one namespace file, named after its first segment', async () => {
    const dir = new URL('./locales/en/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    const seen = new Map<string, string>();
    const misplaced: string[] = [];
    for (const file of files) {
      const namespace = file.replace(/\.ts$/, '');
      const module = (await import(`./locales/en/${file}`)) as {
        default: Record<string, string>;
      };
      for (const key of Object.keys(module.default)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${file}`).toBeUndefined();
        seen.set(key, file);
        // workspace-old.ts keeps the pre-issue-4 pages' keys (home., ownedByMe., pager., ...).
        if (namespace !== 'workspace-old' && !key.startsWith(`${namespace}.`)) misplaced.push(key);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('every language folder has the same namespace files as English', () => {
    const list = (language: string) =>
      readdirSync(new URL(`./locales/${language}/`, import.meta.url)).sort();
    for (const language of INTERFACE_LANGUAGES)
      expect(list(language), language).toEqual(list('en'));
  });
});
