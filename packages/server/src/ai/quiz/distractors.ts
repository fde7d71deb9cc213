/**
 * Wrong answers for an offline quiz question: terms the workflow says elsewhere, of the same
 * kind as the right one, that the question's own step never says (so a distractor cannot be a
 * second right answer). Terms from other steps come first; a workflow of one step (or one whose
 * other steps are too thin) falls back to the step's other sentences, as long as the question's
 * sentence never says the term.
 */
import type { SentenceTerm } from './sentence-terms.js';

export interface PooledTerm extends SentenceTerm {
  stepIndex: number;
}

/**
 * How well `b` stands in for `a`, higher better; null when it never can (a number for a word,
 * digits for a spelled-out number, a verb for a noun or a noun for a verb). Numbers with the
 * same unit ("8 hours", "12 hours") are most alike; words by role and ending, and a noun or a
 * longer word is a better stand-in than a short one (in languages without a stop list, the
 * short ones are mostly function words).
 */
export function kindScore(a: SentenceTerm, b: SentenceTerm): number | null {
  if (a.number !== b.number) return null;
  if (a.number) return a.unit !== '' && a.unit === b.unit ? 2 : 0;
  const roles = new Set([a.role, b.role]);
  if (roles.has('noun') && roles.has('verb')) return null;
  return (
    (a.role === b.role ? 1.5 : 0) +
    (a.shape === b.shape ? 1 : 0) +
    (b.role === 'noun' ? 0.5 : 0) +
    ([...b.key].length >= 5 ? 0.5 : 0)
  );
}

/** Singular and plural as one (filter / filters, box / boxes): never both among the options. */
export function stemOf(key: string): string {
  return key.length > 4 ? key.replace(/(?:es|s)$/u, '') : key;
}

/** A number's value, so "2.5" and "2,5" are one. */
const valueOf = (t: SentenceTerm) => (t.number === 'digits' ? t.key.replace(',', '.') : t.key);

export interface Exclusions {
  stepIndex: number;
  /** Stems of every term of the question's step, and of its sentence. */
  stepStems: ReadonlySet<string>;
  sentenceStems: ReadonlySet<string>;
}

/**
 * Up to `count` distinct terms to stand beside `correct`, best first: from other steps before
 * the same step, then most alike, then in a seeded order. Fewer than `count` when the workflow
 * has no more (the caller then asks something else; it never pads).
 */
export function pickDistractors(
  correct: SentenceTerm,
  pool: readonly PooledTerm[],
  exclude: Exclusions,
  count: number,
  random: () => number,
): PooledTerm[] {
  const ranked: { term: PooledTerm; tier: number; score: number; order: number }[] = [];
  for (const term of pool) {
    const score = kindScore(correct, term);
    if (score === null) continue;
    const stem = stemOf(term.key);
    const tier =
      term.stepIndex !== exclude.stepIndex && !exclude.stepStems.has(stem)
        ? 0
        : !exclude.sentenceStems.has(stem)
          ? 1
          : -1;
    if (tier < 0) continue;
    // Drawn for every candidate, in pool order, so the order is the same on every run.
    ranked.push({ term, tier, score, order: random() });
  }
  ranked.sort((a, b) => a.tier - b.tier || b.score - a.score || a.order - b.order);
  const out: PooledTerm[] = [];
  const stems = new Set([stemOf(correct.key)]);
  const values = new Set([valueOf(correct)]);
  for (const { term } of ranked) {
    if (out.length >= count) break;
    const stem = stemOf(term.key);
    if (stems.has(stem) || values.has(valueOf(term))) continue;
    stems.add(stem);
    values.add(valueOf(term));
    out.push(term);
  }
  return out;
}
