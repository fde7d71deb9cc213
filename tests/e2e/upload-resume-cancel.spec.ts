/**
 * Issue 3, portal item 6: an upload survives a page reload (the File and the upload id wait in
 * IndexedDB, "Resume" sends only the parts the server lacks) and a file's upload can be
 * cancelled (the server forgets it). Uses a 6 s clip of three parts in the Maintenance
 * workspace, so it does not touch what the other tests count.
 */
import { expect, test, type Request } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';

const partOf = (req: Request) => /\/v1\/uploads\/[^/]+\/parts\/(\d+)$/.exec(req.url())?.[1];

test('an upload interrupted by a reload resumes with the missing parts only', async ({ page }) => {
  const env = e2eEnv();
  const portal = new PortalPage(page, env.plainUrl);
  await portal.signIn(PUBLISHER, env.password);
  await portal.openWorkspace('Maintenance');

  const sent: string[] = [];
  page.on('requestfinished', (req) => {
    const part = partOf(req);
    if (part && req.method() === 'PUT') sent.push(part);
  });
  // Part 2 never gets an answer: the reload finds parts 1 and 3 on the server, 2 missing.
  await page.route('**/v1/uploads/*/parts/2', () => undefined);

  await page.getByRole('button', { name: 'Upload video' }).click();
  const dialog = page.getByTestId('upload-dialog');
  await dialog.getByTestId('upload-input').setInputFiles(env.clip.file);
  await dialog.getByTestId('upload-title').fill('Pump seal check');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const row = dialog.getByTestId('upload-row');
  await expect(row).toHaveAttribute('data-status', 'uploading');
  await expect.poll(() => [...sent].sort()).toEqual(['1', '3']);
  await expect(row.getByTestId('upload-progress')).toHaveAttribute('value', /^[1-9]\d$/);

  // The reload drops the held request; only then may part 2 go through again.
  await page.reload();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  sent.length = 0;
  const notice = page.getByTestId('interrupted-uploads');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Review uploads' }).click();
  const restored = page.getByTestId('upload-dialog').getByTestId('upload-row');
  await expect(restored).toHaveAttribute('data-status', 'interrupted');
  await expect(restored.getByTestId('upload-title')).toHaveValue('Pump seal check');
  await restored.getByRole('button', { name: /Resume upload of/ }).click();
  await expect(restored).toHaveAttribute('data-status', 'processing', { timeout: 60_000 });
  expect(sent).toEqual(['2']);

  await page.getByTestId('upload-dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(portal.card('Pump seal check')).toHaveCount(1);
  await expect(page.getByTestId('count-created').locator('dd')).toHaveText('1');
});

test('cancelling an upload stops it and deletes it on the server', async ({ page }) => {
  const env = e2eEnv();
  const portal = new PortalPage(page, env.plainUrl);
  await portal.signIn(PUBLISHER, env.password);
  await portal.openWorkspace('Maintenance');

  await page.route('**/v1/uploads/*/parts/*', () => undefined); // parts hang
  const deletes: Request[] = [];
  page.on('requestfinished', (req) => {
    if (req.method() === 'DELETE' && /\/v1\/uploads\/[^/]+$/.test(req.url())) deletes.push(req);
  });
  await page.getByRole('button', { name: 'Upload video' }).click();
  const dialog = page.getByTestId('upload-dialog');
  await dialog.getByTestId('upload-input').setInputFiles(env.clip.file);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const row = dialog.getByTestId('upload-row');
  await expect(row).toHaveAttribute('data-status', 'uploading');
  await row.getByRole('button', { name: /Cancel upload of/ }).click();
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await expect.poll(() => deletes.length).toBe(1);
  expect((await deletes[0]!.response())?.status()).toBe(200);
});
