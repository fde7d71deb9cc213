/**
 * Issue 25 must-show, the analytics portal (002 §2 analytics routes and header rules, §3 state,
 * §8 header errors; 000 §4 the report menu) in Chromium, on the plain server.
 *
 * The e2e servers start without the demo's sample content (SEED_DEMO_CONTENT=false), so the
 * demo's seeded week (seed/demo-analytics.ts) is not there: this spec makes its own week of
 * viewing the way players make it. In a private workspace of its own it processes the test video
 * (four steps), publishes it and has 20 people of this run each send the tracking record of one
 * viewing session over the last 7 days through POST /v1/tracking, each going one step less far
 * than the one before every five people (20, 15, 10 and 5 reach steps 1 to 4).
 *
 * The org admin opens /analytics/workflows/detail: the report menu replaces the side menu, the
 * table lists workflows with views, this run's with 20; its page hides the header, shows the
 * views and the drop-off funnel with one bar per step and reached counts that never grow. Back on
 * the report, a reversed date range shows the spec's message; a keyword and a workspace filter
 * survive a visit to another report. An export of the report gives an XLSX download. Then the
 * demo's workspace admin sees only their three workspaces, in the workspace filter and in
 * /analytics/workspaces (not this run's private workspace, which the org admin sees).
 */
import { getWorkflowSteps, publishWorkflow, sendTracking, type Api } from '@stepwise/api';
import type { StepDetail, TrackingRecordInput } from '@stepwise/core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { invitedPerson, privateWorkspace, signedInPage } from './support/people.js';
import { uploadAndProcess } from './support/processed-upload.js';

test.describe.configure({ mode: 'serial' });

const WS_ADMIN = 'wsadmin@demo.stepwise.test';
/** The demo workspace admin's workspaces (seed/demo.ts). */
const WS_ADMIN_WORKSPACES = ['Assembly Line', 'Maintenance', 'Safety Audits'];
const run = Date.now().toString(36);
const WORKSPACE = `Analytics ${run}`;
const WORKFLOW = `Line check ${run}`;
const VIEWERS = 20;
const DAY_MS = 86_400_000;

let baseUrl = '';
let password = '';
let stepCount = 0;

const numberOf = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d]/g, ''));

async function workspaceOptions(page: Page): Promise<string[]> {
  const select = page.getByTestId('analytics-workspace');
  await expect(select).toBeEnabled();
  return select.locator('option').allInnerTexts();
}

/** Viewer `i`'s session: `i` days back (mod 7), every step up to its last one played through. */
function session(workflowId: string, steps: StepDetail[], i: number): TrackingRecordInput {
  const reached = steps.length - Math.floor((i * steps.length) / VIEWERS);
  const start = Date.now() - (i % 7) * DAY_MS - 3_600_000;
  let at = start;
  const played: TrackingRecordInput['steps'] = {};
  for (const step of steps.slice(0, reached)) {
    const seconds = Math.max(1, step.duration);
    played[step.id] = {
      onPlay: at,
      onPause: at + seconds * 1000,
      onForward: 0,
      onBackward: 0,
      stepDuration: seconds,
      playedDuration: seconds,
      playedIntervals: [[at, at + seconds * 1000]],
      lastUpdated: at + seconds * 1000,
    };
    at += seconds * 1000;
  }
  return {
    id: `analytics-${run}-${i}`,
    isPublic: false,
    workflowId,
    onEnter: start,
    onExit: at,
    lastUpdated: at,
    playedDuration: (at - start) / 1000,
    deviceInfo: {},
    location: null,
    onChangeRez: [],
    onChangeStepFromMenu: [],
    onNext: [],
    onPrevious: [],
    onSubtitles: [],
    stepsArray: steps.map((s) => s.id),
    steps: played,
  };
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  password = env.password;
  const admin: Api = await signedInApi(baseUrl, ORG_ADMIN, password);
  const workspaceId = await privateWorkspace(admin, WORKSPACE, 'yellow');
  const { workflowId } = await uploadAndProcess(admin, env, {
    workspaceId,
    title: WORKFLOW,
    fileName: 'line-check.mp4',
  });
  await publishWorkflow(admin, workflowId);
  const steps = await getWorkflowSteps(admin, workflowId);
  stepCount = steps.length;
  expect(stepCount).toBeGreaterThan(1);
  for (let i = 0; i < VIEWERS; i++) {
    const person = await invitedPerson(admin, {
      baseUrl,
      password,
      email: `analytics-${i}-${run}@demo.stepwise.test`,
      name: `Viewer ${i + 1} ${run}`,
      workspaceId,
    });
    await sendTracking(
      await signedInApi(baseUrl, person.email, password),
      session(workflowId, steps, i),
    );
  }
});

test('org admin: workflow details, its drop-off funnel, header rules, kept filters, export', async ({
  browser,
}) => {
  const page = await signedInPage(browser, baseUrl, ORG_ADMIN, password);
  await page.goto(`${baseUrl}/analytics/workflows/detail`);

  // 000 §4: the report menu is the side menu here.
  const menu = page.getByTestId('report-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('report-link-workflows/detail')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('side-menu-items')).toHaveCount(0);
  await expect(page.getByTestId('analytics-title')).toHaveText('Smart videos detail');

  const table = page.getByTestId('analytics-workflows-detail-table');
  const rows = table.getByTestId('analytics-workflows-detail-table-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    expect(await numberOf(rows.nth(i).getByTestId('analytics-views'))).toBeGreaterThan(0);
  }
  const mine = rows.filter({ hasText: WORKFLOW });
  await expect(mine).toHaveCount(1);
  expect(await numberOf(mine.getByTestId('analytics-views'))).toBe(VIEWERS);

  // Sort by views, most first (the header is a button; again with Enter = descending).
  const sortViews = page.getByTestId('analytics-workflows-detail-table-sort-views');
  await sortViews.click();
  await sortViews.press('Enter');
  await expect(table.getByRole('columnheader', { name: /Views/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const sorted: number[] = [];
  for (let i = 0; i < count; i++)
    sorted.push(await numberOf(rows.nth(i).getByTestId('analytics-views')));
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  await mine.getByTestId('analytics-workflow-link').click();

  // One workflow: no header (002 §2), its views and the funnel.
  await expect(page).toHaveURL(/\/analytics\/workflow\/[^/]+$/);
  await expect(page.getByTestId('analytics-workflow-title')).toHaveText(WORKFLOW);
  await expect(page.getByTestId('analytics-header')).toHaveCount(0);
  expect(
    await numberOf(
      page.getByTestId('analytics-workflow-totals-views').locator('.analytics-stat-value'),
    ),
  ).toBe(VIEWERS);
  const bars = page.getByTestId('analytics-funnel-bar');
  await expect(bars).toHaveCount(stepCount);
  await expect(page.getByTestId('analytics-workflow-steps-row')).toHaveCount(stepCount);
  const reached = (
    await bars.evaluateAll((els) => els.map((el) => el.getAttribute('data-value')))
  ).map(Number);
  // Every five people one step less: 20, 15, 10, 5 for four steps.
  expect(reached[0]).toBe(VIEWERS);
  for (let i = 1; i < reached.length; i++) expect(reached[i]).toBeLessThanOrEqual(reached[i - 1]!);
  expect(reached.at(-1)).toBeLessThan(VIEWERS);
  await expect(page.getByRole('img', { name: /^Drop-off by step:/ })).toBeVisible();

  // Back to the report: a reversed range is refused with the spec's message (002 §5, §8).
  await page.getByRole('link', { name: 'Back to smart videos detail' }).click();
  await expect(page.getByTestId('analytics-title')).toHaveText('Smart videos detail');
  const from = page.getByTestId('analytics-date-from');
  const to = page.getByTestId('analytics-date-to');
  const [fromBefore, toBefore] = [await from.inputValue(), await to.inputValue()];
  await from.fill('2026-12-31');
  await to.fill('2026-01-01');
  await expect(page.getByTestId('analytics-date-error')).toHaveText(
    'Date range must be exactly two dates, the first not after the second',
  );
  await from.fill(fromBefore);
  await to.fill(toBefore);
  await expect(page.getByTestId('analytics-date-error')).toHaveCount(0);

  // Filters survive leaving the report (002 §3): keyword and workspace.
  const details = (part: string) =>
    page.waitForResponse(
      (r) => r.url().includes('/v1/analytics/workflows/details') && r.url().includes(part),
    );
  const searched = details(`keyword=${run}`);
  await page.getByTestId('analytics-keyword').fill(run);
  await searched;
  await expect(rows).toHaveCount(1);
  const filtered = page.waitForResponse(
    (r) =>
      r.url().includes('/v1/analytics/workflows/details') &&
      r.url().includes('workspaceId=') &&
      !r.url().includes('workspaceId=All'),
  );
  await page.getByTestId('analytics-workspace').selectOption({ label: WORKSPACE });
  expect((await filtered).url()).toContain(`keyword=${run}`);
  await expect(rows.filter({ hasText: WORKFLOW })).toHaveCount(1);
  await menu.getByTestId('report-link-main').click();
  await expect(page.getByTestId('analytics-title')).toHaveText('Organization');
  await expect(page.getByTestId('analytics-workspace')).toHaveCount(0);
  await menu.getByTestId('report-link-workflows/detail').click();
  await expect(page.getByTestId('analytics-keyword')).toHaveValue(run);
  await expect(page.getByTestId('analytics-workspace').locator('option:checked')).toHaveText(
    WORKSPACE,
  );
  await expect(rows).toHaveCount(1);

  // The org admin's workspace filter lists every workspace, this run's private one too.
  expect(await workspaceOptions(page)).toContain(WORKSPACE);

  // Export: the job runs on the server and ends in a download.
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByTestId('analytics-export-xlsx').click();
  const link = page.getByTestId('analytics-export-download');
  await expect(link).toBeVisible({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await page.context().close();
});

test('workspace admin: only their workspaces, in the filter and the workspaces report', async ({
  browser,
}) => {
  const page = await signedInPage(browser, baseUrl, WS_ADMIN, password);
  await page.goto(`${baseUrl}/analytics/workflows/detail`);
  await expect(page.getByTestId('analytics-title')).toHaveText('Smart videos detail');
  expect(await workspaceOptions(page)).toEqual(['All Workspaces', ...WS_ADMIN_WORKSPACES]);

  await page.getByTestId('report-menu').getByTestId('report-link-workspaces').click();
  await expect(page.getByTestId('analytics-title')).toHaveText('Workspaces');
  // 002 §2: the workspaces page has no global filters.
  await expect(page.getByTestId('analytics-date-range')).toHaveCount(0);
  const rows = page.getByTestId('analytics-workspaces-table-row');
  await expect(rows.first()).toBeVisible();
  const names = await rows.evaluateAll((els) =>
    els.map((el) => el.querySelector('td')?.textContent ?? ''),
  );
  expect(names.sort()).toEqual(WS_ADMIN_WORKSPACES);
  await page.context().close();
});
