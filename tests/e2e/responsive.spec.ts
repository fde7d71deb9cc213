import { expect, test, type Browser, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';

test.describe.configure({ mode: 'default' });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

let fx: PlayerFixture;
let storage: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  fx = await playerWorkflow(e2eEnv());
  const context = await browser.newContext();
  const page = await context.newPage();
  await new PortalPage(page, fx.baseUrl).signIn(PUBLISHER, e2eEnv().password);
  storage = await context.storageState();
  await context.close();
});

async function at(browser: Browser, size: (typeof SIZES)[number], signedIn: boolean) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: true,
    hasTouch: true,
    ...(signedIn ? { storageState: storage } : {}),
  });
  return { context, page: await context.newPage() };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const size of SIZES) {
  test(`baseline ${size.name}`, async ({ browser }) => {
    const signedOut = await at(browser, size, false);
    await signedOut.page.goto(`${fx.baseUrl}/`);
    await signedOut.page.getByTestId('sign-in-identifier').waitFor();
    await shot(signedOut.page, `${size.name}-sign-in`);
    await signedOut.context.close();
    const { context, page } = await at(browser, size, true);
    await page.goto(`${fx.baseUrl}/home`);
    await page.waitForTimeout(1500);
    await shot(page, `${size.name}-home`);
    await page.goto(`${fx.baseUrl}/workspace/${fx.workflow.workspaceId}`);
    await page.waitForTimeout(1500);
    await shot(page, `${size.name}-workspace`);
    await page.goto(`${fx.baseUrl}/playermain/${fx.workflowId}`);
    await page.locator('video').waitFor({ state: 'attached' });
    await page.waitForTimeout(3000);
    await shot(page, `${size.name}-player`);
    await page.goto(`${fx.baseUrl}/p/${fx.workflowId}?shareToken=${fx.shareId}`);
    await page.waitForTimeout(3000);
    await shot(page, `${size.name}-public`);
    await page.goto(`${fx.baseUrl}/maven`);
    await page.waitForTimeout(2000);
    await shot(page, `${size.name}-maven`);
    expect(true).toBe(true);
    await context.close();
  });
}
