/**
 * Quiz and skills reports, content analysis, column display names, the grid configuration and
 * saved grid states over real HTTP (issue 25; 002 §7 Analytics), on the demo organisation plus
 * quiz attempts and viewing sessions posted through the product's own routes.
 *
 * Tried as bad input: a date range of three dates and one in the wrong order (400 with the
 * spec's message), an unknown report name (400 'Unknown report name'), a grid state with page
 * size 30, an unknown filter type, a column the report lacks, an empty name; another person's
 * saved state (404 on read, change and delete); a workspace admin asking about a workspace they
 * do not administer (403) and a viewer without the analytics flag (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addStepPlayedTime,
  ANALYTICS_ERRORS,
  closeInterval,
  newTrackingRecord,
  openInterval,
  withStep,
  type TrackingRecord,
} from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { skillPerformances, skills, workflows, workspaces } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { freshWorkflow, single, tf } from './quiz-helpers.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', ws: '', pub: '', view: '', other: '' };
/** A workspace the workspace admin does not administer, with a workflow in it. */
const outside = { workspaceId: '', workflowId: '' };

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [org, ws, pub, view, other] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  Object.assign(token, {
    org: org.accessToken,
    ws: ws.accessToken,
    pub: pub.accessToken,
    view: view.accessToken,
    other: other.accessToken,
  });
  outside.workspaceId = newId();
  await s.database.db.insert(workspaces).values({
    id: outside.workspaceId,
    organizationId: s.demoOrganizationId,
    workspaceGroupId: fx.base.defaultGroupId!,
    name: 'Report Outside Floor',
  });
  outside.workflowId = await freshWorkflow(s, fx);
  await s.database.db
    .update(workflows)
    .set({ workspaceId: outside.workspaceId })
    .where(eq(workflows.id, outside.workflowId));
});
afterAll(() => s?.close());

const get = (path: string, as: string, query?: Record<string, string>) =>
  s.api.get(path, as, query);

/** A viewing session on the workflow's steps s1..s3 (10 s each) with `played` seconds in each. */
function session(workflowId: string, played: number[], at: number): TrackingRecord {
  let record = newTrackingRecord({
    id: newId(),
    workflowId,
    isPublic: false,
    stepsArray: ['s1', 's2', 's3'],
    at,
  });
  let t = at;
  played.forEach((seconds, i) => {
    if (seconds <= 0) return;
    const stepId = `s${i + 1}`;
    const from = t;
    t += seconds * 1000;
    record = addStepPlayedTime(record, stepId, 10, seconds, t);
    record = withStep(record, stepId, closeInterval(openInterval(record.steps[stepId]!, from), t));
  });
  return { ...record, onExit: t, lastUpdated: t + 1000 };
}

const QUESTIONS = [
  tf('Fit the bracket first'),
  single('How tight are the bolts?', 'C'),
  tf('No bolts', 'B'),
];
const RIGHT = ['A', 'C', 'B'];

async function takeQuiz(workflowId: string, quizId: string, as: string, picks: string[]) {
  const quiz = (await get(`/v1/workflows/${workflowId}/quiz`, as)).body.data.item;
  const answers = quiz.questions.map((q: any, i: number) => ({
    questionId: q.id,
    userAnswer: picks[i] ?? null,
    encryptedAnswer: q.encryptedAnswer,
  }));
  const r = await s.api.post('/v1/user-quiz', { quizId, answers }, as);
  expect(r.status).toBe(200);
  return r.body.data.item;
}

describe('quiz reports', () => {
  let workflowId = '';
  let quizId = '';
  let before: any;

  beforeAll(async () => {
    before = (await get('/v1/analytics/quizzes/overview', token.org)).body.data;
    workflowId = await freshWorkflow(s, fx);
    const created = await s.api.post(
      '/v1/quiz',
      { workflow: workflowId, questions: QUESTIONS },
      token.pub,
    );
    quizId = created.body.data.item.id;
    expect((await s.api.put(`/v1/quiz/${quizId}`, { published: true }, token.pub)).status).toBe(
      200,
    );
    // The viewer passes (100), then fails (33: only the first right); the org admin passes.
    await takeQuiz(workflowId, quizId, token.view, RIGHT);
    await takeQuiz(workflowId, quizId, token.view, ['A', 'A', 'A']);
    await takeQuiz(workflowId, quizId, token.org, RIGHT);
  });

  it('overview counts the new quiz, its three attempts and one new taker', async () => {
    const r = await get('/v1/analytics/quizzes/overview', token.org);
    expect(r.status).toBe(200);
    const after = r.body.data;
    expect(after.quizzes).toBe(before.quizzes + 1);
    expect(after.attempts).toBe(before.attempts + 3);
    // The viewer had taken the fixture quiz already; the org admin is new.
    expect(after.takers).toBe(before.takers + 1);
    expect(after.passRate).toBeGreaterThan(0);
    expect(after.passRate).toBeLessThanOrEqual(1);
  });

  it('workflow list: attempts, takers, pass rate and average score of the quiz', async () => {
    const r = await get('/v1/analytics/quizzes/workflow-list', token.org);
    const row = r.body.data.items.find((x: any) => x.workflowId === workflowId);
    expect(row).toMatchObject({ quizId, questionCount: 3, attempts: 3, takers: 2 });
    expect(row.passRate).toBeCloseTo(2 / 3);
    expect(row.avgScore).toBeCloseTo((100 + 33 + 100) / 3, 0);
    // The quiz page has no date filter: a range long past still lists the attempts.
    const old = await get('/v1/analytics/quizzes/workflow-list', token.org, {
      dateRange: '2020-01-01,2020-02-01',
    });
    expect(old.body.data.items.find((x: any) => x.workflowId === workflowId).attempts).toBe(3);
  });

  it('users of a workflow: attempts, best score, passed, last attempt', async () => {
    const r = await get(`/v1/analytics/quizzes/workflows/${workflowId}/users`, token.org);
    expect(r.status).toBe(200);
    const byUser = Object.fromEntries(r.body.data.items.map((x: any) => [x.userId, x]));
    expect(byUser[fx.base.viewerId!]).toMatchObject({ attempts: 2, bestScore: 100, passed: true });
    expect(byUser[fx.base.orgAdminId!]).toMatchObject({ attempts: 1, bestScore: 100 });
    expect(r.body.data.total).toBe(2);
  });

  it('result history: each attempt, newest first, with every answer right or wrong', async () => {
    const path = `/v1/analytics/quizzes/${quizId}/workflows/${workflowId}/users/${fx.base.viewerId}/result-history`;
    const r = await get(path, token.org);
    expect(r.status).toBe(200);
    const [last, first] = r.body.data.items;
    expect(last).toMatchObject({ attempt: 2, passed: false, correctAnswerCount: 1 });
    expect(last.answers.map((a: any) => a.isCorrect)).toEqual([true, false, false]);
    expect(first).toMatchObject({ attempt: 1, passed: true, score: 100 });
    // Another workflow's quiz id in this path is 404.
    const wrong = `/v1/analytics/quizzes/${fx.base.quizId}/workflows/${workflowId}/users/${fx.base.viewerId}/result-history`;
    expect((await get(wrong, token.org)).status).toBe(404);
  });

  it('quiz performance: per question, the hardest first', async () => {
    const r = await get('/v1/analytics/quiz-performance', token.org);
    expect(r.status).toBe(200);
    const mine = r.body.data.items.filter((x: any) => x.quizId === quizId);
    const rows = mine.map((x: any) => [x.questionTitle, x.attempts, x.correct]);
    // The two missed once come first (in either order: the same rate), the one always right last.
    expect(rows.slice(0, 2).sort()).toEqual([
      ['How tight are the bolts?', 3, 2],
      ['No bolts', 3, 2],
    ]);
    expect(rows[2]).toEqual(['Fit the bracket first', 3, 3]);
    const rates = r.body.data.items.map((x: any) => x.correctRate);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
  });

  it('a workspace admin reads their workspaces only; a viewer is refused', async () => {
    const ws = await get('/v1/analytics/quizzes/workflow-list', token.ws);
    expect(ws.status).toBe(200);
    const spaces = new Set(ws.body.data.items.map((x: any) => x.workspaceId));
    expect(spaces.has(outside.workspaceId)).toBe(false);
    const refused = await get('/v1/analytics/quizzes/overview', token.ws, {
      workspaceId: outside.workspaceId,
    });
    expect(refused.status).toBe(403);
    const users = `/v1/analytics/quizzes/workflows/${outside.workflowId}/users`;
    expect((await get(users, token.ws)).status).toBe(403);
    expect((await get(users, token.org)).status).toBe(200);
    expect((await get('/v1/analytics/quizzes/overview', token.view)).status).toBe(403);
    // Another organisation does not see this workflow at all.
    expect(
      (await get(`/v1/analytics/quizzes/workflows/${workflowId}/users`, token.other)).status,
    ).toBe(404);
  });
});

describe('skills reports', () => {
  let skillId = '';
  beforeAll(async () => {
    const db = s.database.db;
    skillId = newId();
    const now = Date.now();
    const day = 86_400_000;
    await db.insert(skills).values({
      id: skillId,
      organizationId: s.demoOrganizationId,
      workspaceId: fx.base.workspaceId!,
      title: 'Torque report skill',
      published: true,
      publishedAt: new Date(),
      items: [{ type: 'workflows', id: fx.base.workflowId! }],
      assessment: { quizWorkflowIds: [fx.base.workflowId!], passingScore: 80 },
      certification: { enabled: true, mode: 'automatic', validityMonths: 12 },
      createdBy: fx.base.publisherId!,
    });
    const perf = (userId: string, set: Partial<typeof skillPerformances.$inferInsert>) => ({
      id: newId(),
      organizationId: s.demoOrganizationId,
      skillId,
      userId,
      ...set,
    });
    await db.insert(skillPerformances).values([
      // Passed and certified, the certificate expiring in 10 days.
      perf(fx.base.viewerId!, {
        progress: 100,
        passedAt: new Date(now - 300 * day),
        assessmentResult: 'passed',
        certifiedAt: new Date(now - 300 * day),
        expiresAt: new Date(now + 10 * day),
      }),
      // Failed the assessment.
      perf(fx.base.publisherId!, { progress: 100, assessmentResult: 'failed' }),
      // Halfway, past its due date (LOCKED: the assessment waits for the content).
      perf(fx.base.employeeUserId!, { progress: 50, dueAt: new Date(now - 2 * day) }),
      // Not started.
      perf(fx.base.sharedUserId!, { progress: 0, dueAt: new Date(now + 5 * day) }),
    ]);
  });

  it('performance: assigned, in progress, passed, failed, overdue, certified, expiring', async () => {
    const r = await get('/v1/analytics/skills/performance', token.org);
    expect(r.status).toBe(200);
    const row = r.body.data.items.find((x: any) => x.skillId === skillId);
    expect(row).toMatchObject({
      skillName: 'Torque report skill',
      workspaceId: fx.base.workspaceId,
      assigned: 4,
      inProgress: 1,
      passed: 1,
      failed: 1,
      overdue: 1,
      certified: 1,
      expiringSoon: 1,
    });
  });

  it('skill analysis: one row per assigned person with state and certificate', async () => {
    const r = await get('/v1/analytics/advanced-report/skill-analysis', token.org, {
      keyword: 'Torque report',
    });
    expect(r.status).toBe(200);
    const byUser = Object.fromEntries(
      r.body.data.items.filter((x: any) => x.skillId === skillId).map((x: any) => [x.userId, x]),
    );
    expect(byUser[fx.base.viewerId!]).toMatchObject({
      state: 'PASSED',
      certified: true,
      progress: 1,
    });
    expect(byUser[fx.base.publisherId!]).toMatchObject({ state: 'FAILED', certified: false });
    expect(byUser[fx.base.employeeUserId!]).toMatchObject({
      state: 'LOCKED',
      overdue: true,
      progress: 0.5,
    });
    expect(byUser[fx.base.sharedUserId!]).toMatchObject({ state: 'LOCKED', overdue: false });
  });

  it('a workspace admin filtering a workspace they do not administer is refused', async () => {
    const r = await get('/v1/analytics/advanced-report/skill-analysis', token.ws, {
      workspaceId: outside.workspaceId,
    });
    expect(r.status).toBe(403);
  });
});

describe('content analysis', () => {
  let workflowId = '';
  beforeAll(async () => {
    workflowId = await freshWorkflow(s, fx);
    await s.database.db
      .update(workflows)
      .set({ title: 'Content report sample' })
      .where(eq(workflows.id, workflowId));
    const at = Date.now() - 3_600_000;
    for (const [as, played] of [
      [token.view, [10, 10, 10]],
      [token.view, [10, 5, 0]],
      [token.org, [10, 0, 0]],
    ] as const) {
      const r = await s.api.post('/v1/tracking', session(workflowId, [...played], at), as);
      expect(r.status).toBe(200);
    }
  });

  it('one row per workflow with its views, viewers, watch time and completion', async () => {
    const r = await get('/v1/analytics/advanced-report/content-analysis', token.org, {
      keyword: 'Content report sample',
    });
    expect(r.status).toBe(200);
    const row = r.body.data.items.find((x: any) => x.id === workflowId);
    expect(row).toMatchObject({
      type: 'workflows',
      title: 'Content report sample',
      workspaceId: fx.base.workspaceId,
      views: 3,
      uniqueViewers: 2,
      // 30 + 15 + 10 seconds played.
      totalWatchSeconds: 55,
      sopRuns: null,
      quizAttempts: 0,
      quizPassRate: null,
      likes: 0,
    });
    expect(row.avgWatchSeconds).toBeCloseTo(55 / 3);
    expect(row.completionRate).toBeCloseTo(1 / 3);
    // Steps reached: 3/3, 2/3, 1/3 -> 2/3 on average.
    expect(row.avgStepsReachedRate).toBeCloseTo(2 / 3);
    expect(row.lastViewedAt).not.toBeNull();
    expect(row.publishedAt).not.toBeNull();
  });

  it('lists smart instructions as well, and nothing viewed outside the range', async () => {
    const all = await get('/v1/analytics/advanced-report/content-analysis', token.org);
    const types = new Set(all.body.data.items.map((x: any) => x.type));
    expect(types.has('workflows')).toBe(true);
    expect(types.has('multimodal-sops')).toBe(true);
    const old = await get('/v1/analytics/advanced-report/content-analysis', token.org, {
      dateRange: '2020-01-01,2020-03-01',
      keyword: 'Content report sample',
    });
    expect(old.body.data.items[0]).toMatchObject({ id: workflowId, views: 0, uniqueViewers: 0 });
  });

  it('pages by the report query and keeps the total', async () => {
    const r = await get('/v1/analytics/advanced-report/content-analysis', token.org, {
      size: '1',
      page: '1',
    });
    expect(r.body.data.items).toHaveLength(1);
    expect(r.body.data.total).toBeGreaterThan(1);
  });

  it('a workspace admin sees only their workspaces', async () => {
    const r = await get('/v1/analytics/advanced-report/content-analysis', token.ws);
    expect(r.status).toBe(200);
    const ids = new Set(r.body.data.items.map((x: any) => x.id));
    expect(ids.has(workflowId)).toBe(true);
    expect(ids.has(outside.workflowId)).toBe(false);
    const org = await get('/v1/analytics/advanced-report/content-analysis', token.org);
    expect(new Set(org.body.data.items.map((x: any) => x.id)).has(outside.workflowId)).toBe(true);
  });

  it('refuses bad date ranges with the spec message', async () => {
    for (const dateRange of ['2026-01-01,2026-02-01,2026-03-01', '2026-03-01,2026-01-01', 'x']) {
      const r = await get('/v1/analytics/advanced-report/content-analysis', token.org, {
        dateRange,
      });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ ok: false });
      expect(r.body.errorMessage).toContain(ANALYTICS_ERRORS.dateRange);
    }
  });
});

describe('column display names and grid configuration', () => {
  it('answers the columns of each configurable report', async () => {
    const r = await get('/v1/analytics/advanced-report/column-display-names', token.org, {
      report: 'skills-analysis',
    });
    expect(r.status).toBe(200);
    const state = r.body.data.columns.find((c: any) => c.field === 'state');
    expect(state).toEqual({
      field: 'state',
      headerName: 'State',
      type: 'text',
      filter: 'text',
      hidden: false,
    });
    const content = await get('/v1/analytics/advanced-report/column-display-names', token.org, {
      report: 'content-analysis',
    });
    expect(content.body.data.columns.find((c: any) => c.field === 'views').filter).toBe('number');
  });

  it('refuses an unknown report name', async () => {
    const r = await get('/v1/analytics/advanced-report/column-display-names', token.org, {
      report: 'nope',
    });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toContain(ANALYTICS_ERRORS.reportName);
  });

  it('configures the grid: 20 / 50 / 100 rows', async () => {
    const r = await get('/v1/configurations/ag-grid', token.ws);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ pageSizes: [20, 50, 100], defaultPageSize: 20 });
    expect((await get('/v1/configurations/ag-grid', token.view)).status).toBe(403);
  });
});

describe('saved grid states', () => {
  const STATE = {
    columnOrder: { orderedColIds: ['title', 'views'] },
    sort: { sortModel: [{ colId: 'views', sort: 'desc' }] },
    filter: {
      filterModel: {
        title: {
          filterType: 'text',
          operator: 'OR',
          conditions: [
            { filterType: 'text', type: 'contains', filter: 'gear' },
            { filterType: 'text', type: 'startsWith', filter: 'lock' },
          ],
        },
        publishedAt: { filterType: 'date', type: 'greaterThan', dateFrom: '2026-01-01 00:00:00' },
      },
    },
    pagination: { page: 0, pageSize: 50 },
  };

  it('creates, lists, updates and deletes my own states', async () => {
    const created = await s.api.post(
      '/v1/analytics/ag-grid-states',
      { report: 'content-analysis', name: 'Gear views', state: STATE },
      token.org,
    );
    expect(created.status).toBe(200);
    const item = created.body.data.item;
    expect(item).toMatchObject({ report: 'content-analysis', name: 'Gear views', state: STATE });

    const list = await get('/v1/analytics/ag-grid-states', token.org, {
      report: 'content-analysis',
    });
    expect(list.body.data.items.map((x: any) => x.id)).toContain(item.id);
    const skillsList = await get('/v1/analytics/ag-grid-states', token.org, {
      report: 'skills-analysis',
    });
    expect(skillsList.body.data.items.map((x: any) => x.id)).not.toContain(item.id);

    const renamed = await s.api.put(
      `/v1/analytics/ag-grid-states/${item.id}`,
      { name: 'Gear and lockout', state: { ...STATE, pagination: { pageSize: 100 } } },
      token.org,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.item).toMatchObject({
      name: 'Gear and lockout',
      state: { pagination: { pageSize: 100 } },
    });

    // Another person's state is not there for them: list, change, delete.
    const theirs = await get('/v1/analytics/ag-grid-states', token.ws, {
      report: 'content-analysis',
    });
    expect(theirs.body.data.items.map((x: any) => x.id)).not.toContain(item.id);
    expect(
      (await s.api.put(`/v1/analytics/ag-grid-states/${item.id}`, { name: 'x' }, token.ws)).status,
    ).toBe(404);
    expect((await s.api.delete(`/v1/analytics/ag-grid-states/${item.id}`, token.ws)).status).toBe(
      404,
    );
    expect(
      (await s.api.delete(`/v1/analytics/ag-grid-states/${item.id}`, token.other)).status,
    ).toBe(404);

    const gone = await s.api.delete(`/v1/analytics/ag-grid-states/${item.id}`, token.org);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id: item.id });
    expect((await s.api.delete(`/v1/analytics/ag-grid-states/${item.id}`, token.org)).status).toBe(
      404,
    );
  });

  it('refuses bad states with 400', async () => {
    const bad = [
      { report: 'content-analysis', name: 'x', state: { pagination: { pageSize: 30 } } },
      {
        report: 'content-analysis',
        name: 'x',
        state: { filter: { filterModel: { views: { filterType: 'number', type: 'between' } } } },
      },
      {
        report: 'content-analysis',
        name: 'x',
        state: { sort: { sortModel: [{ colId: 'skillName', sort: 'asc' }] } },
      },
      { report: 'content-analysis', name: '  ', state: {} },
      { report: 'nope', name: 'x', state: {} },
      {
        report: 'skills-analysis',
        name: 'x',
        state: { columnOrder: { orderedColIds: Array.from({ length: 41 }, (_, i) => `c${i}`) } },
      },
    ];
    for (const body of bad) {
      const r = await s.api.post('/v1/analytics/ag-grid-states', body, token.org);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.ok).toBe(false);
    }
    const created = await s.api.post(
      '/v1/analytics/ag-grid-states',
      { report: 'skills-analysis', name: 'Mine', state: {} },
      token.org,
    );
    const wrongColumn = await s.api.put(
      `/v1/analytics/ag-grid-states/${created.body.data.item.id}`,
      { state: { sort: { sortModel: [{ colId: 'views', sort: 'asc' }] } } },
      token.org,
    );
    expect(wrongColumn.status).toBe(400);
    expect(wrongColumn.body.errorMessage).toContain('Unknown column: views');
  });
});
