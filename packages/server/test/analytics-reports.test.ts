/**
 * The legacy analytics reports (issue 25; 002 §7 Analytics) over real HTTP: viewing sessions
 * posted through POST /v1/tracking on known days (their facts are written with every record),
 * one run of a smart instruction and one quiz attempt, then exact numbers from the overview,
 * engagement and trend (zero-filled days), workflow details and list, one workflow's overview
 * and step drop-off, smart instruction reports, the users reports and a view history.
 *
 * Scope: the workspace admin reads only the workspaces they administer (another workspace's
 * filter 403, its workflow and its people 404); publishers and viewers are refused (403).
 * Tried as bad input: a date range of one date, of three dates, reversed, with 2026-02-30, a
 * workspace filter that is not an id (400) and an unknown workspace (404), a page size of 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANALYTICS_ERRORS, LEGACY_EXPORT_COLUMNS } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import {
  sopSessions,
  steps,
  userQuizzes,
  users,
  workflows,
  workspaceMembers,
  workspaces,
} from '../src/db/schema.js';
import { exportSource } from '../src/domain/export-sources.js';
import { resolveCaller } from '../src/http/authenticate.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';
import { hashSecret } from '../src/auth/passwords.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', ws: '', pub: '', view: '' };
const id = { w1: '', w2: '', paint: '', painter: '', viewer: '', publisher: '', wsAdmin: '' };
const RANGE = '2026-03-01,2026-03-07';
const STEP_SECONDS = [10, 20, 30];

/** A session of `workflowId` entered on `day` at 09:00 UTC, `played` seconds in each step. */
function session(recordId: string, workflowId: string, day: string, played: number[]) {
  const stepIds = played.map((_, i) => `${workflowId}-s${i + 1}`);
  const lengths = workflowId === id.w1 ? STEP_SECONDS : [10];
  const enter = Date.parse(`${day}T09:00:00Z`);
  let at = enter;
  const stepsOf: Record<string, unknown> = {};
  stepIds.forEach((stepId, i) => {
    const seconds = played[i]!;
    const from = at;
    at += seconds * 1000;
    stepsOf[stepId] = {
      onPlay: null,
      onPause: seconds > 0 ? at : null,
      onForward: 0,
      onBackward: 0,
      stepDuration: lengths[i]!,
      playedDuration: seconds,
      playedIntervals: seconds > 0 ? [[from, at]] : [],
      lastUpdated: at + 1,
    };
  });
  return {
    id: recordId,
    isPublic: false,
    workflowId,
    onEnter: enter,
    onExit: at,
    lastUpdated: at + 1,
    playedDuration: played.reduce((a, b) => a + b, 0),
    deviceInfo: { userAgent: 'test' },
    location: '/playermain',
    onChangeRez: [],
    onChangeStepFromMenu: [],
    onNext: [],
    onPrevious: [],
    onSubtitles: [],
    stepsArray: stepIds,
    steps: stepsOf,
  };
}

const get = (path: string, who: string, query: Record<string, string> = {}) =>
  s.api.get(path, who, { dateRange: RANGE, ...query });

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const db = s.database.db;
  const org = s.demoOrganizationId;
  id.viewer = fx.base.viewerId!;
  id.publisher = fx.base.publisherId!;
  id.wsAdmin = fx.base.workspaceAdminId!;
  const [source] = await db.select().from(workflows).where(eq(workflows.id, fx.base.workflowId!));
  // A workspace the workspace admin does not administer, with its own workflow and person.
  id.paint = newId();
  await db.insert(workspaces).values({
    id: id.paint,
    organizationId: org,
    workspaceGroupId: fx.base.groupId!,
    name: 'Paint Shop',
  });
  id.painter = newId();
  await db.insert(users).values({
    id: id.painter,
    organizationId: org,
    email: 'painter@analytics.test',
    role: 'viewer',
    firstName: 'Pat',
    lastName: 'Painter',
    passwordHash: await hashSecret(TEST_PASSWORD),
  });
  await db.insert(workspaceMembers).values({
    organizationId: org,
    workspaceId: id.paint,
    userId: id.painter,
    role: 'viewer',
  });
  id.w1 = newId();
  id.w2 = newId();
  const publishedDate = new Date('2026-02-01T00:00:00Z');
  await db.insert(workflows).values([
    {
      ...source!,
      id: id.w1,
      title: 'Torque Check',
      published: true,
      publishedDate,
      videoDuration: 60,
    },
    {
      ...source!,
      id: id.w2,
      workspaceId: id.paint,
      title: 'Spray Booth Start',
      published: true,
      publishedDate,
      videoDuration: 10,
    },
  ]);
  let start = 0;
  await db.insert(steps).values([
    ...STEP_SECONDS.map((len, i) => {
      const row = {
        id: `${id.w1}-s${i + 1}`,
        organizationId: org,
        workflowId: id.w1,
        order: i,
        startTime: start,
        endTime: start + len,
        title: { [source!.languageCode]: `Step ${i + 1}` },
      };
      start += len;
      return row;
    }),
    {
      id: `${id.w2}-s1`,
      organizationId: org,
      workflowId: id.w2,
      order: 0,
      startTime: 0,
      endTime: 10,
      title: { [source!.languageCode]: 'Open the booth' },
    },
  ]);
  const logins = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login('painter@analytics.test'),
  ]);
  token.org = logins[0].accessToken;
  token.ws = logins[1].accessToken;
  token.pub = logins[2].accessToken;
  token.view = logins[3].accessToken;
  const painter = logins[4].accessToken;
  const sent = await Promise.all([
    // r1: the viewer watches all of it (60 of 60 s): completed, every step finished.
    s.api.post('/v1/tracking', session('an-r1', id.w1, '2026-03-02', [10, 20, 30]), token.view),
    // r2: the viewer again, 15 s: steps 1 and 2 reached, step 1 finished.
    s.api.post('/v1/tracking', session('an-r2', id.w1, '2026-03-04', [10, 5, 0]), token.view),
    // r3: the publisher finishes step 1 only.
    s.api.post('/v1/tracking', session('an-r3', id.w1, '2026-03-02', [10, 0, 0]), token.pub),
    // r4: the workspace admin plays 4 s of step 1 (reached, not finished).
    s.api.post('/v1/tracking', session('an-r4', id.w1, '2026-03-05', [4, 0, 0]), token.ws),
    // r5: the painter watches the Paint Shop workflow whole.
    s.api.post('/v1/tracking', session('an-r5', id.w2, '2026-03-03', [10]), painter),
    // r6: the viewer, before the range (never counted in it).
    s.api.post('/v1/tracking', session('an-r6', id.w1, '2026-02-20', [10, 20, 30]), token.view),
  ]);
  for (const r of sent) expect(r.status, JSON.stringify(r.body)).toBe(200);
  // One completed run of the published smart instruction (Assembly Line) by the viewer on
  // 2026-03-03, 120 s, and one passed quiz attempt of the viewer on the same day.
  await db.insert(sopSessions).values({
    id: newId(),
    organizationId: org,
    instructionId: fx.base.publishedSopId!,
    version: '1',
    userId: id.viewer,
    onEnter: Date.parse('2026-03-03T10:00:00Z'),
    durationSeconds: 120,
    completed: true,
  });
  const [attempt] = await db
    .select()
    .from(userQuizzes)
    .where(eq(userQuizzes.id, fx.base.userQuizId!));
  await db.insert(userQuizzes).values({
    ...attempt!,
    id: newId(),
    workflowId: attempt!.workflowId,
    userId: id.viewer,
    status: 'passed',
    score: 90,
    attempt: 99,
    createdAt: new Date('2026-03-03T11:00:00Z'),
  });
});
afterAll(() => s?.close());

describe('organisation', () => {
  it('overview: totals in range and the previous period of equal length', async () => {
    const res = await get('/v1/analytics/organization/overview', token.org);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.range).toEqual(['2026-03-01', '2026-03-07']);
    expect(data.previousRange).toEqual(['2026-02-22', '2026-02-28']);
    expect(data.current).toMatchObject({
      views: 5,
      viewers: 4,
      watchSeconds: 60 + 15 + 10 + 4 + 10,
      completions: 2,
      completionRate: 0.4,
      activeUsers: 4,
      sopRuns: 1,
    });
    expect(data.current.publishedWorkflows).toBeGreaterThanOrEqual(2);
    // The previous week holds none of the sessions (r6 is on 2026-02-20).
    expect(data.previous).toMatchObject({ views: 0, viewers: 0, sopRuns: 0, activeUsers: 0 });
  });

  it('engagement: every day of the range, zeros filled', async () => {
    const res = await get('/v1/analytics/organization/engagement', token.org);
    expect(res.status).toBe(200);
    const items = res.body.data.items as { day: string; views: number; sopRuns: number }[];
    expect(items.map((d) => d.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(items.map((d) => d.views)).toEqual([0, 2, 1, 1, 1, 0, 0]);
    expect(items.map((d) => d.sopRuns)).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(items[1]).toMatchObject({ viewers: 2, watchSeconds: 70 });
  });

  it('workspaces and top lists', async () => {
    const list = await get('/v1/analytics/workspaces/list', token.org);
    expect(list.status).toBe(200);
    const assembly = list.body.data.items.find(
      (w: { workspaceId: string }) => w.workspaceId === fx.base.workspaceId,
    );
    expect(assembly).toMatchObject({
      views: 4,
      viewers: 3,
      watchSeconds: 89,
      completionRate: 0.25,
    });
    expect(assembly.lastViewedAt).toBe('2026-03-05T09:00:00.000Z');
    expect(list.body.data.page.dataCount).toBe(list.body.data.items.length);
    const top = await get('/v1/analytics/top-workspaces', token.org);
    expect(top.body.data.items.map((w: { views: number }) => w.views)).toEqual([4, 1]);
    const users = await get('/v1/analytics/top-users', token.org);
    expect(users.body.data.items[0]).toMatchObject({
      userId: id.viewer,
      views: 2,
      watchSeconds: 75,
      completions: 1,
    });
    expect(users.body.data.items).toHaveLength(4);
  });
});

describe('workflows', () => {
  it('trend: views, viewers, watch time and completions per day', async () => {
    const res = await get('/v1/analytics/workflows/trend', token.org);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(7);
    expect(res.body.data.items[2]).toEqual({
      day: '2026-03-03',
      views: 1,
      viewers: 1,
      watchSeconds: 10,
      completions: 1,
    });
    expect(res.body.data.items[5]).toEqual({
      day: '2026-03-06',
      views: 0,
      viewers: 0,
      watchSeconds: 0,
      completions: 0,
    });
  });

  it('details: one row per workflow, most viewed first; keyword on the title', async () => {
    const res = await get('/v1/analytics/workflows/details', token.org);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(2);
    expect(res.body.data.items[0]).toMatchObject({
      workflowId: id.w1,
      title: 'Torque Check',
      workspaceName: 'Assembly Line',
      views: 4,
      viewers: 3,
      avgWatchSeconds: 89 / 4,
      completionRate: 0.25,
      avgStepsReached: (3 + 2 + 1 + 1) / 4,
      lastViewedAt: '2026-03-05T09:00:00.000Z',
    });
    const spray = await get('/v1/analytics/workflows/details', token.org, { keyword: 'spray' });
    expect(spray.body.data.items.map((r: { workflowId: string }) => r.workflowId)).toEqual([id.w2]);
    const paged = await get('/v1/analytics/workflows/details', token.org, { size: '1', page: '1' });
    expect(paged.body.data.items[0].workflowId).toBe(id.w2);
    expect(paged.body.data.page).toEqual({ page: 1, size: 1, dataCount: 2, pageCount: 2 });
  });

  it('list: the smart videos with steps, duration and views of all time', async () => {
    const res = await get('/v1/analytics/workflows/list', token.org, { keyword: 'torque' });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        workflowId: id.w1,
        published: true,
        publishedAt: '2026-02-01T00:00:00.000Z',
        stepCount: 3,
        durationSeconds: 60,
        views: 5, // r6 too: all time
      }),
    ]);
  });

  it('one workflow: totals, per day, per step and recent viewers', async () => {
    const res = await get(`/v1/analytics/workflows/${id.w1}/overview`, token.org);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.workflow).toMatchObject({ id: id.w1, title: 'Torque Check', deleted: false });
    expect(data.totals).toEqual({
      views: 4,
      viewers: 3,
      watchSeconds: 89,
      completions: 1,
      completionRate: 0.25,
    });
    expect(data.days.map((d: { views: number }) => d.views)).toEqual([0, 2, 0, 1, 1, 0, 0]);
    expect(data.steps).toEqual([
      {
        stepId: `${id.w1}-s1`,
        stepIndex: 0,
        title: 'Step 1',
        reached: 3,
        finished: 2,
        avgWatchSeconds: (20 + 10 + 4) / 3,
      },
      {
        stepId: `${id.w1}-s2`,
        stepIndex: 1,
        title: 'Step 2',
        reached: 1,
        finished: 1,
        avgWatchSeconds: 25,
      },
      {
        stepId: `${id.w1}-s3`,
        stepIndex: 2,
        title: 'Step 3',
        reached: 1,
        finished: 1,
        avgWatchSeconds: 30,
      },
    ]);
    expect(data.recentViewers[0]).toMatchObject({
      userId: id.wsAdmin,
      name: 'Walter Lead',
      viewedAt: '2026-03-05T09:00:00.000Z',
      watchSeconds: 4,
      stepsReached: 1,
      stepsTotal: 3,
      completed: false,
    });
  });

  it('drop-off: distinct viewers who reached and finished each step, in the current order', async () => {
    const res = await get(`/v1/analytics/workflows/${id.w1}/drop-off`, token.org);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      workflowId: id.w1,
      viewers: 3,
      items: [
        { stepId: `${id.w1}-s1`, stepIndex: 0, title: 'Step 1', reached: 3, finished: 2 },
        { stepId: `${id.w1}-s2`, stepIndex: 1, title: 'Step 2', reached: 1, finished: 1 },
        { stepId: `${id.w1}-s3`, stepIndex: 2, title: 'Step 3', reached: 1, finished: 1 },
      ],
    });
    // The range before the sessions: the same steps, nobody reached them.
    const before = await s.api.get(`/v1/analytics/workflows/${id.w1}/drop-off`, token.org, {
      dateRange: '2026-01-01,2026-01-31',
    });
    expect(before.body.data.items.map((i: { reached: number }) => i.reached)).toEqual([0, 0, 0]);
  });

  it('an unknown workflow is 404', async () => {
    const res = await get('/v1/analytics/workflows/nope/overview', token.org);
    expect(res.status).toBe(404);
    expect(res.body.ok).toBe(false);
  });
});

describe('smart instructions', () => {
  it('trend and details from the runs', async () => {
    const trend = await get('/v1/analytics/mm-sops/trend', token.org);
    expect(trend.status).toBe(200);
    expect(trend.body.data.items[2]).toEqual({
      day: '2026-03-03',
      runs: 1,
      completedRuns: 1,
      runners: 1,
    });
    const details = await get('/v1/analytics/mm-sops/details', token.org);
    expect(details.body.data.items).toEqual([
      expect.objectContaining({
        smartInstructionId: fx.base.publishedSopId,
        runs: 1,
        completedRuns: 1,
        runners: 1,
        avgDurationSeconds: 120,
        lastRunAt: '2026-03-03T10:00:00.000Z',
      }),
    ]);
  });
});

describe('users', () => {
  it('overview: people, active and inactive in range', async () => {
    const res = await get('/v1/analytics/users/overview', token.org);
    expect(res.status).toBe(200);
    const total = (
      await s.database.db.select().from(users).where(eq(users.organizationId, s.demoOrganizationId))
    ).length;
    expect(res.body.data).toMatchObject({ users: total, active: 4, inactive: total - 4 });
  });

  it('list: views, watch time, completions, runs and quizzes per person', async () => {
    const res = await get('/v1/analytics/users/list', token.org, { keyword: 'victor' });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        userId: id.viewer,
        name: 'Victor Operator',
        email: DEMO_USERS.viewer,
        role: 'viewer',
        views: 2,
        watchSeconds: 75,
        completions: 1,
        sopRuns: 1,
        quizzesPassed: 1,
      }),
    ]);
  });

  it("one person's overview and view history (newest first, in range)", async () => {
    const overview = await get(`/v1/analytics/users/${id.viewer}/overview`, token.org);
    expect(overview.status).toBe(200);
    expect(overview.body.data.totals).toEqual({
      views: 2,
      workflowsViewed: 1,
      watchSeconds: 75,
      completions: 1,
      sopRuns: 1,
    });
    expect(overview.body.data.quizzes).toMatchObject({ attempts: 1, passed: 1, averageScore: 90 });
    const history = await get(`/v1/analytics/users/${id.viewer}/view-history`, token.org);
    expect(history.body.data.items).toEqual([
      expect.objectContaining({
        recordId: 'an-r2',
        workflowId: id.w1,
        title: 'Torque Check',
        viewedAt: '2026-03-04T09:00:00.000Z',
        watchSeconds: 15,
        stepsReached: 2,
        stepsTotal: 3,
        completed: false,
      }),
      expect.objectContaining({ recordId: 'an-r1', watchSeconds: 60, completed: true }),
    ]);
    expect(history.body.data.page.dataCount).toBe(2);
  });
});

describe('scope', () => {
  it('the workspace admin reads only the workspaces they administer', async () => {
    const overview = await get('/v1/analytics/organization/overview', token.ws);
    expect(overview.status).toBe(200);
    expect(overview.body.data.current).toMatchObject({ views: 4, viewers: 3, sopRuns: 1 });
    const details = await get('/v1/analytics/workflows/details', token.ws);
    expect(details.body.data.items.map((r: { workflowId: string }) => r.workflowId)).toEqual([
      id.w1,
    ]);
    const list = await get('/v1/analytics/workspaces/list', token.ws);
    const names = list.body.data.items.map((w: { name: string }) => w.name);
    expect(names).toContain('Assembly Line');
    expect(names).not.toContain('Paint Shop');
    const people = await get('/v1/analytics/users/list', token.ws, { keyword: 'painter' });
    expect(people.body.data.items).toEqual([]);
  });

  it('another workspace: its filter 403, its workflow and its people 404', async () => {
    const filtered = await get('/v1/analytics/workflows/details', token.ws, {
      workspaceId: id.paint,
    });
    expect(filtered.status).toBe(403);
    expect(filtered.body.ok).toBe(false);
    expect((await get(`/v1/analytics/workflows/${id.w2}/overview`, token.ws)).status).toBe(404);
    expect((await get(`/v1/analytics/workflows/${id.w2}/drop-off`, token.ws)).status).toBe(404);
    expect((await get(`/v1/analytics/users/${id.painter}/overview`, token.ws)).status).toBe(404);
    expect((await get(`/v1/analytics/users/${id.painter}/view-history`, token.ws)).status).toBe(
      404,
    );
  });

  it('the workspace filter narrows an org admin to one workspace', async () => {
    const res = await get('/v1/analytics/organization/overview', token.org, {
      workspaceId: id.paint,
    });
    expect(res.body.data.current).toMatchObject({ views: 1, viewers: 1, sopRuns: 0 });
  });

  it('publishers and viewers are refused', async () => {
    for (const who of [token.pub, token.view]) {
      const res = await get('/v1/analytics/organization/overview', who);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ ok: false });
    }
  });
});

describe('bad input', () => {
  it.each([
    ['one date', '2026-01-01'],
    ['three dates', '2026-01-01,2026-01-02,2026-01-03'],
    ['reversed', '2026-02-01,2026-01-01'],
    ['not a day', '2026-02-30,2026-03-01'],
  ])('a date range of %s is 400 with the spec message', async (_, dateRange) => {
    const res = await s.api.get('/v1/analytics/workflows/trend', token.org, { dateRange });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, data: null });
    expect(res.body.errorMessage).toContain(ANALYTICS_ERRORS.dateRange);
  });

  it('an unknown workspace is 404; a workspace filter that is not an id 400', async () => {
    const unknown = await get('/v1/analytics/workflows/trend', token.org, { workspaceId: 'nope' });
    expect(unknown.status).toBe(404);
    const bad = await get('/v1/analytics/workflows/trend', token.org, { workspaceId: 'no pe!' });
    expect(bad.status).toBe(400);
    const size = await get('/v1/analytics/users/list', token.org, { size: '0' });
    expect(size.status).toBe(400);
  });
});

describe('exports', () => {
  it('the legacy reports export the rows they show, with the display names, paged', async () => {
    for (const report of ['workflows', 'workflows/detail', 'mm-sops/detail', 'users', 'workspaces'])
      expect(exportSource(report), report).toBeDefined();
    const caller = await resolveCaller(s.database.db, s.app.services.tokens, token.org);
    const out = await exportSource('workflows/detail')!.rows(caller, {
      query: { dateRange: RANGE },
    });
    expect(out.columns.map((c) => c.header)).toEqual(
      LEGACY_EXPORT_COLUMNS['workflows/detail'].map(([, header]) => header),
    );
    expect(out.total).toBe(2);
    const rows = [];
    for await (const page of out.pages) rows.push(...page);
    expect(rows.map((r) => [r.title, r.views])).toEqual([
      ['Torque Check', 4],
      ['Spray Booth Start', 1],
    ]);
    // The workspace admin's export is scoped like their report.
    const ws = await resolveCaller(s.database.db, s.app.services.tokens, token.ws);
    const scoped = await exportSource('workflows/detail')!.rows(ws, {
      query: { dateRange: RANGE },
    });
    expect(scoped.total).toBe(1);
    // A bad range in the stored params is refused with the spec's message.
    await expect(
      exportSource('users')!.rows(caller, { query: { dateRange: '2026-01-01' } }),
    ).rejects.toThrow(ANALYTICS_ERRORS.dateRange);
  });
});
