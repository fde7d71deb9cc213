import { describe, expect, it } from 'vitest';
import { highlightCandidates, searchTerms } from './search-terms.js';

describe('searchTerms', () => {
  it('takes words and quoted phrases, once each, whatever their case', () => {
    expect(searchTerms('torque  "both   bolts" Torque')).toEqual(['torque', 'both bolts']);
  });

  it('leaves out excluded words and phrases and the or operator', () => {
    expect(searchTerms('bolts -newton -"20 metres" or OR wrench')).toEqual(['bolts', 'wrench']);
  });

  it('reads an unterminated quote as a phrase to the end', () => {
    expect(searchTerms('fit "the bracket')).toEqual(['fit', 'the bracket']);
  });

  it('drops terms with no letter or digit', () => {
    expect(searchTerms('! - "" & | :* <-> 😀')).toEqual([]);
    expect(searchTerms('')).toEqual([]);
  });

  it('keeps letters of every script', () => {
    expect(searchTerms('Schlüssel 扳手 ประแจ')).toEqual(['Schlüssel', '扳手', 'ประแจ']);
  });
});

describe('highlightCandidates', () => {
  it('tries each term as typed, then its single words', () => {
    expect(highlightCandidates(['20-newton', 'both bolts'])).toEqual([
      '20-newton',
      'both bolts',
      '20',
      'newton',
      'both',
      'bolts',
    ]);
  });
});
