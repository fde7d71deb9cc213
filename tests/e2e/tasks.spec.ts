/**
 * Issue 24 must-show, tasks (002 §2 / §4 / §5 / §8) in Chromium. In a workspace of its own, with
 * a member and a team of its own and a published smart instruction made through the API, the
 * org admin (a task manager) creates a task from /task/list, adds the instruction, publishes it
 * and assigns it to the team weekly, starting an hour ago in Europe/Berlin: the "assignment
 * completed" alert shows, and the builder shows the next occurrence a week after the start
 * (core nextOccurrence; the server test of the scheduler proves the scheduler makes it). The
 * member, a viewer, finds it on /home/tasks-todo, opens the task player, runs the instruction to
 * the end; the occurrence is completed and moves to /home/tasks-completed. /task/performance shows
 * one completion of one; the manager opens the member's run in review, comments on it, and the
 * member's bell card (comment_task_mmsop) opens the run's thread, where the member answers.
 *
 * On the 'plain' server; nothing here uses video.
 */
import { createSmartInstruction, listTasks, updateSmartInstruction, type Api } from '@stepwise/api';
import { expect, test, type Browser } from '@playwright/test';
import { signedInApi } from './support/api-client.js';
import { invitedPerson, privateWorkspace, signedInPage } from './support/people.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';

test.describe.configure({ mode: 'serial' });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ZONE = 'Europe/Berlin';
const TASK = `Line clearance ${run}`;
const SOP = `Clear the filler ${run}`;
const TEAM = `Night shift ${run}`;
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

let baseUrl = '';
let password = '';
let admin: Api;
let workspaceId = '';
let member = { id: '', email: '' };
// The first occurrence starts on the hour, an hour or two ago (in Berlin, as the editor reads it).
const start = Math.floor((Date.now() - HOUR) / HOUR) * HOUR;

/** A datetime-local value of an instant in Berlin. */
function berlinLocal(ms: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** "Mar 10": how the portal's English dates name a day, in Berlin. */
const berlinDay = (ms: number) =>
  new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: ZONE }).format(ms);

const signedIn = (browser: Browser, email: string) =>
  signedInPage(browser, baseUrl, email, password, { timezoneId: ZONE, locale: 'en-US' });

test.beforeAll(async () => {
  test.setTimeout(2 * 60_000);
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  password = env.password;
  admin = await signedInApi(baseUrl, ORG_ADMIN, password);
  workspaceId = await privateWorkspace(admin, `Tasks ${run}`, 'green');
  // The member: a viewer of the workspace, with a password.
  member = await invitedPerson(admin, {
    baseUrl,
    password,
    email: `tasks-member-${run}@demo.stepwise.test`,
    name: `Member ${run}`,
    workspaceId,
  });
  await admin.http.post('v1/teams', {
    json: { name: TEAM, workspaceId, memberIds: [member.id] },
  });
  // A short published smart instruction: introduction, a checklist, the conclusion.
  const { item } = await createSmartInstruction(admin, {
    workspaceId,
    title: SOP,
    description: 'Before the night shift.',
    items: [
      { type: 'introduction', title: 'Introduction', description: 'Five minutes.' },
      {
        type: 'checklist',
        title: 'Clear the line',
        checklistItems: [{ text: 'Bottles removed' }, { text: 'Labels removed' }],
      },
      { type: 'conclusion', title: 'Conclusion', description: 'Sign the sheet.' },
    ],
  });
  await updateSmartInstruction(admin, { id: item.id, publishOption: 'all' });
});

test('a weekly task with a smart instruction: assigned to a team, run by a member', async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  const manager = await signedIn(browser, ORG_ADMIN);

  // Create task (002 §5) in this run's workspace: the builder's content tab, with the alert.
  await manager.goto(`${baseUrl}/task`);
  await expect(manager).toHaveURL(/\/task\/list$/);
  await manager.getByTestId('task-create').click();
  const create = manager.getByTestId('create-task-dialog');
  await create.getByTestId('create-task-submit').click();
  await expect(create.getByTestId('create-task-error')).toBeVisible();
  await create.getByTestId('create-task-title').fill(TASK);
  await create.getByTestId('create-task-workspace').selectOption(workspaceId);
  await create.getByTestId('create-task-submit').click();
  await expect(manager).toHaveURL(/\/taskbuilder\/[^/?]+$/);
  await expect(manager.getByTestId('task-created-notice')).toHaveText('Task created.');
  const taskId = new URL(manager.url()).pathname.split('/')[2]!;

  // Content: the smart instruction, picked from the workspace's published ones.
  await manager.getByTestId('task-content-add').click();
  const picker = manager.getByTestId('task-content-picker');
  await picker.getByRole('checkbox', { name: SOP }).check();
  await picker.getByTestId('task-content-add-chosen').click();
  await expect(manager.getByTestId('task-content-item')).toHaveCount(1);
  await expect(manager.getByTestId('task-content-item')).toContainText(SOP);

  // Publish, then assign the team weekly from an hour ago in Berlin.
  await manager.getByTestId('task-publish').click();
  await expect(manager.getByTestId('task-publish')).toBeChecked();
  await manager.getByTestId('task-tab-users-scheduling').click();
  await manager.getByTestId('task-assign-add').click();
  const assign = manager.getByTestId('assignee-setting-dialog');
  await assign.getByRole('checkbox', { name: TEAM }).check();
  await expect(assign.getByTestId('schedule-type-weekly')).toBeChecked();
  await expect(assign.getByTestId('schedule-time-zone')).toHaveValue(ZONE);
  await assign.getByTestId('schedule-start').fill(berlinLocal(start));
  const nextWeek = berlinDay(start + WEEK);
  await expect(assign.getByTestId('schedule-next')).toContainText(nextWeek);
  await assign.getByTestId('assignee-setting-save').click();

  // 002 §8: "assignment completed" with manage task and close.
  const alert = manager.getByTestId('task-assigned-alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('task-assigned-manage')).toHaveText('Manage task');
  await alert.getByTestId('task-assigned-close').click();
  await expect(alert).toHaveCount(0);
  const setting = manager.getByTestId('task-setting');
  await expect(setting).toHaveCount(1);
  await expect(setting.getByTestId('task-setting-next')).toContainText(nextWeek);
  const listed = (await listTasks(admin, { keyword: TASK })).items.find((t) => t.id === taskId);
  expect(listed?.nextOccurrenceAt && Date.parse(listed.nextOccurrenceAt)).toBe(start + WEEK);

  // The member: to do on home, the task player, the instruction run to the end.
  const page = await signedIn(browser, member.email);
  await page.goto(`${baseUrl}/home/tasks-todo`);
  const todo = page.getByTestId('my-task').filter({ hasText: TASK });
  await expect(todo).toHaveCount(1);
  await todo.getByTestId('my-task-open').click();
  await expect(page).toHaveURL(/\/taskplayer\/[^/]+$/);
  await expect(page.getByTestId('task-player-title')).toHaveText(TASK);
  await expect(page.getByTestId('task-player')).toHaveAttribute('data-status', 'todo');
  await page.getByTestId('task-player-run').click();
  await expect(page).toHaveURL(/\/taskplayer\/[^/]+\/mm-sop\/[^/]+$/);
  const view = page.getByTestId('task-run-page');
  const startButton = view.getByRole('button', { name: 'Start' });
  if (await startButton.isVisible().catch(() => false)) await startButton.click();
  for (let i = 0; i < 10; i += 1) {
    for (const box of await view.getByRole('checkbox').all()) {
      if (!(await box.isChecked())) await box.check();
    }
    const finish = view.getByRole('button', { name: 'Finish' });
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    await view.getByRole('button', { name: 'Next' }).click();
  }
  await expect(view.getByRole('heading', { name: 'Instruction finished' })).toBeVisible();
  await expect(page.getByTestId('task-run-counted')).toContainText('Task completed');
  await page.getByTestId('task-run-back').click();
  await expect(page.getByTestId('task-player')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('task-player-item')).toHaveAttribute('data-done', 'true');
  await page.goto(`${baseUrl}/home/tasks-completed`);
  await expect(page.getByTestId('my-task').filter({ hasText: TASK })).toHaveCount(1);

  // The manager's performance screen: one completion of one.
  await manager.goto(`${baseUrl}/task/performance?taskId=${taskId}`);
  await expect(manager.getByTestId('performance-summary')).toHaveText('1 of 1 completed');
  const row = manager.getByTestId('performance-row');
  await expect(row).toHaveAttribute('data-status', 'completed');
  await expect(row).toContainText(`Member ${run}`);

  // Review (002 §4 review mode): the member's run beside the instruction; the manager's comment
  // reaches the member's bell as comment_task_mmsop, whose card opens the run's thread.
  await row.getByRole('link', { name: SOP }).click();
  await expect(manager).toHaveURL(/\/task\/performance\/mm-sop\/[^/?]+\?taskPerformanceId=/);
  await manager
    .getByTestId('run-list-item')
    .filter({ hasText: `Member ${run}` })
    .first()
    .click();
  await expect(manager).toHaveURL(/sessionId=/);
  const review = manager.getByTestId('run-review');
  await expect(review.getByTestId('run-review-person')).toHaveText(`Member ${run}`);
  await expect(review.getByTestId('run-review-status')).toContainText('Completed');
  await expect(
    review.getByTestId('run-review-step').filter({ hasText: 'Clear the line' }),
  ).toContainText('Bottles removed');
  const NOTE = 'Labels bin was full, empty it next time.';
  await manager.getByTestId('run-comment-input').fill(`  ${NOTE}  `);
  await manager.getByTestId('run-comment-send').click();
  await expect(manager.getByTestId('run-comment')).toHaveText(new RegExp(NOTE));
  await expect(manager.getByTestId('run-comment')).toHaveAttribute('data-reviewer', 'true');

  await page.getByTestId('notification-bell').click();
  const commentCard = page
    .getByTestId('notification-panel')
    .locator('[data-testid="notification-card"][data-type="comment_task_mmsop"]');
  await expect(commentCard).toContainText(NOTE);
  await commentCard.click();
  await expect(page).toHaveURL(/\/taskplayer\/[^/]+\/mm-sop\/[^/?]+\?sessionId=/);
  const thread = page.getByTestId('run-comments');
  await expect(thread.getByTestId('run-comment')).toContainText(NOTE);
  await thread.getByTestId('run-comment-input').fill('Emptied it.');
  await thread.getByTestId('run-comment-send').click();
  await expect(thread.getByTestId('run-comment')).toHaveCount(2);
  await expect(thread.getByTestId('run-comment').nth(1)).toHaveAttribute('data-reviewer', 'false');

  // The builder still shows next week's occurrence.
  await manager.goto(`${baseUrl}/taskbuilder/${taskId}?tab=users-scheduling`);
  await expect(manager.getByTestId('task-setting-next')).toContainText(nextWeek);
});
