/**
 * Answer or decline (issue 15): whether the organisation's content answers a question at all,
 * decided from how much of the question's meaning the best passage and its workflow hold
 * (retrieval's Passage.coverage: the question's content words by IDF, stemmed, typos
 * corrected, phrasing left out, words no passage holds counting against). A question the
 * content does not cover is declined, with the closest workflows offered as related, never
 * quoted as the answer: for a frontline worker a wrong confident answer is worse than "I don't
 * know".
 *
 * The thresholds were tuned on the tuning part of test/ai/answerability-set.ts; the held-out
 * part measures them (test/ai/answerability-eval.test.ts, `npm run bench`). Words alone cannot
 * tell every question apart (a question about "milk" on a dairy-shelf workflow looks like one
 * about booking a day off: one word the content lacks, one common word it holds), so the
 * thresholds trade declines against wrong declines; README "Answer or decline" gives the
 * figures. They are counted in plain words, not IDF, so that a library of four workflows, or one
 * with a workflow in several copies, is judged like any other.
 */
import type { ChatReference } from '@stepwise/core';
import type { Passage } from '../retrieval/types.js';
import { referenceOf } from './passages.js';

export const ANSWERABILITY = {
  /**
   * The question's content words the best step and its workflow say (the mean of the two;
   * Passage.coverage.units): at least one...
   */
  minWords: 1,
  /** ...and at least this share of them (words no passage holds count against). */
  minWordShare: 0.35,
  /** How many workflows a decline offers as related. */
  related: 3,
} as const;

export interface Answerability {
  answerable: boolean;
  /** The mean of the best passage's step and workflow shares. */
  share: number;
  /** The weight they hold, in units of one word no passage holds (a diagnostic). */
  evidence: number;
  /** The question names a number its best workflow never says. */
  otherNumber: boolean;
  /** The question's words the best step and its workflow hold (mean), and their share of all. */
  words: number;
  wordShare: number;
}

export function answerability(passages: readonly Passage[]): Answerability {
  const best = passages[0];
  if (!best) {
    return { answerable: false, share: 0, evidence: 0, otherNumber: false, words: 0, wordShare: 0 };
  }
  const c = best.coverage;
  const share = (c.step + c.workflow) / 2;
  const evidence = (share * c.total) / (c.unit || 1);
  const words = (c.units.step + c.units.workflow) / 2;
  const wordShare = c.units.total > 0 ? words / c.units.total : 0;
  // A number the question names (a model, a size, a rating: "48 volt", "class 3") that the
  // workflow never says is a different thing from the one it covers.
  const otherNumber = c.unmatched.some((u) => /\d/u.test(u.word));
  return {
    answerable:
      !otherNumber && words >= ANSWERABILITY.minWords && wordShare >= ANSWERABILITY.minWordShare,
    share,
    evidence,
    otherNumber,
    words,
    wordShare,
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
