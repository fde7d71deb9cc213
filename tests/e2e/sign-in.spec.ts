/**
 * Issue 4 must-shows for signing in (000 §2, §4; 002 §5), against the frame server: a deep link
 * survives sign-in, a wrong password gets the catalogue's message, the employee-ID + PIN flow
 * (an org admin's reset on /admin/users, the one-time setup code, the new PIN; issue 14), an
 * invitation and a forgotten password each end signed in, and idle
 * auto-logout. Accessibility of the sign-in screen is checked with axe-core.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { e2eEnv } from './support/e2e-env.js';
import { call, mailLink, ORG_ADMIN, tokenOf, uniqueEmail } from './support/frame-server.js';

const STRONG = 'Strong-Password-2026!';
const NEW_PIN = 'Line-Pin-2026!';

async function enterAccount(page: Page, account: string) {
  await page.getByTestId('sign-in-identifier').fill(account);
  await page.getByTestId('sign-in-next').click();
}

async function signIn(page: Page, account: string, secret: string) {
  await enterAccount(page, account);
  await page.getByTestId('sign-in-secret').fill(secret);
  await page.getByTestId('sign-in-submit').click();
}

test('a deep link while signed out goes to sign-in and lands on the deep link', async ({
  page,
}) => {
  const env = e2eEnv();
  await page.goto(`${env.frameUrl}/owned-by-me`);
  await expect(page).toHaveURL(/\/\?redirect=%2Fowned-by-me$/);
  await signIn(page, 'publisher@demo.stepwise.test', env.password);
  await expect(page).toHaveURL(/\/owned-by-me$/);
});

test('a wrong password gets auth.invalidLoginCredentials and the form stays', async ({ page }) => {
  const env = e2eEnv();
  await page.goto(`${env.frameUrl}/`);
  await signIn(page, 'viewer@demo.stepwise.test', 'Not-The-Password-1');
  const alert = page.getByTestId('sign-in-alert');
  await expect(alert).toHaveAttribute('data-key', 'auth.invalidLoginCredentials');
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(`${env.frameUrl}/`);
});

test('employee ID + PIN: the admin resets the PIN, the setup code sets a new one, then signs in', async ({
  page,
  browser,
}, testInfo) => {
  const env = e2eEnv();
  // The org admin resets E1001's PIN on /admin/users and reads the code, shown once.
  await new PortalPage(page, env.frameUrl).signIn(ORG_ADMIN, env.password);
  await page.goto(`${env.frameUrl}/admin/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('E1001');
  await search.press('Enter');
  const row = page.locator('[data-testid="user-row"][data-account="E1001"]');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await row.getByRole('button', { name: /^Reset the PIN of / }).click();
  const confirm = page.getByTestId('reset-pin-dialog');
  await expect(confirm).toContainText('E1001');
  await confirm.getByRole('button', { name: 'Reset PIN' }).click();
  const dialog = page.getByTestId('setup-code-dialog');
  const code = (await dialog.getByTestId('setup-code-value').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(dialog.getByTestId('setup-code-link')).toHaveText(
    `${env.frameUrl}/usernewpin/E1001?clientKey=demo`,
  );
  await expect(dialog.getByTestId('setup-code-mailed')).toHaveAttribute('data-mailed', 'false');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  const shot = testInfo.outputPath('admin-users-setup-code.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('admin-users-setup-code', { path: shot, contentType: 'image/png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByTestId('user-pin-status')).toHaveText('Waiting for a new PIN');

  // The employee, on a device of their own: the PIN step links to the new-PIN page.
  const device = await browser.newContext();
  try {
    const employee = await device.newPage();
    await employee.goto(`${env.frameUrl}/?clientKey=demo`);
    await enterAccount(employee, 'E1001');
    await employee.getByTestId('sign-in-set-pin').click();
    await expect(employee).toHaveURL(/\/usernewpin\/E1001\?clientKey=demo$/);
    // A wrong code is refused in words a person can act on, and nothing is set.
    await employee.getByLabel('Setup code').fill('ZZZZ-ZZZZ' === code ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ');
    // A PIN follows the password rules (002 §5); a short one is refused before it is sent.
    await employee.getByTestId('new-pin').fill('482913');
    await employee.getByTestId('new-pin-confirm').fill('482913');
    await expect(employee.getByTestId('new-pin-submit')).toBeDisabled();
    await employee.getByTestId('new-pin').fill(NEW_PIN);
    await employee.getByTestId('new-pin-confirm').fill(NEW_PIN);
    await employee.getByTestId('new-pin-submit').click();
    const refused = employee.getByTestId('account-alert');
    await expect(refused).toHaveAttribute('data-key', 'pinSetup.codeInvalid');
    await expect(refused).toContainText('Ask your administrator for a new one');
    await employee.getByLabel('Setup code').fill(code.toLowerCase());
    await employee.getByTestId('new-pin-submit').click();
    await expect(employee).toHaveURL(/\/home$/, { timeout: 20_000 });

    // Signing in again asks for the new PIN on the second step.
    await employee.context().clearCookies();
    await employee.evaluate(() => localStorage.clear());
    await employee.goto(`${env.frameUrl}/?clientKey=demo`);
    await signIn(employee, 'E1001', NEW_PIN);
    await expect(employee).toHaveURL(/\/home$/);
  } finally {
    await device.close();
  }
});

test('a shared account signs in at the same step as a PIN, with its own password', async ({
  page,
}) => {
  // Issue 14: nothing before sign-in tells a shared account from an employee ID any more.
  const env = e2eEnv();
  await page.goto(`${env.frameUrl}/?clientKey=demo`);
  await enterAccount(page, 'line-tablet');
  await expect(page.getByLabel('PIN or password')).toBeVisible();
  await page.getByTestId('sign-in-secret').fill(env.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/shared$/);
});

test('an invitation link: a weak password is refused, then the account is made and signed in', async ({
  page,
}) => {
  const env = e2eEnv();
  const admin = await tokenOf(env.frameUrl, ORG_ADMIN, env.password);
  const email = uniqueEmail('invitee');
  const added = await call(env.frameUrl, admin, 'POST', '/user/add', {
    type: 'group-user',
    data: { email, role: 'viewer' },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const link = await mailLink(env.frameLog, email);
  await page.goto(link);
  await page.getByTestId('account-name').fill('Ines Invitee');
  await page.getByTestId('account-password').fill('weak');
  // 002 §5: the rule's message shows and the form cannot be sent.
  await expect(page.getByTestId('account-password-error')).toBeVisible();
  await expect(page.getByTestId('account-create')).toBeDisabled();
  await expect(page).toHaveURL(/\/userinvitecreate\//);
  await page.getByTestId('account-password').fill(STRONG);
  await page.getByTestId('account-create').click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
});

test('forgot password: the reset link from the mail sets a new password and signs in', async ({
  page,
}) => {
  const env = e2eEnv();
  const admin = await tokenOf(env.frameUrl, ORG_ADMIN, env.password);
  const email = uniqueEmail('forgetful');
  await call(env.frameUrl, admin, 'POST', '/user/add', {
    type: 'group-user',
    data: { email, role: 'viewer' },
  });
  // Accept the invitation first so the account has a password to forget.
  await page.goto(await mailLink(env.frameLog, email));
  await page.getByTestId('account-name').fill('Fern Forgetful');
  await page.getByTestId('account-password').fill(STRONG);
  await page.getByTestId('account-create').click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${env.frameUrl}/`);
  await enterAccount(page, email);
  await page.getByTestId('sign-in-forgot').click();
  await expect(page.getByTestId('reset-email')).toHaveValue(email);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-success')).toBeVisible();

  const before = Date.now();
  let link = await mailLink(env.frameLog, email);
  await expect
    .poll(async () => (link = await mailLink(env.frameLog, email)).includes('/usernewpassword/'), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(Date.now() - before).toBeLessThan(20_000);
  await page.goto(link);
  await page.getByTestId('new-password').fill('Fresh-Password-2026!');
  await page.getByTestId('new-password-confirm').fill('Fresh-Password-2026!');
  await page.getByTestId('new-password-submit').click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
});

test('idle auto-logout with a shortened timeout', async ({ page }) => {
  const env = e2eEnv();
  const admin = await tokenOf(env.frameUrl, ORG_ADMIN, env.password);
  const on = await call(
    env.frameUrl,
    admin,
    'PUT',
    '/v1/organization-settings/my/customized-permissions',
    { allowAutoLogout: true, autoLogoutTimeout: 15 },
  );
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  try {
    // The portal's documented test hook: seconds instead of the organisation's minutes.
    await page.addInitScript(() => localStorage.setItem('stepwise.autoLogoutSeconds', '3'));
    await page.goto(`${env.frameUrl}/`);
    await signIn(page, 'viewer@demo.stepwise.test', env.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveURL(`${env.frameUrl}/`, { timeout: 20_000 });
    await expect(page.getByTestId('sign-in-identifier')).toBeVisible();
  } finally {
    await call(env.frameUrl, admin, 'PUT', '/v1/organization-settings/my/customized-permissions', {
      allowAutoLogout: false,
      autoLogoutTimeout: 15,
    });
  }
});

test('the sign-in screen has no serious or critical accessibility violations', async ({
  page,
}, testInfo) => {
  const env = e2eEnv();
  const looks = [
    { name: 'dark', theme: 'dark', locale: 'en' },
    { name: 'light', theme: 'light', locale: 'en' },
    { name: 'rtl', theme: 'dark', locale: 'ar-ar' },
  ] as const;
  for (const look of looks) {
    await page.goto(`${env.frameUrl}/`);
    await page.evaluate((l) => {
      localStorage.setItem('stepwise.theme', l.theme);
      localStorage.setItem('locale', l.locale);
    }, look);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', look.theme);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      look.locale === 'ar-ar' ? 'rtl' : 'ltr',
    );
    await expect(page.getByTestId('sign-in-identifier')).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      look.name,
    ).toEqual([]);
    const path = testInfo.outputPath(`sign-in-${look.name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`sign-in-${look.name}`, { path, contentType: 'image/png' });
  }
});
