/**
 * The offline answer (no model configured): the best passages themselves, quoted as they were
 * said, each with its workflow, step and time. Nothing else is written: no passages, no answer.
 */
import { CHAT_TOP_K, type ChatReference } from '@stepwise/core';
import { distinctSteps, inline, placeOf, quoteOf, referenceOf } from './passages.js';
import type { AnswerInput, AnswerProvider } from './types.js';

/** How many passages (one per step) an offline answer quotes, at most: 002 §9 topkRetriever. */
export const OFFLINE_QUOTES = CHAT_TOP_K;
/**
 * A passage is quoted when it scores at least this share of the best one's score: low enough
 * that a step found at rank 4 or 5 that also answers is kept (issue 15), high enough that a
 * passage sharing one common word is not.
 */
export const OFFLINE_MIN_RELATIVE_SCORE = 0.3;

function quoted(input: AnswerInput) {
  const passages = distinctSteps(input.passages);
  const best = passages[0]?.score ?? 0;
  return passages
    .filter((p, i) => i === 0 || p.score >= best * OFFLINE_MIN_RELATIVE_SCORE)
    .slice(0, OFFLINE_QUOTES);
}

export const offlineAnswers: AnswerProvider = {
  mode: 'offline',

  async *stream(input: AnswerInput): AsyncGenerator<string> {
    const passages = quoted(input);
    for (const [i, p] of passages.entries()) {
      const quote = inline(quoteOf(p));
      yield `${i > 0 ? '\n\n' : ''}> ${quote}\n\n— ${placeOf(p)}`;
    }
  },

  references(input: AnswerInput): ChatReference[] {
    return quoted(input).map(referenceOf);
  },

  /** The quotes are the passages themselves. */
  grounded: (input: AnswerInput) => quoted(input).length > 0,
};
