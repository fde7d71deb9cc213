import { describe, expect, it } from 'vitest';
import { spellOutNumbers } from './numbers.js';

describe('spellOutNumbers', () => {
  it('puts the word beside small whole numbers', () => {
    const r = spellOutNumbers('WHO 5 moments, change every 12 hours');
    expect(r.text).toBe('WHO 5 five moments, change every 12 twelve hours');
    expect([...r.aliases]).toEqual([
      ['five', '5'],
      ['twelve', '12'],
    ]);
  });

  it('leaves larger numbers, decimals and codes alone', () => {
    expect(spellOutNumbers('7.5 tonne, 48 volt, 1,5 bar, G25, 4U, 307').text).toBe(
      '7.5 tonne, 48 volt, 1,5 bar, G25, 4U, 307',
    );
  });
});
