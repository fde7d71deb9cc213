/**
 * Issue 19, the quiz in the player (002 §2 quiz card, §4 quiz mask): a viewer plays a workflow
 * with a published quiz; the steps list shows the quiz card; near the end (a seek keeps it fast)
 * the last step ends and the mask appears over the picture; taking the quiz pauses the video and
 * runs it in a panel inside the player; the viewer answers, sees the result and the review; the
 * card then shows the best and latest results; a second attempt from the card is stored too
 * (GET /v1/workflows/{id}/user-quiz shows 2 attempts). The viewer has an account of their own in
 * this spec's workflow, so no other spec's attempts or tracking records mix in.
 */
import { getWorkflowUserQuiz } from '@stepwise/api';
import { expect, test } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { VIEWER } from './support/intranet-page.js';
import { PlayerPage } from './support/player-page.js';
import { answerQuiz, quizWorkflow, type QuizWorkflow } from './support/quiz-workflow.js';

test.describe.configure({ mode: 'serial' });

let fx: QuizWorkflow;

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  const env = e2eEnv();
  // The frame server's Assembly Line has the viewer as a reader (as quiz-authoring.spec.ts uses).
  fx = await quizWorkflow(env, env.frameUrl, 'Player quiz');
});

test('the mask at the end of the last step, the quiz in the player, the card, two attempts kept', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const env = e2eEnv();
  await new PortalPage(page, fx.baseUrl).signIn(VIEWER, env.password);
  const player = new PlayerPage(page);
  await player.open(`${fx.baseUrl}/playermain/${fx.workflowId}?openMenu=1`);
  await player.waitForFrame();
  await player.openToolbox();
  const stepsTab = player.root.getByRole('tab', { name: 'Steps' });
  if (await stepsTab.count()) await stepsTab.click();

  // 002 §2: the quiz card after the steps, with the question count.
  const card = player.root.locator('[part="quiz-card"]');
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${fx.quiz.questions.length} questions`);
  await expect(card).toContainText('Not taken yet');

  // Watch the end of the workflow: seek near it and play.
  const duration = await player.video.evaluate((v: HTMLVideoElement) => v.duration);
  await player.video.evaluate((v: HTMLVideoElement, at) => (v.currentTime = at), duration - 1.5);
  await player.play();

  // 002 §4: the last step ended with a quiz pending: the mask over the picture.
  const mask = player.root.getByTestId('quiz-mask');
  await expect(mask).toBeVisible({ timeout: 30_000 });
  await expect(mask.getByRole('heading')).toHaveText('Check what you learned');
  await expect(mask.getByRole('button', { name: 'Review' })).toHaveCount(0);
  await mask.getByRole('button', { name: 'Take quiz' }).click();
  // Opening the quiz pauses the video (002 §4).
  expect(await player.paused()).toBe(true);
  await expect(mask).toHaveCount(0);

  const panel = player.root.getByTestId('player-quiz');
  await expect(panel).toBeVisible();
  await answerQuiz(panel, fx.quiz, true);
  await expect(panel.getByRole('heading', { name: 'You passed' })).toBeVisible();
  await expect(panel.getByText('Score: 100%')).toBeVisible();
  const review = panel.getByRole('region', { name: 'Review your answers' });
  await expect(review.getByText(fx.quiz.questions[0]!.explanation)).toBeVisible();

  // Escape closes the panel; the card shows the result.
  await panel.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(card).toContainText('100%');
  await expect(card).toContainText('Passed');

  // A second attempt, from the card: a wrong answer this time.
  await card.getByRole('button', { name: 'Take quiz again' }).click();
  await expect(panel).toBeVisible();
  await answerQuiz(panel, fx.quiz, false);
  await expect(panel.getByRole('heading', { name: 'Did not pass' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close the quiz' }).click();
  await expect(panel).toHaveCount(0);
  // Best stays the pass; the latest is the new attempt.
  await expect(card.getByText('Latest').locator('xpath=..')).toContainText('0%');
  await expect(card.getByText('Best').locator('xpath=..')).toContainText('100%');

  const viewer = await signedInApi(fx.baseUrl, VIEWER, env.password);
  const history = await getWorkflowUserQuiz(viewer, fx.workflowId);
  expect(history.attempts).toHaveLength(2);
  expect(history.best?.score).toBe(100);
  expect(history.latest?.score).toBe(0);
});
