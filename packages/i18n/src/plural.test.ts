// Plural forms through i18next's plural rules (Intl.PluralRules): English two forms, Russian
// one / few / many, Arabic six. Each case runs on i18next and on the first-paint lookup.
import type { InterfaceLanguage } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load.js';
import { createTranslator, type Translator } from './translate.js';

async function translators(language: InterfaceLanguage): Promise<[string, Translator][]> {
  const catalogue = await loadCatalogue(language);
  const engine = createTranslator(language, catalogue);
  await engine.i18next();
  return [
    ['i18next', engine],
    ['lookup', createTranslator(language, catalogue)],
  ];
}

describe('plurals', () => {
  it('English: one and other', async () => {
    for (const [name, t] of await translators('en')) {
      expect(t('card.steps', { count: 1 }), name).toBe('1 step');
      expect(t('card.steps', { count: 2 }), name).toBe('2 steps');
      expect(t('workspace.interrupted', { count: 1 }), name).toBe(
        '1 upload in this workspace stopped before it finished.',
      );
      expect(t('workspace.interrupted', { count: 2 }), name).toBe(
        '2 uploads in this workspace stopped before they finished.',
      );
    }
  });

  it('Russian: one (1, 21), few (2), many (5, 11)', async () => {
    for (const [name, t] of await translators('ru-ru')) {
      const steps = (count: number) => t('card.steps', { count });
      expect([1, 2, 5, 21, 11].map(steps), name).toEqual([
        '1 шаг',
        '2 шага',
        '5 шагов',
        '21 шаг',
        '11 шагов',
      ]);
      expect(t('auth.tooManyAttempts', { count: 22 }), name).toBe(
        'Слишком много неудачных попыток входа. Повторите через 22 минуты.',
      );
    }
  });

  it('Arabic: zero, one, two, few (3), many (11), other (100)', async () => {
    for (const [name, t] of await translators('ar-ar')) {
      const results = (count: number) => t('player.searchResults', { count });
      expect([0, 1, 2, 3, 11, 100].map(results), name).toEqual([
        'لا نتائج',
        'نتيجة واحدة',
        'نتيجتان',
        '3 نتائج',
        '11 نتيجة',
        '100 نتيجة',
      ]);
      expect(t('player.skipBack', { count: 10 }), name).toBe('الرجوع 10 ثوانٍ');
    }
  });

  it('a language with one form (Japanese) and interpolation beside the count', async () => {
    for (const [name, t] of await translators('ja-jp')) {
      expect(t('transcript.current', { count: 1, source: 'AI' }), name).toBe(
        '文字起こしは 1 文です（AI）。',
      );
    }
  });

  it('falls back to the English forms when a language lacks the key', async () => {
    const ru = await loadCatalogue('ru-ru');
    const partial = Object.fromEntries(
      Object.entries(ru).filter(([key]) => !key.startsWith('card.steps_')),
    );
    const t = createTranslator('ru-ru', partial);
    expect(t('card.steps', { count: 1 })).toBe('1 step');
    await t.i18next();
    expect(t('card.steps', { count: 5 })).toBe('5 steps');
  });
});
