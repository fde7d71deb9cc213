/**
 * Issue 6, the allow-list as an organisation setting (000 §2 /admin/setting/permissions, §3): the
 * demo org admin adds a host origin, a malformed one is refused with its message, saves, reloads
 * and sees it, then removes it again. Workspace admins, publishers and viewers cannot open the
 * page. The form has no serious or critical axe violations. Runs on the 'frame' server (the one
 * whose settings the sign-in and shell specs change); the origin is this run's own, and only it
 * is ever removed, so other entries stay as they were.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { e2eEnv } from './support/e2e-env.js';
import { call, ORG_ADMIN, tokenOf } from './support/frame-server.js';

// One worker in order: each worker's afterAll would otherwise remove the origin mid-test.
test.describe.configure({ mode: 'serial' });

const PATH = '/admin/setting/permissions';
const origin = `https://admin-permissions-${Date.now().toString(36)}.example`;
let baseUrl = '';
let admin = '';
let before: string[] = [];

const storedOrigins = async (): Promise<string[]> => {
  const r = await call(baseUrl, admin, 'POST', '/admin/organization/settings', { action: 'get' });
  expect(r.status).toBe(200);
  return r.body.data.customizedPermissions.allowedOrigins;
};

test.beforeAll(async () => {
  const env = e2eEnv();
  baseUrl = env.frameUrl;
  admin = await tokenOf(baseUrl, ORG_ADMIN, env.password);
  before = await storedOrigins();
});

// Whatever happened, this run's origin leaves the list, and nothing else does.
test.afterAll(async () => {
  if (!admin) return;
  const now = await storedOrigins();
  if (now.includes(origin)) {
    await call(baseUrl, admin, 'POST', '/admin/organization/settings', {
      action: 'update',
      data: { customizedPermissions: { allowedOrigins: now.filter((o) => o !== origin) } },
    });
  }
});

async function openPermissions(page: Page) {
  await page.goto(`${baseUrl}${PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Permissions' })).toBeVisible();
}

const listed = (page: Page) => page.getByTestId('allowed-origin');

test('the org admin adds an allowed origin, saves, sees it after a reload and removes it', async ({
  page,
}) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(ORG_ADMIN, e2eEnv().password);
  await openPermissions(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const input = page.getByLabel('Origin to allow');
  await expect(save).toBeDisabled();

  // A path is not an origin: refused with the message, nothing added.
  await input.fill('lms.example.com/courses');
  await input.press('Enter');
  await expect(page.getByTestId('origin-error')).toContainText('This is not an origin');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();

  // Typed loosely, kept as browsers report it; the same origin twice is refused.
  await input.fill(`${origin.replace('https://admin', 'HTTPS://Admin')}/`);
  await input.press('Enter');
  await expect(listed(page).filter({ hasText: origin })).toHaveCount(1);
  await input.fill(origin);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('origin-error')).toContainText('already in the list');

  // Labels, names and contrast with the form filled and a message shown.
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="permissions-settings"]')
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await save.click();
  await expect(page.getByTestId('permissions-saved')).toContainText('The permissions are saved.');
  await expect(save).toBeDisabled();
  expect(await storedOrigins()).toEqual([...before, origin]);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Permissions' })).toBeVisible();
  await expect(listed(page).filter({ hasText: origin })).toHaveCount(1);

  // Removed from the keyboard: focus the button, press Enter, then save.
  await page.getByRole('button', { name: `Remove ${origin}` }).focus();
  await page.keyboard.press('Enter');
  await expect(listed(page).filter({ hasText: origin })).toHaveCount(0);
  await expect(input).toBeFocused();
  await save.click();
  await expect(page.getByTestId('permissions-saved')).toBeVisible();
  expect(await storedOrigins()).toEqual(before);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Permissions' })).toBeVisible();
  await expect(listed(page).filter({ hasText: origin })).toHaveCount(0);
});

for (const role of ['wsadmin', 'publisher', 'viewer'] as const) {
  test(`a ${role} cannot open the permissions page`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const portal = new PortalPage(page, baseUrl);
      await portal.signIn(`${role}@demo.stepwise.test`, e2eEnv().password);
      await page.goto(`${baseUrl}${PATH}`);
      await expect(page).toHaveURL(/\/403$/);
      await expect(page.getByTestId('permissions-settings')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}
