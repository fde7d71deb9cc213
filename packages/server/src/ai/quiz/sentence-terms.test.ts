import { describe, expect, it } from 'vitest';
import { sentenceTerms } from './sentence-terms.js';
import { contentSeed, seededRandom, shuffled } from './seeded-random.js';
import { clock, referenceSource, replaceAt, statementOf, BLANK } from './quiz-wording.js';

const byKey = (text: string, lang = 'en') =>
  Object.fromEntries(sentenceTerms(text, lang).map((t) => [t.key, t]));

describe('sentenceTerms', () => {
  it('finds content words and numbers where they stand, with their units', () => {
    const text = 'Wait 5 minutes so the oil can cool below two marks and 2,5 bar.';
    const terms = byKey(text);
    expect(Object.keys(terms)).toEqual(
      expect.arrayContaining(['wait', '5', 'minutes', 'oil', 'cool', 'two', 'marks', '2,5', 'bar']),
    );
    expect(terms['5']).toMatchObject({ number: 'digits', unit: 'minutes', index: 5 });
    expect(terms.two).toMatchObject({ number: 'word', unit: 'marks' });
    expect(terms['2,5']).toMatchObject({ number: 'digits', unit: 'bar' });
    expect(terms.wait!.initial).toBe(true);
    for (const t of Object.values(terms))
      expect(text.slice(t.index).startsWith(t.surface)).toBe(true);
  });

  it('reads a name with a digit as a word, not a number', () => {
    expect(byKey('Go to the box marked C3 now.').c3).toMatchObject({ number: null });
  });

  it('tells nouns, modifiers, verbs and function words apart in English', () => {
    const t = byKey('Then check the hydraulic oil, walk through the gate and tag the truck.');
    expect(t.check!.role).toBe('verb');
    expect(t.hydraulic!.role).toBe('modifier');
    expect(t.oil!.role).toBe('noun');
    expect(t.through!.role).toBe('function');
    expect(t.gate!.role).toBe('noun');
    expect(t.tag!.role).toBe('verb');
    expect(t.truck!.role).toBe('noun');
  });

  it('takes German nouns by their capital, and not the polite pronoun', () => {
    const t = byKey('Drücken Sie die neue Patrone auf den Zapfen.', 'de-de');
    expect(t.patrone!.role).toBe('noun');
    expect(t.zapfen!.role).toBe('noun');
    expect(t.neue!.role).toBe('verb');
    expect(t.sie!.role).toBe('function');
  });

  it('finds Japanese words with the segmenter, and numbers touching them', () => {
    const terms = sentenceTerms('圧力計が180バールを示すことを確認してください。', 'ja-jp');
    const surfaces = terms.map((t) => t.surface);
    expect(surfaces).toContain('180');
    expect(surfaces.every((s) => [...s].length >= 2)).toBe(true);
    expect(terms.find((t) => t.surface === '圧力計')?.role).toBe('noun');
  });
});

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = seededRandom(contentSeed('same words'));
    const b = seededRandom(contentSeed('same words'));
    const c = seededRandom(contentSeed('other words'));
    const draws = (r: () => number) => Array.from({ length: 5 }, r);
    const first = draws(a);
    expect(draws(b)).toEqual(first);
    expect(draws(c)).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(shuffled([1, 2, 3, 4], seededRandom(1)).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('quiz wording', () => {
  it('names the step in the workflow language, with the time said', () => {
    expect(referenceSource('en', 3, 'Replace the filter', 72.6)).toBe(
      'Step 3 "Replace the filter", 01:12',
    );
    expect(referenceSource('ko-kr', 2, 'Filter', 5)).toBe('2단계 "Filter", 00:05');
    expect(referenceSource('xx', 1, '', 3725)).toBe('Step 1, 1:02:05');
    expect(clock(59.9)).toBe('00:59');
  });

  it('drops spoken openers and keeps the article before a blank neutral', () => {
    expect(statementOf('en', 'Now, then check the gauge reads zero.')).toBe(
      'Check the gauge reads zero.',
    );
    expect(statementOf('en', 'First aid kits hang by the door.')).toBe(
      'First aid kits hang by the door.',
    );
    const text = 'Put an oil tray under it.';
    expect(replaceAt('en', text, 7, 'oil', BLANK)).toBe('Put a(n) _____ tray under it.');
    expect(replaceAt('en', text, 7, 'oil', 'drip')).toBe('Put a drip tray under it.');
  });
});
