/**
 * The answer-or-decline decision's arithmetic (issue 15): the capped IDF weight share, and the
 * decision on it, from hand-made coverages (retrieval itself is measured in
 * test/ai/answerability-eval.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Passage } from '../retrieval/types.js';
import { ANSWERABILITY, answerability, rareWeight, weightShare } from './coverage.js';

const idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

type Word = Passage['coverage']['words'][number];
const word = (w: string, weight: number, held: number, nowhere = false): Word => ({
  word: w,
  weight,
  step: held,
  workflow: held,
  known: !nowhere,
  nowhere,
});

function passage(n: number, words: Word[], workflowId = 'w'): Passage {
  const total = words.reduce((s, w) => s + w.weight, 0);
  const held = words.reduce((s, w) => s + w.weight * w.workflow, 0);
  const units = words.reduce((s, w) => s + w.workflow, 0);
  return {
    workflowId,
    workflowTitle: workflowId,
    workspaceId: 'ws',
    stepId: 's',
    stepTitle: 'S',
    stepOrder: 1,
    languageCode: 'en',
    text: '',
    sentences: [],
    startTime: 0,
    endTime: 1,
    score: 1,
    coverage: {
      step: held / total,
      workflow: held / total,
      matched: held,
      total,
      unit: idf(n, 0),
      units: { step: units, workflow: units, total: words.length },
      unmatched: words
        .filter((w) => w.workflow < 1)
        .map((w) => ({ word: w.word, weight: w.weight, elsewhere: w.known, titled: false })),
      words,
    },
  };
}

describe('rareWeight', () => {
  it('is the IDF of a word one passage holds, from that of a word none holds', () => {
    for (const n of [4, 26, 150, 10_000]) {
      expect(rareWeight(idf(n, 0))).toBeCloseTo(idf(n, 1), 9);
    }
  });
});

describe('weightShare', () => {
  it('weighs a rare word more than a common one', () => {
    const n = 150;
    const rareHeld = passage(n, [word('slicer', idf(n, 3), 1), word('check', idf(n, 60), 0)]);
    const commonHeld = passage(n, [word('slicer', idf(n, 3), 0), word('check', idf(n, 60), 1)]);
    expect(weightShare(rareHeld.coverage)).toBeGreaterThan(0.5);
    expect(weightShare(commonHeld.coverage)).toBeLessThan(0.5);
  });

  it('counts a word no passage holds as one rare word, not more (a small library)', () => {
    // Four passages: "verify" unknown, "torque" said once. Uncapped, the unknown word weighs
    // 2.3 against 1.2 and the share is 0.34; capped, the two weigh the same.
    const p = passage(4, [word('verifi', idf(4, 0), 0, true), word('torqu', idf(4, 1), 1)]);
    expect(p.coverage.workflow).toBeLessThan(0.35);
    expect(weightShare(p.coverage)).toBeCloseTo(0.5, 9);
    expect(answerability([p]).answerable).toBe(true);
  });
});

describe('answerability', () => {
  it('declines when no passage came back', () => {
    expect(answerability([]).answerable).toBe(false);
  });

  it('declines below the weight share, and a number the workflow never says', () => {
    const n = 150;
    const low = passage(n, [
      word('ladder', idf(n, 0), 0, true),
      word('inspect', idf(n, 12), 1),
      word('rung', idf(n, 0), 0, true),
    ]);
    expect(answerability([low]).weightShare).toBeLessThan(ANSWERABILITY.minWeightShare);
    expect(answerability([low]).answerable).toBe(false);
    const number = passage(n, [word('batteri', idf(n, 5), 1), word('48', idf(n, 0), 0, true)]);
    expect(answerability([number]).otherNumber).toBe(true);
    expect(answerability([number]).answerable).toBe(false);
    const covered = passage(n, [word('batteri', idf(n, 5), 1), word('water', idf(n, 9), 1)]);
    expect(answerability([covered]).answerable).toBe(true);
  });

  it('needs two shared words when the library holds two or more of the question', () => {
    const n = 150;
    // "book a day off": "day" is said by the till workflow; "book" (known elsewhere) is not.
    const coincidence = passage(n, [word('book', idf(n, 2), 0), word('day', idf(n, 2), 1)]);
    expect(answerability([coincidence]).weightShare).toBeGreaterThanOrEqual(0.35);
    expect(answerability([coincidence]).libraryWords).toBe(2);
    expect(answerability([coincidence]).answerable).toBe(false);
    // The same, the other word unknown to the library: one shared word is all it could share.
    const paraphrase = passage(n, [word('verifi', idf(n, 0), 0, true), word('day', idf(n, 2), 1)]);
    expect(answerability([paraphrase]).libraryWords).toBe(1);
    expect(answerability([paraphrase]).answerable).toBe(true);
  });
});
