/**
 * Issue 16, "quiet, honest set-up": a normal visit logs no console error and no failed request —
 * the sign-in page (and its favicon), signing in, home, a workspace, a workflow's player, the
 * assistant page — on the 'plain' server.
 */
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { PlayerPage } from './support/player-page.js';
import { playerWorkflow } from './support/player-workflow.js';

interface Noise {
  console: string[];
  failed: string[];
}

function listen(page: Page): Noise {
  const noise: Noise = { console: [], failed: [] };
  page.on('console', (m) => {
    if (m.type() === 'error') noise.console.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => noise.console.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A media request cut short by the player itself (seek, quality switch, page change).
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    noise.failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) noise.failed.push(`${r.request().method()} ${r.url()}: ${r.status()}`);
  });
  return noise;
}

test('a normal visit logs no console error and no failed request', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  const fx = await playerWorkflow(env, 'Player e2e', 'plain');
  const noise = listen(page);
  const portal = new PortalPage(page, fx.baseUrl);
  await portal.signIn(PUBLISHER, env.password);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await portal.openWorkspace('Maintenance');
  const player = new PlayerPage(page);
  await player.open(`${fx.baseUrl}/playermain/${fx.workflowId}`);
  await player.waitForFrame();
  await page.goto(`${fx.baseUrl}/maven`);
  await expect(page.getByRole('textbox', { name: /Ask a question/ })).toBeVisible();
  await page.goto(`${fx.baseUrl}/home`);
  await expect(page).toHaveURL(/\/home$/);
  expect(noise.console).toEqual([]);
  expect(noise.failed).toEqual([]);
});
