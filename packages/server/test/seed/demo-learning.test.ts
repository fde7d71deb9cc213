/**
 * The demo's learning (issue 24 seed), on a copy of the fixture workflow standing in for the
 * processed conveyor sample (with its demo quiz) and the demo smart instruction: the skill with
 * Erin PASSED (a certificate the server's signer validates), Fatima FAILED and Victor half way;
 * the weekly task's two occurrences and its next start; the viewing history, favourites and
 * notifications; written once however often the seed runs; and what the viewer's bell, home and
 * favourites, the admin's skills matrix and the author's grouped reaction card answer over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { employeeIdEmail } from '@stepwise/core';
import {
  analyticsViews,
  notifications,
  skillCertificates,
  skillPerformances,
  skills,
  sopLikes,
  taskAssigneeSettings,
  taskPerformances,
  tasks,
  trackingRecords,
  users,
  workflowLikes,
  workflows,
} from '../../src/db/schema.js';
import { Tenant } from '../../src/db/tenant.js';
import { loadMediaKey } from '../../src/auth/secrets.js';
import { certificateKey, certificateSignatureValid } from '../../src/domain/skill-certificates.js';
import { performanceState } from '../../src/domain/skill-progress.js';
import { DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID, DEMO_USERS } from '../../src/seed/demo.js';
import { DEMO_SAMPLES } from '../../src/seed/demo-content.js';
import { DEMO_QUIZ_WORKFLOW_TITLE, ensureDemoQuiz } from '../../src/seed/demo-quiz.js';
import { DEMO_SOP_TITLE, ensureDemoSop } from '../../src/seed/demo-sop.js';
import { ensureDemoLearning } from '../../src/seed/demo-learning.js';
import {
  DEMO_ANALYTICS,
  DEMO_OPERATORS,
  demoOperatorEmail,
} from '../../src/seed/demo-analytics.js';
import {
  DEMO_LEARNER_EMAIL,
  DEMO_SKILL_TITLE,
  DEMO_SKILL_VALIDITY_MONTHS,
} from '../../src/seed/demo-skills.js';
import { DEMO_TASK_TITLE } from '../../src/seed/demo-tasks.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';
import { freshWorkflow } from '../quiz-helpers.js';

const sample = DEMO_SAMPLES.find((d) => d.title === DEMO_QUIZ_WORKFLOW_TITLE)!;
const DAY_MS = 24 * 3_600_000;
let s: TestServer;
let fx: Fixtures;
let made: { skillId: string; taskId: string } | null;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const tenant = new Tenant(s.database.db, s.demoOrganizationId);
  const id = await freshWorkflow(s, fx);
  await s.database.db
    .update(workflows)
    .set({ title: DEMO_QUIZ_WORKFLOW_TITLE })
    .where(eq(workflows.id, id));
  const [workflow] = await s.database.db.select().from(workflows).where(eq(workflows.id, id));
  expect(await ensureDemoQuiz(tenant, id, sample)).toBe(true);
  const sopId = await ensureDemoSop(tenant);
  const mediaKey = await loadMediaKey(s.database.db);
  made = await ensureDemoLearning(tenant, workflow!, sopId!, mediaKey);
  // Again, as a restart of the seed job would: nothing more is written.
  expect(await ensureDemoLearning(tenant, workflow!, sopId!, mediaKey)).toBeNull();
});
afterAll(() => s?.close());

const userId = async (email: string) =>
  (await s.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('the demo learning', () => {
  it('makes the skill once: Erin passed and certified, Fatima failed, Victor half way', async () => {
    expect(made).not.toBeNull();
    const db = s.database.db;
    const found = await db.select().from(skills).where(eq(skills.title, DEMO_SKILL_TITLE));
    expect(found).toHaveLength(1);
    const skill = found[0]!;
    expect(skill).toMatchObject({ published: true, id: made!.skillId });
    expect(skill.items.map((i) => i.type)).toEqual(['workflows', 'multimodal-sops']);
    expect(skill.certification).toEqual({
      enabled: true,
      mode: 'automatic',
      validityMonths: DEMO_SKILL_VALIDITY_MONTHS,
    });
    const perfs = await db
      .select()
      .from(skillPerformances)
      .where(eq(skillPerformances.skillId, skill.id));
    const byUser = new Map(perfs.map((p) => [p.userId, p]));
    const erin = byUser.get(await userId(employeeIdEmail(DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID)))!;
    const fatima = byUser.get(await userId(DEMO_LEARNER_EMAIL))!;
    const victor = byUser.get(await userId(DEMO_USERS.viewer))!;
    expect(perfs).toHaveLength(3);
    expect(performanceState(skill, erin)).toBe('PASSED');
    expect(performanceState(skill, fatima)).toBe('FAILED');
    expect(performanceState(skill, victor)).toBe('LOCKED');
    expect(victor.progress).toBe(50);
    expect(victor.teamId).toBeNull();
    expect(erin.teamId).not.toBeNull();
    expect(victor.dueAt!.getTime()).toBeGreaterThan(Date.now() + 4 * DAY_MS);

    // Erin's certificate: signed by the server's signer, valid for 12 months.
    const certs = await db
      .select()
      .from(skillCertificates)
      .where(eq(skillCertificates.skillId, skill.id));
    expect(certs).toHaveLength(1);
    const cert = certs[0]!;
    expect(cert.performanceId).toBe(erin.id);
    const key = certificateKey({ mediaKey: await loadMediaKey(db) });
    const fields = {
      playlistId: skill.id,
      uid: cert.userId,
      displayName: cert.displayName,
      email: cert.email,
      signDate: cert.signDate.toISOString(),
      signerId: cert.signerId,
    };
    expect(certificateSignatureValid(key, fields, cert.signature)).toBe(true);
    expect(
      certificateSignatureValid(key, { ...fields, displayName: 'Someone else' }, cert.signature),
    ).toBe(false);
    const months = (cert.expiresAt!.getTime() - cert.signDate.getTime()) / (30 * DAY_MS);
    expect(Math.round(months)).toBe(12);
  });

  it('makes the weekly task: last week done by all, this week open for two, next week waiting', async () => {
    const db = s.database.db;
    const found = await db.select().from(tasks).where(eq(tasks.title, DEMO_TASK_TITLE));
    expect(found).toHaveLength(1);
    const [setting] = await db
      .select()
      .from(taskAssigneeSettings)
      .where(eq(taskAssigneeSettings.taskId, found[0]!.id));
    expect(setting!.schedule.type).toBe('weekly');
    expect(setting!.nextOccurrenceAt!.getTime()).toBeGreaterThan(Date.now());
    const perfs = await db
      .select()
      .from(taskPerformances)
      .where(eq(taskPerformances.taskId, found[0]!.id));
    const starts = [...new Set(perfs.map((p) => p.startsAt.getTime()))].sort();
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBe(7 * DAY_MS);
    const done = (start: number) =>
      perfs.filter((p) => p.startsAt.getTime() === start && p.status === 'completed').length;
    expect(done(starts[0]!)).toBe(3);
    expect(done(starts[1]!)).toBe(1);
  });

  it('leaves viewing history, favourites and notifications', async () => {
    const db = s.database.db;
    const viewer = await userId(DEMO_USERS.viewer);
    const watched = await db
      .select()
      .from(trackingRecords)
      .where(eq(trackingRecords.organizationId, s.demoOrganizationId));
    expect(new Set(watched.map((r) => r.userId)).size).toBeGreaterThanOrEqual(5);
    expect(
      await db.select().from(workflowLikes).where(eq(workflowLikes.userId, viewer)),
    ).toHaveLength(1);
    expect(await db.select().from(sopLikes).where(eq(sopLikes.userId, viewer))).toHaveLength(1);
    const kinds = async (email: string) =>
      (
        await db
          .select()
          .from(notifications)
          .where(eq(notifications.receiverId, await userId(email)))
      ).map((n) => `${n.type}${n.read ? '' : '*'}`);
    expect((await kinds(DEMO_USERS.viewer)).sort()).toEqual([
      'share_workflow*',
      'skill_assign_due',
      'skill_days_left*',
      'task_assign',
      'task_assign*',
    ]);
    // (The fixtures' approval request is the org admin's too.)
    expect(await kinds(DEMO_USERS.orgAdmin)).toEqual(
      expect.arrayContaining(['review_workflow', 'share_workflow*']),
    );
    expect(await kinds(DEMO_USERS.publisher)).toEqual(['reaction_workflow*', 'reaction_workflow*']);
    const reactions = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.receiverId, await userId(DEMO_USERS.publisher)),
          eq(notifications.type, 'reaction_workflow'),
        ),
      );
    expect(new Set(reactions.map((r) => r.groupKey)).size).toBe(1);
  });

  it('answers the viewer’s bell and home', async () => {
    const token = (await s.api.login(DEMO_USERS.viewer)).accessToken;
    const bell = await s.api.get('/v1/me/notifications', token);
    expect(bell.status).toBe(200);
    const types = bell.body.data.items.map((n: { type: string }) => n.type);
    expect(types).toEqual(
      expect.arrayContaining(['skill_days_left', 'share_workflow', 'task_assign']),
    );
    expect(bell.body.data.unread).toBeGreaterThanOrEqual(2);

    const home = await s.api.get('/v1/me/home/overview', token);
    expect(home.status).toBe(200);
    const overview = home.body.data;
    // (The fixtures give the viewer skills and tasks of their own too.)
    expect(overview.counts.skillsTodo).toBeGreaterThanOrEqual(1);
    expect(overview.counts.tasksTodo).toBeGreaterThanOrEqual(1);
    expect(overview.counts.tasksCompleted).toBeGreaterThanOrEqual(1);
    const due = (title: string) => overview.due.find((d: { title: string }) => d.title === title);
    expect(due(DEMO_SKILL_TITLE)).toMatchObject({ kind: 'skill', progress: 50, overdue: false });
    expect(due(DEMO_TASK_TITLE)).toMatchObject({ kind: 'task', progress: 0, overdue: false });
    const recent = overview.recent.map((r: { title: string }) => r.title);
    expect(recent).toEqual(expect.arrayContaining([DEMO_QUIZ_WORKFLOW_TITLE]));
    expect(overview.recent.length).toBeGreaterThanOrEqual(1);
  });

  it('leaves a week of viewing by 20 people, the conveyor sample watched the most (issue 25)', async () => {
    const db = s.database.db;
    const operators = await db
      .select()
      .from(users)
      .where(inArray(users.email, DEMO_OPERATORS.map(demoOperatorEmail)));
    expect(operators).toHaveLength(16);
    expect(operators.every((u) => u.role === 'viewer' && u.passwordHash === null)).toBe(true);
    const week = await db
      .select()
      .from(analyticsViews)
      .where(like(analyticsViews.recordId, `${DEMO_ANALYTICS.idPrefix}-%`));
    expect(week).toHaveLength(DEMO_ANALYTICS.sessions);
    expect(new Set(week.map((v) => v.userId)).size).toBe(DEMO_ANALYTICS.viewers);
    const days = new Set(week.map((v) => v.day));
    expect(days.size).toBeGreaterThanOrEqual(5);
    expect(days.size).toBeLessThanOrEqual(DEMO_ANALYTICS.days);
    const perWorkflow = new Map<string, number>();
    for (const v of week) perWorkflow.set(v.workflowId, (perWorkflow.get(v.workflowId) ?? 0) + 1);
    const top = [...perWorkflow].sort((a, b) => b[1] - a[1])[0]![0];
    const [topRow] = await db.select().from(workflows).where(eq(workflows.id, top));
    expect(topRow!.title).toBe(DEMO_ANALYTICS.topWorkflowTitle);
    // Some drop off before the end, some watch it all.
    expect(week.some((v) => v.completed)).toBe(true);
    expect(week.some((v) => v.stepsReached < v.stepsTotal)).toBe(true);
  });

  it('lists the viewer’s favourites', async () => {
    const token = (await s.api.login(DEMO_USERS.viewer)).accessToken;
    const favorites = await s.api.get('/v1/me/favorites', token);
    expect(favorites.status).toBe(200);
    const titles = (list: { title: string }[]) => list.map((x) => x.title);
    expect(titles(favorites.body.data.workflows)).toEqual([DEMO_QUIZ_WORKFLOW_TITLE]);
    expect(titles(favorites.body.data.multimodalSops)).toEqual([DEMO_SOP_TITLE]);
  });

  it('shows the admin the three operators in the skills matrix', async () => {
    const token = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
    const matrix = await s.api.get('/v1/skills/skills-matrix', token);
    expect(matrix.status).toBe(200);
    const cell = async (email: string) => {
      const id = await userId(email);
      const person = matrix.body.data.people.find((p: { userId: string }) => p.userId === id);
      return person?.cells[made!.skillId];
    };
    const erin = await cell(employeeIdEmail(DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID));
    expect(erin).toMatchObject({ state: 'PASSED', progress: 100 });
    expect(Date.parse(erin.certifiedAt)).toBeLessThan(Date.now() - 2 * DAY_MS);
    expect(Date.parse(erin.expiresAt)).toBeGreaterThan(Date.now() + 300 * DAY_MS);
    expect(await cell(DEMO_LEARNER_EMAIL)).toMatchObject({ state: 'FAILED', progress: 100 });
    expect(await cell(DEMO_USERS.viewer)).toMatchObject({ state: 'LOCKED', progress: 50 });
  });

  it('shows the author one reaction card naming both senders', async () => {
    const token = (await s.api.login(DEMO_USERS.publisher)).accessToken;
    const bell = await s.api.get('/v1/me/notifications', token);
    expect(bell.status).toBe(200);
    const card = bell.body.data.items.find((n: { type: string }) => n.type === 'reaction_workflow');
    expect(card.senders).toHaveLength(2);
    expect(card.ids).toHaveLength(2);
  });
});
