import { describe, expect, it } from 'vitest';
import {
  KEY_TERM_LANGUAGES,
  keyTermSelectionProblem,
  keyTermsAvailable,
  KeyTermProblem,
} from './key-terms.js';

const text = 'Tighten the torque wrench, then check it.';
const select = (s: string, part: string, lang = 'en-us') => {
  const start = s.indexOf(part);
  return keyTermSelectionProblem(s, start, start + part.length, lang);
};

describe('key terms (001 §5)', () => {
  it('exist for a fixed list of 21 languages', () => {
    expect(KEY_TERM_LANGUAGES).toHaveLength(21);
    expect(keyTermsAvailable('en-us')).toBe(true);
    expect(keyTermsAvailable('ja-jp')).toBe(true);
    expect(keyTermsAvailable('xx')).toBe(false);
    expect(select(text, 'torque', 'xx')).toBe('language');
  });

  it('take whole words without punctuation or edge whitespace, at most 10 words', () => {
    expect(select(text, 'torque wrench')).toBeNull();
    expect(select(text, 'torque wrench,')).toBe('punctuation');
    expect(select(text, ' torque')).toBe('edgeWhitespace');
    expect(select(text, 'orque')).toBe('wordBoundary');
    expect(select(text, 'torq')).toBe('wordBoundary');
    const long = 'one two three four five six seven eight nine ten eleven';
    expect(select(long, long)).toBe('tooManyWords');
    expect(select(long, 'one two three four five six seven eight nine ten')).toBeNull();
    expect(keyTermSelectionProblem(text, 3, 3, 'en')).toBe('empty');
    expect(KeyTermProblem.punctuation).toMatch(/punctuation/);
  });

  it('CJK needs no word boundary', () => {
    const ja = 'トルクレンチを締めます。確認します';
    expect(select(ja, 'トルク', 'ja-jp')).toBeNull();
    expect(select(ja, 'ます。確認', 'ja-jp')).toBe('punctuation');
  });
});
