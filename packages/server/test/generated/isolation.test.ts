/**
 * Organisation isolation, generated from the route table: every signed-in route is called with a
 * valid request about the demo organisation's data by the admin of ANOTHER organisation. Each must
 * refuse (4xx) or answer without a single id, name or email of the demo organisation, and the demo
 * organisation's data must be exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../../src/db/schema.js';
import { startTestServer, type TestServer } from '../harness.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from '../fixtures.js';
import { byMutationOrder, callSample, isInfrastructure, routeKey, sampleOf } from './route-walk.js';

let s: TestServer;
let fx: Fixtures;
let otherAdmin: string;

const ORG_TABLES = [
  schema.users,
  schema.workspaceGroups,
  schema.workspaces,
  schema.workspaceMembers,
  schema.workspaceLikes,
  schema.teams,
  schema.teamMembers,
  schema.categories,
  schema.consents,
  schema.userConsents,
  schema.refreshTokens,
  schema.exportProcesses,
  schema.customSessions,
  schema.pinSetupCodes,
  schema.quizzes,
  schema.userQuizzes,
  schema.smartInstructions,
  schema.sopItems,
  schema.sopVersionHistories,
  schema.sopEditEvents,
  schema.sopSessions,
  schema.sopQuizChecks,
  schema.stepAttachments,
  schema.workflowEdits,
  schema.workflowRenders,
  schema.workflowClips,
  schema.workflowEditEvents,
  schema.workflowFeedback,
  schema.workflowEditSteps,
  schema.sopUserFiles,
  schema.annotations,
  schema.textToSpeech,
  schema.textToSpeechHistories,
  schema.contentShares,
  schema.shareAccessCodes,
  schema.workflowVersionHistories,
  schema.approvalWorkflows,
  schema.approvalRequests,
  schema.approvalRequestHistories,
  schema.skills,
  schema.skillAssignments,
  schema.skillPerformances,
  schema.skillCertificates,
  schema.tasks,
  schema.taskAssigneeSettings,
  schema.taskMembers,
  schema.taskPerformances,
  schema.notifications,
  schema.workflowLikes,
  schema.sopLikes,
  schema.sopSessionComments,
  schema.dueDigests,
  schema.analyticsViews,
  schema.analyticsStepViews,
  schema.analyticsGridStates,
  schema.reportExports,
  schema.aiUsage,
  schema.apiKeys,
  schema.qrCodes,
  schema.contentGovernance,
  schema.troubleshootingReports,
] as const;

async function snapshot(): Promise<string> {
  const org = s.demoOrganizationId;
  const parts: unknown[] = [];
  for (const t of ORG_TABLES) {
    const rows = await s.database.db.select().from(t).where(eq(t.organizationId, org));
    parts.push(rows.map((r) => JSON.stringify(r)).sort());
  }
  parts.push(
    await s.database.db.select().from(schema.organizations).where(eq(schema.organizations.id, org)),
  );
  return JSON.stringify(parts);
}

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  otherAdmin = (await s.api.login(OTHER_ORG.admin)).accessToken;
});
afterAll(() => s?.close());

describe('organisation isolation over every signed-in route', () => {
  it('covers every route of the table with a sample', () => {
    const missing = s.app.routeTable
      .filter((r) => !isInfrastructure(r) && !r.config?.sample)
      .map(routeKey);
    expect(missing).toEqual([]);
  });

  it("refuses, or answers without the demo organisation's data, for a user of another organisation", async () => {
    const before = await snapshot();
    const routes = s.app.routeTable
      .filter((r) => !isInfrastructure(r) && r.config?.auth !== 'public')
      .sort(byMutationOrder);
    expect(routes.length).toBeGreaterThan(3);
    const leaks: string[] = [];
    for (const route of routes) {
      const res = await callSample(s.api, route, sampleOf(route, fx.next()), otherAdmin);
      const body = JSON.stringify(res.body);
      if (res.status >= 500) leaks.push(`${routeKey(route)} -> ${res.status}`);
      else if (res.status < 400) {
        const seen = fx.demoSecrets.filter((secret) => body.includes(secret));
        if (seen.length) leaks.push(`${routeKey(route)} -> ${res.status} leaks ${seen.join(', ')}`);
      } else expect(res.body.ok, routeKey(route)).toBe(false);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
    console.log(
      `isolation: ${routes.length} signed-in routes called as another organisation's admin`,
    );
  });
});
