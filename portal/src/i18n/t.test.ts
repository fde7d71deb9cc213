import { createTranslator, loadCatalogue } from '@stepwise/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, messageOf, setTranslator, t } from './t';

afterEach(() => setTranslator(createTranslator('en')));

describe('portal t and messageOf', () => {
  it('read English until main.tsx installs a language', () => {
    expect(currentLanguage()).toBe('en');
    expect(t('pager.status', { page: 1, pageCount: 3 })).toBe('Page 1 of 3');
  });

  it('read the installed language', async () => {
    setTranslator(createTranslator('de-de', await loadCatalogue('de-de')));
    expect(currentLanguage()).toBe('de-de');
    expect(t('common.cancel')).toBe('Abbrechen');
    expect(messageOf(new Error('upload.fileTooLarge'))).toBe('Größer als 100 MB.');
  });

  it('read plural forms, before and after i18next has loaded', async () => {
    const translator = createTranslator('ru-ru', await loadCatalogue('ru-ru'));
    setTranslator(translator);
    expect(t('card.steps', { count: 3 })).toBe('3 шага');
    await translator.i18next();
    expect(t('card.steps', { count: 5 })).toBe('5 шагов');
  });

  it('translate known server texts and pass other messages through', () => {
    expect(messageOf(new Error('File too large'))).toBe('Larger than 100 MB.');
    expect(messageOf('Disk on fire')).toBe('Disk on fire');
  });
});
