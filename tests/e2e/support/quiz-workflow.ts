/**
 * A fresh published workflow (the 6 s clip) with a published quiz written through the API
 * (POST /v1/quiz, then PUT published), for the specs that take a quiz in the player: the player's
 * quiz spec and the LMS spec. Fresh on every run: attempts are kept for good, and a person who
 * passed a quiz is never asked again, so a workflow of an earlier run would show no mask.
 */
import { createQuiz, listWorkspaceGroups, publishWorkflow, updateQuiz } from '@stepwise/api';
import type { OptionLetter, QuizView } from '@stepwise/core';
import { expect, type Locator } from '@playwright/test';
import { PUBLISHER, signedInApi } from './api-client.js';
import type { E2eEnv } from './e2e-env.js';
import { uploadAndProcess } from './processed-upload.js';

export interface QuizWorkflow {
  baseUrl: string;
  workflowId: string;
  quiz: QuizView;
  /** The correct letter of each question, in order. */
  answers: OptionLetter[];
}

/** Two questions: a true-or-false one (A) and a single selection (C). */
const QUESTIONS = [
  {
    type: 'true-or-false' as const,
    title: 'The guard is locked before the press is serviced.',
    options: [
      { letter: 'A' as const, text: 'True' },
      { letter: 'B' as const, text: 'False' },
    ],
    correctAnswer: 'A' as const,
    explanation: 'Step 1: lock the guard with the red key first.',
    referenceSource: 'Step 1 (00:00)',
  },
  {
    type: 'single-selection' as const,
    title: 'Which torque are the four bolts tightened to?',
    options: [
      { letter: 'A' as const, text: '10 newton metres' },
      { letter: 'B' as const, text: '15 newton metres' },
      { letter: 'C' as const, text: '25 newton metres' },
      { letter: 'D' as const, text: '40 newton metres' },
    ],
    correctAnswer: 'C' as const,
    explanation: 'Step 3: the torque wrench is set to 25 newton metres.',
    referenceSource: 'Step 3 (00:04)',
  },
];

export async function quizWorkflow(
  env: E2eEnv,
  baseUrl: string,
  title: string,
): Promise<QuizWorkflow> {
  const api = await signedInApi(baseUrl, PUBLISHER, env.password);
  const groups = await listWorkspaceGroups(api, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces).find((w) => w?.name === 'Assembly Line');
  if (!workspace) throw new Error('The demo organisation has no Assembly Line workspace.');
  const { workflowId } = await uploadAndProcess(api, env, {
    workspaceId: workspace.id,
    title: `${title} ${Date.now().toString(36)}`,
    fileName: 'quiz-player-e2e.mp4',
    file: env.clip.file,
    minutes: 3,
  });
  await publishWorkflow(api, workflowId);
  const draft = await createQuiz(api, { workflow: workflowId, questions: QUESTIONS });
  const quiz = await updateQuiz(api, draft.id, { published: true });
  return {
    baseUrl,
    workflowId,
    quiz,
    answers: QUESTIONS.map((q) => q.correctAnswer),
  };
}

/**
 * Answers every question of `quiz` in the <Quiz/> inside `within` (one question at a time): the
 * correct letter, or a wrong one; then submits.
 */
export async function answerQuiz(within: Locator, quiz: QuizView, correct: boolean): Promise<void> {
  const total = quiz.questions.length;
  for (const [i, question] of quiz.questions.entries()) {
    const group = within.getByRole('group', { name: new RegExp(`^Question ${i + 1} of ${total}`) });
    await expect(group).toBeVisible();
    const right = question.correctAnswer;
    const letter = correct ? right : question.options.find((o) => o.letter !== right)!.letter;
    await group.locator(`input[type="radio"][value="${letter}"]`).check();
    if (i < total - 1) await within.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await within.getByRole('button', { name: 'Submit answers' }).click();
}
