/**
 * The offline quiz generator on the retrieval evaluation set, against the budgets (the
 * same figures `npm run bench` prints): at least 95% of questions supported by the step they
 * cite, no quiz with duplicate questions, no all-true true-or-false set. Pure: no server needed.
 */
import { describe, expect, it } from 'vitest';
import { RETRIEVAL_WORKFLOWS } from './retrieval-set.js';
import {
  QUIZ_GENERATOR_BUDGETS,
  QUIZ_SIZES,
  evaluateQuizGenerator,
  meetsQuizBudgets,
} from './quiz-generator-eval.js';

describe('offline quiz generator on the evaluation workflows', () => {
  const { figures, failures } = evaluateQuizGenerator(RETRIEVAL_WORKFLOWS);

  it('meets the budgets for quizzes of 5 and of 10 questions', () => {
    console.log('\nOffline quiz generator (retrieval evaluation workflows)');
    console.table(figures);
    if (failures.length) console.table(failures);
    expect(figures.map((f) => f.size)).toEqual([...QUIZ_SIZES]);
    for (const f of figures) {
      expect(f.quizzes).toBe(RETRIEVAL_WORKFLOWS.length);
      expect(f.supported).toBeGreaterThanOrEqual(QUIZ_GENERATOR_BUDGETS.supported);
      expect(f.duplicateQuizzes).toBe(0);
      expect(f.allTrueSets).toBe(0);
      expect(f.invalid).toBe(0);
      expect(f.nondeterministic).toBe(0);
      // The check has teeth: pointed at the wrong step, most answers are not found there.
      expect(f.controlSupported).toBeLessThan(0.5);
    }
    expect(meetsQuizBudgets(figures)).toBe(true);
  });

  it('asks both kinds and mostly fills the quiz (the set says 6-12 sentences a workflow)', () => {
    const five = figures.find((f) => f.size === 5)!;
    // Every workflow of the set can carry five questions.
    expect(five.short).toBe(0);
    for (const f of figures) {
      expect(f.singleSelection).toBeGreaterThan(0);
      expect(f.trueOrFalse).toBeGreaterThan(0);
      expect(f.falseStatements).toBeGreaterThan(0);
      expect(f.questions).toBeGreaterThanOrEqual(f.quizzes * Math.min(f.size, 5));
    }
  });
});
