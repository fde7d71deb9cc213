/**
 * Issue 19, `<stepwise-quiz>` on a host page of another origin: examples/quiz-host, on an origin
 * (and site) of its own that the organisation allows, drops in the quiz with one script tag; its
 * backend passes the signed-in viewer's access token. The viewer answers every question with the
 * keyboard and submits; the host receives `stepwise-quizcompleted` with the score, which is the
 * server's own grading of the attempt (read back through the API), and the widget shows the
 * result and the review. A retake is a second stored attempt. Bad attributes show the element's
 * error state instead of a quiz.
 *
 * The quiz: the workflow's published quiz when it has one (the server's demo seed, or the
 * authoring spec's); otherwise one written here through the API, as an author would, and
 * published.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  createQuiz,
  getUserQuiz,
  getWorkflowQuiz,
  getWorkflowUserQuiz,
  updateQuiz,
} from '@stepwise/api';
import type { QuizForTaking } from '@stepwise/core';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { startExample, type ExampleServer } from './support/example-server.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { allowOrigins, VIEWER } from './support/intranet-page.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';

test.describe.configure({ mode: 'default' });

let fx: PlayerFixture;
let host: ExampleServer;
let quiz: QuizForTaking;
let restoreOrigins: (() => Promise<void>) | undefined;

/** The workflow's published quiz, written and published here when it has none. */
async function publishedQuiz(baseUrl: string, password: string, workflowId: string) {
  const author = await signedInApi(baseUrl, ORG_ADMIN, password);
  const current = await getWorkflowQuiz(author, workflowId);
  if (current?.published && current.questions.length > 0) return current;
  const questions = [
    {
      type: 'true-or-false' as const,
      title: 'The last step checks the torque marking on each bolt.',
      options: [
        { letter: 'A' as const, text: 'True' },
        { letter: 'B' as const, text: 'False' },
      ],
      correctAnswer: 'A' as const,
      referenceSource: 'The last step',
      explanation: 'The video ends by checking the torque marking on each bolt.',
    },
    {
      type: 'single-selection' as const,
      title: 'What does the video check at the end?',
      options: [
        { letter: 'A' as const, text: 'The torque marking' },
        { letter: 'B' as const, text: 'The oil level' },
        { letter: 'C' as const, text: 'The fuse' },
        { letter: 'D' as const, text: 'The label colour' },
      ],
      correctAnswer: 'A' as const,
      referenceSource: 'The last step',
      explanation: 'The torque marking on each bolt.',
    },
  ];
  const written = current
    ? await updateQuiz(author, current.id, { questions })
    : await createQuiz(author, { workflow: workflowId, questions });
  await updateQuiz(author, written.id, { published: true });
  const taken = await getWorkflowQuiz(author, workflowId);
  if (!taken?.published) throw new Error('the quiz did not publish');
  return taken;
}

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  fx = await playerWorkflow(env, 'Player e2e', 'plain');
  quiz = await publishedQuiz(fx.baseUrl, env.password, fx.workflowId);
  host = await startExample('quiz-host', [
    ...['--server', fx.baseUrl, '--email', VIEWER, '--password', env.password],
    ...['--workflow', fx.workflowId],
  ]);
  expect(new URL(host.url).hostname).not.toBe(new URL(fx.baseUrl).hostname);
  restoreOrigins = await allowOrigins(fx.baseUrl, env.password, [host.origin]);
});

test.afterAll(async () => {
  await restoreOrigins?.();
  host?.stop();
});

/** Records every stepwise-quizcompleted the host page receives, in `window.completed`. */
async function recordCompleted(page: Page) {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(window, { completed: seen });
    document
      .querySelector('stepwise-quiz')!
      .addEventListener('stepwise-quizcompleted', (event) =>
        seen.push((event as CustomEvent).detail),
      );
  });
}

const completed = (page: Page) =>
  page.evaluate(() => (window as unknown as { completed: Record<string, unknown>[] }).completed);

/** Answers every question with the keyboard only: Tab to the group, Space on its first option. */
async function answerAll(page: Page) {
  const element = page.locator('stepwise-quiz');
  for (let n = 1; n <= quiz.questions.length; n++) {
    const group = element.getByRole('group', {
      name: new RegExp(`^Question ${n} of ${quiz.questions.length}`),
    });
    await expect(group).toBeVisible();
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio').first()).toBeChecked();
    if (n < quiz.questions.length) {
      await element.getByRole('button', { name: 'Next' }).press('Enter');
    }
  }
}

test('a host page of another origin takes the published quiz; the host receives stepwise-quizcompleted with the score @third-party', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The same viewer may take it in another project's worker at the same time (@third-party runs
  // twice): every check below is on this page's own attempts, by their ids.
  const viewer = await signedInApi(fx.baseUrl, VIEWER, e2eEnv().password);

  await page.goto(host.url);
  const element = page.locator('stepwise-quiz');
  // Whatever this viewer did before, open on a fresh attempt.
  const retake = element.getByRole('button', { name: 'Retake the quiz' });
  const first = element.getByRole('group', { name: /^Question 1 of / });
  await expect(retake.or(first)).toBeVisible({ timeout: 30_000 });
  if (await retake.isVisible()) await retake.click();
  await recordCompleted(page);
  await expect(element.locator('[part="attempt-number"]')).toHaveText(/^Attempt \d+$/);

  await answerAll(page);
  const submit = element.getByRole('button', { name: 'Submit answers' });
  await expect(submit).toBeEnabled();
  await submit.press('Enter');

  // The host's record, from the event.
  await expect.poll(async () => (await completed(page)).length, { timeout: 30_000 }).toBe(1);
  const [detail] = await completed(page);
  await expect(page.locator('#record')).toHaveAttribute('data-score', String(detail!.score));
  // The server's own grading of this attempt, and it is stored.
  const graded = await getUserQuiz(viewer, String(detail!.userQuizId));
  expect(detail).toMatchObject({
    quizId: quiz.id,
    workflowId: fx.workflowId,
    score: graded.score,
    passed: graded.status === 'passed',
    attempt: graded.attempt,
    questionCount: quiz.questions.length,
  });
  const stored = await getWorkflowUserQuiz(viewer, fx.workflowId);
  expect(stored.attempts.map((a) => a.id)).toContain(graded.id);

  // The result and the review, in the widget.
  const label = graded.status === 'passed' ? 'You passed' : 'Did not pass';
  await expect(element.getByRole('heading', { name: label })).toBeVisible();
  await expect(element.locator('[part="score"]')).toHaveText(`${graded.score}%`);
  await expect(element.locator('[part="attempt"]')).toContainText(`Attempt ${graded.attempt}`);
  await expect(element.locator('[part="review-item"]')).toHaveCount(quiz.questions.length);

  // A second attempt is stored too.
  await element.getByRole('button', { name: 'Retake the quiz' }).click();
  await answerAll(page);
  await element.getByRole('button', { name: 'Submit answers' }).click();
  await expect.poll(async () => (await completed(page)).length, { timeout: 30_000 }).toBe(2);
  const second = (await completed(page))[1]!;
  expect(second.userQuizId).not.toBe(detail!.userQuizId);
  expect(Number(second.attempt)).toBeGreaterThan(Number(detail!.attempt));
  const again = await getWorkflowUserQuiz(viewer, fx.workflowId);
  expect(again.attempts.map((a) => a.id)).toEqual(
    expect.arrayContaining([graded.id, String(second.userQuizId)]),
  );
  expect(errors).toEqual([]);
});

test('bad attributes show the element’s error state and raise stepwise-error, no quiz', async ({
  page,
}) => {
  await page.goto(`${host.url}?workflow-id=${encodeURIComponent('not an id!')}`);
  const element = page.locator('stepwise-quiz');
  await expect(element.getByRole('alert')).toContainText(
    'workflow-id="not an id!" is not a Stepwise id',
  );
  await expect(element).toHaveAttribute('data-state', 'error');
  await expect(page.locator('#problem')).toHaveAttribute('data-code', 'bad-attribute');
  await expect(element.getByRole('radio')).toHaveCount(0);
  // A bad cosmetic value only falls back (a console warning): the quiz is there.
  await page.goto(`${host.url}?layout=grid`);
  await expect(element.locator('[part="root"]')).toBeVisible({ timeout: 30_000 });
  await expect(element.locator('[part="message"]')).toHaveCount(0);
  await expect(page.locator('#problem')).toBeEmpty();
});
