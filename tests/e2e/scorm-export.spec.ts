/**
 * Issue 6, portal part: SCORM export from a workflow card and the export history (001 §2-4,
 * §7). As the demo publisher: exporting an unpublished workflow ends in error with its message;
 * after publishing, a retry from the history finishes and downloads a zip; a fresh SCORM 2004
 * export of the published workflow finishes and downloads a zip. A viewer never reaches the
 * history. Runs on the 'frame' server's Maintenance workspace, whose counts no other spec reads.
 */
import { readFile } from 'node:fs/promises';
import {
  initializeWorkflow,
  isFinalEvent,
  listWorkspaceGroups,
  uploadFile,
  watchWorkflow,
} from '@stepwise/api';
import { expect, test, type Download, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';

test.describe.configure({ mode: 'serial' });

const title = `Valve lockout ${Date.now().toString(36)}`;
let baseUrl = '';
let workspaceId = '';

/** The 6 s clip, uploaded and processed through the API, left unpublished. */
test.beforeAll(async () => {
  test.setTimeout(4 * 60_000);
  const env = e2eEnv();
  baseUrl = env.frameUrl;
  const api = await signedInApi(baseUrl, PUBLISHER, env.password);
  const groups = await listWorkspaceGroups(api, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces).find((w) => w?.name === 'Maintenance');
  if (!workspace) throw new Error('The demo organisation has no Maintenance workspace.');
  workspaceId = workspace.id;
  const file = new Blob([await readFile(env.clip.file)], { type: 'video/mp4' });
  const upload = await uploadFile(api, file, { fileName: 'scorm-e2e.mp4' });
  const { item } = await initializeWorkflow(api, upload.id, {
    workspaceId,
    title,
    languageCode: 'en',
  });
  const last = await watchWorkflow(api, item.id, () => undefined, AbortSignal.timeout(3 * 60_000), {
    maxRetries: 3,
  });
  if (last && !isFinalEvent(last)) throw new Error('Processing did not finish in 3 minutes.');
});

async function workspacePage(page: Page): Promise<PortalPage> {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(PUBLISHER, e2eEnv().password);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  await expect(portal.card(title)).toHaveCount(1);
  return portal;
}

/** The saved download is a zip (local file header) holding the SCORM manifest. */
async function expectScormZip(download: Download, type: 'scorm12' | 'scorm2004'): Promise<void> {
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${type}\\.zip$`));
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  // Entry names are stored as they are in the local and central headers.
  expect(bytes.includes(Buffer.from('imsmanifest.xml'))).toBe(true);
}

test('an unpublished workflow exports to an error with its message; publish, retry, download', async ({
  page,
}) => {
  const portal = await workspacePage(page);
  await portal.cardTool(title, 'Export as SCORM');
  const dialog = page.getByTestId('scorm-export-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/is not published: its export ends in error/)).toBeVisible();
  await dialog.getByTestId('scorm-export-start').click();
  const error = dialog.getByTestId('scorm-export-error');
  await expect(error).toContainText(`"${title}"`, { timeout: 60_000 });
  await expect(error).toContainText('is not published');
  await expect(dialog.getByTestId('scorm-status')).toHaveAttribute('data-status', 'error');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await portal.cardTool(title, 'Publish');
  await portal.confirm('Publish');
  await expect(portal.card(title).getByTestId('card-status')).toHaveAttribute(
    'data-status',
    'published',
  );

  // The history, through the link on Owned by me.
  await page.goto(`${baseUrl}/owned-by-me`);
  await page.getByTestId('owned-by-me-page').getByTestId('scorm-history-link').click();
  await expect(page).toHaveURL(/\/admin\/scorm-export-history$/);
  const row = page.getByTestId('scorm-history-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('scorm-status')).toHaveAttribute('data-status', 'error');
  await expect(row.getByTestId('scorm-error-message')).toContainText('is not published');
  // Keyboard: the retry is a plain button.
  await row.getByTestId('scorm-retry').focus();
  await page.keyboard.press('Enter');
  await expect(row.getByTestId('scorm-status')).toHaveAttribute('data-status', 'finished', {
    timeout: 60_000,
  });
  await expect(row.getByTestId('scorm-error-message')).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await row.getByTestId('scorm-download').click();
  await expectScormZip(await downloading, 'scorm12');
});

test('a published workflow exports as SCORM 2004, finishes and downloads a zip', async ({
  page,
}) => {
  const portal = await workspacePage(page);
  await portal.cardTool(title, 'Export as SCORM');
  const dialog = page.getByTestId('scorm-export-dialog');
  await expect(dialog.getByText(/is not published/)).toHaveCount(0);
  await dialog.getByLabel('SCORM 2004 (4th edition)').check();
  await dialog.getByLabel('480p').check();
  await dialog.getByTestId('scorm-export-start').click();
  await expect(dialog.getByTestId('scorm-status')).toHaveAttribute('data-status', 'finished', {
    timeout: 60_000,
  });
  await expect(dialog).toContainText('The package is ready.');
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('scorm-download').click();
  await expectScormZip(await downloading, 'scorm2004');

  // The history lists it too, newest first, filtered by its type.
  await dialog.getByTestId('scorm-history-link').click();
  await page.getByTestId('scorm-type-filter').selectOption('SCORM_2004');
  const rows = page.getByTestId('scorm-history-row');
  await expect(rows.first()).toContainText(title);
  await expect(rows.first()).toContainText('SCORM 2004');
  await expect(rows.filter({ hasText: 'SCORM 1.2' })).toHaveCount(0);
});

test('a viewer never reaches the export history', async ({ page }) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn('viewer@demo.stepwise.test', e2eEnv().password);
  await page.goto(`${baseUrl}/admin/scorm-export-history`);
  await expect(page).not.toHaveURL(/scorm-export-history/);
  await expect(page.getByTestId('scorm-export-history')).toHaveCount(0);
});
