/**
 * Issue 24 must-show, notifications and favourites (002 §2 notifications panel, §3 likes, §4
 * notification rules and click targets) in Chromium, in a workspace of its own with users of its
 * own. The org admin sends a published workflow to a viewer from the share dialog's "Send to
 * people" while the viewer's page is open: the viewer's badge shows 1 within 2 s without a
 * reload, opening the bell clears it, and the card opens the player. Two other viewers react to
 * the admin's workflow: the admin's bell shows one card naming both. The viewer likes the
 * workflow on its card and finds it on /home/favorites.
 *
 * On the 'plain' server with the short clip; nothing is published to the assistant's server.
 */
import { publishWorkflow, setWorkflowReaction, type Api } from '@stepwise/api';
import { WORKFLOW_REACTION_IDS } from '@stepwise/core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInApi } from './support/api-client.js';
import { invitedPerson, privateWorkspace, signedInPage, type Person } from './support/people.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { uploadAndProcess } from './support/processed-upload.js';

test.describe.configure({ mode: 'serial' });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const WORKSPACE = `Notices ${run}`;
const WORKFLOW = `Changing a saw blade ${run}`;

let baseUrl = '';
let password = '';
let admin: Api;
let workspaceId = '';
let workflowId = '';
const people = {} as Record<'receiver' | 'fan' | 'critic', Person>;

/** An organisation user of this run, a viewer of the workspace, with a password set. */
async function person(label: string): Promise<Person> {
  return invitedPerson(admin, {
    baseUrl,
    password,
    email: `notices-${label}-${run}@demo.stepwise.test`,
    name: `${label[0]!.toUpperCase()}${label.slice(1)} ${run}`,
    workspaceId,
  });
}

const signedIn = (browser: Browser, email: string) =>
  signedInPage(browser, baseUrl, email, password);

const cardOf = (page: Page) =>
  page.locator(`[data-testid="workflow-card"][data-workflow-id="${workflowId}"]`);

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  password = env.password;
  admin = await signedInApi(baseUrl, ORG_ADMIN, password);
  workspaceId = await privateWorkspace(admin, WORKSPACE, 'green');
  people.receiver = await person('receiver');
  people.fan = await person('fan');
  people.critic = await person('critic');
  ({ workflowId } = await uploadAndProcess(admin, env, {
    workspaceId,
    title: WORKFLOW,
    fileName: 'notices-e2e.mp4',
    file: env.clip.file,
  }));
  await publishWorkflow(admin, workflowId);
});

test('a sent workflow reaches the open page live; the bell clears; the card plays', async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  const receiver = await signedIn(browser, people.receiver.email);
  await receiver.goto(`${baseUrl}/home`);
  await expect(receiver.getByTestId('home-overview')).toBeVisible();
  await expect(receiver.getByTestId('notification-badge')).toHaveCount(0);

  const sender = await signedIn(browser, ORG_ADMIN);
  await sender.goto(`${baseUrl}/workspace/${workspaceId}`);
  await cardOf(sender).getByTestId('card-tools').click();
  await sender.getByRole('menuitem', { name: 'Share', exact: true }).click();
  await sender.getByTestId('share-dialog').getByTestId('share-send-people').click();
  const dialog = sender.getByTestId('send-people-dialog');
  await dialog.getByTestId('member-user-search').fill(people.receiver.name);
  await dialog
    .locator(`[data-testid="member-user"][data-member-name="${people.receiver.name}"]`)
    .check();
  await dialog.getByTestId('send-people-message').fill('Please watch before your next shift.');
  await dialog.getByTestId('send-people-submit').click();
  await expect(dialog.getByTestId('send-people-sent')).toBeVisible();

  // Live: the badge shows 1 within 2 s, without a reload.
  await expect(receiver.getByTestId('notification-badge')).toHaveText('1', { timeout: 2_000 });
  await receiver.getByTestId('notification-bell').click();
  await expect(receiver.getByTestId('notification-badge')).toHaveCount(0);
  const card = receiver
    .getByTestId('notification-panel')
    .locator('[data-testid="notification-card"][data-type="share_workflow"]')
    .filter({ hasText: WORKFLOW });
  await expect(card).toContainText('Please watch before your next shift.');
  await card.click();
  await expect(receiver).toHaveURL(new RegExp(`/playermain/${workflowId}`));
  // Read now: after a reload the badge stays clear.
  await receiver.reload();
  await expect(receiver.getByTestId('notification-bell')).toBeVisible();
  await expect(receiver.getByTestId('notification-badge')).toHaveCount(0);
  await receiver.context().close();
  await sender.context().close();
});

test('reactions by two people are one card naming both', async ({ browser }) => {
  test.setTimeout(2 * 60_000);
  const author = await signedIn(browser, ORG_ADMIN);
  await author.goto(`${baseUrl}/home`);
  const [fan, critic] = await Promise.all([
    signedInApi(baseUrl, people.fan.email, password),
    signedInApi(baseUrl, people.critic.email, password),
  ]);
  await setWorkflowReaction(fan, workflowId, WORKFLOW_REACTION_IDS[0]!);
  await setWorkflowReaction(critic, workflowId, WORKFLOW_REACTION_IDS[1]!);
  await expect(author.getByTestId('notification-badge')).toBeVisible({ timeout: 5_000 });
  await author.getByTestId('notification-bell').click();
  const cards = author
    .getByTestId('notification-panel')
    .locator('[data-testid="notification-card"][data-type="reaction_workflow"]')
    .filter({ hasText: WORKFLOW });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(people.fan.name);
  await expect(cards).toContainText(people.critic.name);
  await author.context().close();
});

test('a liked workflow is on /home/favorites', async ({ browser }) => {
  test.setTimeout(2 * 60_000);
  const viewer = await signedIn(browser, people.receiver.email);
  await viewer.goto(`${baseUrl}/workspace/${workspaceId}`);
  const toggle = cardOf(viewer).getByTestId('favorite-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await viewer.goto(`${baseUrl}/home/favorites`);
  await expect(cardOf(viewer)).toBeVisible();
  await expect(cardOf(viewer).getByTestId('favorite-toggle')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await viewer.context().close();
});
