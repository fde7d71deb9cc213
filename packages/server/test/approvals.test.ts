/**
 * Approvals over real HTTP (issue 23; 001 §4, §6-7; 002 §1, §4): a two-stage approval workflow
 * on a workspace with the organisation's flag on; publishing opens a request, its reviewers play
 * the draft, sign their approvals with their password, reject with a comment; the last approval
 * publishes; copies and moves follow the review; the 'all' rule and concurrent approvals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, Role } from '@stepwise/core';
import { hashSecret } from '../src/auth/passwords.js';
import { newId } from '../src/db/ids.js';
import {
  approvalRequests,
  mailOutbox,
  notifications,
  smartInstructions,
  sopVersionHistories,
  steps,
  users,
  workflowVersionHistories,
  workflows,
  workspaceMembers,
  workspaces,
} from '../src/db/schema.js';
import { DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID, DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
let org = '';
let qualityWs = '';
const token: Record<string, string> = {};
const uid: Record<string, string> = {};

const REVIEWERS = {
  r1: { email: 'rita.review@demo.stepwise.test', first: 'Rita' },
  r2: { email: 'sam.safety@demo.stepwise.test', first: 'Sam' },
  r3: { email: 'quinn.quality@demo.stepwise.test', first: 'Quinn' },
} as const;

/** A processed, unpublished workflow row with one step in `workspaceId`. */
async function draftWorkflow(workspaceId: string, title: string, published = false) {
  const id = newId();
  await s.database.db.insert(workflows).values({
    id,
    organizationId: org,
    workspaceId,
    title,
    languageCode: 'en',
    authorId: uid.pub!,
    processed: true,
    speechStatus: 'completed',
    stepsStatus: 'completed',
    convertStatus: 'finished',
    videoDuration: 12,
    published,
    publishedDate: published ? new Date() : null,
  });
  await s.database.db.insert(steps).values({
    id: newId(),
    organizationId: org,
    workflowId: id,
    order: 10,
    startTime: 0,
    endTime: 6,
    title: { en: 'Check the torque' },
  });
  return id;
}

const act = (requestId: string, body: unknown, who: string) =>
  s.api.post(`/v1/approval-requests/${requestId}/actions`, body, token[who]);
const approve = (requestId: string, who: string, password = TEST_PASSWORD) =>
  act(requestId, { action: 'approve', password }, who);
const publish = (workflowId: string) =>
  s.api.put(`/v1/workflows/${workflowId}/publish`, undefined, token.pub);
const workflowRow = async (id: string) =>
  (await s.database.db.select().from(workflows).where(eq(workflows.id, id)))[0]!;

async function createApprovalWorkflow(stages: unknown[]) {
  const r = await s.api.post(
    '/v1/approval-workflows',
    { workspaceId: qualityWs, title: 'Release review', stages },
    token.org,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.item as { id: string };
}

beforeAll(async () => {
  s = await startTestServer();
  org = s.demoOrganizationId;
  fx = await buildFixtures(s.database.db, org);
  const db = s.database.db;
  const secret = await hashSecret(TEST_PASSWORD);
  for (const [key, r] of Object.entries(REVIEWERS)) {
    uid[key] = newId();
    await db.insert(users).values({
      id: uid[key]!,
      organizationId: org,
      email: r.email,
      role: Role.Viewer,
      firstName: r.first,
      lastName: 'Reviewer',
      passwordHash: secret,
    });
  }
  uid.pub = fx.base.publisherId!;
  uid.org = fx.base.orgAdminId!;
  uid.view = fx.base.viewerId!;
  // A workspace of its own, open to everyone (so the demo viewer sees it and gets code 2 for
  // the draft): the publisher and the reviewers are members.
  qualityWs = newId();
  await db.insert(workspaces).values({
    id: qualityWs,
    organizationId: org,
    workspaceGroupId: fx.base.defaultGroupId!,
    name: 'Quality Gate',
    private: false,
  });
  await db.insert(workspaceMembers).values([
    { organizationId: org, workspaceId: qualityWs, userId: uid.pub, role: Role.Publisher },
    ...['r1', 'r2', 'r3'].map((k) => ({
      organizationId: org,
      workspaceId: qualityWs,
      userId: uid[k]!,
      role: Role.Viewer,
    })),
  ]);
  const logins = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(OTHER_ORG.admin),
    ...Object.values(REVIEWERS).map((r) => s.api.login(r.email)),
  ]);
  ['org', 'pub', 'view', 'ws', 'other', 'r1', 'r2', 'r3'].forEach((k, i) => {
    token[k] = logins[i]!.accessToken;
  });
  // The fixtures' approval workflow on Assembly Line goes: moves into it publish directly.
  const del = await s.api.delete(`/v1/approval-workflows/${fx.base.approvalWorkflowId}`, token.org);
  expect(del.status).toBe(200);
  const flag = await s.api.post(
    '/admin/organization/settings',
    { action: 'update', data: { features: { approvalWorkflows: true } } },
    token.org,
  );
  expect(flag.status).toBe(200);
});
afterAll(() => s?.close());

describe('approval workflows', () => {
  let flowId = '';

  it('refuses bad stages: 11 stages, a reviewer twice, no reviewer, shared accounts', async () => {
    const stage = { reviewerIds: [uid.r1] };
    const body = (stages: unknown[]) => ({ workspaceId: qualityWs, title: 'Review', stages });
    for (const stages of [
      Array.from({ length: 11 }, () => stage),
      [{ reviewerIds: [uid.r1, uid.r1] }],
      [{ reviewerIds: [] }],
      [],
    ]) {
      const r = await s.api.post('/v1/approval-workflows', body(stages), token.org);
      expect(r.status, JSON.stringify(stages)).toBe(400);
      expect(r.body.ok).toBe(false);
    }
    const shared = fx.base.sharedUserId!;
    const r = await s.api.post(
      '/v1/approval-workflows',
      body([{ reviewerIds: [uid.r1, shared, 'no-such-user'] }]),
      token.org,
    );
    expect(r.status).toBe(400);
    expect(r.body.data.reviewerIds).toEqual([shared, 'no-such-user']);
  });

  it('refuses reviewers who cannot see a private workspace', async () => {
    const safety = fx.base.privateWorkspaceId!;
    const r = await s.api.post(
      '/v1/approval-workflows',
      { workspaceId: safety, title: 'Audit review', stages: [{ reviewerIds: [uid.r1] }] },
      token.org,
    );
    expect(r.status).toBe(400);
    expect(r.body.data.reviewerIds).toEqual([uid.r1]);
  });

  it('lets org and workspace admins write them; viewers 403, other organisations 404', async () => {
    const stages = [{ reviewerIds: [uid.r1] }];
    const asViewer = await s.api.post(
      '/v1/approval-workflows',
      { workspaceId: qualityWs, title: 'Review', stages },
      token.view,
    );
    expect(asViewer.status).toBe(403);
    const other = await s.api.post(
      '/v1/approval-workflows',
      { workspaceId: qualityWs, title: 'Review', stages },
      token.other,
    );
    expect(other.status).toBe(404);

    const made = await createApprovalWorkflow([
      { title: 'Quality', reviewerIds: [uid.r1], rule: 'any' },
      { title: 'Safety', reviewerIds: [uid.r2], rule: 'any' },
    ]);
    flowId = made.id;
    const again = await s.api.post(
      '/v1/approval-workflows',
      { workspaceId: qualityWs, title: 'Second', stages },
      token.org,
    );
    expect(again.status).toBe(409);

    const list = await s.api.get('/v1/approval-workflows', token.pub, {
      workspaceId: qualityWs,
      page: '0',
      size: '1',
    });
    expect(list.status).toBe(200);
    expect(list.body.data.page.dataCount).toBe(1);
    const item = list.body.data.items[0];
    expect(item).toMatchObject({ workspaceName: 'Quality Gate', openRequests: 0 });
    expect(item.stages[0].reviewers).toEqual([{ uid: uid.r1, displayName: 'Rita Reviewer' }]);

    const patchedByViewer = await s.api.patch(
      `/v1/approval-workflows/${flowId}`,
      { title: 'x' },
      token.view,
    );
    expect(patchedByViewer.status).toBe(403);
    const otherPatch = await s.api.patch(
      `/v1/approval-workflows/${flowId}`,
      { title: 'x' },
      token.other,
    );
    expect(otherPatch.status).toBe(404);
    const empty = await s.api.patch(`/v1/approval-workflows/${flowId}`, {}, token.org);
    expect(empty.status).toBe(400);
  });

  it('runs the two-stage review: request, reviewer access, signature, reject, resubmit, publish', async () => {
    const wf = await draftWorkflow(qualityWs, 'Torque the flange bolts');

    // Publishing opens a request instead.
    const published = await publish(wf);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const first = published.body.data.item;
    expect(first.published).toBe(false);
    expect(first.reviewStatus).toBe('in_progress');
    expect(first.approvalRequest).toMatchObject({
      status: 'in_progress',
      stageIndex: 0,
      stagesCount: 2,
      activeReviewerIds: [uid.r1],
    });
    const requestId = first.approvalRequest.id as string;
    expect((await publish(wf)).status).toBe(409);

    // Stage 1's reviewer is told and may play the draft; a viewer who is not a reviewer not.
    const told = await s.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.receiverId, uid.r1!), eq(notifications.workflowId, wf)));
    expect(told.map((n) => n.type)).toEqual(['approval_requested']);
    const mailed = await s.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, REVIEWERS.r1.email), eq(mailOutbox.kind, 'approval')));
    expect(mailed.map((m) => m.subject)).toEqual([
      'Priya Author asked you to review “Torque the flange bolts”',
    ]);
    const play = await s.api.get('/v1/player/workflow', token.r1, { workflowId: wf });
    expect(play.status).toBe(200);
    expect(play.body.data.item.approvalRequest.activeReviewerIds).toEqual([uid.r1]);
    const notReviewer = await s.api.get('/v1/player/workflow', token.view, { workflowId: wf });
    expect(notReviewer.body.code).toBe(ErrorCode.UnpublishedSkill);
    const stage2Early = await s.api.get('/v1/player/workflow', token.r2, { workflowId: wf });
    expect(stage2Early.body.code).toBe(ErrorCode.UnpublishedSkill);

    const assigned = await s.api.get('/v1/me/approval-requests/assigned', token.r1);
    expect(assigned.body.data.items.map((r: { id: string }) => r.id)).toEqual([requestId]);

    // Copy while in review: code 50.
    const copy = await s.api.post(
      `/v1/workflows/${wf}/duplication`,
      { groupIds: [qualityWs] },
      token.pub,
    );
    expect(copy.body.code).toBe(ErrorCode.SopInReview);
    // Moving while in review: code 50.
    const move = await s.api.put(
      `/v1/workflows/${wf}/workspace`,
      { workspaceId: fx.base.workspaceId },
      token.pub,
    );
    expect(move.body.code).toBe(ErrorCode.SopInReview);

    // Only the stage's reviewer approves, with their own password.
    const byStage2 = await approve(requestId, 'r2');
    expect(byStage2.status).toBe(403);
    expect(byStage2.body.errorMessage).toBe('You are not a reviewer of this stage');
    const wrong = await approve(requestId, 'r1', 'Not-my-password-1');
    expect(wrong.status).toBe(403);
    expect(wrong.body.errorMessage).toBe('The password is wrong');
    const right = await approve(requestId, 'r1');
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data.item).toMatchObject({
      status: 'in_progress',
      stageIndex: 1,
      activeReviewerIds: [uid.r2],
    });
    expect(right.body.data.item.stages[0].approvedBy).toEqual([uid.r1]);
    // The grant moved on with the stage.
    expect((await s.api.get('/v1/player/workflow', token.r2, { workflowId: wf })).status).toBe(200);

    // Stage 2 rejects with a comment (an empty one is 400).
    const noComment = await act(requestId, { action: 'reject', comment: '  ' }, 'r2');
    expect(noComment.status).toBe(400);
    const rejected = await act(
      requestId,
      { action: 'reject', comment: 'Step 2 shows the wrong wrench' },
      'r2',
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.item).toMatchObject({
      status: 'rejected',
      comment: 'Step 2 shows the wrong wrench',
    });
    expect(rejected.body.data.item.closedAt).toBeTruthy();
    expect((await workflowRow(wf)).reviewStatus).toBe('rejected');
    const toRequester = await s.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.receiverId, uid.pub!), eq(notifications.workflowId, wf)));
    expect(toRequester.map((n) => [n.type, n.message])).toEqual([
      ['approval_rejected', 'Step 2 shows the wrong wrench'],
    ]);
    expect((await approve(requestId, 'r2')).status).toBe(409);

    // Resubmitting is publishing again: a new request; both stages approve: published.
    const again = await publish(wf);
    const secondId = again.body.data.item.approvalRequest.id as string;
    expect(secondId).not.toBe(requestId);
    expect((await approve(secondId, 'r1')).status).toBe(200);
    const last = await approve(secondId, 'r2');
    expect(last.status).toBe(200);
    expect(last.body.data.item.status).toBe('approved');
    const row = await workflowRow(wf);
    expect(row.published).toBe(true);
    expect(row.reviewStatus).toBe('approved');
    const versions = await s.database.db
      .select()
      .from(workflowVersionHistories)
      .where(eq(workflowVersionHistories.workflowId, wf));
    // Versions are kept by completeWorkflowPublish (part 3): one publish, one version.
    if (versions.length > 0) expect(versions).toHaveLength(1);

    // The history: newest request first, events oldest first, approvals signed.
    const grouped = await s.api.get('/v1/approval-requests/grouped-histories', token.pub, {
      workflowId: wf,
    });
    expect(grouped.status).toBe(200);
    const [newest, oldest] = grouped.body.data.items;
    expect(newest.request.id).toBe(secondId);
    expect(newest.histories.map((h: { event: string }) => h.event)).toEqual([
      'submit',
      'approve',
      'approve',
      'publish',
    ]);
    expect(newest.histories[1].signature).toMatchObject({
      signerName: 'Rita Reviewer',
      signerEmail: REVIEWERS.r1.email,
    });
    expect(oldest.histories.map((h: { event: string }) => h.event)).toEqual([
      'submit',
      'approve',
      'reject',
    ]);
    const approvedNotice = await s.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.receiverId, uid.pub!), eq(notifications.approvalRequestId, secondId)),
      );
    expect(approvedNotice.map((n) => n.type)).toEqual(['approval_approved']);

    // Readers: the viewer (no relation) 404; other organisations 404.
    expect((await s.api.get(`/v1/approval-requests/${secondId}`, token.view)).status).toBe(404);
    expect((await s.api.get(`/v1/approval-requests/${secondId}`, token.other)).status).toBe(404);
    expect((await s.api.get(`/v1/approval-requests/${secondId}`, token.r2)).status).toBe(200);
    const viewerHistory = await s.api.get('/v1/approval-requests/grouped-histories', token.view, {
      workflowId: wf,
    });
    expect(viewerHistory.status).toBe(403);
  });

  it('lets the requester recall; reviewers are told and lose the grant', async () => {
    const wf = await draftWorkflow(qualityWs, 'Grease the bearings');
    const requestId = (await publish(wf)).body.data.item.approvalRequest.id as string;
    const byViewer = await act(requestId, { action: 'recall', comment: 'Mine now' }, 'view');
    expect(byViewer.status).toBe(404);
    const recalled = await act(requestId, { action: 'recall', comment: 'New footage' }, 'pub');
    expect(recalled.status).toBe(200);
    expect(recalled.body.data.item.status).toBe('canceled');
    expect((await workflowRow(wf)).reviewStatus).toBe('canceled');
    const told = await s.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.receiverId, uid.r1!), eq(notifications.approvalRequestId, requestId)),
      );
    expect(told.map((n) => n.type).sort()).toEqual(['approval_recalled', 'approval_requested']);
    const play = await s.api.get('/v1/player/workflow', token.r1, { workflowId: wf });
    expect(play.body.code).toBe(ErrorCode.UnpublishedSkill);
    // Copies are allowed again once the review is over.
    const copy = await s.api.post(
      `/v1/workflows/${wf}/duplication`,
      { groupIds: [qualityWs] },
      token.pub,
    );
    expect(copy.status).toBe(200);
  });

  it('unpublishes a workflow moved into the workspace with the approval workflow', async () => {
    const wf = await draftWorkflow(fx.base.workspaceId!, 'Check the guard rails', true);
    const moved = await s.api.put(
      `/v1/workflows/${wf}/workspace`,
      { workspaceId: qualityWs },
      token.pub,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.item).toMatchObject({ workspaceId: qualityWs, published: false });
    // Moving out again leaves it as it is (Assembly Line publishes directly).
    const back = await s.api.put(
      `/v1/workflows/${wf}/workspace`,
      { workspaceId: fx.base.workspaceId },
      token.pub,
    );
    expect(back.body.data.item.published).toBe(false);
    expect((await publish(wf)).body.data.item.published).toBe(true);
  });

  it('reviews a smart instruction: the audience asked for is published on the last approval', async () => {
    const sopId = newId();
    await s.database.db.insert(smartInstructions).values({
      id: sopId,
      organizationId: org,
      workspaceId: qualityWs,
      authorId: uid.pub!,
      status: 'completed',
      type: 'manually',
      title: 'Change the hydraulic filter',
    });
    const teamId = fx.base.teamId!;
    const asked = await s.api.patch(
      '/v1/multimodal-sop',
      { id: sopId, publishOption: 'team', teamIds: [teamId] },
      token.pub,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.item.published).toBe(false);
    const requestId = asked.body.data.item.approvalRequest.id as string;

    // Its reviewer reads the draft; others do not see it; no copies while in review.
    const viewed = await s.api.get(`/v1/player/multimodal-sop/${sopId}`, token.r1);
    expect(viewed.status).toBe(200);
    expect(viewed.body.data.item.approvalRequest).toMatchObject({
      id: requestId,
      activeReviewerIds: [uid.r1],
    });
    expect((await s.api.get(`/v1/player/multimodal-sop/${sopId}`, token.view)).status).toBe(404);
    const copy = await s.api.post(
      '/v1/multimodal-sop/duplication',
      { smartInstructionId: sopId, workspaceIds: [qualityWs] },
      token.pub,
    );
    expect(copy.body.code).toBe(ErrorCode.SopInReview);

    expect((await approve(requestId, 'r1')).status).toBe(200);
    const last = await approve(requestId, 'r2');
    expect(last.body.data.item.status).toBe('approved');
    const [sop] = await s.database.db
      .select()
      .from(smartInstructions)
      .where(eq(smartInstructions.id, sopId));
    expect(sop).toMatchObject({ published: true, publishedTeamIds: [teamId], version: '1.0' });
    const versions = await s.database.db
      .select()
      .from(sopVersionHistories)
      .where(eq(sopVersionHistories.instructionId, sopId));
    expect(versions.map((v) => [v.version, v.publishedBy])).toEqual([['1.0', uid.pub]]);
  });

  it("needs every reviewer under the 'all' rule, and keeps concurrent approvals", async () => {
    const patched = await s.api.patch(
      `/v1/approval-workflows/${flowId}`,
      { stages: [{ title: 'Joint', rule: 'all', reviewerIds: [uid.r1, uid.r2, uid.r3] }] },
      token.org,
    );
    expect(patched.status).toBe(200);
    const wf = await draftWorkflow(qualityWs, 'Replace the seal kit');
    const requestId = (await publish(wf)).body.data.item.approvalRequest.id as string;
    const one = await approve(requestId, 'r1');
    expect(one.body.data.item).toMatchObject({ status: 'in_progress', stageIndex: 0 });
    expect(one.body.data.item.activeReviewerIds.sort()).toEqual([uid.r2, uid.r3].sort());
    expect((await approve(requestId, 'r1')).status).toBe(403);
    // Two reviewers at once: neither approval is lost; the stage (the last) passes.
    const both = await Promise.all([approve(requestId, 'r2'), approve(requestId, 'r3')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await s.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, requestId));
    expect(row!.status).toBe('approved');
    expect([...row!.stages[0]!.approvedBy!].sort()).toEqual([uid.r1, uid.r2, uid.r3].sort());
    expect((await workflowRow(wf)).published).toBe(true);
  });

  it('leaves open requests alone when the approval workflow changes or goes', async () => {
    const wf = await draftWorkflow(qualityWs, 'Align the conveyor');
    const requestId = (await publish(wf)).body.data.item.approvalRequest.id as string;
    const list = await s.api.get('/v1/approval-workflows', token.org, { workspaceId: qualityWs });
    expect(list.body.data.items[0].openRequests).toBe(1);
    expect((await s.api.delete(`/v1/approval-workflows/${flowId}`, token.pub)).status).toBe(403);
    expect((await s.api.delete(`/v1/approval-workflows/${flowId}`, token.org)).status).toBe(200);
    const open = await s.api.get(`/v1/approval-requests/${requestId}`, token.r1);
    expect(open.body.data.item).toMatchObject({ status: 'in_progress', approvalWorkflowId: null });
    for (const who of ['r1', 'r2', 'r3']) expect((await approve(requestId, who)).status).toBe(200);
    expect((await workflowRow(wf)).published).toBe(true);
    // Without an approval workflow the workspace publishes directly again.
    const direct = await draftWorkflow(qualityWs, 'Drain the coolant');
    expect((await publish(direct)).body.data.item).toMatchObject({
      published: true,
      approvalRequest: null,
    });
  });

  it('takes the PIN as the signature of an employee-ID reviewer, counted like sign-in', async () => {
    const employee = fx.base.employeeUserId!;
    const made = await createApprovalWorkflow([{ title: 'Floor', reviewerIds: [employee] }]);
    expect(made.id).toBeTruthy();
    const pin = await s.api.post('/v1/auth/employeeId-account/login', {
      employeeId: DEMO_EMPLOYEE_ID,
      clientKey: DEMO_CLIENT_KEY,
      password: TEST_PASSWORD,
    });
    expect(pin.status).toBe(200);
    token.emp = pin.body.data.accessToken;
    const wf = await draftWorkflow(qualityWs, 'Sweep the cell');
    const requestId = (await publish(wf)).body.data.item.approvalRequest.id as string;
    const wrong = await approve(requestId, 'emp', 'Wrong-Pin-2026!');
    expect(wrong.status).toBe(403);
    const signed = await approve(requestId, 'emp');
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data.item.status).toBe('approved');
    const history = await s.api.get('/v1/approval-requests/grouped-histories', token.emp, {
      workflowId: wf,
    });
    expect(history.body.data.items[0].histories[1].signature).toMatchObject({
      signerName: 'Erin Floor',
    });
  });
});
