/**
 * An independent check of a generated quiz against the transcript it came from (issue 19,
 * "offline generator measured"). It reads only what an author would see, the questions' text,
 * answers, references and explanations, and never the generator's own choices: it finds the
 * cited step from the reference's number, title and time; takes the key words of the answer
 * (core's tokeniser, stop words dropped, numbers kept); and looks for them in that step's
 * sentences. Used by the eval test and `npm run bench`; the figures are in the server README.
 *
 * - single selection: every key word of the correct option is said in the cited step;
 * - true, for a true-or-false question: every key word of the statement is said in the step;
 * - false: the explanation quotes a sentence of the step, and no sentence of the step holds
 *   all the statement's key words (it really says something else);
 * - duplicates: two questions with the same title, or made from the same sentence (the step's
 *   sentence their explanation quotes);
 * - all true: a quiz whose true-or-false questions are all answered True.
 */
import {
  TRUE_FALSE_OPTION_TEXTS,
  questionInputSchema,
  quizProblems,
  summaryTokens,
  type QuestionInput,
} from '@stepwise/core';
import { NUMBER_WORDS } from '../retrieval/numbers.js';
import type { OfflineQuizInput, OfflineQuizStep } from './offline-quiz.js';

export interface QuestionVerdict {
  /** The question's 0-based place in the quiz. */
  index: number;
  /** The cited step's 0-based index, or null when the reference names no step of the input. */
  stepIndex: number | null;
  supported: boolean;
  /** Why not, when not. */
  reason: string | null;
  /** Valid for core's questionInputSchema and complete by quizProblems. */
  valid: boolean;
}

export interface QuizQuality {
  questions: number;
  supported: number;
  invalid: number;
  /** Questions repeating an earlier one (same title, or the same sentence). */
  duplicates: number;
  trueOrFalse: number;
  /** The quiz has true-or-false questions and every one of them is true. */
  allTrue: boolean;
  verdicts: QuestionVerdict[];
}

const DIGITS = /\p{Nd}+(?:[.,]\p{Nd}+)*/gu;
const SPELLED = new Set(NUMBER_WORDS);
const flat = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** Key words: content words (stop words dropped) and numbers, digits or spelled, lower-cased. */
export function keyWords(text: string): Set<string> {
  const words = new Set(summaryTokens(text).map((t) => t.term));
  for (const m of text.matchAll(DIGITS)) words.add(m[0].replace(',', '.'));
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) if (SPELLED.has(w)) words.add(w);
  return words;
}

/**
 * The step a reference names: the number before its quoted title ('Step 3 "…", 01:12', '3단계
 * "…", 01:12'), which must be a step of the input with that title, and the time must fall in it.
 */
export function citedStep(reference: string, steps: readonly OfflineQuizStep[]): number | null {
  const m = /^[^"\d]*(\d+)[^"\d]*(?:"(.*)")?,\s*(?:(\d+):)?(\d+):(\d{2})$/u.exec(reference.trim());
  if (!m) return null;
  const index = Number(m[1]) - 1;
  const step = steps[index];
  if (!step) return null;
  const title = flat(step.title).replace(/"/gu, "'");
  if (m[2] !== undefined && flat(m[2]) !== title) {
    // A long title is cut with an ellipsis: what was kept must be how the step's title starts.
    const kept = flat(m[2]);
    if (!kept.endsWith('…') || !title.startsWith(kept.slice(0, -1))) return null;
  } else if (m[2] === undefined && title !== '') {
    return null;
  }
  const seconds = Number(m[3] ?? 0) * 3600 + Number(m[4]) * 60 + Number(m[5]);
  // The clock drops fractions: a sentence at 12.7 s reads 00:12 in a step starting at 12.5 s.
  if (seconds < Math.floor(step.startTime) || seconds > step.endTime) return null;
  return index;
}

/** The longest sentence of the cited step that the question's explanation quotes. */
function quotedSentence(
  q: QuestionInput,
  stepIndex: number | null,
  input: OfflineQuizInput,
): string | undefined {
  if (stepIndex === null) return undefined;
  const explanation = flat(q.explanation ?? '');
  return input.steps[stepIndex]!.sentences.map((s) => flat(s.text))
    .filter((s) => s !== '' && explanation.includes(s))
    .sort((a, b) => b.length - a.length)[0];
}

const subset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((w) => b.has(w));

function verdict(q: QuestionInput, index: number, input: OfflineQuizInput): QuestionVerdict {
  const parsed = questionInputSchema.safeParse(q);
  const valid = parsed.success && quizProblems([parsed.data]).length === 0;
  const stepIndex = citedStep(q.referenceSource ?? '', input.steps);
  const out = (supported: boolean, reason: string | null): QuestionVerdict => ({
    index,
    stepIndex,
    supported,
    reason,
    valid,
  });
  if (stepIndex === null) return out(false, 'the reference names no step of the workflow');
  const sentences = input.steps[stepIndex]!.sentences.map((s) => keyWords(s.text));
  const stepWords = new Set(sentences.flatMap((s) => [...s]));
  const correct = q.options.find((o) => o.letter === q.correctAnswer);
  if (!correct) return out(false, 'no correct option');

  if (q.type === 'single-selection') {
    const words = keyWords(correct.text);
    if (words.size === 0) return out(false, 'the correct option has no key word');
    const missing = [...words].filter((w) => !stepWords.has(w));
    return missing.length
      ? out(false, `the cited step never says ${missing.join(', ')}`)
      : out(true, null);
  }
  const statement = keyWords(q.title);
  if (correct.text === TRUE_FALSE_OPTION_TEXTS[0]) {
    const missing = [...statement].filter((w) => !stepWords.has(w));
    return missing.length
      ? out(false, `a true statement the step does not make: ${missing.join(', ')}`)
      : out(true, null);
  }
  if (quotedSentence(q, stepIndex, input) === undefined) {
    return out(false, 'a false statement whose explanation quotes no sentence of the step');
  }
  return sentences.some((s) => subset(statement, s))
    ? out(false, 'a false statement a sentence of the step makes')
    : out(true, null);
}

export function quizQuality(
  input: OfflineQuizInput,
  questions: readonly QuestionInput[],
): QuizQuality {
  const verdicts = questions.map((q, i) => verdict(q, i, input));
  const titles = new Set<string>();
  const sources = new Set<string>();
  let duplicates = 0;
  questions.forEach((q, i) => {
    const title = flat(q.title).toLowerCase();
    const source = quotedSentence(q, verdicts[i]!.stepIndex, input)?.toLowerCase() ?? null;
    if (titles.has(title) || (source !== null && sources.has(source))) duplicates++;
    titles.add(title);
    if (source !== null) sources.add(source);
  });
  const trueOrFalse = questions.filter((q) => q.type === 'true-or-false');
  const isTrue = (q: QuestionInput) =>
    q.options.find((o) => o.letter === q.correctAnswer)?.text === TRUE_FALSE_OPTION_TEXTS[0];
  return {
    questions: questions.length,
    supported: verdicts.filter((v) => v.supported).length,
    invalid: verdicts.filter((v) => !v.valid).length,
    duplicates,
    trueOrFalse: trueOrFalse.length,
    allTrue: trueOrFalse.length > 0 && trueOrFalse.every(isTrue),
    verdicts,
  };
}
