/**
 * Reviewing a person's smart-instruction run of a skill or task (issue 24; 002 §4 review mode):
 * one run for its person or its reviewers (the rule of the run's comments, run-comments.ts), and
 * the runs of one instruction made for a skill, a task occurrence or a whole task, for that
 * skill's or task's managers only. Each run carries who ran it and its photos, signed, so the
 * review page needs no second call per run.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { displayName, type ReviewedRun, type ReviewedRunListQuery } from '@stepwise/core';
import { sopSessions, sopUserFiles, taskPerformances, users } from '../db/schema.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import { runThread } from './run-comments.js';
import { managedSkill } from './skill-access.js';
import type { MediaSigner } from './sop-item-rows.js';
import { sessionView, userFileView } from './sop-runs.js';
import { managedTask } from './task-access.js';

type SessionRow = typeof sopSessions.$inferSelect;

/** A list is read at once on the review page; more runs than this for one skill is not a review. */
const RUN_REVIEW_LIST_MAX = 500;

async function reviewed(
  caller: Caller,
  rows: SessionRow[],
  sign: MediaSigner,
): Promise<ReviewedRun[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const [files, people] = await Promise.all([
    caller.tenant.select(sopUserFiles, inArray(sopUserFiles.sessionId, ids), {
      orderBy: [sopUserFiles.createdAt, sopUserFiles.id],
    }),
    userIds.length ? caller.tenant.select(users, inArray(users.id, userIds)) : [],
  ]);
  const names = new Map(people.map((u) => [u.id, displayName(u) || u.email]));
  return rows.map((row) => ({
    ...sessionView(row),
    displayName: (row.userId && names.get(row.userId)) || row.email || '',
    skillId: row.skillId,
    taskPerformanceId: row.taskPerformanceId,
    files: files.filter((f) => f.sessionId === row.id).map((f) => userFileView(f, sign)),
  }));
}

/** GET /v1/sop-sessions/:id: the run for its person or its reviewers; anyone else 404. */
export async function reviewedRun(
  caller: Caller,
  sessionId: string,
  sign: MediaSigner,
): Promise<ReviewedRun> {
  const { session } = await runThread(caller, sessionId);
  const [run] = await reviewed(caller, [session], sign);
  return run!;
}

/** Which runs the query names, after checking the caller manages their skill or task. */
async function scopeOf(caller: Caller, query: ReviewedRunListQuery): Promise<SQL | null> {
  if (query.skillId) {
    await managedSkill(caller, query.skillId);
    return eq(sopSessions.skillId, query.skillId);
  }
  if (query.taskPerformanceId) {
    const perf = await caller.tenant.first(
      taskPerformances,
      eq(taskPerformances.id, query.taskPerformanceId),
    );
    if (!perf) throw notFound('Task performance');
    await managedTask(caller, perf.taskId);
    return eq(sopSessions.taskPerformanceId, perf.id);
  }
  await managedTask(caller, query.taskId!);
  const perfs = await caller.tenant.select(
    taskPerformances,
    eq(taskPerformances.taskId, query.taskId!),
  );
  return perfs.length
    ? inArray(
        sopSessions.taskPerformanceId,
        perfs.map((p) => p.id),
      )
    : null;
}

/** GET /v1/sop-sessions: the runs of one instruction for a skill or task, newest first. */
export async function reviewedRuns(
  caller: Caller,
  query: ReviewedRunListQuery,
  sign: MediaSigner,
): Promise<ReviewedRun[]> {
  const scope = await scopeOf(caller, query);
  if (!scope) return [];
  const rows = await caller.tenant.select(
    sopSessions,
    and(eq(sopSessions.instructionId, query.multimodalSopId), scope),
    { orderBy: [desc(sopSessions.createdAt), desc(sopSessions.id)], limit: RUN_REVIEW_LIST_MAX },
  );
  return reviewed(caller, rows, sign);
}
