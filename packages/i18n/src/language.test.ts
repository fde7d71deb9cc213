import { INTERFACE_LANGUAGES } from '@stepwise/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOCALE_STORAGE_KEY,
  dirOf,
  isInterfaceLanguage,
  localeTagOf,
  resolveLanguage,
} from './language.js';

describe('resolveLanguage', () => {
  it.each([
    // [stored, navigator.languages, expected]
    ['ja-jp', ['fr-FR'], 'ja-jp'],
    ['AR-AR', [], 'ar-ar'],
    ['klingon', ['de-DE'], 'de-de'],
    [null, ['ja'], 'ja-jp'],
    [null, ['ja-JP'], 'ja-jp'],
    [null, ['zh-TW'], 'zh-tw'],
    [null, ['zh-Hant'], 'zh-tw'],
    [null, ['zh-Hant-HK'], 'zh-tw'],
    [null, ['zh-HK'], 'zh-tw'],
    [null, ['zh-CN'], 'zh'],
    [null, ['zh-Hans'], 'zh'],
    [null, ['zh'], 'zh'],
    [null, ['fr-CA'], 'fr-ca'],
    [null, ['fr'], 'fr-fr'],
    [null, ['fr-BE'], 'fr-fr'],
    [null, ['ar'], 'ar-ar'],
    [null, ['ar-EG'], 'ar-ar'],
    [null, ['es'], 'es-mx'],
    [null, ['es-ES'], 'es-mx'],
    [null, ['pt-PT'], 'pt-br'],
    [null, ['en-GB'], 'en'],
    [null, ['ko_KR'], 'ko-kr'],
    [null, ['nl-NL', 'it-IT', 'de'], 'it-it'],
    [null, ['nl-NL', 'sv'], 'en'],
    [undefined, [], 'en'],
    ['', ['th'], 'th-th'],
  ] as const)('stored %s, browser %j -> %s', (stored, languages, expected) => {
    expect(resolveLanguage(stored, languages)).toBe(expected);
  });
});

describe('dirOf', () => {
  it('is rtl for the RTL primary subtags and ltr for the rest', () => {
    expect(dirOf('ar-ar')).toBe('rtl');
    for (const tag of ['he', 'ur-PK', 'fa', 'ps']) expect(dirOf(tag)).toBe('rtl');
    const ltr = INTERFACE_LANGUAGES.filter((l) => l !== 'ar-ar');
    for (const language of ltr) expect(dirOf(language), language).toBe('ltr');
  });
});

describe('language helpers', () => {
  afterEach(() => {
    expect(LOCALE_STORAGE_KEY).toBe('locale');
  });

  it('knows the interface languages', () => {
    expect(isInterfaceLanguage('ja-jp')).toBe(true);
    expect(isInterfaceLanguage('ja')).toBe(false);
    expect(isInterfaceLanguage(3)).toBe(false);
  });

  it('gives Intl locale tags', () => {
    expect(localeTagOf('en')).toBe('en-US');
    expect(localeTagOf('zh')).toBe('zh-CN');
    expect(localeTagOf('zh-tw')).toBe('zh-TW');
    expect(localeTagOf('ja-jp')).toBe('ja-JP');
    expect(localeTagOf('ar-ar')).toBe('ar');
    for (const language of INTERFACE_LANGUAGES) {
      expect(Intl.DateTimeFormat.supportedLocalesOf(localeTagOf(language))).toHaveLength(1);
    }
  });
});
