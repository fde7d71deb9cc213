/**
 * E-learning sessions (kind 'custom', POST /v1/auth/custom-token), generated from the route
 * table: every signed-in route not marked `learner` refuses them with a 403, and the learner
 * routes never open a workflow outside the session's course.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workflows } from '../../src/db/schema.js';
import { startTestServer, type TestServer } from '../harness.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { byMutationOrder, callSample, isInfrastructure, routeKey, sampleOf } from './route-walk.js';

let s: TestServer;
let fx: Fixtures;
let learner = '';

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  await s.database.db
    .update(workflows)
    .set({ published: true, publishedDate: new Date() })
    .where(eq(workflows.id, fx.base.workflowId!));
  // A course of the private workflow only: the samples (about the public one) must not open.
  const launchKey = await s.app.services.lmsTokens.signLaunchKey(
    { organizationId: s.demoOrganizationId, workflowIds: [fx.base.privateWorkflowId!] },
    3600,
  );
  const v = await s.api.post('/v1/rustici/validate-user', {
    learnerId: 'generated-learner',
    learnerName: 'Generated Learner',
    launchKey,
  });
  const session = await s.api.post('/v1/auth/custom-token', {
    token: v.body.data.item.customToken,
  });
  learner = session.body.data.accessToken;
});
afterAll(() => s?.close());

const isLogout = (r: { method: string; url: string }) => routeKey(r) === 'POST /v1/auth/logout';

describe('e-learning sessions over every signed-in route', () => {
  it('are refused outside the learner routes and see no workflow outside their course', async () => {
    const routes = s.app.routeTable
      .filter((r) => !isInfrastructure(r) && r.config?.auth !== 'public')
      .sort(byMutationOrder)
      // Logging out ends the session (and its access token) for good: it goes last.
      .sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
    const wrong: string[] = [];
    let open = 0;
    for (const route of routes) {
      const res = await callSample(s.api, route, sampleOf(route, fx.next()), learner);
      if (route.config?.learner) {
        open++;
        // The samples name the fixture workflow, which is not in this course.
        if (res.status < 400 && !isLogout(route)) wrong.push(`${routeKey(route)} -> ${res.status}`);
      } else if (res.status !== 403) wrong.push(`${routeKey(route)} -> ${res.status}, not 403`);
    }
    expect(wrong).toEqual([]);
    expect(open).toBeGreaterThan(3);
    // And after that logout, the learner's token is dead.
    expect((await s.api.get('/v1/tracking', learner, { workflowId: 'x' })).status).toBe(401);
    console.log(`learner sessions: ${routes.length} signed-in routes, ${open} open to learners`);
  });
});
