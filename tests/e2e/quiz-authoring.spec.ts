/**
 * Issue 19 must-show (first e2e): a publisher generates a quiz offline for a workflow, edits one
 * question and publishes it in the portal's quiz authoring screen (reached from the card's
 * tools); a viewer watches the workflow to the end, the quiz mask appears, they answer, see the
 * result and the review; a second attempt is stored.
 *
 * Runs on the 'frame' server, which has no chat model, so the offline generator writes the
 * questions from the transcript. Its Assembly Line workspace has the publisher as a writer and
 * the viewer as a reader. The workflow is a fresh one (the 6 s clip, with an author's transcript
 * written through the API), so the player specs' shared workflow never gets a quiz.
 */
import { readFile } from 'node:fs/promises';
import {
  getQuiz,
  getQuizPublishedStatus,
  getWorkflowQuiz,
  getWorkflowUserQuiz,
  initializeWorkflow,
  isFinalEvent,
  listWorkspaceGroups,
  publishWorkflow,
  uploadFile,
  watchWorkflow,
  type Api,
} from '@stepwise/api';
import type { QuizView } from '@stepwise/core';
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { VIEWER } from './support/intranet-page.js';
import { PlayerPage } from './support/player-page.js';

test.describe.configure({ mode: 'serial' });

const title = `Press lockout ${Date.now().toString(36)}`;
/** What the author says over the clip: one instruction per scene, with terms and numbers. */
const SCRIPT = [
  { sentence: 'Switch the press off and lock the guard with the red key.', start: 0.2, end: 1.8 },
  {
    sentence: 'Check the oil level: it must reach the upper mark of 40 millimetres.',
    start: 2.2,
    end: 3.8,
  },
  {
    sentence: 'Tighten the four bolts with the torque wrench set to 25 newton metres.',
    start: 4.2,
    end: 5.8,
  },
];

let baseUrl = '';
let workspaceId = '';
let workflowId = '';
let publisher: Api;

test.beforeAll(async () => {
  test.setTimeout(4 * 60_000);
  const env = e2eEnv();
  baseUrl = env.frameUrl;
  publisher = await signedInApi(baseUrl, PUBLISHER, env.password);
  const groups = await listWorkspaceGroups(publisher, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces).find((w) => w?.name === 'Assembly Line');
  if (!workspace) throw new Error('The demo organisation has no Assembly Line workspace.');
  workspaceId = workspace.id;
  const file = new Blob([await readFile(env.clip.file)], { type: 'video/mp4' });
  const upload = await uploadFile(publisher, file, { fileName: 'quiz-e2e.mp4' });
  const { item } = await initializeWorkflow(publisher, upload.id, {
    workspaceId,
    title,
    languageCode: 'en',
  });
  workflowId = item.id;
  const last = await watchWorkflow(
    publisher,
    item.id,
    () => undefined,
    AbortSignal.timeout(3 * 60_000),
    { maxRetries: 3 },
  );
  if (last && !isFinalEvent(last)) throw new Error('Processing did not finish in 3 minutes.');
  // The clip has no voice: the author types what each scene shows, as a transcript.
  await publisher.http.post(`v1/workflows/${encodeURIComponent(workflowId)}/transcription`, {
    json: {
      languageCode: 'en',
      sentences: SCRIPT.map((s) => ({ sentence: s.sentence, startTime: s.start, endTime: s.end })),
    },
  });
  await publishWorkflow(publisher, workflowId);
});

async function authorQuiz(): Promise<QuizView> {
  const [status] = await getQuizPublishedStatus(publisher, [workflowId]);
  if (!status) throw new Error('The workflow has no quiz.');
  return getQuiz(publisher, status.quizId);
}

test('a publisher generates a quiz offline, edits one question and publishes it', async ({
  page,
}) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(PUBLISHER, e2eEnv().password);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  await expect(portal.card(title)).toHaveCount(1);
  await portal.cardTool(title, 'Quiz');
  await expect(page).toHaveURL(new RegExp(`/quiz/${workflowId}$`));
  const screen = page.getByTestId('quiz-authoring');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(`Quiz: ${title}`);
  await expect(screen.getByTestId('quiz-empty')).toBeVisible();
  // 001 §4: nothing changed yet, so nothing to save or publish.
  await expect(screen.getByTestId('quiz-save')).toBeDisabled();
  await expect(screen.getByTestId('quiz-publish')).toBeDisabled();

  await screen.getByRole('button', { name: 'Generate with AI' }).click();
  const questions = screen.getByTestId('quiz-question');
  await expect(questions.first()).toBeVisible({ timeout: 120_000 });
  await expect(screen.getByTestId('quiz-state')).toHaveAttribute('data-state', 'draft');
  await expect(screen.getByTestId('quiz-generator-note')).toHaveAttribute(
    'data-generator',
    'offline',
  );
  // A fetched quiz is unchanged: Save waits for an edit; a complete draft publishes as it is.
  await expect(screen.getByTestId('quiz-save')).toBeDisabled();
  await expect(screen.getByTestId('quiz-publish')).toBeEnabled();
  await expect(screen.getByTestId('quiz-unsaved')).toHaveCount(0);
  // The generator's questions are complete: no problem shows beside any field.
  await expect(screen.locator('.quiz-problem')).toHaveCount(0);

  const first = questions.first();
  const explanation = 'The guard stays locked until the press has stopped.';
  await first.getByLabel('Explanation').fill(explanation);
  await expect(screen.getByTestId('quiz-unsaved')).toBeVisible();
  // Emptying the title shows its problem beside it and blocks Publish; writing it back clears it.
  const titleBox = first.getByTestId('quiz-question-title');
  const generatedTitle = await titleBox.inputValue();
  await titleBox.fill('');
  await expect(first.locator('.quiz-problem[data-field="title"]')).toHaveText(
    'Write the question.',
  );
  await expect(screen.getByTestId('quiz-publish')).toBeDisabled();
  await titleBox.fill(generatedTitle);
  await expect(first.locator('.quiz-problem')).toHaveCount(0);

  await screen.getByTestId('quiz-publish').click();
  await expect(screen.getByTestId('quiz-state')).toHaveAttribute('data-state', 'published');
  await expect(screen.getByTestId('quiz-readonly')).toBeVisible();
  await expect(screen.getByTestId('quiz-unsaved')).toHaveCount(0);
  // 001 §4: a published quiz is read-only; Unpublish is its one action.
  await expect(first.getByTestId('quiz-question-title')).toHaveAttribute('readonly', '');
  await expect(screen.getByTestId('quiz-add-single')).toHaveCount(0);
  await expect(screen.getByTestId('quiz-unpublish')).toBeEnabled();

  const quiz = await authorQuiz();
  expect(quiz.published).toBe(true);
  expect(quiz.generator).toBe('offline');
  expect(quiz.questions[0]!.explanation).toBe(explanation);
  expect(quiz.questions[0]!.title).toBe(generatedTitle);
  // A fresh visit reads the same published, read-only quiz.
  await page.reload();
  await expect(screen.getByTestId('quiz-state')).toHaveAttribute('data-state', 'published');
  await expect(questions).toHaveCount(quiz.questions.length);
});

/** Answers every question of the quiz on screen: the correct letter, or a wrong one. */
async function answerAll(page: Page, quiz: QuizView, correct: boolean): Promise<void> {
  const total = quiz.questions.length;
  for (const [i, question] of quiz.questions.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`^Question ${i + 1} of ${total}`) });
    await expect(group).toBeVisible();
    const right = question.correctAnswer;
    const letter = correct ? right : question.options.find((o) => o.letter !== right)!.letter;
    await group.locator(`input[type="radio"][value="${letter}"]`).check();
    if (i < total - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

test('a viewer watches to the end, takes the quiz, sees the result and the review; a second attempt is stored', async ({
  browser,
}) => {
  const env = e2eEnv();
  const quiz = await authorQuiz();
  expect(quiz.published).toBe(true);

  const viewer = await signedInApi(baseUrl, VIEWER, env.password);
  // The viewer's quiz carries no answers (002 §3 encryptedAnswer).
  const forTaking = await getWorkflowQuiz(viewer, workflowId);
  expect(forTaking?.questions).toHaveLength(quiz.questions.length);
  expect(JSON.stringify(forTaking)).not.toMatch(/correctAnswer|explanation|referenceSource/);

  const context = await browser.newContext();
  const page = await context.newPage();
  await new PortalPage(page, baseUrl).signIn(VIEWER, env.password);
  const player = new PlayerPage(page);
  await player.open(`${baseUrl}/playermain/${workflowId}`);
  await player.waitForFrame();
  await player.play();
  // 002 §4: at the end of the last step a pending quiz shows its mask.
  const mask = player.root.getByTestId('quiz-mask');
  await expect(mask).toBeVisible({ timeout: 60_000 });
  await mask.getByRole('button').first().click();
  expect(await player.paused()).toBe(true);

  await answerAll(page, quiz, true);
  // The result (score, passed) and, below it, the review with each answer and explanation.
  const passed = page.getByRole('region', { name: 'You passed' });
  await expect(passed).toBeVisible();
  const total = quiz.questions.length;
  await expect(passed).toContainText('100%');
  await expect(passed).toContainText(`${total} of ${total} correct`);
  const review = page.getByRole('region', { name: 'Review your answers' });
  await expect(review).toContainText(quiz.questions[0]!.explanation);
  await expect(review).toContainText('Your answer');

  await passed.getByRole('button', { name: 'Retake the quiz' }).click();
  await answerAll(page, quiz, false);
  const failed = page.getByRole('region', { name: 'Did not pass' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(`0 of ${total} correct`);
  // A wrong answer's review names the correct one.
  await expect(review).toContainText('Incorrect');
  await expect(review).toContainText('Correct answer');

  // Every submission is kept: two attempts, the best and the latest readable.
  const history = await getWorkflowUserQuiz(viewer, workflowId);
  expect(history.attempts).toHaveLength(2);
  expect(history.attempts.map((a) => a.attempt).sort()).toEqual([1, 2]);
  expect(history.best?.score).toBe(100);
  expect(history.latest?.score).toBe(0);
  expect(history.latest?.attempt).toBe(2);
  await context.close();
});
