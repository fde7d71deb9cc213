/**
 * Issue 16, must-show: the portal and the player on a phone (390x844) and a tablet held upright
 * (768x1024), as touch screens. Sign-in, home, a workspace, the player and the assistant each get
 * a screenshot (tests/.tmp/e2e-results/responsive-*) and the same checks: no horizontal
 * scrolling, every button and tab at least 44 px, and on the player pages the whole video box on
 * the first screen. Then the side menu as a drawer, and the player details: the quality choices
 * are the stream's renditions, search shows times on the workflow's timeline, its button focuses
 * its input and typing there reaches no shortcut. One sign-in serves every test (storage state).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { PlayerPage } from './support/player-page.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';

test.describe.configure({ mode: 'default' });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;
type Size = (typeof SIZES)[number];

/** WCAG 2.5.5's target size, for buttons and controls on a touch screen. */
const TOUCH_PX = 44;

let fx: PlayerFixture;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  fx = await playerWorkflow(e2eEnv());
  const context = await browser.newContext();
  await new PortalPage(await context.newPage(), fx.baseUrl).signIn(PUBLISHER, e2eEnv().password);
  signedIn = await context.storageState();
  await context.close();
});

async function device(browser: Browser, size: Size, withSession = true): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: true,
    hasTouch: true,
    ...(withSession ? { storageState: signedIn } : {}),
  });
  return context.newPage();
}

/** Screenshot, then the checks every screen passes (on a touch screen, the 44 px targets). */
async function check(page: Page, name: string, { touch = true } = {}): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  const { scrollWidth, innerWidth, coarse } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    coarse: matchMedia('(pointer: coarse)').matches,
  }));
  expect(scrollWidth, `${name}: no horizontal scrolling`).toBeLessThanOrEqual(innerWidth);
  expect(coarse, 'a touch screen').toBe(touch);
  if (!touch) return;
  const small = await page.evaluate((min) => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="tab"], [role="menuitem"], select, input[type="text"], input[type="email"], input[type="search"], input[type="password"], textarea',
    );
    return [...targets]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && el.checkVisibility();
      })
      .filter((el) => el.getBoundingClientRect().height < min - 0.5)
      .map((el) => `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}"`);
  }, TOUCH_PX);
  expect(small, `${name}: controls under ${TOUCH_PX} px`).toEqual([]);
}

/** The video box is on the first screen, whole and visible. */
async function aboveTheFold(page: Page): Promise<void> {
  const video = page.locator('.sw-player-stage').first();
  await expect(video).toBeVisible();
  const box = (await video.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, 'the video starts on the first screen').toBeLessThan(height);
  expect(box.y + box.height, 'the whole video is on the first screen').toBeLessThanOrEqual(height);
  expect(box.width, 'the video takes the width').toBeGreaterThan(page.viewportSize()!.width * 0.9);
}

for (const size of SIZES) {
  test(`${size.name} ${size.width}x${size.height}: sign-in, home, workspace, player, assistant`, async ({
    browser,
  }) => {
    const out = await device(browser, size, false);
    await out.goto(`${fx.baseUrl}/`);
    await expect(out.getByTestId('sign-in-identifier')).toBeVisible();
    await check(out, `${size.name}-sign-in`);
    await out.context().close();

    const page = await device(browser, size);
    await page.goto(`${fx.baseUrl}/home`);
    await expect(page.getByTestId('shell-header')).toBeVisible();
    // The side menu waits behind the menu button: the page has the first screen.
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await check(page, `${size.name}-home`);

    await page.goto(`${fx.baseUrl}/workspace/${fx.workflow.workspaceId}`);
    await expect(page.getByTestId('workflow-card').first()).toBeVisible();
    await check(page, `${size.name}-workspace`);

    const player = new PlayerPage(page);
    await player.open(`${fx.baseUrl}/playermain/${fx.workflowId}`);
    await player.waitForFrame();
    await expect(page.getByTestId('player-title')).toHaveText(fx.workflow.title);
    await aboveTheFold(page);
    if (size.name === 'phone') {
      // Under the picture, the controls cover none of it.
      const stage = (await page.locator('.sw-player-stage').boundingBox())!;
      const bar = (await player.root
        .getByRole('group', { name: 'Player controls' })
        .boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(stage.y + stage.height - 1);
    }
    await check(page, `${size.name}-player`);
    // The step menu and search open together: both usable, the picture still first.
    await player.button('Step menu').click();
    await player.button('Search in this workflow').click();
    await expect(player.root.getByRole('searchbox')).toBeVisible();
    await expect(player.root.getByRole('tablist')).toBeVisible();
    await aboveTheFold(page);
    await check(page, `${size.name}-player-panels`);

    await page.goto(`${fx.baseUrl}/p/${fx.workflowId}?shareToken=${fx.shareId}`);
    await expect(page.getByTestId('player-title')).toHaveText(fx.workflow.title);
    await aboveTheFold(page);
    await check(page, `${size.name}-public-player`);

    await page.goto(`${fx.baseUrl}/maven`);
    await expect(page.getByText('Ask how to do something', { exact: true })).toBeVisible();
    await check(page, `${size.name}-assistant`);
    await page.context().close();
  });
}

test('phone: the side menu is a drawer (button, focus, Escape, outside press, navigation)', async ({
  browser,
}) => {
  const page = await device(browser, SIZES[0]);
  await page.goto(`${fx.baseUrl}/home`);
  const button = page.getByTestId('side-menu-button');
  const menu = page.getByTestId('side-menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('aria-controls', 'side-menu');
  await button.click();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
  await check(page, 'phone-drawer');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  // A press outside it (on the dimmed page) closes it.
  await button.click();
  await page.mouse.click(380, 600);
  await expect(menu).toBeHidden();
  // Going somewhere from it closes it.
  await button.click();
  await menu.getByRole('link', { name: 'Assembly Line' }).click();
  await expect(page).toHaveURL(/\/workspace\//);
  await expect(menu).toBeHidden();
  // The header's search button: its page's field takes the typing at once.
  await page.getByTestId('header-search').click();
  await expect(page.getByTestId('search-input')).toBeFocused();
  await page.context().close();
});

/** The stream's rendition heights, from its master playlist (what the quality choices list). */
async function streamHeights(page: Page): Promise<number[]> {
  const master = await (await page.request.get(fx.workflow.videoURL!)).text();
  return [...master.matchAll(/RESOLUTION=\d+x(\d+)/g)]
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

test('phone: quality lists the stream, search is absolute and focused, typing is not a shortcut', async ({
  browser,
}) => {
  const page = await device(browser, SIZES[0]);
  const player = new PlayerPage(page);
  await player.open(`${fx.baseUrl}/playermain/${fx.workflowId}`);
  await player.waitForFrame();

  // The test video is 1280x720: its ladder tops out at 720, so no 1080 is offered.
  const heights = await streamHeights(page);
  expect(heights.at(-1)).toBe(720);
  await player.button('Settings').click();
  const quality = player.root.getByRole('group', { name: 'Quality' });
  await expect(quality.getByRole('radio')).toHaveCount(heights.length + 1);
  const labels = await quality.locator('label').allTextContents();
  expect(labels).toEqual(['Auto', ...heights.map((h) => `${h}p`)]);
  await expect(quality.getByRole('radio', { checked: true })).toHaveCount(1);
  await player.root.getByRole('button', { name: 'Close settings' }).click();

  // Search: its button focuses the input; "filter" typed there is text, not F and T.
  const root = player.player();
  await player.button('Search in this workflow').click();
  const input = player.root.getByRole('searchbox');
  await expect(input).toBeFocused();
  await page.keyboard.type('filter');
  await expect(input).toHaveValue('filter');
  await expect(root).not.toHaveAttribute('data-fullscreen');
  await expect(root).not.toHaveAttribute('data-theater');

  // A sentence of a later step: its result reads the time on the workflow, not in the step.
  const step = fx.workflow.steps.find(
    (s) => s.startTime >= 10 && (s.transcriptions[fx.workflow.languageCode] ?? []).length > 0,
  )!;
  const sentence = step.transcriptions[fx.workflow.languageCode]![0]!;
  const word = sentence.sentence
    .split(/\s+/)
    .find((w) => w.length > 5)!
    .replace(/\W/g, '');
  await input.fill(word);
  await input.press('Enter');
  const at = Math.round(step.startTime + sentence.startTime);
  const label = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  await expect(
    player.root.locator('.sw-player-search-time').filter({ hasText: label }),
  ).toHaveCount(1);
  await page.context().close();
});

test("desktop: the Embed dialog's iframe, at its suggested size, holds the whole player and its controls", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: signedIn });
  const page = await context.newPage();
  await page.goto(`${fx.baseUrl}/workspace/${fx.workflow.workspaceId}`);
  await new PortalPage(page, fx.baseUrl).cardTool(fx.workflow.title, 'Embed');
  const snippet = await page.getByTestId('embed-code-iframe').locator('textarea').inputValue();
  expect(snippet).toMatch(/width="960" height="580"/);

  // A host page on the server's own origin: always allowed to frame the player (frame-ancestors).
  const host = await context.newPage();
  const hostUrl = `${fx.baseUrl}/e2e-embed-host`;
  await host.route(hostUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0">${snippet}</body>`,
    }),
  );
  await host.goto(hostUrl);
  const frame = host.frameLocator('iframe');
  const controls = frame.getByRole('group', { name: 'Player controls' });
  await expect(controls).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('button', { name: 'Full screen' })).toBeVisible();
  const outer = (await host.locator('iframe').boundingBox())!;
  const bar = (await controls.boundingBox())!;
  const picture = (await frame.locator('.sw-player-stage').boundingBox())!;
  expect(bar.y + bar.height, 'the controls end inside the frame').toBeLessThanOrEqual(
    outer.y + outer.height + 0.5,
  );
  // Sized to the frame's shape: the 16:9 picture fills its width, nothing letterboxed.
  expect(Math.round(picture.width)).toBe(960);
  expect(Math.abs(picture.height - 540)).toBeLessThanOrEqual(1);
  await host.screenshot({ path: test.info().outputPath('desktop-embed-frame.png') });
  await context.close();
});

test('desktop: step menu, settings and search open together, each usable, the bar uncovered', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: signedIn });
  const page = await context.newPage();
  const player = new PlayerPage(page);
  await player.open(`${fx.baseUrl}/playermain/${fx.workflowId}`);
  await player.waitForFrame();
  await player.openToolbox();
  await player.button('Settings').click();
  await player.button('Search in this workflow').click();
  await expect(player.root.getByRole('searchbox')).toBeFocused();
  await expect(player.root.getByRole('group', { name: 'Playback speed' })).toBeVisible();
  // The panels end above the control bar: its buttons stay in reach.
  const panels = (await player.root.locator('.sw-player-panels').boundingBox())!;
  const bar = (await player.root.getByRole('group', { name: 'Player controls' }).boundingBox())!;
  expect(panels.y + panels.height).toBeLessThanOrEqual(bar.y + 1);
  await player.button('Full screen').click({ trial: true });
  // The toolbox keeps its column beside the picture, which keeps 16:9.
  const stage = (await player.root.locator('.sw-player-stage').boundingBox())!;
  const toolbox = (await player.root.getByRole('tablist').boundingBox())!;
  expect(toolbox.x).toBeGreaterThanOrEqual(stage.x + stage.width - 1);
  expect(Math.abs(stage.width / stage.height - 16 / 9)).toBeLessThan(0.02);
  await check(page, 'desktop-player-all-panels', { touch: false });
  await context.close();
});
