/**
 * Answer or decline (issue 15): whether the organisation's content answers a question at all,
 * decided from how much of the question's meaning the best passage's workflow holds
 * (retrieval's Passage.coverage: the question's content words, stemmed, typos corrected,
 * phrasing left out). A question the content does not cover is declined, with the closest
 * workflows offered as related, never quoted as the answer: for a frontline worker a wrong
 * confident answer is worse than "I don't know".
 *
 * Three checks, all general (no word lists, any language the retrieval reads):
 * - every number the question names is said by the workflow ("48 volt", "class 3");
 * - the workflow holds enough of the question's weight, each word weighing its IDF (rare words
 *   say what the question is about) capped at the weight of a word one passage holds, so a
 *   word no passage holds counts as one rare word and a small library is judged like a large
 *   one (`weightShare`);
 * - of the question's words the library holds somewhere, the workflow holds two (or all): one
 *   shared word, the others said elsewhere, is a coincidence.
 *
 * The thresholds were chosen on the tuning part of test/ai/answerability-set.ts; the held-out
 * part measures them (test/ai/answerability-eval.test.ts, `npm run bench`). Words alone cannot
 * tell every question apart (a question about "the hydraulic oil filter on the forklift" shares
 * most of its words with the forklift's daily check), so the thresholds trade declines against
 * wrong declines; README "Answer or decline" gives the figures and the curve.
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
  /**
   * ...and at least this share of the question's weight held by the best passage's workflow,
   * each word weighing its IDF capped at the IDF of a word one passage holds (`rareWeight`).
   * Chosen on the tuning part: the threshold whose shares fall least short of the two
   * goals together (declined >= 90%, wrongly declined <= 5%); README "Answer or decline" gives
   * the trade-off curve of other choices.
   */
  minWeightShare: 0.35,
  /**
   * Of the question's words the library holds somewhere (as asked, or as a typo's correction),
   * the best workflow must hold this many (or all, when the question has fewer): one word in
   * common while the question's other words are said in other workflows is a coincidence ("book
   * a *day* off" on a workflow that closes the till at the end of the *day*), not a workflow
   * about the question. Words no passage holds at all are not counted, so a question in other
   * words than the content's ("verify the torque") still needs only the one it shares.
   */
  minSharedWords: 2,
  /** How many workflows a decline offers as related. */
  related: 3,
} as const;

export interface Answerability {
  answerable: boolean;
  /** The mean of the best passage's step and workflow shares (by IDF, uncapped). */
  share: number;
  /** The weight they hold, in units of one word no passage holds (a diagnostic). */
  evidence: number;
  /** The question names a number its best workflow never says. */
  otherNumber: boolean;
  /** The question's words the best step and its workflow hold (mean), and their share of all. */
  words: number;
  wordShare: number;
  /** The share of the question's weight its best workflow holds, by capped IDF (the decision). */
  weightShare: number;
  /** The question's words some passage holds (even misspelt), and how many of them its best
   * workflow holds (a typo's correction in proportion to how sure it is). */
  libraryWords: number;
  sharedWords: number;
}

/**
 * The IDF of a word one passage of the library holds, from the IDF of a word none holds
 * (`coverage.unit`, idf(n, 0) = ln(1 + (n + 0.5) / 0.5)): idf(n, 1) = ln(1 + (n - 0.5) / 1.5).
 */
export function rareWeight(unit: number): number {
  const n = Math.max(1, (Math.exp(unit) - 1) * 0.5 - 0.5);
  return Math.log(1 + (n - 0.5) / 1.5);
}

/**
 * The share of the question's meaning a workflow holds: each content word weighs its IDF (rare
 * words say what the question is about; "change", "check" say little), capped at the weight of
 * the rarest word the library holds, so that a word no passage holds (unknown, or a paraphrase
 * of the content's own word) counts as one rare word, not as more. Uncapped, an unknown word
 * outweighs a known one by 2 to 1 in a library of four passages and every paraphrase is declined.
 */
export function weightShare(coverage: Passage['coverage']): number {
  const cap = rareWeight(coverage.unit);
  let total = 0;
  let held = 0;
  for (const w of coverage.words) {
    const weight = Math.min(w.weight, cap);
    total += weight;
    held += weight * w.workflow;
  }
  return total > 0 ? held / total : 0;
}

export function answerability(passages: readonly Passage[]): Answerability {
  const best = passages[0];
  if (!best) {
    return {
      answerable: false,
      share: 0,
      evidence: 0,
      otherNumber: false,
      words: 0,
      wordShare: 0,
      weightShare: 0,
      libraryWords: 0,
      sharedWords: 0,
    };
  }
  const c = best.coverage;
  const share = (c.step + c.workflow) / 2;
  const evidence = (share * c.total) / (c.unit || 1);
  const words = (c.units.step + c.units.workflow) / 2;
  const wordShare = c.units.total > 0 ? words / c.units.total : 0;
  const weighed = weightShare(c);
  const libraryWords = c.words.filter((w) => !w.nowhere).length;
  const sharedWords = c.units.workflow;
  // Rounding: a typo's correction counts a share of a word; 1e-9 keeps 2 sure words at 2.
  const shares = sharedWords + 1e-9 >= Math.min(ANSWERABILITY.minSharedWords, libraryWords);
  // A number the question names (a model, a size, a rating: "48 volt", "class 3") that the
  // workflow never says is a different thing from the one it covers.
  const otherNumber = c.unmatched.some((u) => /\d/u.test(u.word));
  return {
    answerable:
      !otherNumber &&
      words >= ANSWERABILITY.minWords &&
      shares &&
      weighed >= ANSWERABILITY.minWeightShare,
    share,
    evidence,
    otherNumber,
    words,
    wordShare,
    weightShare: weighed,
    libraryWords,
    sharedWords,
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
