/**
 * Issue 25, the organisation tools in Chromium against the plain server's demo organisation
 * (dataHub and governance on in the demo seed):
 * - /data-hub: the org admin exports the users as CSV; the job runs on the server and the file
 *   downloads with the demo users in it.
 * - An API key made on the page reads a dataset through a plain request (no session), and
 *   nothing else; revoked on the page, it stops working.
 * - /governance: the "never viewed" tab lists exactly what the server lists (published, no view).
 * - /troubleshooting: a viewer runs the checks (connectivity passes against the real server)
 *   and sends them; the org admin sees the report in the admins' panel.
 */
import { readFile } from 'node:fs/promises';
import { listGovernedContent } from '@stepwise/api';
import { expect, test } from '@playwright/test';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { signedInPage } from './support/people.js';

test.describe.configure({ mode: 'serial' });

const VIEWER = 'viewer@demo.stepwise.test';
const run = Date.now().toString(36);
let baseUrl = '';
let password = '';

test.beforeAll(() => {
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  password = env.password;
});

test('the data hub exports the users as CSV, with the demo users in the file', async ({
  browser,
}) => {
  const page = await signedInPage(browser, baseUrl, ORG_ADMIN, password);
  await page.goto(`${baseUrl}/data-hub`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Hub' })).toBeVisible();
  const card = page.getByTestId('dataset-users');
  await card.getByTestId('dataset-users-format').selectOption('csv');
  await card.getByTestId('dataset-users-export').click();
  const download = page.waitForEvent('download');
  await card.getByTestId('dataset-users-download').click({ timeout: 30_000 });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain('Last active');
  for (const email of [ORG_ADMIN, VIEWER, 'publisher@demo.stepwise.test'])
    expect(text).toContain(email);
  await page.context().close();
});

test('an API key made on the page reads a dataset, only that, until revoked', async ({
  browser,
}) => {
  const page = await signedInPage(browser, baseUrl, ORG_ADMIN, password);
  await page.goto(`${baseUrl}/data-hub`);
  const name = `BI e2e ${run}`;
  await page.getByTestId('api-key-name').fill(name);
  await page.getByTestId('api-key-create').click();
  const key = (await page.getByTestId('api-key-value').innerText()).trim();
  expect(key).toMatch(/^swk_/);
  await expect(page.getByTestId('api-key-row').filter({ hasText: name })).toBeVisible();

  const read = await page.request.get(`${baseUrl}/v1/data-hub/datasets/users?format=json`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(read.status()).toBe(200);
  const emails = ((await read.json()).data.rows as { email: string | null }[]).map((r) => r.email);
  expect(emails).toContain(VIEWER);
  const csv = await page.request.get(`${baseUrl}/v1/data-hub/datasets/content?format=csv`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(csv.headers()['content-type']).toContain('text/csv');
  // The key is no session: any other route refuses it.
  const profile = await page.request.get(`${baseUrl}/v1/profile/me`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(profile.status()).toBe(401);

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByTestId('api-key-revoke-confirm').click();
  await expect(page.getByTestId('api-key-row').filter({ hasText: name })).toHaveCount(0);
  const after = await page.request.get(`${baseUrl}/v1/data-hub/datasets/users`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(after.status()).toBe(401);
  await page.context().close();
});

test('governance lists the published content nobody has viewed', async ({ browser }) => {
  const api = await signedInApi(baseUrl, ORG_ADMIN, password);
  const expected = await listGovernedContent(api, { list: 'never-viewed', size: 100 });
  const page = await signedInPage(browser, baseUrl, ORG_ADMIN, password);
  await page.goto(`${baseUrl}/governance`);
  await expect(page.getByRole('heading', { level: 1, name: 'Governance' })).toBeVisible();
  await page.getByTestId('governance-tab-never-viewed').click();
  await expect(page.getByTestId('governance-tab-never-viewed')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  if (expected.items.length === 0) {
    await expect(page.getByTestId('governance-empty')).toHaveText(
      'Every published item has been viewed.',
    );
  } else {
    const rows = page.getByTestId('governance-row');
    await expect(rows).toHaveCount(Math.min(expected.items.length, 20));
    await expect(rows.first()).toContainText(expected.items[0]!.title);
    for (const item of expected.items) expect(item.views).toBe(0);
  }
  await page.context().close();
});

test('a viewer runs the troubleshooting checks and sends them to the admins', async ({
  browser,
}) => {
  const page = await signedInPage(browser, baseUrl, VIEWER, password);
  await page.goto(`${baseUrl}/troubleshooting`);
  await page.getByTestId('troubleshooting-run').click();
  await expect(page.getByTestId('check-connectivity')).toHaveAttribute('data-status', 'pass', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('check-ip-access')).toHaveAttribute('data-status', 'pass', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('check-browser')).not.toHaveAttribute('data-status', 'pending');
  const note = `Line tablet ${run}`;
  await page.getByTestId('troubleshooting-note').fill(note);
  await page.getByTestId('troubleshooting-send').click();
  await expect(page.getByTestId('troubleshooting-sent')).toBeVisible();
  await page.context().close();

  const admin = await signedInPage(browser, baseUrl, ORG_ADMIN, password);
  await admin.goto(`${baseUrl}/troubleshooting`);
  await expect(
    admin.getByTestId('troubleshooting-report-row').filter({ hasText: note }),
  ).toBeVisible();
  await admin.context().close();
});
