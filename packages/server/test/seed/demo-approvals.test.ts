/**
 * The demo approvals (issue 23 seed): the flag on, one approval workflow on "Quality reviews"
 * (two stages: the org admin, then the workspace admin) and a copy of the sample waiting there
 * with the org admin as its active reviewer; written once however often the seed runs; every
 * other demo workspace still publishes directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  approvalRequests,
  approvalWorkflows,
  organizations,
  workflows,
  workspaces,
} from '../../src/db/schema.js';
import { Tenant } from '../../src/db/tenant.js';
import {
  DEMO_REVIEW_WORKFLOW_TITLE,
  DEMO_REVIEW_WORKSPACE,
  ensureDemoApprovals,
} from '../../src/seed/demo-approvals.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';
import { freshWorkflow } from '../quiz-helpers.js';

let s: TestServer;
let fx: Fixtures;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  // The fixtures' approval workflow on Assembly Line goes: the demo has only its own.
  await s.database.db
    .delete(approvalWorkflows)
    .where(eq(approvalWorkflows.id, fx.base.approvalWorkflowId!));
});
afterAll(() => s?.close());

describe('the demo approvals', () => {
  it('are written once, and only "Quality reviews" asks for approval', async () => {
    const db = s.database.db;
    const tenant = new Tenant(db, s.demoOrganizationId);
    const sourceId = await freshWorkflow(s, fx);
    const [source] = await db.select().from(workflows).where(eq(workflows.id, sourceId));
    const first = await ensureDemoApprovals(tenant, source!);
    expect(first.requestId).toBeTruthy();
    const again = await ensureDemoApprovals(tenant, source!);
    expect(again.requestId).toBeNull();

    const [org] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, s.demoOrganizationId));
    expect(
      (org!.settings as { features: Record<string, boolean> }).features.approvalWorkflows,
    ).toBe(true);
    const flows = await db
      .select()
      .from(approvalWorkflows)
      .where(eq(approvalWorkflows.organizationId, s.demoOrganizationId));
    expect(flows).toHaveLength(1);
    const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, flows[0]!.workspaceId));
    expect(ws).toMatchObject({ name: DEMO_REVIEW_WORKSPACE, private: true });
    expect(flows[0]!.stages.map((st) => st.reviewerIds)).toEqual([
      [fx.base.orgAdminId],
      [fx.base.workspaceAdminId],
    ]);

    const requests = await db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, first.requestId!));
    expect(requests[0]).toMatchObject({ status: 'in_progress', stageIndex: 0 });

    // The org admin finds it waiting; the copy is in review, unpublished.
    const admin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
    const assigned = await s.api.get('/v1/me/approval-requests/assigned', admin);
    const item = assigned.body.data.items.find((r: { id: string }) => r.id === first.requestId);
    expect(item).toMatchObject({
      title: DEMO_REVIEW_WORKFLOW_TITLE,
      activeReviewerIds: [fx.base.orgAdminId],
    });
    const [copy] = await db.select().from(workflows).where(eq(workflows.id, item.workflowId));
    expect(copy).toMatchObject({ published: false, reviewStatus: 'in_progress' });

    // Elsewhere publishing is direct, as before.
    const publisher = (await s.api.login(DEMO_USERS.publisher)).accessToken;
    const draft = await freshWorkflow(s, fx, { published: false });
    const published = await s.api.put(`/v1/workflows/${draft}/publish`, undefined, publisher);
    expect(published.body.data.item).toMatchObject({ published: true, approvalRequest: null });
  });
});
