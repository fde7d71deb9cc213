/**
 * Issue 23 must-show, approvals (001 §3 / §4 / §7, 002 §1 / §4 / §6) in Chromium. In a workspace
 * of its own with users of its own, the org admin turns the approval-workflows feature on and
 * gives the workspace a two-stage approval workflow (through the API; the settings dialog has its
 * own spec). A publisher's Publish opens a request: the card says "in review". The stage-1
 * reviewer finds it on /home/for-approval, opens it, watches the unpublished workflow play and
 * approves by signing with the password; the stage-2 reviewer rejects it with a comment. The
 * publisher reads the rejection on /home/for-approval and publishes again; both approve and the
 * workflow is published (API and card). Meanwhile a viewer of the workspace who is no reviewer
 * gets the player's unpublished message, and copying the workflow answers code 50.
 *
 * On the 'plain' server (no speech-to-text: nothing published here reaches the assistant specs),
 * with the short clip, so the whole run stays near a minute.
 */
import {
  createApprovalWorkflow,
  duplicateWorkflow,
  getWorkflow,
  type Api,
  type GrantRole,
} from '@stepwise/api';
import { ErrorCode } from '@stepwise/core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { signedInApi } from './support/api-client.js';
import { invitedPerson, privateWorkspace, signedInPage, type Person } from './support/people.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { uploadAndProcess } from './support/processed-upload.js';

test.describe.configure({ mode: 'serial' });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const WORKSPACE = `Approvals ${run}`;
const TITLE = `Approvals e2e ${run}`;
const REJECTION = `Step 2 shows the old guard (${run})`;

let baseUrl = '';
let password = '';
let admin: Api;
let workspaceId = '';
let workflowId = '';
const people = {} as Record<'publisher' | 'first' | 'second' | 'viewer', Person>;

/** An organisation user of this run, invited into the workspace and with a password set. */
async function person(role: GrantRole, label: string): Promise<Person> {
  return invitedPerson(admin, {
    baseUrl,
    password,
    email: `approvals-${label}-${run}@demo.stepwise.test`,
    name: `${label[0]!.toUpperCase()}${label.slice(1)} ${run}`,
    workspaceId,
    role,
  });
}

const signedIn = (browser: Browser, who: Person) =>
  signedInPage(browser, baseUrl, who.email, password);

/** From home, through its For approval entry, to the request of this run. */
async function openForApproval(page: Page) {
  await page.goto(`${baseUrl}/home`);
  await page.getByTestId('home-for-approval').click();
  await expect(page).toHaveURL(/\/home\/for-approval$/);
  return page.getByTestId('for-approval-item').filter({ hasText: TITLE });
}

/** The reviewer's part: find the request, open it, check the bar, then decide. */
async function review(page: Page, stage: string) {
  const item = await openForApproval(page);
  await expect(item.getByTestId('for-approval-stage')).toHaveText(stage);
  await item.getByTestId('for-approval-review').click();
  await expect(page).toHaveURL(new RegExp(`/playermain/${workflowId}`));
  const bar = page.getByRole('region', { name: 'Approval review' });
  await expect(bar).toContainText(`Review: ${stage.toLowerCase()} — ${TITLE}`);
  return bar;
}

async function approve(page: Page, stage: string, who: Person) {
  const bar = await review(page, stage);
  await bar.getByTestId('review-approve').click();
  const dialog = page.getByTestId('approval-sign-dialog');
  await expect(dialog.getByTestId('approval-signer-name')).toHaveText(who.name);
  await expect(dialog.getByTestId('approval-sign-statement')).toHaveText(
    `Entering your password signs this approval electronically as ${who.name}`,
  );
  await dialog.getByTestId('approval-sign-password').fill(password);
  await dialog.getByTestId('approval-sign-submit').click();
  await expect(page).toHaveURL(/\/home\/for-approval$/);
  await expect(page.getByTestId('for-approval-notice')).toHaveAttribute('data-notice', 'approved');
}

async function cardStatus(page: Page) {
  const portal = new PortalPage(page, baseUrl);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  return portal.card(TITLE).getByTestId('card-status');
}

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  password = env.password;
  admin = await signedInApi(baseUrl, ORG_ADMIN, password);
  // 000 §6: the approval-workflows feature of the organisation (off by default).
  await admin.http.post('admin/organization/settings', {
    json: { action: 'update', data: { features: { approvalWorkflows: true } } },
  });
  workspaceId = await privateWorkspace(admin, WORKSPACE, 'green');
  people.publisher = await person('publisher', 'publisher');
  people.first = await person('viewer', 'first');
  people.second = await person('viewer', 'second');
  people.viewer = await person('viewer', 'viewer');
  await createApprovalWorkflow(admin, {
    workspaceId,
    title: `Two stages ${run}`,
    stages: [
      { title: 'Quality', reviewerIds: [people.first.id], rule: 'any' },
      { title: 'Safety', reviewerIds: [people.second.id], rule: 'all' },
    ],
  });
  const publisherApi = await signedInApi(baseUrl, people.publisher.email, password);
  ({ workflowId } = await uploadAndProcess(publisherApi, env, {
    workspaceId,
    title: TITLE,
    fileName: 'approvals-e2e.mp4',
    file: env.clip.file,
  }));
});

test('two stages: approve, reject, resubmit, approve twice, published', async ({ browser }) => {
  test.setTimeout(3 * 60_000);
  const publisherApi = await signedInApi(baseUrl, people.publisher.email, password);

  // The publisher publishes: a request opens, the card is in review.
  const publisher = await signedIn(browser, people.publisher);
  const portal = new PortalPage(publisher, baseUrl);
  await publisher.goto(`${baseUrl}/workspace/${workspaceId}`);
  await portal.cardTool(TITLE, 'Publish');
  await portal.confirm('Publish');
  const card = portal.card(TITLE);
  await expect(card.getByTestId('card-status')).toHaveAttribute('data-status', 'in_review');
  await expect(card.getByTestId('card-sent-for-approval')).toBeVisible();
  expect((await getWorkflow(publisherApi, workflowId)).published).toBe(false);

  // 001 §4: no copy while in review (code 50).
  const copy = await duplicateWorkflow(publisherApi, workflowId, [workspaceId]).catch(
    (err: unknown) => err,
  );
  expect((copy as { code?: number }).code).toBe(ErrorCode.SopInReview);

  // A viewer of the workspace who reviews nothing: the unpublished message, no review bar.
  const viewer = await signedIn(browser, people.viewer);
  await viewer.goto(`${baseUrl}/playermain/${workflowId}`);
  await expect(viewer.locator('.sw-player-message[data-kind="unavailable"]')).toBeVisible({
    timeout: 20_000,
  });
  await expect(viewer.getByTestId('review-bar')).toHaveCount(0);

  // Stage 1: the unpublished workflow plays for its reviewer, who signs the approval.
  const first = await signedIn(browser, people.first);
  await review(first, 'Stage 1 of 2');
  await new PortalPage(first, baseUrl).expectVideoPlays();
  await approve(first, 'Stage 1 of 2', people.first);
  await expect(first.getByTestId('for-approval-item').filter({ hasText: TITLE })).toHaveCount(0);

  // Stage 2 rejects with a comment.
  const second = await signedIn(browser, people.second);
  const bar = await review(second, 'Stage 2 of 2');
  await bar.getByTestId('review-reject').click();
  const reject = second.getByTestId('approval-reject-dialog');
  await expect(reject.getByTestId('approval-reject-dialog-submit')).toBeDisabled();
  await reject.getByTestId('approval-reject-dialog-comment').fill(REJECTION);
  await reject.getByTestId('approval-reject-dialog-submit').click();
  await expect(second).toHaveURL(/\/home\/for-approval$/);
  await expect(second.getByTestId('for-approval-notice')).toHaveAttribute(
    'data-notice',
    'rejected',
  );

  // The publisher reads the rejection with its comment, and the card is unpublished again.
  await openForApproval(publisher);
  const rejected = publisher
    .getByTestId('approval-update')
    .filter({ hasText: TITLE })
    .and(publisher.locator('[data-type="approval_rejected"]'));
  await expect(rejected.getByTestId('approval-update-comment')).toHaveText(REJECTION);
  await expect(await cardStatus(publisher)).toHaveAttribute('data-status', 'unpublished');

  // Published again: a new request from stage 1.
  await portal.cardTool(TITLE, 'Publish');
  await portal.confirm('Publish');
  await expect(card.getByTestId('card-status')).toHaveAttribute('data-status', 'in_review');

  await approve(first, 'Stage 1 of 2', people.first);
  expect((await getWorkflow(publisherApi, workflowId)).published).toBe(false);
  await approve(second, 'Stage 2 of 2', people.second);

  // The last approval published it.
  await expect
    .poll(async () => (await getWorkflow(publisherApi, workflowId)).published, {
      timeout: 10_000,
    })
    .toBe(true);
  await expect(await cardStatus(publisher)).toHaveAttribute('data-status', 'published');

  for (const page of [publisher, viewer, first, second]) await page.context().close();
});
