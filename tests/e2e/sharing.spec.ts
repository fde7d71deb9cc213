/**
 * Issue 23 sharing (001 §6-§8, 002 §3-§5), through the portal as people use it: the org admin
 * shares a published workflow as restricted to the domain partner.test in the share dialog; a
 * visitor without a session opens /share/{id}, asks for a code, reads it from the mail and the
 * player plays; an address of another domain is refused. Then the share becomes password
 * protected: a wrong password is refused, the right one plays, and repeated wrong ones get the
 * too-many-tries message (the server's sharePassword limit, per share and address).
 *
 * On the 'frame' server: it logs mail (at info), which is where a code is read, as a person
 * setting up a server without SMTP would. Its own workspace and the short clip, so nothing
 * another spec counts changes.
 */
import { createWorkspace, listWorkspaceGroups, publishWorkflow, type Api } from '@stepwise/api';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { mailLink, ORG_ADMIN } from './support/frame-server.js';
import { PlayerPage } from './support/player-page.js';
import { uploadAndProcess } from './support/processed-upload.js';

test.describe.configure({ mode: 'serial' });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const title = `Sharing e2e ${run}`;
// Fresh addresses per run: the mail log is read by address.
const allowed = `a-${run}@partner.test`;
const refused = `b-${run}@other.test`;
const PASSWORD = 'Correct-Horse-42';

let baseUrl = '';
let workspaceId = '';
let workflowId = '';
let shareLink = '';

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  const env = e2eEnv();
  baseUrl = env.frameUrl;
  const api: Api = await signedInApi(baseUrl, ORG_ADMIN, env.password);
  const groups = await listWorkspaceGroups(api, 'edit');
  if (!groups[0]) throw new Error('The demo organisation has no workspace group.');
  const workspace = await createWorkspace(api, {
    name: `Sharing ${run}`,
    private: false,
    color: 'green',
    workspaceGroupId: groups[0].id,
  });
  workspaceId = workspace.id;
  ({ workflowId } = await uploadAndProcess(api, env, {
    workspaceId,
    title,
    fileName: 'sharing-e2e.mp4',
    file: env.clip.file,
  }));
  await publishWorkflow(api, workflowId);
});

/** The share dialog of the workflow, from its card's tools. */
async function openShareDialog(page: Page) {
  const card = page.locator(`[data-testid="workflow-card"][data-workflow-id="${workflowId}"]`);
  await card.getByTestId('card-tools').click();
  await page.getByRole('menuitem', { name: 'Share', exact: true }).click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-access')).toBeAttached();
  return dialog;
}

/** A visitor: a browser context of its own, no session, no stored token. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function expectPlays(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/p/${workflowId}$`));
  const player = new PlayerPage(page);
  await expect(player.video).toHaveCount(1, { timeout: 30_000 });
  await player.play();
  const start = await player.time();
  await player.playUntil(start + 0.5, 30_000);
}

test('restricted to partner.test: a listed domain opens with the mailed code, another is refused', async ({
  page,
  browser,
}) => {
  const env = e2eEnv();
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(ORG_ADMIN, env.password);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  const dialog = await openShareDialog(page);

  await dialog.getByTestId('share-access-restricted').check();
  const entry = dialog.getByTestId('share-entry-input');
  await entry.fill('@Partner.test');
  await entry.press('Enter');
  await expect(dialog.getByTestId('share-chip')).toHaveText([/partner\.test/]);
  await dialog.getByTestId('share-save').click();
  await expect(dialog.getByTestId('share-notice')).toHaveText('Saved');
  await expect(dialog.getByTestId('share-access')).toHaveAttribute('data-access', 'restricted');
  shareLink = await dialog.getByTestId('share-link').inputValue();
  expect(shareLink).toMatch(new RegExp(`^${baseUrl}/share/[^/?]+$`));

  // The visitor asks for a code, reads it from the mail and the player plays.
  const guest = await visitor(browser);
  await guest.goto(shareLink);
  await guest.getByTestId('share-email').fill(allowed);
  await guest.getByTestId('share-send-code').click();
  await expect(guest.getByTestId('share-code-sent')).toContainText(allowed);
  const mailed = new URL(await mailLink(env.frameLog, allowed));
  const code = mailed.searchParams.get('code') ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await guest.getByTestId('share-code').fill(code);
  await guest.getByTestId('share-verify').click();
  await expectPlays(guest);
  const stored = await guest.evaluate(
    (id) => JSON.parse(localStorage.getItem(`ST-${id}`) ?? 'null'),
    workflowId,
  );
  expect(stored).toMatchObject({ email: allowed, contentId: workflowId });
  expect(stored.token).toMatch(/^st1\./);

  // Another domain: refused, with the message.
  const stranger = await visitor(browser);
  await stranger.goto(shareLink);
  await stranger.getByTestId('share-email').fill(refused);
  await stranger.getByTestId('share-send-code').click();
  const error = stranger.getByTestId('share-page-error');
  await expect(error).toHaveAttribute('data-failure', 'refused');
  await expect(error).toContainText('This address may not open this content.');
  await guest.context().close();
  await stranger.context().close();
});

test('password: wrong refused, right plays, repeated wrong ones are told to wait', async ({
  page,
  browser,
}) => {
  expect(shareLink, 'the restricted test made the share').not.toBe('');
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(ORG_ADMIN, e2eEnv().password);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  const dialog = await openShareDialog(page);
  await dialog.getByTestId('share-access-password').check();
  await dialog.getByTestId('share-password').fill(PASSWORD);
  await dialog.getByTestId('share-save').click();
  await expect(dialog.getByTestId('share-notice')).toHaveText('Saved');
  await expect(dialog.getByTestId('share-access')).toHaveAttribute('data-access', 'password');
  await expect(dialog.getByTestId('share-link')).toHaveValue(shareLink);

  const guest = await visitor(browser);
  await guest.goto(shareLink);
  const field = guest.getByTestId('share-page-password');
  await field.fill('not-the-password');
  await guest.getByTestId('share-open').click();
  await expect(guest.getByTestId('share-page-error')).toHaveAttribute(
    'data-failure',
    'wrongPassword',
  );
  await field.fill(PASSWORD);
  await guest.getByTestId('share-open').click();
  await expectPlays(guest);
  await guest.context().close();

  // Wrong tries until the server's limit answers 429 (10 per share and address in 15 minutes).
  const guesser = await visitor(browser);
  await guesser.goto(shareLink);
  const error = guesser.getByTestId('share-page-error');
  let failure: string | null = null;
  for (let i = 0; i < 15 && failure !== 'tooMany'; i++) {
    await guesser.getByTestId('share-page-password').fill(`wrong-guess-${i}`);
    await guesser.getByTestId('share-open').click();
    // Answered: the field is free again, emptied for the next try.
    await expect(guesser.getByTestId('share-page-password')).toBeEnabled({ timeout: 10_000 });
    await expect(guesser.getByTestId('share-page-password')).toHaveValue('');
    failure = await error.getAttribute('data-failure');
  }
  expect(failure).toBe('tooMany');
  await expect(error).toContainText('Too many tries. Wait a few minutes and try again.');
  await guesser.context().close();
});
