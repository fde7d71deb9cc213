/**
 * The offline quiz generator measured (issue 19, "offline generator measured"): a quiz of 5 and
 * of 10 questions for every workflow of the retrieval evaluation set (retrieval-set.ts: 26
 * frontline workflows, 3-7 steps of 2-5 spoken sentences), each checked by quiz-quality.ts,
 * which reads only the questions and the transcript. Shared by the eval test and
 * `npm run bench` (tests/bench/quiz-generator.ts), so both print the same figures.
 */
import type { QuestionInput } from '@stepwise/core';
import { generateOfflineQuiz, type OfflineQuizInput } from '../../src/ai/quiz/offline-quiz.js';
import { quizQuality } from '../../src/ai/quiz/quiz-quality.js';
import { referenceSource } from '../../src/ai/quiz/quiz-wording.js';
import type { RetrievalWorkflow } from './retrieval-set.js';

/** The budgets. */
export const QUIZ_GENERATOR_BUDGETS = {
  /** Share of questions whose answer the cited step's transcript supports. */
  supported: 0.95,
  /** Quizzes with two questions alike (same title or same sentence). */
  duplicateQuizzes: 0,
  /** Quizzes whose true-or-false questions are all true. */
  allTrueSets: 0,
} as const;

export const QUIZ_SIZES = [5, 10] as const;

export interface QuizGeneratorFigures {
  /** Questions asked for. */
  size: number;
  quizzes: number;
  questions: number;
  /** Share of questions supported by their cited step (0-1). */
  supported: number;
  invalid: number;
  duplicateQuizzes: number;
  allTrueSets: number;
  /** Quizzes with fewer questions than asked (the transcript too thin), and the fewest. */
  short: number;
  fewest: number;
  singleSelection: number;
  trueOrFalse: number;
  falseStatements: number;
  /** Generating the same quiz again gave another one. */
  nondeterministic: number;
  /**
   * The check's control: the share it still finds supported when every question cites the
   * next step instead of its own (a check that passed these would prove nothing).
   */
  controlSupported: number;
  /** Mean time to generate one quiz. */
  msPerQuiz: number;
}

export interface QuizGeneratorFailure {
  workflowId: string;
  size: number;
  title: string;
  reason: string;
}

export function quizInputOf(workflow: RetrievalWorkflow): OfflineQuizInput {
  return {
    title: workflow.title,
    languageCode: workflow.language,
    steps: workflow.steps.map((step) => ({
      id: step.id,
      title: step.title,
      startTime: step.startTime,
      endTime: step.endTime,
      sentences: step.sentences.map((s) => ({
        text: s.sentence,
        startTime: s.startTime,
        endTime: s.endTime,
      })),
    })),
  };
}

export function evaluateQuizGenerator(workflows: readonly RetrievalWorkflow[]): {
  figures: QuizGeneratorFigures[];
  failures: QuizGeneratorFailure[];
} {
  const failures: QuizGeneratorFailure[] = [];
  const figures = QUIZ_SIZES.map((size): QuizGeneratorFigures => {
    const f: QuizGeneratorFigures = {
      size,
      quizzes: 0,
      questions: 0,
      supported: 0,
      invalid: 0,
      duplicateQuizzes: 0,
      allTrueSets: 0,
      short: 0,
      fewest: Infinity,
      singleSelection: 0,
      trueOrFalse: 0,
      falseStatements: 0,
      nondeterministic: 0,
      controlSupported: 0,
      msPerQuiz: 0,
    };
    let supported = 0;
    let control = 0;
    let ms = 0;
    for (const workflow of workflows) {
      const input = quizInputOf(workflow);
      const started = performance.now();
      const quiz = generateOfflineQuiz(input, size);
      ms += performance.now() - started;
      const again = generateOfflineQuiz(input, size);
      const quality = quizQuality(input, quiz);
      f.quizzes++;
      f.questions += quiz.length;
      supported += quality.supported;
      f.invalid += quality.invalid;
      if (quality.duplicates > 0) f.duplicateQuizzes++;
      if (quality.allTrue) f.allTrueSets++;
      if (quiz.length < size) f.short++;
      f.fewest = Math.min(f.fewest, quiz.length);
      f.singleSelection += quiz.filter((q) => q.type === 'single-selection').length;
      f.trueOrFalse += quality.trueOrFalse;
      f.falseStatements += quiz.filter(
        (q) => q.type === 'true-or-false' && q.correctAnswer === 'B',
      ).length;
      if (JSON.stringify(again) !== JSON.stringify(quiz)) f.nondeterministic++;
      control += quizQuality(
        input,
        quiz.map((q) => citingNextStep(input, q)),
      ).supported;
      for (const v of quality.verdicts) {
        if (v.supported && v.valid) continue;
        failures.push({
          workflowId: workflow.id,
          size,
          title: quiz[v.index]!.title,
          reason: v.reason ?? 'invalid for the schema or incomplete',
        });
      }
    }
    f.supported = f.questions ? supported / f.questions : 0;
    f.controlSupported = f.questions ? control / f.questions : 0;
    f.msPerQuiz = f.quizzes ? ms / f.quizzes : 0;
    if (f.fewest === Infinity) f.fewest = 0;
    return f;
  });
  return { figures, failures };
}

/** The question citing the step after the one it cites (the first after the last). */
function citingNextStep(input: OfflineQuizInput, q: QuestionInput): QuestionInput {
  const m = /^Step (\d+) /u.exec(q.referenceSource ?? '');
  const next = m ? Number(m[1]) % input.steps.length : 0;
  const step = input.steps[next]!;
  return {
    ...q,
    referenceSource: referenceSource(input.languageCode, next + 1, step.title, step.startTime),
  };
}

/** True when every size meets every budget and every question is valid. */
export function meetsQuizBudgets(figures: readonly QuizGeneratorFigures[]): boolean {
  return figures.every(
    (f) =>
      f.supported >= QUIZ_GENERATOR_BUDGETS.supported &&
      f.duplicateQuizzes <= QUIZ_GENERATOR_BUDGETS.duplicateQuizzes &&
      f.allTrueSets <= QUIZ_GENERATOR_BUDGETS.allTrueSets &&
      f.invalid === 0 &&
      f.nondeterministic === 0,
  );
}
