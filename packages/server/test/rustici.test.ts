/**
 * E-learning learners over real HTTP (002 §7): validate-user with a package's launch key, the
 * custom-token sign-in, and what the resulting session may do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customSessions, users, workflows } from '../src/db/schema.js';
import { LmsTokens } from '../src/auth/lms-tokens.js';
import { lmsLearnerEmail } from '../src/routes/rustici.js';
import { DEMO_CLIENT_KEY, DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { fetchZip, readPackage } from './scorm-helpers.js';

let s: TestServer;
let fx: Fixtures;
let launchKey = '';
let pub = '';

const validate = (body: unknown) => s.api.post('/v1/rustici/validate-user', body);
const signIn = (customToken: string) => s.api.post('/v1/auth/custom-token', { token: customToken });

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  pub = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  for (const id of [fx.base.workflowId!, fx.base.privateWorkflowId!]) {
    await s.database.db
      .update(workflows)
      .set({ published: true, publishedDate: new Date() })
      .where(eq(workflows.id, id));
  }
  // The launch key comes out of a real package, as an LMS would serve it.
  const zip = await fetchZip(s, 'POST', `/v1/workflows/${fx.base.workflowId}/download-scorm`, pub, {
    resolution: 720,
  });
  launchKey = readPackage(zip.files!).config.launchKey;
});
afterAll(() => s?.close());

describe('POST /v1/rustici/validate-user', () => {
  it('makes a learner (viewer, marked) on first launch and finds them after', async () => {
    const first = await validate({
      learnerId: 'LMS-0042',
      learnerName: 'Lovelace, Ada',
      launchKey,
    });
    expect(first.status).toBe(200);
    expect(first.body.ok).toBe(true);
    expect(first.body.data.item).toMatchObject({ type: 'custom', isNewUser: true });
    expect(typeof first.body.data.item.customToken).toBe('string');

    const [learner] = await s.database.db
      .select()
      .from(users)
      .where(
        and(eq(users.organizationId, s.demoOrganizationId), eq(users.lmsLearnerId, 'LMS-0042')),
      );
    expect(learner).toMatchObject({
      role: 'viewer',
      passwordless: true,
      displayName: 'Lovelace, Ada',
      email: lmsLearnerEmail(DEMO_CLIENT_KEY, 'LMS-0042'),
    });

    const second = await validate({
      learnerId: 'LMS-0042',
      learnerName: 'Ada Lovelace',
      launchKey,
    });
    expect(second.body.data.item.isNewUser).toBe(false);
    const [renamed] = await s.database.db.select().from(users).where(eq(users.id, learner!.id));
    expect(renamed!.displayName).toBe('Ada Lovelace');
  });

  it("answers a launch page on the LMS's origin (CORS, with its preflight)", async () => {
    const preflight = await fetch(new URL('/v1/rustici/validate-user', s.url), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://lms.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const res = await fetch(new URL('/v1/rustici/validate-user', s.url), {
      method: 'POST',
      headers: { origin: 'https://lms.example.com', 'content-type': 'application/json' },
      body: JSON.stringify({ learnerId: 'LMS-CORS', learnerName: 'Cors, Ann', launchKey }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses blank values with 400 and bad or expired launch keys with 401 / 403', async () => {
    for (const body of [
      { learnerId: '  ', learnerName: 'Ada', launchKey },
      { learnerId: 'x', learnerName: '', launchKey },
      { learnerId: 'x', learnerName: 'Ada', launchKey: '' },
      { learnerId: 'x', learnerName: 'Ada' },
    ]) {
      const r = await validate(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.ok).toBe(false);
    }
    const forged = await validate({
      learnerId: 'x',
      learnerName: 'Ada',
      launchKey: `${launchKey}x`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.errorMessage).toBe('Invalid e-learning launch key');

    const tokens = await LmsTokens.open(s.database.db);
    const expired = await tokens.signLaunchKey(
      { organizationId: s.demoOrganizationId, workflowIds: [fx.base.workflowId!] },
      -60,
    );
    const old = await validate({ learnerId: 'x', learnerName: 'Ada', launchKey: expired });
    expect(old.status).toBe(403);
    expect(old.body.errorMessage).toMatch(/expired/);

    // A custom token is no launch key, and the other way round.
    const ct = (await validate({ learnerId: 'y', learnerName: 'Ada', launchKey })).body.data.item
      .customToken;
    expect((await validate({ learnerId: 'x', learnerName: 'Ada', launchKey: ct })).status).toBe(
      401,
    );
    expect((await signIn(launchKey)).status).toBe(401);
  });
});

describe('the e-learning session', () => {
  it('signs in once with the custom token and may play only the package workflow', async () => {
    const v = await validate({ learnerId: 'LMS-7', learnerName: 'Grace Hopper', launchKey });
    const session = await signIn(v.body.data.item.customToken);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ role: 'viewer', tokenType: 'Bearer' });
    const access = session.body.data.accessToken as string;

    const [row] = await s.database.db
      .select()
      .from(customSessions)
      .where(eq(customSessions.userId, session.body.data.userId));
    expect(row!.workflowIds).toEqual([fx.base.workflowId]);

    const played = await s.api.get('/v1/player/workflow', access, {
      workflowId: fx.base.workflowId!,
    });
    expect(played.status).toBe(200);
    expect(played.body.data.item.id).toBe(fx.base.workflowId);

    // Another workflow of the organisation (published, even) is not in the course.
    const other = await s.api.get('/v1/player/workflow', access, {
      workflowId: fx.base.privateWorkflowId!,
    });
    expect(other.status).toBe(404);
    // Routes outside the player are refused.
    expect((await s.api.get('/v1/workspaces', access)).status).toBe(403);
    expect((await s.api.get(`/v1/workflows/${fx.base.workflowId}`, access)).status).toBe(403);

    // The token starts one session only.
    const reused = await signIn(v.body.data.item.customToken);
    expect(reused.status).toBe(401);
    expect(reused.body.errorMessage).toBe('This custom token has already been used');

    // Refreshing keeps the session's limits.
    const refreshed = await s.api.post('/v1/auth/refresh', {
      refreshToken: session.body.data.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data.accessToken as string;
    expect(
      (await s.api.get('/v1/player/workflow', next, { workflowId: fx.base.workflowId! })).status,
    ).toBe(200);
    expect(
      (await s.api.get('/v1/player/workflow', next, { workflowId: fx.base.privateWorkflowId! }))
        .status,
    ).toBe(404);
  });

  it('reads a workflow that was unpublished after export as code 2, not its content', async () => {
    const v = await validate({ learnerId: 'LMS-8', learnerName: 'Alan', launchKey });
    const access = (await signIn(v.body.data.item.customToken)).body.data.accessToken as string;
    await s.database.db
      .update(workflows)
      .set({ published: false })
      .where(eq(workflows.id, fx.base.workflowId!));
    try {
      const r = await s.api.get('/v1/player/workflow', access, { workflowId: fx.base.workflowId! });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe(2);
    } finally {
      await s.database.db
        .update(workflows)
        .set({ published: true })
        .where(eq(workflows.id, fx.base.workflowId!));
    }
  });

  it("keeps learners in the launch key's organisation", async () => {
    await validate({ learnerId: 'LMS-9', learnerName: 'Edsger', launchKey });
    const other = await s.api.login(OTHER_ORG.admin);
    const [learner] = await s.database.db
      .select()
      .from(users)
      .where(eq(users.lmsLearnerId, 'LMS-9'));
    expect(learner!.organizationId).toBe(s.demoOrganizationId);
    expect(learner!.organizationId).not.toBe(fx.otherOrganizationId);
    expect(other.userId).not.toBe(learner!.id);
  });
});
