/**
 * Due-date reminders of skills and tasks (issue 24; 002 §4 skill_days_left / skill_overdue,
 * task_days_left / task_overdue; §3 due fields), and a daily e-mail digest of what is due soon or
 * overdue. A sweep over every organisation, run as the `due-sweep` job every
 * DUE_REMINDER_INTERVAL_SECONDS by whichever worker claims it. Everything it sends is claimed
 * first, so two sweeps running at once (two processes) never send anything twice:
 * - each reminder by a conditional UPDATE … WHERE due_soon_notified_at / overdue_notified_at IS
 *   NULL RETURNING on the assignment, the notification stored in that transaction;
 * - each digest by INSERT INTO due_digests … ON CONFLICT DO NOTHING RETURNING (one per person
 *   and UTC day), from DUE_DIGEST_HOUR_UTC on.
 */
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import {
  DUE_DIGEST_HOUR_UTC,
  DUE_REMINDER_INTERVAL_SECONDS,
  DUE_SOON_DAYS,
  displayName,
  type NotificationType,
} from '@stepwise/core';
import type { Database, Db } from '../db/client.js';
import {
  dueDigests,
  skillPerformances,
  skills,
  taskPerformances,
  tasks,
  users,
} from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { JobQueue } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/types.js';
import type { ApprovalMailServices } from './approval-notifications.js';
import { hasMailbox, notify } from './notify.js';

export const DUE_SWEEP_JOB = 'due-sweep';
const INTERVAL_MS = DUE_REMINDER_INTERVAL_SECONDS * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the sweep needs: the database, the mailer and the public URL of the links. */
export type DueSweepServices = ApprovalMailServices & { db: Db };

export interface DueSweepResult {
  dueSoon: number;
  overdue: number;
  digests: number;
}

/** One open assignment with a due date: a skill performance or a task performance. */
interface DueItem {
  kind: 'skill' | 'task';
  /** The performance's id. */
  id: string;
  organizationId: string;
  userId: string;
  /** The skill's or the task's id. */
  contentId: string;
  title: string;
  dueAt: Date;
  dueSoonNotifiedAt: Date | null;
  overdueNotifiedAt: Date | null;
}

/**
 * Open assignments of published skills and tasks due by `until` (every organisation at once: a
 * maintenance read; each change below is made as its tenant).
 */
async function openDueItems(db: Db, now: number, until: Date): Promise<DueItem[]> {
  const [skillRows, taskRows] = await Promise.all([
    db
      .select({ p: skillPerformances, title: skills.title })
      .from(skillPerformances)
      .innerJoin(skills, eq(skills.id, skillPerformances.skillId))
      .where(
        and(
          eq(skills.published, true),
          isNull(skillPerformances.completedAt),
          lte(skillPerformances.dueAt, until),
        ),
      ),
    db
      .select({ p: taskPerformances, title: tasks.title })
      .from(taskPerformances)
      .innerJoin(tasks, eq(tasks.id, taskPerformances.taskId))
      .where(
        and(
          eq(tasks.published, true),
          eq(taskPerformances.status, 'todo'),
          lte(taskPerformances.startsAt, new Date(now)),
          lte(taskPerformances.dueAt, until),
        ),
      ),
  ]);
  return [
    ...skillRows.map(({ p, title }) => ({
      kind: 'skill' as const,
      id: p.id,
      organizationId: p.organizationId,
      userId: p.userId,
      contentId: p.skillId,
      title,
      dueAt: p.dueAt!,
      dueSoonNotifiedAt: p.dueSoonNotifiedAt,
      overdueNotifiedAt: p.overdueNotifiedAt,
    })),
    ...taskRows.map(({ p, title }) => ({
      kind: 'task' as const,
      id: p.id,
      organizationId: p.organizationId,
      userId: p.userId,
      contentId: p.taskId,
      title,
      dueAt: p.dueAt!,
      dueSoonNotifiedAt: p.dueSoonNotifiedAt,
      overdueNotifiedAt: p.overdueNotifiedAt,
    })),
  ];
}

type Claim = 'dueSoon' | 'overdue';

const TYPES: Record<DueItem['kind'], Record<Claim, NotificationType>> = {
  skill: { dueSoon: 'skill_days_left', overdue: 'skill_overdue' },
  task: { dueSoon: 'task_days_left', overdue: 'task_overdue' },
};

/**
 * Claims one reminder of one item and, when this sweep won it, stores its notification in the
 * same transaction. False when another sweep claimed it first or the item closed meanwhile.
 */
async function remind(db: Db, item: DueItem, claim: Claim, now: number): Promise<boolean> {
  const tenant = new Tenant(db, item.organizationId);
  const at = new Date(now);
  return tenant.transaction(async (tx) => {
    const claimed =
      item.kind === 'skill'
        ? await tx.update(
            skillPerformances,
            claim === 'dueSoon' ? { dueSoonNotifiedAt: at } : { overdueNotifiedAt: at },
            and(
              eq(skillPerformances.id, item.id),
              isNull(skillPerformances.completedAt),
              claim === 'dueSoon'
                ? isNull(skillPerformances.dueSoonNotifiedAt)
                : isNull(skillPerformances.overdueNotifiedAt),
            ),
          )
        : await tx.update(
            taskPerformances,
            claim === 'dueSoon' ? { dueSoonNotifiedAt: at } : { overdueNotifiedAt: at },
            and(
              eq(taskPerformances.id, item.id),
              eq(taskPerformances.status, 'todo'),
              claim === 'dueSoon'
                ? isNull(taskPerformances.dueSoonNotifiedAt)
                : isNull(taskPerformances.overdueNotifiedAt),
            ),
          );
    if (claimed.length === 0) return false;
    await notify(tx, {
      type: TYPES[item.kind][claim],
      receiverIds: [item.userId],
      sender: { id: null, name: '' },
      title: item.title,
      dueAt: item.dueAt,
      ...(item.kind === 'skill'
        ? { skillId: item.contentId, skillPerformanceId: item.id }
        : { taskId: item.contentId, taskPerformanceId: item.id }),
    });
    return true;
  });
}

/** The UTC day of `now`, YYYY-MM-DD (the digest's claim key). */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The digest's text: one line per item, overdue first, soonest due first, with its link. */
export function digestText(publicUrl: string, items: readonly DueItem[], now: number): string {
  const sorted = [...items].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  const line = (i: DueItem) => {
    const link =
      i.kind === 'skill'
        ? `/skillplayer/${i.contentId}`
        : `/taskplayer/${encodeURIComponent(i.id)}`;
    const when = i.dueAt.toISOString().slice(0, 10);
    const state = i.dueAt.getTime() <= now ? `overdue since ${when}` : `due ${when}`;
    return `- ${i.kind === 'skill' ? 'Skill' : 'Task'} “${i.title}”, ${state}: ${publicUrl}${link}`;
  };
  const overdue = sorted.filter((i) => i.dueAt.getTime() <= now);
  const soon = sorted.filter((i) => i.dueAt.getTime() > now);
  const parts: string[] = [];
  if (overdue.length) parts.push('Overdue:', ...overdue.map(line), '');
  if (soon.length) parts.push(`Due in the next ${DUE_SOON_DAYS} days:`, ...soon.map(line), '');
  return parts.join('\n');
}

/**
 * Mails each person with items their digest of the day, when this sweep claims it. Mail
 * failures are logged, not retried (the day's claim is taken; tomorrow's digest lists them).
 */
async function sendDigests(
  services: DueSweepServices,
  items: readonly DueItem[],
  now: number,
): Promise<number> {
  const byUser = new Map<string, DueItem[]>();
  for (const i of items) byUser.set(i.userId, [...(byUser.get(i.userId) ?? []), i]);
  if (byUser.size === 0) return 0;
  const people = await services.db
    .select()
    .from(users)
    .where(inArray(users.id, [...byUser.keys()]));
  const day = utcDay(now);
  let sent = 0;
  for (const user of people) {
    if (!hasMailbox(user)) continue;
    const [claimed] = await services.db
      .insert(dueDigests)
      .values({ organizationId: user.organizationId, userId: user.id, day })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    const list = byUser.get(user.id)!;
    try {
      await services.mailer.send({
        kind: 'digest',
        to: user.email,
        organizationId: user.organizationId,
        subject: `Your skills and tasks due: ${list.length}`,
        text:
          `Hello ${displayName(user) || user.email},\n\n` +
          `${digestText(services.config.publicUrl, list, now)}`,
        link: `${services.config.publicUrl}/home/overview`,
      });
      sent += 1;
    } catch (err) {
      services.mailer.log.error({ err, to: user.email }, 'due digest mail failed');
    }
  }
  return sent;
}

/**
 * The sweep: reminds of what became due soon (within DUE_SOON_DAYS) or overdue since the last
 * one, then, from DUE_DIGEST_HOUR_UTC on, mails the day's digests. `now` is injected by tests.
 */
export async function sweepDueDates(
  services: DueSweepServices,
  now = Date.now(),
): Promise<DueSweepResult> {
  const result: DueSweepResult = { dueSoon: 0, overdue: 0, digests: 0 };
  const items = await openDueItems(services.db, now, new Date(now + DUE_SOON_DAYS * DAY_MS));
  for (const item of items) {
    const due = item.dueAt.getTime();
    if (due <= now) {
      if (!item.overdueNotifiedAt && (await remind(services.db, item, 'overdue', now)))
        result.overdue += 1;
    } else if (
      !item.dueSoonNotifiedAt &&
      !item.overdueNotifiedAt &&
      (await remind(services.db, item, 'dueSoon', now))
    ) {
      result.dueSoon += 1;
    }
  }
  if (new Date(now).getUTCHours() >= DUE_DIGEST_HOUR_UTC) {
    result.digests = await sendDigests(services, items, now);
  }
  return result;
}

/** The next sweep: at the next interval boundary, one job whatever the number of processes. */
export async function scheduleDueSweep(database: Database, now = Date.now()): Promise<void> {
  const next = new Date(Math.floor(now / INTERVAL_MS + 1) * INTERVAL_MS);
  await new JobQueue(database.db).enqueue(database.db, {
    kind: DUE_SWEEP_JOB,
    runAt: next,
    dedupeKey: `${DUE_SWEEP_JOB}:${next.toISOString()}`,
    priority: -1,
  });
}

/** The job: sweeps, then schedules the next run (also after a failure, through the retry). */
export function dueSweepHandler(deps: ApprovalMailServices & { database: Database }): JobHandler {
  return async () => {
    const result = await sweepDueDates({ ...deps, db: deps.database.db });
    await scheduleDueSweep(deps.database);
    return result;
  };
}
