/**
 * The offline quiz generator (issue 19 item 3): with no chat model configured, a quiz is built
 * from the workflow's transcript itself, so every question is one the video answers.
 *
 * - True or false: a spoken sentence as a statement. A true one is the sentence (spoken openers
 *   like "Now," dropped); a false one has one key term or number swapped for one the workflow
 *   says elsewhere and this step never says. A set is never all true.
 * - Single selection: the sentence with a key term or number blanked; the right option is the
 *   term, the three others terms of the same kind from other steps (numbers for numbers, with
 *   the same unit first; nouns for nouns).
 *
 * Every question cites its step and time ('Step 3 "Replace the filter", 01:12') and quotes its
 * sentence as the explanation. One question per sentence, spread over the steps, in the
 * video's order. Deterministic: seeded by the workflow's words. A thin transcript gives fewer
 * questions than asked, never filler. Pure: the job (domain) reads and stores.
 */
import {
  OPTION_LETTERS,
  QUIZ_MAX_QUESTIONS,
  TRUE_FALSE_OPTION_TEXTS,
  questionInputSchema,
  quizProblems,
  type QuestionInput,
} from '@stepwise/core';
import { pickDistractors, stemOf, type PooledTerm } from './distractors.js';
import { BLANK, quoted, referenceSource, replaceAt, statementOf } from './quiz-wording.js';
import { contentSeed, seededRandom, shuffled } from './seeded-random.js';
import { sentenceTerms, type SentenceTerm } from './sentence-terms.js';
import type { WordRole } from './word-roles.js';

export interface OfflineQuizSentence {
  text: string;
  startTime: number;
  endTime: number;
}

export interface OfflineQuizStep {
  id: string;
  title: string;
  startTime: number;
  endTime: number;
  sentences: OfflineQuizSentence[];
}

export interface OfflineQuizInput {
  title: string;
  languageCode: string;
  /** In the workflow's order: "Step N" in a reference is the N-th of these. */
  steps: OfflineQuizStep[];
}

/** A question's sentence: long enough to say something, short enough to read as a question. */
const MIN_TERMS = 3;
const MAX_SENTENCE_LENGTH = 300;

interface Source {
  stepIndex: number;
  /** The sentence as spoken (quoted in the explanation) and as a statement (the title). */
  sentence: string;
  statement: string;
  startTime: number;
  terms: SentenceTerm[];
  singleSelection: { term: SentenceTerm; distractors: PooledTerm[] } | null;
  falseSwap: { term: SentenceTerm; replacement: PooledTerm } | null;
  /** How good a question it makes: its best term's weight, more when it can be asked both ways. */
  quality: number;
}

type Kind = 'single-selection' | 'false' | 'true';

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A noun is the best thing to ask about; a verb the least good that still makes a question. */
const ROLE_WEIGHT: Readonly<Record<WordRole, number>> = {
  noun: 1,
  modifier: 0.3,
  '': 0,
  verb: -0.3,
  function: 0,
};

/** A term worth asking about: not the first word, not an adverb, not a fragment. */
function askable(t: SentenceTerm): boolean {
  if (t.initial || t.role === 'function' || /['’]/u.test(t.key)) return false;
  return t.number !== null || ([...t.key].length >= 3 && t.shape !== 'ly');
}

export function generateOfflineQuiz(input: OfflineQuizInput, count: number): QuestionInput[] {
  const wanted = Math.min(QUIZ_MAX_QUESTIONS, Math.max(0, Math.floor(count)));
  if (wanted === 0 || !Number.isFinite(count)) return [];
  const lang = input.languageCode;
  const random = seededRandom(
    contentSeed(
      JSON.stringify([
        input.title,
        lang,
        input.steps.map((s) => [s.title, s.sentences.map((x) => x.text)]),
      ]),
    ),
  );

  // Every term the workflow says, by step: distractors come from here, and a step's own terms
  // are what its questions' wrong answers must avoid.
  const said = input.steps.map((step) => step.sentences.map((s) => sentenceTerms(s.text, lang)));
  const common = commonTerms(said.flat());
  const pool: PooledTerm[] = [];
  const stepStems = input.steps.map((step, stepIndex) => {
    const stems = new Set(sentenceTerms(step.title, lang).map((t) => stemOf(t.key)));
    for (const terms of said[stepIndex]!) {
      for (const t of terms) {
        stems.add(stemOf(t.key));
        if (askable(t) && !common.has(t.key)) pool.push({ ...t, stepIndex });
      }
    }
    return stems;
  });

  const sources = questionSources(input);
  const df = new Map<string, number>();
  for (const s of sources) {
    for (const key of new Set(s.terms.map((t) => t.key))) df.set(key, (df.get(key) ?? 0) + 1);
  }
  const weight = (t: SentenceTerm) =>
    Math.log((sources.length + 1) / ((df.get(t.key) ?? 0) + 0.5)) +
    (t.number ? 1.5 : 0) +
    ROLE_WEIGHT[t.role] +
    Math.min([...t.key].length, 8) / 8 -
    (t.shape === 'ing' ? 0.5 : 0);

  for (const s of sources) {
    // A term said twice in the sentence would stay visible beside its own blank.
    const once = s.terms.filter(
      (t) =>
        askable(t) && !common.has(t.key) && s.terms.filter((u) => u.key === t.key).length === 1,
    );
    const ranked = once
      .map((t) => ({ t, w: weight(t) }))
      .sort((a, b) => b.w - a.w || a.t.index - b.t.index);
    const exclude = {
      stepIndex: s.stepIndex,
      stepStems: stepStems[s.stepIndex]!,
      sentenceStems: new Set(s.terms.map((t) => stemOf(t.key))),
    };
    for (const { t } of ranked) {
      const distractors = pickDistractors(t, pool, exclude, 3, random);
      if (distractors.length === 3) {
        s.singleSelection = { term: t, distractors };
        break;
      }
    }
    for (const { t } of ranked) {
      const [replacement] = pickDistractors(t, pool, exclude, 1, random);
      if (replacement) {
        s.falseSwap = { term: t, replacement };
        break;
      }
    }
    s.quality = (ranked[0]?.w ?? -1) + (s.singleSelection ? 1 : 0) + (s.falseSwap ? 0.5 : 0);
  }

  const chosen = chooseKinds(spreadOverSteps(sources, input.steps.length, random), wanted);
  const titles = new Set<string>();
  const questions: QuestionInput[] = [];
  for (const { source, kind } of chosen.sort((a, b) => order(a.source, b.source))) {
    const question = build(input, source, kind, random);
    const title = normalised(question.title);
    if (titles.has(title)) continue;
    // Belt and braces: what the server would refuse is never offered.
    const parsed = questionInputSchema.safeParse(question);
    if (!parsed.success || quizProblems([parsed.data]).length > 0) continue;
    titles.add(title);
    questions.push(question);
  }
  return questions;
}

/**
 * Terms in more than 40% of the sentences (of five or more): in a language core's tokeniser has
 * no stop words for, these are its function words ("und", "ください"); in any language, the
 * topic word itself, which makes a poor blank and a worse distractor.
 */
function commonTerms(sentences: readonly SentenceTerm[][]): Set<string> {
  const common = new Set<string>();
  if (sentences.length < 5) return common;
  const df = new Map<string, number>();
  for (const terms of sentences) {
    for (const key of new Set(terms.map((t) => t.key))) df.set(key, (df.get(key) ?? 0) + 1);
  }
  for (const [key, n] of df) if (n / sentences.length > 0.4) common.add(key);
  return common;
}

const order = (a: Source, b: Source) => a.stepIndex - b.stepIndex || a.startTime - b.startTime;

/** The sentences a question can be made from: each said once, readable, not a question. */
function questionSources(input: OfflineQuizInput): Source[] {
  const seen = new Set<string>();
  const out: Source[] = [];
  input.steps.forEach((step, stepIndex) => {
    for (const s of step.sentences) {
      const sentence = s.text.replace(/\s+/gu, ' ').trim();
      const key = normalised(sentence);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      if (sentence.length > MAX_SENTENCE_LENGTH || /[?？]["'”’)]*$/u.test(sentence)) continue;
      const statement = statementOf(input.languageCode, sentence);
      const terms = sentenceTerms(statement, input.languageCode);
      if (terms.length < MIN_TERMS) continue;
      out.push({
        stepIndex,
        sentence,
        statement,
        startTime: s.startTime,
        terms,
        singleSelection: null,
        falseSwap: null,
        quality: 0,
      });
    }
  });
  return out;
}

/** Best sentences of each step first, taking the steps in turn, so a quiz covers the video. */
function spreadOverSteps(sources: Source[], steps: number, random: () => number): Source[] {
  const byStep: Source[][] = Array.from({ length: steps }, () => []);
  for (const s of shuffled(sources, random)) byStep[s.stepIndex]!.push(s);
  for (const list of byStep) list.sort((a, b) => b.quality - a.quality);
  const out: Source[] = [];
  for (let round = 0; out.length < sources.length; round++) {
    for (const list of byStep) if (list[round]) out.push(list[round]!);
  }
  return out;
}

/**
 * Half single selection, half true or false (of those, half false, at least one), as the
 * sentences allow; then never an all-true set: a true statement is dropped when no false one
 * can stand beside it, and another sentence asked instead where one can be.
 */
function chooseKinds(sources: Source[], wanted: number): { source: Source; kind: Kind }[] {
  const single = Math.ceil(wanted / 2);
  const trueOrFalse = wanted - single;
  const targets: Record<Kind, number> = {
    'single-selection': single,
    false: Math.ceil(trueOrFalse / 2),
    true: trueOrFalse - Math.ceil(trueOrFalse / 2),
  };
  const counts: Record<Kind, number> = { 'single-selection': 0, false: 0, true: 0 };
  const chosen: { source: Source; kind: Kind }[] = [];
  const feasible = (s: Source): Kind[] => [
    ...(s.singleSelection ? (['single-selection'] as const) : []),
    ...(s.falseSwap ? (['false'] as const) : []),
    'true',
  ];
  // The kind furthest from its share so far, so the kinds alternate through the quiz.
  const need = (k: Kind) => (targets[k] - counts[k]) / Math.max(1, targets[k]);
  for (const source of sources) {
    if (chosen.length >= wanted) break;
    let kind: Kind = 'true';
    let most = -Infinity;
    for (const k of feasible(source)) if (need(k) > most) [kind, most] = [k, need(k)];
    chosen.push({ source, kind });
    counts[kind]++;
  }
  if (counts.true === 0 || counts.false > 0) return chosen;

  const convertible = chosen.find((c) => c.kind === 'true' && c.source.falseSwap);
  if (convertible) {
    convertible.kind = 'false';
    return chosen;
  }
  const kept = chosen.filter((c) => c.kind !== 'true');
  const used = new Set(chosen.map((c) => c.source));
  for (const source of sources) {
    if (kept.length >= wanted) break;
    if (used.has(source)) continue;
    if (source.singleSelection) kept.push({ source, kind: 'single-selection' });
  }
  return kept;
}

function build(
  input: OfflineQuizInput,
  source: Source,
  kind: Kind,
  random: () => number,
): QuestionInput {
  const lang = input.languageCode;
  const step = input.steps[source.stepIndex]!;
  const common = {
    referenceSource: referenceSource(lang, source.stepIndex + 1, step.title, source.startTime),
    explanation: quoted(lang, source.sentence),
  };
  if (kind === 'single-selection' && source.singleSelection) {
    const { term, distractors } = source.singleSelection;
    const right = Math.floor(random() * OPTION_LETTERS.length);
    const texts = distractors.map((d) => d.surface);
    texts.splice(right, 0, term.surface);
    return {
      type: 'single-selection',
      title: replaceAt(lang, source.statement, term.index, term.surface, BLANK),
      options: OPTION_LETTERS.map((letter, i) => ({ letter, text: texts[i]! })),
      correctAnswer: OPTION_LETTERS[right]!,
      ...common,
    };
  }
  const swap = kind === 'false' ? source.falseSwap : null;
  return {
    type: 'true-or-false',
    title: swap
      ? replaceAt(
          lang,
          source.statement,
          swap.term.index,
          swap.term.surface,
          swap.replacement.surface,
        )
      : source.statement,
    options: [
      { letter: 'A', text: TRUE_FALSE_OPTION_TEXTS[0] },
      { letter: 'B', text: TRUE_FALSE_OPTION_TEXTS[1] },
    ],
    correctAnswer: swap ? 'B' : 'A',
    ...common,
  };
}
