/**
 * The viewing generator (issue 25): `generateViewing` stores real tracking records through the
 * tracking store (facts from the one writer), the same seed makes the same sessions (and a second
 * run lands on the same records), drop-off is realistic (fewer viewers on later steps, weekdays
 * busier); `generateViewingSql` makes records AND facts in the database that agree with core
 * `viewFacts` of those very records, record by record. Also tried: no workflows with steps and
 * no users make nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { viewFacts, type TrackingRecord } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import {
  analyticsStepViews,
  analyticsViews,
  trackingRecords,
  users,
  workflows,
} from '../src/db/schema.js';
import { Tenant } from '../src/db/tenant.js';
import {
  generateViewing,
  generateViewingSql,
  type ViewingWorkflow,
} from '../src/seed/analytics-generator.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
let tenant: Tenant;
const wf: ViewingWorkflow[] = [];
let people: { id: string; email: string }[] = [];
const NOW = Date.UTC(2026, 10, 26, 12);
const DAY_MS = 24 * 3_600_000;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  tenant = new Tenant(s.database.db, s.demoOrganizationId);
  const db = s.database.db;
  const [source] = await db.select().from(workflows).where(eq(workflows.id, fx.base.workflowId!));
  for (const [n, lengths] of [
    [0, [8, 8, 8, 8, 8]],
    [1, [12, 3, 20]],
  ] as const) {
    const id = newId();
    await db.insert(workflows).values({ ...source!, id, title: `Generated ${n}` });
    wf.push({ id, steps: lengths.map((seconds, i) => ({ id: `${id}-s${i}`, seconds })) });
  }
  people = (
    await db.select().from(users).where(eq(users.organizationId, s.demoOrganizationId))
  ).map((u) => ({ id: u.id, email: u.email }));
  void DEMO_USERS;
});
afterAll(() => s?.close());

const factsOf = (prefix: string) =>
  s.database.db
    .select()
    .from(analyticsViews)
    .where(
      and(
        eq(analyticsViews.organizationId, s.demoOrganizationId),
        like(analyticsViews.recordId, `${prefix}-%`),
      ),
    );

describe('generateViewing (through the tracking store)', () => {
  it('stores the sessions with their facts, the same ones for the same seed', async () => {
    const opts = { users: people, workflows: wf, days: 7, sessions: 60, seed: 42, now: NOW };
    const made = await generateViewing(tenant, { ...opts, idPrefix: 'gv' });
    expect(made.records).toBe(60);
    expect(Object.values(made.views).reduce((a, b) => a + b, 0)).toBe(60);
    const facts = await factsOf('gv');
    expect(facts).toHaveLength(60);
    // Within the 7 days before today, dated during a shift.
    const today = Math.floor(NOW / DAY_MS) * DAY_MS;
    for (const f of facts) {
      expect(f.enteredAt.getTime()).toBeGreaterThanOrEqual(today - 7 * DAY_MS);
      expect(f.enteredAt.getTime()).toBeLessThan(today);
      expect(f.enteredAt.getUTCHours()).toBeGreaterThanOrEqual(6);
      expect(f.enteredAt.getUTCHours()).toBeLessThan(17);
    }
    // Again: same records (ids), nothing doubled.
    await generateViewing(tenant, { ...opts, idPrefix: 'gv' });
    expect(await factsOf('gv')).toHaveLength(60);
    // The records' own facts are what core says of them.
    const records = await s.database.db
      .select()
      .from(trackingRecords)
      .where(like(trackingRecords.id, 'gv-%'));
    expect(records).toHaveLength(60);
    for (const r of records) {
      const fact = viewFacts(r.record as TrackingRecord);
      const stored = facts.find((f) => f.recordId === r.id)!;
      expect(stored.stepsReached).toBe(fact.stepsReached);
      expect(stored.completed).toBe(fact.completed);
      expect(r.createdAt.getTime()).toBe(fact.enteredAt);
    }
  });

  it('drops off: later steps are reached by fewer sessions, and every session starts', async () => {
    await generateViewing(tenant, {
      users: people,
      workflows: [wf[0]!],
      days: 28,
      sessions: 80,
      seed: 7,
      now: NOW,
      idPrefix: 'drop',
    });
    const steps = await s.database.db
      .select()
      .from(analyticsStepViews)
      .where(like(analyticsStepViews.recordId, 'drop-%'));
    const reached = [0, 1, 2, 3, 4].map(
      (i) => steps.filter((r) => r.stepIndex === i && r.reached).length,
    );
    expect(reached[0]).toBe(80);
    for (let i = 1; i < 5; i++) expect(reached[i]!).toBeLessThanOrEqual(reached[i - 1]!);
    expect(reached[4]!).toBeLessThan(reached[0]!);
    expect(reached[4]!).toBeGreaterThan(0);
    // Weekdays busier than weekend days (per day).
    const facts = await factsOf('drop');
    const weekend = facts.filter((f) => [0, 6].includes(f.enteredAt.getUTCDay())).length / 8;
    const weekday = facts.filter((f) => ![0, 6].includes(f.enteredAt.getUTCDay())).length / 20;
    expect(weekday).toBeGreaterThan(weekend * 2);
  });

  it('makes nothing without workflows with steps or without people', async () => {
    const base = { days: 7, sessions: 10, seed: 1, now: NOW };
    expect(
      await generateViewing(tenant, {
        ...base,
        users: people,
        workflows: [{ id: wf[0]!.id, steps: [] }],
      }),
    ).toEqual({ records: 0, views: {} });
    expect(await generateViewing(tenant, { ...base, users: [], workflows: wf })).toEqual({
      records: 0,
      views: {},
    });
  });
});

describe('generateViewingSql (in the database, for the bench)', () => {
  it('makes records and facts that agree with core viewFacts, record by record', async () => {
    const made = await generateViewingSql(s.database.db, s.demoOrganizationId, {
      records: 800,
      userIds: people.map((p) => p.id),
      workflows: wf,
      days: 365,
      seed: 3,
      now: NOW,
      chunk: 300,
      idPrefix: 'sql',
    });
    expect(made.records).toBe(800);
    const records = await s.database.db
      .select()
      .from(trackingRecords)
      .where(like(trackingRecords.id, 'sql-%'));
    expect(records).toHaveLength(800);
    const facts = new Map((await factsOf('sql')).map((f) => [f.recordId, f]));
    expect(facts.size).toBe(800);
    const stepRows = await s.database.db
      .select()
      .from(analyticsStepViews)
      .where(like(analyticsStepViews.recordId, 'sql-%'));
    expect(stepRows).toHaveLength(made.stepRows);
    const stepsByRecord = new Map<string, typeof stepRows>();
    for (const r of stepRows)
      stepsByRecord.set(r.recordId, [...(stepsByRecord.get(r.recordId) ?? []), r]);
    let completed = 0;
    for (const r of records) {
      const fact = viewFacts(r.record as TrackingRecord);
      const stored = facts.get(r.id)!;
      expect(
        {
          workflowId: stored.workflowId,
          userId: stored.userId,
          day: stored.day,
          enteredAt: stored.enteredAt.getTime(),
          stepsTotal: stored.stepsTotal,
          stepsReached: stored.stepsReached,
          stepsFinished: stored.stepsFinished,
          completed: stored.completed,
          played: Math.round(stored.playedSeconds * 10),
          duration: Math.round(stored.durationSeconds * 10),
        },
        r.id,
      ).toEqual({
        workflowId: fact.workflowId,
        userId: fact.userId,
        day: fact.day,
        enteredAt: fact.enteredAt,
        stepsTotal: fact.stepsTotal,
        stepsReached: fact.stepsReached,
        stepsFinished: fact.stepsFinished,
        completed: fact.completed,
        played: Math.round(fact.playedSeconds * 10),
        duration: Math.round(fact.durationSeconds * 10),
      });
      const steps = (stepsByRecord.get(r.id) ?? []).sort((a, b) => a.stepIndex - b.stepIndex);
      expect(steps.map((x) => [x.stepId, x.reached, x.finished])).toEqual(
        fact.steps.map((x) => [x.stepId, x.reached, x.finished]),
      );
      if (stored.completed) completed++;
    }
    // Realistic: some complete, most do not reach the end of the 5-step workflow.
    expect(completed).toBeGreaterThan(0);
    expect(completed).toBeLessThan(800);
    // Spread over the year.
    const days = new Set([...facts.values()].map((f) => f.day));
    expect(days.size).toBeGreaterThan(150);
  });

  it('the same seed makes the same rows (a second run of the same ids is refused)', async () => {
    const again = generateViewingSql(s.database.db, s.demoOrganizationId, {
      records: 10,
      userIds: people.map((p) => p.id),
      workflows: wf,
      days: 365,
      seed: 3,
      now: NOW,
      idPrefix: 'sql',
    });
    await expect(again).rejects.toThrow();
    expect(await factsOf('sql')).toHaveLength(800);
  });
});
