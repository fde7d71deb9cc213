import { describe, expect, it } from 'vitest';
import { editDistance, editSimilarity } from './spelling.js';

describe('spelling', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('forklfit', 'forklift')).toBe(1);
    expect(editDistance('hygeine', 'hygiene')).toBe(1);
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('compresor', 'compressor')).toBe(1);
    expect(editDistance('extingisher', 'extinguisher')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('ranks the word meant above a shorter word sharing a prefix', () => {
    expect(editSimilarity('forklfit', 'forklift')).toBeGreaterThan(
      editSimilarity('forklfit', 'fork'),
    );
    expect(editSimilarity('same', 'same')).toBe(1);
  });
});
