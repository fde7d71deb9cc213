// The first-paint lookup must give exactly i18next's text for every key of every language, or
// the hand-over would change what is on screen.
import { INTERFACE_LANGUAGES } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import type { MessageParams } from './catalogue.js';
import { createI18nInstance } from './i18next-instance.js';
import { loadCatalogue } from './load.js';
import en from './locales/en.json' with { type: 'json' };
import { createLookup } from './lookup.js';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 100, 101, 1.5];

describe('lookup', () => {
  it.each(INTERFACE_LANGUAGES)('%s: every key reads as i18next reads it', async (language) => {
    const catalogue = await loadCatalogue(language);
    const lookup = createLookup(language, catalogue);
    const i18n = createI18nInstance(language, catalogue, en);
    const bases = [...new Set(Object.keys(catalogue).map((key) => key.replace(PLURAL, '')))];
    const differ: string[] = [];
    for (const key of [...bases, 'missing.key']) {
      const text = catalogue[key] ?? catalogue[`${key}_other`] ?? '';
      const names = [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);
      const values: MessageParams = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const cases: MessageParams[] = [values, {}];
      if (catalogue[`${key}_other`]) cases.push(...COUNTS.map((count) => ({ ...values, count })));
      for (const params of cases) {
        const ours = lookup(key, params);
        const theirs = i18n.t(key, params);
        if (ours !== theirs) differ.push(`${key} ${JSON.stringify(params)}: ${ours} / ${theirs}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
