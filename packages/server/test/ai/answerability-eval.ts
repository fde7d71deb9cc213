/**
 * The answer-or-decline evaluation (issue 15), shared by test/ai/answerability-eval.test.ts and
 * `npm run bench`: every question of answerability-set.ts through retrieval and the decision of
 * src/ai/answer/coverage.ts, with the figures per part (tuning, held out): recall@1, recall@5
 * and MRR of the answerable questions, the share of unanswerable questions declined, and the
 * share of answerable ones wrongly declined.
 */
import { answerability, type Answerability } from '../../src/ai/answer/coverage.js';
import type { Passage } from '../../src/ai/retrieval/types.js';
import { ANSWERABILITY_QUESTIONS, type AnswerabilityQuestion } from './answerability-set.js';

/** The goals for the held-out part. */
export const ANSWERABILITY_GOALS = { declined: 0.9, wronglyDeclined: 0.05 } as const;

export interface AnswerabilityFigures {
  part: 'tuning' | 'held out';
  answerable: number;
  unanswerable: number;
  'recall@1': number;
  'recall@5': number;
  MRR: number;
  /** Share of unanswerable questions declined. */
  declined: number;
  /** Share of answerable questions declined. */
  'wrongly declined': number;
}

export interface AnswerabilityOutcome {
  question: AnswerabilityQuestion;
  /** 0-based rank of the expected step; -1 when missing; null for an unanswerable question. */
  rank: number | null;
  declined: boolean;
  decision: Answerability;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export async function evaluateAnswerability(
  ask: (question: string) => Promise<Passage[]>,
  ids: { workflowIds: Map<string, string>; stepIds: Map<string, string> },
): Promise<{ figures: AnswerabilityFigures[]; outcomes: AnswerabilityOutcome[] }> {
  const outcomes: AnswerabilityOutcome[] = [];
  for (const question of ANSWERABILITY_QUESTIONS) {
    const passages = await ask(question.question);
    const decision = answerability(passages);
    const declined = !decision.answerable;
    const expected = question.expected;
    const rank = expected
      ? passages.findIndex(
          (p) =>
            p.stepId === ids.stepIds.get(expected.stepId) &&
            p.workflowId === ids.workflowIds.get(expected.workflowId),
        )
      : null;
    outcomes.push({ question, rank, declined, decision });
  }
  const figures = (['tuning', 'held out'] as const).map((part) => {
    const mine = outcomes.filter((o) => o.question.heldOut === (part === 'held out'));
    const answerable = mine.filter((o) => o.rank !== null);
    const unanswerable = mine.filter((o) => o.rank === null);
    const share = (list: AnswerabilityOutcome[], f: (o: AnswerabilityOutcome) => boolean) =>
      list.length ? round(list.filter(f).length / list.length) : 0;
    return {
      part,
      answerable: answerable.length,
      unanswerable: unanswerable.length,
      'recall@1': share(answerable, (o) => o.rank === 0),
      'recall@5': share(answerable, (o) => o.rank !== null && o.rank >= 0),
      MRR: round(
        answerable.reduce((sum, o) => sum + (o.rank! >= 0 ? 1 / (o.rank! + 1) : 0), 0) /
          Math.max(1, answerable.length),
      ),
      declined: share(unanswerable, (o) => o.declined),
      'wrongly declined': share(answerable, (o) => o.declined),
    };
  });
  return { figures, outcomes };
}
