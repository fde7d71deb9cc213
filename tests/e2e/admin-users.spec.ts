/**
 * Issue 25, admin users (must show): the demo org admin bulk imports 50 users from a CSV file
 * with two bad rows (an address that is not one, and a duplicate of an earlier row). The dry run
 * lists exactly those two rows by their spreadsheet row numbers, the import creates the other
 * 48 — visible in the users list — and reports the two again. Then the admin disables one of the
 * new users and sees their status change, and enables them again. On the plain server; every
 * account is this run's own (a tag in each address), so parallel specs never see a change.
 */
import { listAdminUsers } from '@stepwise/api';
import { expect, test } from '@playwright/test';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { signedInPage } from './support/people.js';

const tag = `imp${Date.now().toString(36)}`;
const HEADER = 'kind,email,employeeId,firstName,lastName,role,workspaces';

/** Row 12 (data row 11) is not an address; row 31 repeats row 5's address. */
function csv(): string {
  const rows = Array.from({ length: 50 }, (_, i) => {
    if (i === 10) return 'email,not-an-address,,Bad,Address,viewer,';
    if (i === 29) return `email,${tag}-3@example.com,,Copy,Again,viewer,`;
    return `email,${tag}-${i}@example.com,,Person ${i},${tag},viewer,`;
  });
  return `${HEADER}\r\n${rows.join('\r\n')}\r\n`;
}

test('bulk import of 50 users with two bad rows: the two reported, 48 created; disable one', async ({
  browser,
}) => {
  const env = e2eEnv();
  const baseUrl = env.plainUrl;
  const page = await signedInPage(browser, baseUrl, ORG_ADMIN, env.password);
  await page.goto(`${baseUrl}/admin/users`);
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

  await page.getByTestId('users-import').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(), 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    'Rows read: 50. Would be created: 48. With problems: 2.',
  );
  const failures = dialog.getByTestId('import-failure');
  await expect(failures).toHaveCount(2);
  await expect(failures.nth(0)).toHaveAttribute('data-row', '12');
  await expect(failures.nth(0)).toContainText('Not a valid e-mail address');
  await expect(failures.nth(1)).toHaveAttribute('data-row', '31');
  await expect(failures.nth(1)).toContainText('Same account as row 5');

  // Nothing was made by the check.
  const api = await signedInApi(baseUrl, ORG_ADMIN, env.password);
  expect((await listAdminUsers(api, { keyword: tag })).total).toBe(0);

  await dialog.getByRole('button', { name: 'Import valid rows (48)' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('Created: 48. Not imported: 2.', {
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('import-failure')).toHaveCount(2);
  await dialog.getByTestId('import-close').click();

  // The users list shows the 48, invited (they have not signed in yet).
  const search = page.getByTestId('users-search');
  await search.fill(tag);
  await search.press('Enter');
  await expect(page.getByTestId('users-count')).toHaveText('1–48 of 48');
  expect((await listAdminUsers(api, { keyword: tag })).total).toBe(48);
  const row = page.getByTestId('user-row').filter({ hasText: `${tag}-7@example.com` });
  await expect(row.getByTestId('user-status')).toHaveText('Invited');

  // Disable one: confirm, and its status changes; enable again.
  await row.getByRole('button', { name: `Disable Person 7 ${tag}` }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('cannot sign in until enabled again');
  await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(row.getByTestId('user-status')).toHaveText('Disabled');
  await expect(row).toHaveAttribute('data-status', 'disabled');
  const disabled = await listAdminUsers(api, { keyword: `${tag}-7@`, status: 'disabled' });
  expect(disabled.items.map((u) => u.email)).toEqual([`${tag}-7@example.com`]);
  await row.getByRole('button', { name: `Enable Person 7 ${tag}` }).click();
  await expect(row.getByTestId('user-status')).toHaveText('Invited');
  await page.context().close();
});
