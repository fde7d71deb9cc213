/**
 * Quiz questions written by a configured chat model (issue 19 item 3): the transcript goes in
 * step by step, the model answers one JSON object of questions in core's shape, naming the step
 * each one comes from. The answer must parse with `modelAnswerSchema`, then every question with
 * core's questionInputSchema and the quiz with quizProblems; anything else is a
 * `QuizModelError`, which the job records as the quiz's failure, never storing the questions.
 */
import { z } from 'zod';
import {
  optionLetterSchema,
  questionInputSchema,
  questionTypeSchema,
  quizProblems,
  QUESTION_TITLE_MAX_LENGTH,
  EXPLANATION_MAX_LENGTH,
  OPTION_TEXT_MAX_LENGTH,
  type QuestionInput,
} from '@stepwise/core';
import type { ChatModel, LlmMessage } from '../ai/llm/types.js';
import { modelJson } from '../ai/llm/model-json.js';
import type { OfflineQuizInput } from '../ai/quiz/offline-quiz.js';
import { referenceSource } from '../ai/quiz/quiz-wording.js';

export class QuizModelError extends Error {
  override readonly name = 'QuizModelError';
}

/** What the model is asked to answer (and must). */
export const modelAnswerSchema = z.object({
  questions: z
    .array(
      z.object({
        type: questionTypeSchema,
        title: z.string().trim().min(1).max(QUESTION_TITLE_MAX_LENGTH),
        options: z
          .array(
            z.object({ letter: optionLetterSchema, text: z.string().max(OPTION_TEXT_MAX_LENGTH) }),
          )
          .min(2)
          .max(4),
        correctAnswer: optionLetterSchema,
        explanation: z.string().max(EXPLANATION_MAX_LENGTH).optional(),
        step: z.number().int().min(1),
      }),
    )
    .min(1),
});

const mmss = (t: number) => `${Math.floor(t / 60)}:${String(Math.floor(t % 60)).padStart(2, '0')}`;

export function quizPrompt(input: OfflineQuizInput, count: number): LlmMessage[] {
  const system = [
    'You write a short quiz that checks a frontline worker understood a how-to video.',
    'Answer with one JSON object and nothing else, of this shape:',
    '{"questions":[{"type":"single-selection","title":"the question",',
    '  "options":[{"letter":"A","text":"..."},{"letter":"B","text":"..."},{"letter":"C","text":"..."},{"letter":"D","text":"..."}],',
    '  "correctAnswer":"B","explanation":"why, quoting the transcript","step":2},',
    ' {"type":"true-or-false","title":"a statement","options":[{"letter":"A","text":"True"},{"letter":"B","text":"False"}],',
    '  "correctAnswer":"A","explanation":"...","step":1}]}',
    `Write ${count} questions: single-selection ones have exactly four options A-D, true-or-false`,
    'ones exactly A "True" and B "False"; mix both types, and not every statement may be true.',
    '"step" is the number of the step whose transcript answers the question.',
    'Ask only what the transcript says; no trick questions, no two questions alike.',
    `Write every text in the transcript's language (${input.languageCode}).`,
  ].join('\n');
  const lines: string[] = [`Video: ${input.title}`];
  input.steps.forEach((step, i) => {
    lines.push('', `Step ${i + 1}: ${step.title}`);
    for (const s of step.sentences) lines.push(`[${mmss(s.startTime)}] ${s.text.trim()}`);
  });
  return [
    { role: 'system', content: system },
    { role: 'user', content: lines.join('\n') },
  ];
}

function jsonOf(answer: string): unknown {
  const json = modelJson(answer);
  if (!json.ok) throw new QuizModelError(json.message);
  return json.value;
}

const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/** The model's answer as questions, or a QuizModelError saying what was wrong. */
export function questionsFromAnswer(
  answer: string,
  input: OfflineQuizInput,
  count: number,
): QuestionInput[] {
  const parsed = modelAnswerSchema.safeParse(jsonOf(answer));
  if (!parsed.success) {
    throw new QuizModelError(
      `The chat model's quiz is not in the asked shape: ${issuesOf(parsed.error)}`,
    );
  }
  const questions = parsed.data.questions.slice(0, count).map((q, i) => {
    const step = input.steps[q.step - 1];
    if (!step) {
      throw new QuizModelError(
        `The chat model's question ${i + 1} names step ${q.step}; the workflow has ${input.steps.length}`,
      );
    }
    const checked = questionInputSchema.safeParse({
      type: q.type,
      title: q.title,
      options: q.options,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation ?? '',
      referenceSource: referenceSource(input.languageCode, q.step, step.title, step.startTime),
    });
    if (!checked.success) {
      throw new QuizModelError(
        `The chat model's question ${i + 1} is invalid: ${issuesOf(checked.error)}`,
      );
    }
    return checked.data;
  });
  const problem = quizProblems(
    questions.map((q) => ({ ...q, referenceSource: q.referenceSource ?? '' })),
  )[0];
  if (problem) throw new QuizModelError(`The chat model's quiz is incomplete: ${problem.message}`);
  return questions;
}

export async function llmQuiz(
  model: ChatModel,
  input: OfflineQuizInput,
  count: number,
  signal: AbortSignal,
): Promise<QuestionInput[]> {
  const answer = await model.complete({
    messages: quizPrompt(input, count),
    temperature: 0.3,
    signal,
  });
  return questionsFromAnswer(answer, input, count);
}
