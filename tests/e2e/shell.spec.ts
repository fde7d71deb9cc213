/**
 * Issue 4 must-shows for the shell (000 §2 "Application shell", §6), against the frame server:
 * each demo role sees exactly the side-menu items, create options and invite button the spec's
 * table allows; Arabic mirrors the layout and Japanese is Japanese; the theme switch sticks; no
 * serious or critical axe violations on the shell, a workspace and the admin groups; screenshots
 * of each in dark, light and right-to-left are attached to the report.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { e2eEnv } from './support/e2e-env.js';

const SIDE_ITEMS = [
  'home',
  'ownedByMe',
  'skills',
  'tasks',
  'governance',
  'analytics',
  'dataHub',
  'admin',
] as const;
const CREATE_OPTIONS = [
  'uploadVideo',
  'recordScreen',
  'createSmartInstruction',
  'zoomImport',
  'createSkill',
  'createTask',
] as const;
const CREATE_ALL = [
  'uploadVideo',
  'recordScreen',
  'createSmartInstruction',
  'createSkill',
  'createTask',
];

/**
 * 000 §6 with the demo organisation's features (skills and tasks on; governance and data hub on
 * since issue 25; the Zoom integration off): written from the spec, never read back from the
 * portal. Data Hub: a create role; Governance: its access flag (org admins by the role table).
 */
const EXPECTED = {
  'viewer@demo.stepwise.test': { side: ['home'], create: [], invite: false },
  'publisher@demo.stepwise.test': {
    side: ['home', 'ownedByMe', 'skills', 'tasks', 'dataHub'],
    create: CREATE_ALL,
    invite: false,
  },
  'wsadmin@demo.stepwise.test': {
    side: ['home', 'ownedByMe', 'skills', 'tasks', 'analytics', 'dataHub', 'admin'],
    create: CREATE_ALL,
    invite: true,
  },
  'orgadmin@demo.stepwise.test': {
    side: ['home', 'ownedByMe', 'skills', 'tasks', 'governance', 'analytics', 'dataHub', 'admin'],
    create: CREATE_ALL,
    invite: true,
  },
} as const;

async function signIn(page: Page, email: string) {
  const env = e2eEnv();
  await page.goto(`${env.frameUrl}/`);
  await page.getByTestId('sign-in-identifier').fill(email);
  await page.getByTestId('sign-in-next').click();
  await page.getByTestId('sign-in-secret').fill(env.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

async function visibleIds(page: Page, ids: readonly string[], prefix: string) {
  const shown: string[] = [];
  for (const id of ids) if (await page.getByTestId(`${prefix}${id}`).isVisible()) shown.push(id);
  return shown;
}

for (const [email, expected] of Object.entries(EXPECTED)) {
  test(`${email.split('@')[0]} sees exactly the side items, create options and invite button of 000 §6`, async ({
    page,
  }) => {
    await signIn(page, email);
    expect(await visibleIds(page, SIDE_ITEMS, 'side-item-')).toEqual(expected.side);
    await expect(page.getByTestId('invite-user')).toHaveCount(expected.invite ? 1 : 0);
    if (expected.create.length === 0) {
      await expect(page.getByTestId('create-menu')).toHaveCount(0);
    } else {
      await page.getByTestId('create-menu').click();
      expect(await visibleIds(page, CREATE_OPTIONS, 'create-')).toEqual(expected.create);
      await page.keyboard.press('Escape');
    }
  });
}

async function axeClean(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/** Kept in the test's output folder (tests/.tmp/e2e-results/...) and attached to the report. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Home, a workspace and the admin groups: axe-clean and photographed in the current look. */
async function tour(page: Page, testInfo: TestInfo, look: string) {
  const env = e2eEnv();
  await page.goto(`${env.frameUrl}/home`);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await axeClean(page, `home (${look})`);
  await shot(page, testInfo, `home-shell-${look}`);

  // The org admin is a member of no workspace: All Workspaces lists them.
  await page.getByTestId('workspaces-all-toggle').click();
  await page
    .getByTestId('workspaces-all-panel')
    .getByRole('link', { name: 'Assembly Line' })
    .click();
  await expect(page.getByTestId('workspace-page')).toBeVisible();
  await expect(page.getByTestId('workflow-counts')).toBeVisible();
  await axeClean(page, `workspace (${look})`);
  await shot(page, testInfo, `workspace-${look}`);

  await page.goto(`${env.frameUrl}/admin/workspace-groups`);
  await expect(page.getByTestId('groups-table')).toBeVisible();
  await axeClean(page, `admin groups (${look})`);
  await shot(page, testInfo, `admin-groups-${look}`);
}

test('the theme switch flips dark and light and is remembered; both looks are axe-clean', async ({
  page,
}, testInfo) => {
  await signIn(page, 'orgadmin@demo.stepwise.test');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await tour(page, testInfo, 'dark');

  await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await tour(page, testInfo, 'light');
});

test('Arabic lays the page out right to left and mirrors the menu; Japanese reads Japanese', async ({
  page,
}, testInfo) => {
  await signIn(page, 'orgadmin@demo.stepwise.test');
  const html = page.locator('html');
  const menuX = async () => (await page.getByTestId('side-menu').boundingBox())!.x;
  const ltrX = await menuX();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-language').click();
  await page.getByTestId('language-option-ar-ar').click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  // The side menu moved from the left edge to the right.
  expect(ltrX).toBeLessThan(10);
  expect(await menuX()).toBeGreaterThan(page.viewportSize()!.width / 2);
  await tour(page, testInfo, 'rtl');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-language').click();
  await page.getByTestId('language-option-ja-jp').click();
  await expect(html).toHaveAttribute('lang', 'ja-JP');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('side-item-home')).toHaveText(/ホーム/);
});
