/**
 * Issue 4 must-shows for signing in (000 §2, §4; 002 §5), against the frame server: a deep link
 * survives sign-in, a wrong password gets the catalogue's message, the employee-ID + PIN flow
 * with a first PIN, an invitation and a forgotten password each end signed in, and idle
 * auto-logout. Accessibility of the sign-in screen is checked with axe-core.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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

test('employee ID + PIN: a reset PIN sends the user to choose a new one, then signs in', async ({
  page,
}) => {
  const env = e2eEnv();
  const admin = await tokenOf(env.frameUrl, ORG_ADMIN, env.password);
  const reset = await call(
    env.frameUrl,
    admin,
    'POST',
    '/v1/reset/password/employeeIdPIN/request',
    {
      employeeId: 'E1001',
    },
  );
  expect(reset.status).toBe(200);

  await page.goto(`${env.frameUrl}/?clientKey=demo`);
  await enterAccount(page, 'E1001');
  await expect(page).toHaveURL(/\/usernewpin\/E1001/);
  // A PIN follows the password rules (002 §5); a short one is refused before it is sent.
  await page.getByTestId('new-pin').fill('482913');
  await page.getByTestId('new-pin-confirm').fill('482913');
  await expect(page.getByTestId('new-pin-submit')).toBeDisabled();
  await page.getByTestId('new-pin').fill(NEW_PIN);
  await page.getByTestId('new-pin-confirm').fill(NEW_PIN);
  await page.getByTestId('new-pin-submit').click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });

  // Signing in again asks for the PIN on the second step.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${env.frameUrl}/?clientKey=demo`);
  await signIn(page, 'E1001', NEW_PIN);
  await expect(page).toHaveURL(/\/home$/);
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
