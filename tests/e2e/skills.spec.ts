/**
 * Issue 24 must-show, skills (002 §2 skill routes, §4 skill states and fetch results, §5 create
 * skill) in Chromium. In a workspace of its own with users of its own, the org admin builds a
 * skill in the portal from two published workflows (one with a published quiz): content,
 * assessment (that quiz), automatic certification, publish. With the first viewer's home open
 * (/home/skills-todo), the admin assigns the skill with a due date: the bell shows it within 2 s,
 * live, and the skill appears in the to-do list. The viewer plays both workflows through in the
 * skill player (tracking reaches WATCHED_FRACTION), passes the quiz and is certified. A second
 * viewer fails the quiz. The matrix shows PASSED with the date and FAILED; a user the skill is
 * not assigned to gets the not-assigned page (code 52).
 *
 * On the 'plain' server with the short clip; nothing is published to the assistant's server.
 */
import {
  createQuiz,
  publishWorkflow,
  updateQuiz,
  updateSkillMembers,
  type Api,
} from '@stepwise/api';
import type { QuizView } from '@stepwise/core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInApi } from './support/api-client.js';
import { invitedPerson, privateWorkspace, signedInPage, type Person } from './support/people.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { uploadAndProcess } from './support/processed-upload.js';
import { answerQuiz } from './support/quiz-workflow.js';

test.describe.configure({ mode: 'serial' });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const WORKSPACE = `Skills ${run}`;
const SKILL = `Forklift basics ${run}`;
const WF_QUIZ = `Daily forklift check ${run}`;
const WF_PLAIN = `Loading a pallet ${run}`;

let baseUrl = '';
let password = '';
let admin: Api;
let workspaceId = '';
let skillId = '';
let quiz: QuizView;
const people = {} as Record<'passer' | 'failer' | 'outsider', Person>;

/** An organisation user of this run, a viewer of the workspace, with a password set. */
async function person(label: string, inWorkspace = true): Promise<Person> {
  return invitedPerson(admin, {
    baseUrl,
    password,
    email: `skills-${label}-${run}@demo.stepwise.test`,
    name: `${label[0]!.toUpperCase()}${label.slice(1)} ${run}`,
    workspaceId: inWorkspace ? workspaceId : null,
  });
}

const signedIn = (browser: Browser, email: string) =>
  signedInPage(browser, baseUrl, email, password);

async function workflow(api: Api, title: string): Promise<string> {
  const env = e2eEnv();
  const { workflowId } = await uploadAndProcess(api, env, {
    workspaceId,
    title,
    fileName: 'skills-e2e.mp4',
    file: env.clip.file,
  });
  await publishWorkflow(api, workflowId);
  return workflowId;
}

/** Plays the item through to its end in the skill player, then waits for its tick. */
async function playThrough(page: Page, title: string) {
  const item = page.getByTestId('skill-player-item').filter({ hasText: title });
  await item.getByTestId('skill-player-play').click();
  const stage = page.getByTestId('skill-item-player');
  const video = stage.locator('video');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2), { timeout: 60_000 })
    .toBe(true);
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await video.hover({ force: true });
    await stage.getByRole('button', { name: 'Play', exact: true }).first().click();
  }
  // Played through: ended, or stopped at its last frame (the player pauses at the last step's
  // end, which can land a few milliseconds before the media's own end).
  await expect
    .poll(
      () =>
        video.evaluate(
          (v: HTMLVideoElement) =>
            v.ended || (v.paused && v.duration > 0 && v.currentTime >= v.duration - 0.5),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  // The server counts the item once the tracking is in; the page asks for progress on open.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('skill-player-item').filter({ hasText: title })).toHaveAttribute(
      'data-done',
      'true',
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 60_000 });
}

/** Plays both workflows, then takes the required quiz: right or wrong answers. */
async function takeSkill(page: Page, correct: boolean) {
  await page.goto(`${baseUrl}/skillplayer/${skillId}`);
  await expect(page.getByTestId('skill-assessment-locked')).toBeVisible();
  await playThrough(page, WF_QUIZ);
  await playThrough(page, WF_PLAIN);
  await expect(page.getByTestId('skill-progress')).toHaveText('100% done');
  const quizItem = page.getByTestId('skill-quiz');
  await quizItem.getByTestId('skill-quiz-open').click();
  await answerQuiz(quizItem, quiz, correct);
  await expect(async () => {
    await expect(page.getByTestId('skill-result')).toHaveAttribute(
      'data-result',
      correct ? 'passed' : 'failed',
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 30_000 });
}

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  password = env.password;
  admin = await signedInApi(baseUrl, ORG_ADMIN, password);
  workspaceId = await privateWorkspace(admin, WORKSPACE, 'blue');
  people.passer = await person('passer');
  people.failer = await person('failer');
  people.outsider = await person('outsider');
  const quizWorkflowId = await workflow(admin, WF_QUIZ);
  await workflow(admin, WF_PLAIN);
  const draft = await createQuiz(admin, {
    workflow: quizWorkflowId,
    questions: [
      {
        type: 'true-or-false',
        title: 'The forks are lowered before leaving the truck.',
        options: [
          { letter: 'A', text: 'True' },
          { letter: 'B', text: 'False' },
        ],
        correctAnswer: 'A',
        explanation: 'Step 1: forks down, brake on.',
        referenceSource: 'Step 1 (00:00)',
      },
    ],
  });
  quiz = await updateQuiz(admin, draft.id, { published: true });
});

test('build, assign live, pass and certify, fail, matrix, not assigned', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const manager = await signedIn(browser, ORG_ADMIN);

  // Create the skill from /skill/home (002 §5): the builder opens.
  await manager.goto(`${baseUrl}/skill/home`);
  await manager.getByTestId('skill-create').click();
  const dialog = manager.getByTestId('create-skill-dialog');
  await dialog.getByTestId('create-skill-workspace').selectOption(workspaceId);
  await dialog.getByTestId('create-skill-title').fill(SKILL);
  await dialog.getByTestId('create-skill-submit').click();
  await expect(manager).toHaveURL(/\/skillbuilder\/[^/?]+$/);
  skillId = manager.url().split('/skillbuilder/')[1]!;
  await expect(manager.getByTestId('builder-title')).toHaveText(SKILL);

  // Content: both workflows of the workspace, in order.
  const picker = manager.getByTestId('skill-picker');
  await picker.getByTestId('skill-picker-workspace').selectOption(workspaceId);
  for (const title of [WF_QUIZ, WF_PLAIN]) {
    await picker
      .getByTestId('skill-picker-item')
      .filter({ hasText: title })
      .getByTestId('skill-picker-add')
      .click();
    await expect(manager.getByTestId('builder-item').filter({ hasText: title })).toBeVisible();
  }
  await expect(manager.getByTestId('builder-item')).toHaveCount(2);

  // Assessment: the quiz of the first workflow; certification: automatic.
  await manager.getByTestId('skill-tab-assessment').click();
  await manager.getByTestId('assessment-quiz').first().check();
  await manager.getByTestId('assessment-save').click();
  await expect(manager.getByTestId('builder-assessment').getByRole('status')).toHaveText('Saved.');
  await manager.getByTestId('skill-tab-certification').click();
  await manager.getByTestId('certification-enabled').check();
  await manager.getByTestId('certification-months').fill('12');
  await manager.getByTestId('certification-save').click();
  await expect(manager.getByTestId('builder-certification').getByRole('status')).toHaveText(
    'Saved.',
  );
  await manager.getByTestId('builder-publish').click();
  await expect(manager.getByTestId('builder-status')).toHaveText('Published');

  // The viewer's home is open while the manager assigns: the bell shows it live.
  const passer = await signedIn(browser, people.passer.email);
  await passer.goto(`${baseUrl}/home/skills-todo`);
  await expect(passer.getByTestId('assigned-skills-empty')).toBeVisible();
  await manager.getByTestId('skill-tab-users').click();
  const form = manager.getByTestId('skill-assign-form');
  await form.getByTestId('skill-assign-search').fill(people.passer.email);
  await form.getByTestId('skill-assign-search').press('Enter');
  await form.getByTestId('skill-assign-choice').selectOption(people.passer.id);
  await form.getByTestId('skill-assign-due').fill('2030-01-15');
  await form.getByTestId('skill-assign-submit').click();
  await expect(manager.getByTestId('builder-assignee')).toHaveCount(1);
  await expect(passer.getByTestId('notification-badge')).toBeVisible({ timeout: 2_000 });
  await passer.getByTestId('notification-bell').click();
  await expect(
    passer.locator('[data-testid="notification-card"][data-type^="skill_assign"]'),
  ).toContainText(SKILL);
  await passer.goto(`${baseUrl}/home/skills-todo`);
  await expect(passer.getByTestId('assigned-skill').filter({ hasText: SKILL })).toBeVisible();

  // The viewer plays both workflows, passes the quiz and is certified (automatic).
  await takeSkill(passer, true);
  await expect(passer.getByTestId('skill-result')).toHaveText('You passed');
  await expect(passer.getByTestId('skill-certificate')).toBeVisible();
  await expect(passer.getByTestId('certificate-name')).toHaveText(people.passer.name);

  // A second viewer fails the quiz.
  await updateSkillMembers(admin, skillId, { add: [{ type: 'user', id: people.failer.id }] });
  const failer = await signedIn(browser, people.failer.email);
  await takeSkill(failer, false);
  await expect(failer.getByTestId('skill-result')).toHaveText('Did not pass');

  // The matrix: PASSED with the date, FAILED.
  await manager.goto(`${baseUrl}/skill/matrix?workspaceId=${workspaceId}`);
  const cell = (who: Person) =>
    manager
      .locator(`[data-testid="skill-matrix-row"][data-user-id="${who.id}"]`)
      .locator(`[data-testid="skill-matrix-cell"][data-skill-id="${skillId}"]`);
  await expect(cell(people.passer)).toHaveAttribute('data-state', 'PASSED');
  await expect(cell(people.passer).locator('time')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(cell(people.failer)).toHaveAttribute('data-state', 'FAILED');

  // Someone the skill is not assigned to: the not-assigned page (code 52).
  const outsider = await signedIn(browser, people.outsider.email);
  await outsider.goto(`${baseUrl}/skillplayer/${skillId}`);
  await expect(outsider.getByTestId('skill-unavailable')).toHaveAttribute(
    'data-result',
    'notAssigned',
  );
  await expect(outsider.getByRole('heading', { level: 1 })).toHaveText(
    'This skill is not assigned to you',
  );
});
