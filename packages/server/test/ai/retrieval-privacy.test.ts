/**
 * Retrieval never reaches past the caller's access: a private workspace's passages are missing
 * for a non-member (also with workflowId pointing at them), present for its members and org
 * admins; another organisation's passages never come back; drafts only for publishers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '@stepwise/core';
import { users, workspaceMembers, workspaces } from '../../src/db/schema.js';
import { createRetriever } from '../../src/ai/retrieval/retrieve.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from '../fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';
import { RETRIEVAL_WORKFLOWS } from './retrieval-set.js';
import { callerFor, loadRetrievalSet } from './retrieval-helpers.js';

let s: TestServer;
let fx: Fixtures;
const retrieve = createRetriever({
  embeddings: () => ({ kind: 'not-configured', reason: 'offline' }),
});
const byId = (id: string) => RETRIEVAL_WORKFLOWS.find((w) => w.id === id)!;
// Only in the private workspace: the gas meter check. Only in the other organisation: the till.
const PRIVATE_QUESTION = 'how long to hold the manometer test after swapping the gas meter';
const OTHER_ORG_QUESTION = 'till is short by 8 euro at closing, who do I tell';
let privateWorkflowId = '';
let draftWorkflowId = '';
let privateWorkspaceId = '';

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const db = s.database.db;
  const wss = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, s.demoOrganizationId));
  const open = wss.find((w) => !w.private)!;
  const closed = wss.find((w) => w.private)!;
  privateWorkspaceId = closed.id;
  await loadRetrievalSet(db, { organizationId: s.demoOrganizationId, workspaceId: open.id }, [
    byId('rs-forklift-daily-check'),
  ]);
  const privately = await loadRetrievalSet(
    db,
    { organizationId: s.demoOrganizationId, workspaceId: closed.id },
    [byId('rs-gas-meter-leak-check')],
  );
  privateWorkflowId = privately.workflowIds.get('rs-gas-meter-leak-check')!;
  const draft = await loadRetrievalSet(
    db,
    { organizationId: s.demoOrganizationId, workspaceId: open.id, published: false },
    [byId('rs-hvac-filter-replacement')],
  );
  draftWorkflowId = draft.workflowIds.get('rs-hvac-filter-replacement')!;
  const otherWs = (
    await db.select().from(workspaces).where(eq(workspaces.organizationId, fx.otherOrganizationId))
  )[0]!;
  await loadRetrievalSet(db, { organizationId: fx.otherOrganizationId, workspaceId: otherWs.id }, [
    byId('rs-register-cash-count'),
  ]);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('retrieval access', () => {
  it('never gives a non-member passages of a private workspace', async () => {
    const viewer = await callerFor(s, DEMO_USERS.viewer);
    expect(viewer.workspaceRoles[privateWorkspaceId]).toBeUndefined();
    const hits = await retrieve(viewer, PRIVATE_QUESTION);
    expect(hits.every((p) => p.workspaceId !== privateWorkspaceId)).toBe(true);
    expect(hits.every((p) => p.workflowId !== privateWorkflowId)).toBe(true);
    expect(await retrieve(viewer, PRIVATE_QUESTION, { workflowId: privateWorkflowId })).toEqual([]);
    expect(await retrieve(viewer, 'meter', { workflowId: privateWorkflowId })).toEqual([]);
  });

  it('gives an org admin and a member of the private workspace its passages', async () => {
    const admin = await callerFor(s, DEMO_USERS.orgAdmin);
    expect((await retrieve(admin, PRIVATE_QUESTION))[0]?.workflowId).toBe(privateWorkflowId);
    const db = s.database.db;
    const viewerRow = (await db.select().from(users).where(eq(users.email, DEMO_USERS.viewer)))[0]!;
    await db.insert(workspaceMembers).values({
      organizationId: s.demoOrganizationId,
      workspaceId: privateWorkspaceId,
      userId: viewerRow.id,
      role: Role.Viewer,
    });
    try {
      const member = await callerFor(s, DEMO_USERS.viewer);
      const hits = await retrieve(member, PRIVATE_QUESTION, { workflowId: privateWorkflowId });
      expect(hits[0]?.workflowId).toBe(privateWorkflowId);
    } finally {
      await db
        .delete(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceId, privateWorkspaceId),
            eq(workspaceMembers.userId, viewerRow.id),
          ),
        );
    }
  });

  it('never crosses organisations', async () => {
    for (const email of [DEMO_USERS.orgAdmin, DEMO_USERS.viewer]) {
      const caller = await callerFor(s, email);
      const hits = await retrieve(caller, OTHER_ORG_QUESTION);
      expect(hits.every((p) => !/register|till|cash/i.test(p.workflowTitle))).toBe(true);
    }
    const other = await callerFor(s, OTHER_ORG.admin);
    const own = await retrieve(other, OTHER_ORG_QUESTION);
    expect(own[0]?.workflowTitle).toBe(byId('rs-register-cash-count').title);
    expect(
      (await retrieve(other, PRIVATE_QUESTION)).every((p) => !/gas/i.test(p.workflowTitle)),
    ).toBe(true);
    expect(await retrieve(other, 'meter', { workflowId: privateWorkflowId })).toEqual([]);
  });

  it('shows drafts to publishers only, and narrows to a workspace group', async () => {
    const question = 'at what pascal reading should AHU filters be changed';
    const viewer = await callerFor(s, DEMO_USERS.viewer);
    expect((await retrieve(viewer, question)).some((p) => p.workflowId === draftWorkflowId)).toBe(
      false,
    );
    const publisher = await callerFor(s, DEMO_USERS.publisher);
    expect((await retrieve(publisher, question))[0]?.workflowId).toBe(draftWorkflowId);
    expect(await retrieve(publisher, question, { groupId: 'no-such-group' })).toEqual([]);
  });
});
