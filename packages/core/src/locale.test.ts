import { describe, expect, it } from 'vitest';
import { isRtlLanguage } from './locale.js';
import { interfaceLanguageSchema, localeSchema } from './locale.schema.js';

describe('locale', () => {
  it('000 §1: interface languages are the fifteen listed codes', () => {
    expect(interfaceLanguageSchema.safeParse('fr-ca').success).toBe(true);
    expect(interfaceLanguageSchema.safeParse('he').success).toBe(false);
  });

  it('000 §1: he, ur, fa, ar, ps are right-to-left, including the ar-ar interface code', () => {
    for (const code of ['he', 'ur', 'fa', 'ar', 'ps', 'ar-ar', 'AR']) {
      expect(isRtlLanguage(code)).toBe(true);
    }
    expect(isRtlLanguage('en')).toBe(false);
    expect(isRtlLanguage('ja-jp')).toBe(false);
  });

  it('localeSchema accepts tag shapes and rejects junk', () => {
    expect(localeSchema.safeParse('ja-jp').success).toBe(true);
    expect(localeSchema.safeParse('en').success).toBe(true);
    expect(localeSchema.safeParse('e').success).toBe(false);
    expect(localeSchema.safeParse('<script>').success).toBe(false);
  });
});
