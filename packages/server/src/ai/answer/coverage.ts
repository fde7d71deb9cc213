/**
 * Answer or decline (issue 15): whether the organisation's content answers a question at all,
 * decided from how much of the question's meaning the best passage and its workflow hold
 * (retrieval's Passage.coverage: the question's content words by IDF, stemmed, typos
 * corrected, phrasing left out, words no passage holds counting against). A question the
 * content does not cover is declined, with the closest workflows offered as related, never
 * quoted as the answer: for a frontline worker a wrong confident answer is worse than "I don't
 * know".
 *
 * The threshold was tuned on the tuning part of test/ai/answerability-set.ts; the held-out
 * part measures them (test/ai/answerability-eval.test.ts, `npm run bench`). Words alone cannot
 * tell every question apart (a question about "milk" on a dairy-shelf workflow looks like one
 * about booking a day off: one word the content lacks, one common word it holds), so the
 * threshold trades declines against wrong declines; README "The assistant" gives the figures.
 */
import type { ChatReference } from '@stepwise/core';
import type { Passage } from '../retrieval/types.js';
import { referenceOf } from './passages.js';

export const ANSWERABILITY = {
  /**
   * The weight of the question the best step and its workflow hold (the mean of their shares,
   * times the question's weight), in units of one word no passage holds
   * (Passage.coverage.unit): below it, the content says too little of what was asked.
   */
  minEvidence: 0.9,
  /** How many workflows a decline offers as related. */
  related: 3,
} as const;

export interface Answerability {
  answerable: boolean;
  /** The mean of the best passage's step and workflow shares. */
  share: number;
  /** The weight they hold, in units (see ANSWERABILITY.minEvidence). */
  evidence: number;
  /** The question names a number its best workflow never says. */
  otherNumber: boolean;
}

export function answerability(passages: readonly Passage[]): Answerability {
  const best = passages[0];
  if (!best) return { answerable: false, share: 0, evidence: 0, otherNumber: false };
  const c = best.coverage;
  const share = (c.step + c.workflow) / 2;
  const evidence = (share * c.total) / (c.unit || 1);
  // A number the question names (a model, a size, a rating: "48 volt", "class 3") that the
  // workflow never says is a different thing from the one it covers.
  const otherNumber = c.unmatched.some((u) => /\d/u.test(u.word));
  return {
    answerable: !otherNumber && evidence >= ANSWERABILITY.minEvidence,
    share,
    evidence,
    otherNumber,
  };
}

/** The closest workflows of a declined question: the best passage of each, best first. */
export function relatedWorkflows(passages: readonly Passage[]): ChatReference[] {
  const seen = new Set<string>();
  const out: ChatReference[] = [];
  for (const p of passages) {
    if (seen.has(p.workflowId)) continue;
    seen.add(p.workflowId);
    out.push(referenceOf(p));
    if (out.length >= ANSWERABILITY.related) break;
  }
  return out;
}
