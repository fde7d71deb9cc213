/**
 * Issue 23 must-show, version history (001 §3, 002 §2 / §7) in Chromium: a processed workflow is
 * published (1.0); its second step is renamed and retimed through the segmentation save (the API
 * the step editor uses) and it is published again (2.0). In the portal the card's "Publish
 * history" lists both; comparing 1.0 with 2.0 names the changed step; the player on
 * /playermain/{id}?versionId={1.0} lists the first version's step titles, shows the version
 * badge and no Q&A or comments tab; "Restore as draft" of 1.0 makes the workflow an unpublished
 * draft whose steps equal 1.0's (read back through the API).
 *
 * On the 'plain' server (no speech-to-text: a published workflow there adds no passages to the
 * assistant's specs), in a workspace of its own, so nothing another spec counts changes.
 */
import {
  createWorkspace,
  getPlayerWorkflow,
  getPlayerWorkflowVersion,
  getWorkflow,
  getWorkflowEdits,
  listWorkflowVersions,
  listWorkspaceGroups,
  publishWorkflow,
  saveWorkflowEdits,
  type Api,
} from '@stepwise/api';
import { formatClock, type StepSummary, type WorkflowVersion } from '@stepwise/core';
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { PlayerPage } from './support/player-page.js';
import { uploadAndProcess } from './support/processed-upload.js';

test.describe.configure({ mode: 'serial' });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const title = `Versions e2e ${run}`;
const RENAMED = `Renamed step ${run}`;
/** How far the second step's start moves in 2.0 (seconds). */
const SHIFT = 2;

let baseUrl = '';
let api: Api;
let workspaceId = '';
let workflowId = '';
/** The steps as 1.0 kept them, in order. */
let firstSteps: StepSummary[] = [];
let v1: WorkflowVersion;

const clock = (seconds: number) => formatClock(seconds);
const byOrder = (steps: readonly StepSummary[]) => [...steps].sort((a, b) => a.order - b.order);
const titleOf = (step: StepSummary) => step.title.en ?? Object.values(step.title)[0] ?? '';
const shape = (steps: readonly StepSummary[]) =>
  byOrder(steps).map((s) => ({
    title: titleOf(s),
    startTime: Math.round(s.startTime * 10) / 10,
    endTime: Math.round(s.endTime * 10) / 10,
  }));

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  api = await signedInApi(baseUrl, ORG_ADMIN, env.password);
  const groups = await listWorkspaceGroups(api, 'edit');
  if (!groups[0]) throw new Error('The demo organisation has no workspace group.');
  const workspace = await createWorkspace(api, {
    name: `Versions ${run}`,
    private: false,
    color: 'blue',
    workspaceGroupId: groups[0].id,
  });
  workspaceId = workspace.id;
  ({ workflowId } = await uploadAndProcess(api, env, {
    workspaceId,
    title,
    fileName: 'versions-e2e.mp4',
  }));

  // 1.0: as processed.
  await publishWorkflow(api, workflowId);
  firstSteps = byOrder((await getWorkflow(api, workflowId)).steps);
  expect(firstSteps.length).toBeGreaterThanOrEqual(2);
  const second = firstSteps[1]!;
  expect(second.endTime - second.startTime).toBeGreaterThan(SHIFT + 1);

  // 2.0: the second step renamed and its start moved, as the step editor saves them.
  const doc = await getWorkflowEdits(api, workflowId);
  await saveWorkflowEdits(api, workflowId, 'segmentation', {
    version: doc.version,
    segments: [
      ...doc.segments,
      { type: 'adjust', target: 'title', stepId: second.id, title: RENAMED },
      { type: 'adjust', target: 'boundary', stepId: second.id, start: second.startTime + SHIFT },
    ],
  });
  const edited = byOrder((await getWorkflow(api, workflowId)).steps);
  expect(titleOf(edited[1]!)).toBe(RENAMED);
  await publishWorkflow(api, workflowId);

  const versions = await listWorkflowVersions(api, workflowId);
  expect(versions.map((v) => v.version)).toEqual(['2.0', '1.0']);
  v1 = versions[1]!;
});

/** The card's "Publish history" dialog, from its tools menu. */
async function openPublishHistory(page: Page) {
  const card = page.locator(`[data-testid="workflow-card"][data-workflow-id="${workflowId}"]`);
  await card.getByTestId('card-tools').click();
  await page.getByRole('menuitem', { name: 'Publish history', exact: true }).click();
  const dialog = page.getByTestId('publish-history');
  await expect(dialog.getByTestId('version-row')).toHaveCount(2);
  return dialog;
}

test('the card’s publish history lists both versions, and 1.0 -> 2.0 names the changed step', async ({
  page,
}) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(ORG_ADMIN, e2eEnv().password);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  const dialog = await openPublishHistory(page);
  await expect(dialog.getByTestId('version-row')).toHaveText([/^2\.0/, /^1\.0/]);
  await expect(
    dialog.getByTestId('version-row').nth(1).getByTestId('version-play'),
  ).toHaveAttribute('href', `/playermain/${workflowId}?versionId=${v1.id}`);

  await dialog.getByTestId('version-compare-from').selectOption({ label: '1.0' });
  await dialog.getByTestId('version-compare-to').selectOption({ label: '2.0' });
  await dialog.getByTestId('version-compare-submit').click();
  const diff = dialog.getByTestId('version-diff');
  await expect(diff).toContainText('Changes from 1.0 to 2.0');
  // Processed steps may be untitled: the panel names those "Untitled".
  const before = titleOf(firstSteps[1]!) || 'Untitled';
  await expect(diff.locator('[data-kind="stepRenamed"]')).toHaveText(
    `Step renamed from “${before}” to “${RENAMED}”`,
  );
  // Its start moved, so it and the step before it are retimed; the renamed one reads in full.
  const { startTime, endTime } = firstSteps[1]!;
  await expect(diff.locator('[data-kind="stepRetimed"]').filter({ hasText: RENAMED })).toHaveText(
    `Step “${RENAMED}” retimed from ${clock(startTime)}–${clock(endTime)} to ` +
      `${clock(startTime + SHIFT)}–${clock(endTime)}`,
  );
});

test('the player with the first versionId lists 1.0’s steps, badged, without Q&A or comments', async ({
  page,
}) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(ORG_ADMIN, e2eEnv().password);
  const player = new PlayerPage(page);
  await player.open(`${baseUrl}/playermain/${workflowId}?versionId=${v1.id}`);
  await expect(player.root.getByRole('note')).toContainText('Version 1.0');
  await expect(player.root.getByRole('note')).toContainText('not the current version');
  await player.openToolbox();
  const steps = player.root
    .getByRole('navigation', { name: 'Steps' })
    .locator('.sw-player-step-title');
  // 1.0's steps: as many as it kept, the renamed title nowhere (untitled ones show as the
  // player names them, so only titled ones are compared by text).
  await expect(steps).toHaveCount(firstSteps.length);
  const shown = await steps.allTextContents();
  expect(shown).not.toContain(RENAMED);
  firstSteps.forEach((step, i) => {
    if (titleOf(step)) expect(shown[i]).toBe(titleOf(step));
  });
  await expect(player.root.getByRole('tab', { name: 'Q&A' })).toHaveCount(0);
  await expect(player.commentsTab()).toHaveCount(0);
  // The API agrees: the version answer is 1.0's steps, the workflow's own is 2.0's.
  const version = await getPlayerWorkflowVersion(api, v1.id);
  expect(version.version).toMatchObject({ id: v1.id, version: '1.0', latest: false });
  expect(shape(version.steps)).toEqual(shape(firstSteps));
  const current = await getPlayerWorkflow(api, workflowId);
  expect(titleOf(byOrder(current.steps)[1]!)).toBe(RENAMED);
});

test('"Restore as draft" of 1.0 makes an unpublished draft equal to it', async ({ page }) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(ORG_ADMIN, e2eEnv().password);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  const dialog = await openPublishHistory(page);
  await dialog.getByTestId('version-row').nth(1).getByTestId('version-restore').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('unpublished draft equal to version 1.0');
  await confirm.getByTestId('confirm-button').click();
  await expect(dialog.getByTestId('versions-notice')).toHaveText(
    'Version 1.0 was restored as a draft.',
  );

  const restored = await getWorkflow(api, workflowId);
  expect(restored.published).toBe(false);
  expect(shape(restored.steps)).toEqual(shape(firstSteps));
});
