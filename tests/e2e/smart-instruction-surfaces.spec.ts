/**
 * Issue 20 item 7: the portal surfaces of smart instructions. A publisher's published smart
 * instruction shows in the workspace's `mm-sop` tab with the tools of its state; publish history,
 * copy, unpublish and rename work from the card; search's smart-instruction tab finds it and opens
 * it at /explorer-search/mm-sop/{id}; its public link (/si/{id}?shareToken=) opens it signed out
 * in view mode, and it runs there; an unknown one shows the unpublished-content screen.
 *
 * Runs on the 'frame' server (the quiz and shell specs' one: it has the demo organisation). The
 * smart instruction is made through the API with a unique title, so other specs never see it.
 */
import {
  createSmartInstruction,
  ensureSmartInstructionShare,
  listWorkspaceGroups,
  listWorkspaceSmartInstructions,
  updateSmartInstruction,
  type Api,
} from '@stepwise/api';
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { VIEWER } from './support/intranet-page.js';

test.describe.configure({ mode: 'serial' });

const mark = Date.now().toString(36);
const title = `Clear a jam ${mark}`;
const renamed = `Clear a conveyor jam ${mark}`;

let baseUrl = '';
let workspaceId = '';
let sopId = '';
let publisher: Api;

test.beforeAll(async () => {
  const env = e2eEnv();
  baseUrl = env.frameUrl;
  publisher = await signedInApi(baseUrl, PUBLISHER, env.password);
  const groups = await listWorkspaceGroups(publisher, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces).find((w) => w?.name === 'Assembly Line');
  if (!workspace) throw new Error('The demo organisation has no Assembly Line workspace.');
  workspaceId = workspace.id;
  const { item } = await createSmartInstruction(publisher, {
    workspaceId,
    title,
    items: [
      { type: 'introduction', description: 'Stop the line before you touch the belt.' },
      { type: 'step', title: 'Stop the conveyor' },
      { type: 'sub_step', title: 'Press the red stop button' },
      { type: 'warning', title: 'Danger: moving parts' },
      {
        type: 'checklist',
        title: 'Before restarting',
        checklistItems: [{ text: 'Guard closed' }, { text: 'Belt clear' }],
      },
      { type: 'conclusion', description: 'Restart the line.' },
    ],
  });
  sopId = item.id;
  await updateSmartInstruction(publisher, { id: sopId, publishOption: 'all' });
});

/** A card by its title (search results), or the made one by its id (its copy has its title). */
const card = (page: Page, name: string) =>
  page.getByTestId('sop-card').filter({
    has: page.getByTestId('card-title').getByText(name, { exact: true }),
  });
const ours = (page: Page) => page.locator(`[data-testid="sop-card"][data-sop-id="${sopId}"]`);

async function tool(page: Page, label: string) {
  await ours(page).getByTestId('card-tools').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test('the workspace mm-sop tab lists it with its tools; history, copy, unpublish, rename work', async ({
  page,
}) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(PUBLISHER, e2eEnv().password);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  await page.getByTestId('workspace-tab-mm-sop').click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/mm-sop$`));
  const published = ours(page);
  await expect(published.getByTestId('card-title')).toHaveText(title);
  await expect(published.getByTestId('card-status')).toHaveAttribute('data-status', 'published');
  await expect(published.getByTestId('card-steps')).toHaveText(/\d+ steps?/);

  // 001 §2: a published one offers share and unpublish, not rename; "manage task" after edit
  // (001 §3 tools menu) for the organisation admin, who has tasks access.
  await published.getByRole('button', { name: `Tools for ${title}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Share',
    'Copy',
    'Publish history',
    'Unpublish',
    'Edit',
    'Manage task',
    'Delete',
  ]);
  await page.keyboard.press('Escape');

  // Publish history: version 1.0, by the publisher.
  await tool(page, 'Publish history');
  const history = page.getByTestId('sop-history');
  await expect(history.getByTestId('sop-history-row')).toHaveCount(1);
  await expect(history.getByTestId('sop-history-row')).toHaveAttribute('data-version', '1.0');
  await history.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(history).toBeHidden();

  // Share: the public link is /si/{id}?shareToken=.
  await tool(page, 'Share');
  const share = page.getByTestId('share-dialog');
  await expect(share.getByTestId('share-access')).toHaveAttribute('data-access', /^(none|public)$/);
  if ((await share.getByTestId('share-access').getAttribute('data-access')) !== 'public') {
    await share.getByTestId('share-access-public').check();
    await share.getByTestId('share-save').click();
    await expect(share.getByTestId('share-access')).toHaveAttribute('data-access', 'public');
  }
  await expect(share.getByTestId('share-link')).toHaveValue(
    new RegExp(`/si/${sopId}\\?shareToken=`),
  );
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // Copy into the same workspace: a second card (unpublished) appears.
  const before = (await listWorkspaceSmartInstructions(publisher, workspaceId, { size: 100 })).items
    .length;
  await tool(page, 'Copy');
  const picker = page.getByTestId('workspace-picker');
  await picker.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect
    .poll(
      async () =>
        (await listWorkspaceSmartInstructions(publisher, workspaceId, { size: 100 })).items.length,
    )
    .toBe(before + 1);

  // Unpublish (confirmed): the card says unpublished and now offers rename.
  await tool(page, 'Unpublish');
  await portal.confirm('Unpublish');
  await expect(ours(page).getByTestId('card-status')).toHaveAttribute('data-status', 'unpublished');
  await tool(page, 'Rename');
  const input = page.getByTestId('rename-input');
  await input.fill(renamed);
  await input.press('Enter');
  await expect(ours(page).getByTestId('card-title')).toHaveText(renamed);
  await expect(ours(page).getByTestId('card-status')).toHaveAttribute('data-status', 'unpublished');

  // Published again (through the API): a second version in the history.
  await updateSmartInstruction(publisher, { id: sopId, publishOption: 'all' });
  await page.reload();
  await tool(page, 'Publish history');
  await expect(page.getByTestId('sop-history-row')).toHaveCount(2);
  await expect(page.getByTestId('sop-history-row').first()).toHaveAttribute('data-version', '2.0');
});

test('a viewer of the workspace sees it published, without tools, and opens its view', async ({
  page,
}) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(VIEWER, e2eEnv().password);
  await page.goto(`${baseUrl}/workspace/${workspaceId}/mm-sop`);
  await expect(ours(page).getByTestId('card-status')).toHaveAttribute('data-status', 'published');
  await expect(ours(page).getByTestId('card-tools')).toHaveCount(0);
  // The unpublished copy is an editor's draft: not listed for a viewer.
  await expect(card(page, title)).toHaveCount(0);
  await ours(page)
    .getByRole('link', { name: `Open ${renamed}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/smart-instruction/${sopId}$`));
});

test('search finds it in the smart-instruction tab and opens it', async ({ page }) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(PUBLISHER, e2eEnv().password);
  await page.goto(`${baseUrl}/explorer-search-main`);
  await page.getByTestId('search-tab-smart-instruction').click();
  await page.getByTestId('search-input').fill(renamed);
  await page.getByTestId('search-input').press('Enter');
  const found = card(page, renamed);
  await expect(found).toHaveCount(1);
  await found.getByRole('link', { name: `Open ${renamed}` }).click();
  await expect(page).toHaveURL(new RegExp(`/explorer-search/mm-sop/${sopId}$`));
  await expect(page.getByTestId('search-sop-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
});

test('/si/{id} with the public link opens it signed out in view mode and runs it', async ({
  browser,
}) => {
  // The share made public in the first test; its id is the token of the link.
  const signedOut = await browser.newContext();
  const page = await signedOut.newPage();
  const shareItem = await ensureSmartInstructionShare(publisher, sopId);
  expect(shareItem.externalAccessType).toBe('public');

  await page.goto(`${baseUrl}/si/${sopId}?shareToken=${shareItem.id}`);
  const view = page.getByTestId('public-sop');
  await expect(view.getByTestId('product-logo')).toBeVisible();
  await expect(view.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(view.getByTestId('sop-guest-mode')).toHaveCount(0);

  // Run mode: one step at a time, ticking the checklist, to the summary.
  await view.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/mode=run/);
  for (let i = 0; i < 12; i += 1) {
    const boxes = view.getByRole('checkbox');
    for (const box of await boxes.all()) if (!(await box.isChecked())) await box.check();
    const finish = view.getByRole('button', { name: 'Finish' });
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    await view.getByRole('button', { name: 'Next' }).click();
  }
  await expect(view.getByRole('heading', { name: 'Instruction finished' })).toBeVisible();

  // An unknown one: the unpublished-content screen, with Go to home (the page is not framed).
  await page.goto(`${baseUrl}/si/does-not-exist`);
  await expect(page.getByTestId('unavailable-content')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible();
  await signedOut.close();
});
