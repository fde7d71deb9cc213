/**
 * Analytics facts (issue 25): every tracking record the server takes over POST /v1/tracking is
 * reduced to one analytics_views row and one analytics_step_views row per step (core
 * `viewFacts`); a resend or a later version rewrites them without double counting; a record
 * written straight into tracking_records (stored before the facts existed) gets its facts from
 * the start-up backfill; and facts are per organisation (the same record id in another
 * organisation is another view). Tried as bad input: a record row whose jsonb has no steps, and
 * one whose start time is not a time (both counted as failed, never a crash of the backfill).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addStepPlayedTime,
  closeInterval,
  newTrackingRecord,
  openInterval,
  withStep,
  type TrackingRecord,
} from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import {
  analyticsStepViews,
  analyticsViews,
  trackingRecords,
  users,
  workflows,
  workspaces,
} from '../src/db/schema.js';
import { backfillViewFacts } from '../src/domain/analytics-facts.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = { viewer: '', other: '' };
let published = '';
let otherWorkflow = '';
const T0 = Date.UTC(2026, 10, 16, 9, 0);

/** A session on steps s1..s3 (10 s each), `played` seconds in each, sent at `lastUpdated`. */
function session(
  id: string,
  workflowId: string,
  played: number[],
  lastUpdated = T0 + 60_000,
): TrackingRecord {
  let record = newTrackingRecord({
    id,
    workflowId,
    isPublic: false,
    stepsArray: ['s1', 's2', 's3'],
    at: T0,
  });
  let at = T0;
  played.forEach((seconds, i) => {
    if (seconds <= 0) return;
    const stepId = `s${i + 1}`;
    const from = at;
    at += seconds * 1000;
    record = addStepPlayedTime(record, stepId, 10, seconds, at);
    record = withStep(record, stepId, closeInterval(openInterval(record.steps[stepId]!, from), at));
  });
  return { ...record, onExit: at, lastUpdated };
}

const viewsOf = (organizationId: string, recordId: string) =>
  s.database.db
    .select()
    .from(analyticsViews)
    .where(
      and(eq(analyticsViews.organizationId, organizationId), eq(analyticsViews.recordId, recordId)),
    );
const stepsOf = async (organizationId: string, recordId: string) =>
  (
    await s.database.db
      .select()
      .from(analyticsStepViews)
      .where(
        and(
          eq(analyticsStepViews.organizationId, organizationId),
          eq(analyticsStepViews.recordId, recordId),
        ),
      )
  )
    .sort((a, b) => a.stepIndex - b.stepIndex)
    .map((r) => [r.stepId, r.reached, r.finished, r.playedSeconds]);

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const db = s.database.db;
  const [source] = await db.select().from(workflows).where(eq(workflows.id, fx.base.workflowId!));
  published = newId();
  otherWorkflow = newId();
  const [otherWs] = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, fx.otherOrganizationId));
  await db.insert(workflows).values([
    { ...source!, id: published, published: true, publishedDate: new Date() },
    {
      ...source!,
      id: otherWorkflow,
      organizationId: fx.otherOrganizationId,
      workspaceId: otherWs!.id,
      published: true,
      publishedDate: new Date(),
    },
  ]);
  const [viewer, other] = await Promise.all([
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  token.viewer = viewer!.accessToken;
  token.other = other!.accessToken;
});
afterAll(() => s?.close());

describe('facts written with every tracking record', () => {
  it('one view row and one step row per step, with reached and finished', async () => {
    const res = await s.api.post(
      '/v1/tracking',
      session('facts-1', published, [10, 4, 0]),
      token.viewer,
    );
    expect(res.status).toBe(200);
    const [view] = await viewsOf(s.demoOrganizationId, 'facts-1');
    expect(view).toMatchObject({
      workflowId: published,
      userId: fx.base.viewerId,
      isPublic: false,
      day: '2026-11-16',
      stepsTotal: 3,
      stepsReached: 2,
      stepsFinished: 1,
      playedSeconds: 14,
      durationSeconds: 20,
      completed: false,
    });
    expect(await stepsOf(s.demoOrganizationId, 'facts-1')).toEqual([
      ['s1', true, true, 10],
      ['s2', true, false, 4],
      ['s3', false, false, 0],
    ]);
  });

  it('a resend and a later version rewrite the facts, never count twice', async () => {
    const first = session('facts-2', published, [10, 0, 0], T0 + 10_000);
    await s.api.post('/v1/tracking', first, token.viewer);
    await s.api.post('/v1/tracking', first, token.viewer);
    expect(await viewsOf(s.demoOrganizationId, 'facts-2')).toHaveLength(1);
    expect(await stepsOf(s.demoOrganizationId, 'facts-2')).toHaveLength(3);

    const later = session('facts-2', published, [10, 10, 10], T0 + 40_000);
    expect((await s.api.post('/v1/tracking', later, token.viewer)).status).toBe(200);
    const views = await viewsOf(s.demoOrganizationId, 'facts-2');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ stepsReached: 3, stepsFinished: 3, completed: true });
    expect(await stepsOf(s.demoOrganizationId, 'facts-2')).toEqual([
      ['s1', true, true, 10],
      ['s2', true, true, 10],
      ['s3', true, true, 10],
    ]);

    // An older version arriving late changes nothing.
    await s.api.post('/v1/tracking', first, token.viewer);
    const after = await viewsOf(s.demoOrganizationId, 'facts-2');
    expect(after).toHaveLength(1);
    expect(after[0]!.stepsReached).toBe(3);
  });

  it('facts are per organisation: the same record id elsewhere is another view', async () => {
    await s.api.post('/v1/tracking', session('facts-shared', published, [10, 10, 0]), token.viewer);
    const other = await s.api.post(
      '/v1/tracking',
      session('facts-shared', otherWorkflow, [3, 0, 0]),
      token.other,
    );
    expect(other.status).toBe(200);
    const mine = await viewsOf(s.demoOrganizationId, 'facts-shared');
    const theirs = await viewsOf(fx.otherOrganizationId, 'facts-shared');
    expect(mine).toHaveLength(1);
    expect(theirs).toHaveLength(1);
    expect(mine[0]).toMatchObject({ workflowId: published, stepsReached: 2 });
    expect(theirs[0]).toMatchObject({ workflowId: otherWorkflow, stepsReached: 1 });
    expect(await stepsOf(s.demoOrganizationId, 'facts-shared')).toEqual([
      ['s1', true, true, 10],
      ['s2', true, true, 10],
      ['s3', false, false, 0],
    ]);
    // The other organisation's facts never name a demo workflow, and the reverse.
    const otherRows = await s.database.db
      .select()
      .from(analyticsStepViews)
      .where(eq(analyticsStepViews.organizationId, fx.otherOrganizationId));
    expect(otherRows.every((r) => r.workflowId === otherWorkflow)).toBe(true);
  });
});

describe('backfillViewFacts (start-up)', () => {
  it('writes facts for records that have none, once, and skips rows it cannot read', async () => {
    const db = s.database.db;
    const [viewer] = await db.select().from(users).where(eq(users.email, DEMO_USERS.viewer));
    const direct = (id: string, record: unknown) => ({
      organizationId: s.demoOrganizationId,
      id,
      workflowId: published,
      userId: viewer!.id,
      email: viewer!.email,
      isPublic: false,
      lastUpdated: T0,
      playedDuration: 0,
      record,
    });
    await db.insert(trackingRecords).values([
      direct('direct-1', session('direct-1', published, [10, 10, 5])),
      direct('direct-2', session('direct-2', published, [2, 0, 0])),
      // Bad input: no steps at all, and a start time that is not a time.
      direct('direct-empty', { id: 'direct-empty', onEnter: T0 }),
      direct('direct-bad', { ...session('direct-bad', published, [1]), onEnter: 'soon' }),
    ]);
    expect(await viewsOf(s.demoOrganizationId, 'direct-1')).toHaveLength(0);

    const skipped: string[] = [];
    // A batch of 2 so the rounds page through the keys.
    const result = await backfillViewFacts(db, { batch: 2, onError: (id) => skipped.push(id) });
    expect(skipped).toEqual(['direct-bad']);
    expect(result.failed).toBe(1);
    expect(result.written).toBeGreaterThanOrEqual(3);
    const [view] = await viewsOf(s.demoOrganizationId, 'direct-1');
    expect(view).toMatchObject({
      userId: viewer!.id,
      stepsReached: 3,
      stepsFinished: 2,
      playedSeconds: 25,
      completed: false, // 25 of 30 s is under 90%
    });
    expect(await stepsOf(s.demoOrganizationId, 'direct-2')).toEqual([
      ['s1', true, false, 2],
      ['s2', false, false, 0],
      ['s3', false, false, 0],
    ]);
    expect(await viewsOf(s.demoOrganizationId, 'direct-empty')).toMatchObject([
      { stepsTotal: 0, completed: false },
    ]);
    expect(await viewsOf(s.demoOrganizationId, 'direct-bad')).toHaveLength(0);

    // Again (another process starting, or the next start): only the unreadable row is tried.
    expect(await backfillViewFacts(db)).toEqual({ written: 0, failed: 1 });
    expect(await viewsOf(s.demoOrganizationId, 'direct-1')).toHaveLength(1);
  });
});
