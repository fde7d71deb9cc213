import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load.js';
import { interpolate } from './lookup.js';
import { createTranslator, isMessageKey, messageKeyOf } from './translate.js';

describe('translator', () => {
  it('fills {{name}} placeholders and leaves unknown ones as written', () => {
    expect(interpolate('Page {{page}} of {{pageCount}}', { page: 2, pageCount: 5 })).toBe(
      'Page 2 of 5',
    );
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
  });

  it.each(['lookup', 'i18next'] as const)(
    'reads the language and falls back to English for a missing key (%s)',
    async (engine) => {
      const ja = await loadCatalogue('ja-jp');
      const t = createTranslator('ja-jp', { ...ja, 'card.play': '' });
      if (engine === 'i18next') await t.i18next();
      expect(t('common.cancel')).toBe('キャンセル');
      expect(t('card.play', { title: 'Setup' })).toBe('Play Setup');
      expect((t as (key: string) => string)('nope.missing')).toBe('nope.missing');
    },
  );

  it('hands over to its own i18next instance, not the global one', async () => {
    const fr = createTranslator('fr-fr', await loadCatalogue('fr-fr'));
    const de = createTranslator('de-de', await loadCatalogue('de-de'));
    const [a, b] = await Promise.all([fr.i18next(), de.i18next()]);
    expect(a).not.toBe(b);
    expect(a.language).toBe('fr-fr');
    expect(fr('common.cancel')).toBe('Annuler');
    expect(de('common.cancel')).toBe('Abbrechen');
    const { default: global } = await import('i18next');
    expect(global.isInitialized).toBeFalsy();
  });

  it('does not escape values: React and lit escape what they render', async () => {
    const t = createTranslator('en');
    await t.i18next();
    expect(t('card.play', { title: 'Tom & <Jerry>' })).toBe('Play Tom & <Jerry>');
  });

  it('formats numbers and dates through i18next with Latin digits and Gregorian years', async () => {
    const ar = await createTranslator('ar-ar').i18next();
    ar.addResource('ar-ar', 'translation', 'test.number', '{{n, number}}');
    expect(ar.t('test.number', { n: 1234.5 })).toBe('1,234.5');
    const th = await createTranslator('th-th').i18next();
    th.addResource('th-th', 'translation', 'test.date', '{{d, datetime}}');
    expect(th.t('test.date', { d: new Date(2026, 10, 25) })).toBe('25/11/2026');
  });

  it('maps server messages to keys', () => {
    expect(isMessageKey('rules.required')).toBe(true);
    expect(isMessageKey('card.steps')).toBe(true);
    expect(isMessageKey('card.steps_one')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(messageKeyOf('rules.required')).toBe('rules.required');
    expect(messageKeyOf('File too large')).toBe('upload.fileTooLarge');
    expect(messageKeyOf('smartVideoInReviewCannotDuplicate')).toBe('card.inReviewCannotDuplicate');
    expect(messageKeyOf('Database on fire')).toBeNull();
  });
});
