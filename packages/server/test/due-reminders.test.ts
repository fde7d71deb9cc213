/**
 * The due-date sweep (domain/due-reminders.ts) against the harness database, called directly
 * with an injected `now`: days-left and overdue reminders of skill and task assignments, each
 * claimed once, and the daily digest mail. On PostgreSQL (`npm run test:postgres`) two sweeps
 * run at once from two database handles, as two processes would; on PGlite (one handle) the
 * same race runs on one handle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SKILL_ASSESSMENT, DEFAULT_SKILL_CERTIFICATION } from '@stepwise/core';
import {
  jobs,
  mailOutbox,
  notifications,
  skillPerformances,
  skills,
  taskAssigneeSettings,
  taskPerformances,
  tasks,
} from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import {
  DUE_SWEEP_JOB,
  scheduleDueSweep,
  sweepDueDates,
  type DueSweepServices,
} from '../src/domain/due-reminders.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';
import { demoPeople, otherProcessDatabase, type DemoPeople } from './notification-support.js';

const DAY = 86_400_000;
/** 08:00 UTC, after the digest hour; each test takes its own day. */
const T0 = Date.parse('2031-05-05T08:00:00Z');

let s: TestServer;
let people: DemoPeople;
let services: DueSweepServices;

beforeAll(async () => {
  s = await startTestServer();
  people = await demoPeople(s);
  services = { ...s.app.services, db: s.database.db };
});
afterAll(() => s?.close());

/** A published skill assigned to the viewer, due at `dueAt`; answers its performance id. */
async function skillDue(
  title: string,
  dueAt: number,
  userId = people.ids.viewer,
): Promise<{ skillId: string; id: string }> {
  const db = s.database.db;
  const org = s.demoOrganizationId;
  const skillId = newId();
  await db.insert(skills).values({
    id: skillId,
    organizationId: org,
    workspaceId: people.workspaceId,
    title,
    published: true,
    assessment: DEFAULT_SKILL_ASSESSMENT,
    certification: DEFAULT_SKILL_CERTIFICATION,
    createdBy: people.ids.publisher,
  });
  const id = newId();
  await db.insert(skillPerformances).values({
    id,
    organizationId: org,
    skillId,
    userId,
    dueAt: new Date(dueAt),
  });
  return { skillId, id };
}

/** A published one-off task of the viewer that started a day before `dueAt`. */
async function taskDue(title: string, dueAt: number): Promise<{ taskId: string; id: string }> {
  const db = s.database.db;
  const org = s.demoOrganizationId;
  const taskId = newId();
  const settingId = newId();
  const startsAt = new Date(dueAt - 5 * DAY);
  await db.insert(tasks).values({
    id: taskId,
    organizationId: org,
    workspaceId: people.workspaceId,
    title,
    published: true,
    createdBy: people.ids.publisher,
  });
  await db.insert(taskAssigneeSettings).values({
    id: settingId,
    organizationId: org,
    taskId,
    schedule: {
      type: 'once',
      startAt: startsAt.toISOString(),
      dueAt: new Date(dueAt).toISOString(),
    },
    nextOccurrenceAt: null,
  });
  const id = newId();
  await db.insert(taskPerformances).values({
    id,
    organizationId: org,
    taskId,
    assigneeSettingId: settingId,
    userId: people.ids.viewer,
    startsAt,
    dueAt: new Date(dueAt),
  });
  return { taskId, id };
}

async function noticesOf(column: 'skillPerformanceId' | 'taskPerformanceId', id: string) {
  const rows = await s.database.db
    .select()
    .from(notifications)
    .where(eq(notifications[column], id));
  return rows.map((n) => n.type).sort();
}

async function digestsTo(email: string, titlePart: string) {
  const rows = await s.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'digest'), eq(mailOutbox.to, email)));
  return rows.filter((m) => m.text.includes(titlePart));
}

describe('due-date sweep', () => {
  it('tells days left, then overdue, once each, and mails one digest a day', async () => {
    const now = T0;
    const skill = await skillDue('Sweep skill A', now + 2 * DAY);
    const later = await skillDue('Sweep skill far', now + 10 * DAY);
    const task = await taskDue('Sweep task A', now - DAY);

    await sweepDueDates(services, now);
    expect(await noticesOf('skillPerformanceId', skill.id)).toEqual(['skill_days_left']);
    expect(await noticesOf('skillPerformanceId', later.id)).toEqual([]);
    // Already past due at the first sweep: overdue only.
    expect(await noticesOf('taskPerformanceId', task.id)).toEqual(['task_overdue']);
    const [mail] = await digestsTo(DEMO_USERS.viewer, 'Sweep skill A');
    expect(mail!.text).toContain(`/skillplayer/${skill.skillId}`);
    expect(mail!.text).toContain(`/taskplayer/${task.id}`);
    expect(mail!.text).toContain('Sweep task A');

    // The bell's card carries the due date and how far away it is (from today: years here).
    const token = (await s.api.login(DEMO_USERS.viewer)).accessToken;
    const bell = await s.api.get('/v1/me/notifications', token);
    const card = bell.body.data.items.find(
      (n: { skillPerformanceId: string | null }) => n.skillPerformanceId === skill.id,
    );
    expect(card).toMatchObject({
      type: 'skill_days_left',
      skillId: skill.skillId,
      dueAt: new Date(now + 2 * DAY).toISOString(),
      dueDateIntervalType: 'year',
      activity: { senderId: null },
    });
    expect(card.dueDaysLeft).toBeGreaterThan(365);

    // The same day again: nothing new, no second digest.
    await sweepDueDates(services, now + 60_000);
    expect(await noticesOf('skillPerformanceId', skill.id)).toEqual(['skill_days_left']);
    expect(await digestsTo(DEMO_USERS.viewer, 'Sweep skill A')).toHaveLength(1);

    // Past the due date: overdue; the list card counts the days.
    await sweepDueDates(services, now + 3 * DAY);
    expect(await noticesOf('skillPerformanceId', skill.id)).toEqual([
      'skill_days_left',
      'skill_overdue',
    ]);
    expect(await digestsTo(DEMO_USERS.viewer, 'Sweep skill A')).toHaveLength(2);

    // A completed one is left alone.
    await s.database.db
      .update(skillPerformances)
      .set({ completedAt: new Date(now) })
      .where(eq(skillPerformances.id, later.id));
    await sweepDueDates(services, now + 9 * DAY);
    expect(await noticesOf('skillPerformanceId', later.id)).toEqual([]);
  });

  it('sends one notification per item and one digest when two processes sweep at once', async () => {
    const now = T0 + 20 * DAY;
    const skill = await skillDue('Race skill', now + DAY);
    const task = await taskDue('Race task', now - 2 * DAY);
    const other = await otherProcessDatabase(s);
    try {
      const results = await Promise.all([
        sweepDueDates(services, now),
        sweepDueDates({ ...services, db: other.database.db }, now),
      ]);
      expect(results.reduce((n, r) => n + r.digests, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await other.close();
    }
    expect(await noticesOf('skillPerformanceId', skill.id)).toEqual(['skill_days_left']);
    expect(await noticesOf('taskPerformanceId', task.id)).toEqual(['task_overdue']);
    expect(await digestsTo(DEMO_USERS.viewer, 'Race skill')).toHaveLength(1);
  });

  it('skips unpublished skills, and mails no one without a mailbox', async () => {
    const now = T0 + 40 * DAY;
    const skill = await skillDue('Hidden skill', now + DAY);
    await s.database.db
      .update(skills)
      .set({ published: false })
      .where(eq(skills.id, skill.skillId));
    // The employee-ID account is told in the bell but has no mailbox for the digest.
    const employees = await skillDue('Employee skill', now + DAY, people.ids.employee);
    await sweepDueDates(services, now);
    expect(await noticesOf('skillPerformanceId', skill.id)).toEqual([]);
    expect(await noticesOf('skillPerformanceId', employees.id)).toEqual(['skill_days_left']);
    const mails = await s.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'digest'));
    expect(mails.filter((m) => m.text.includes('Employee skill'))).toEqual([]);
  });

  it('is scheduled once per period whatever the number of processes', async () => {
    await scheduleDueSweep(s.database, T0);
    await scheduleDueSweep(s.database, T0 + 1000);
    const queued = await s.database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, [DUE_SWEEP_JOB]));
    const next = queued.filter(
      (j) => j.runAt.getTime() > T0 && j.runAt.getTime() <= T0 + 3_600_000,
    );
    expect(next).toHaveLength(1);
  });
});
