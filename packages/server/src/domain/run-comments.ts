/**
 * Comments on a smart-instruction run of a skill or a task (issue 24; 002 §4 comment kinds):
 * between the run's person and its reviewers — the managers of the skill or task the run belongs
 * to (sop_sessions.skill_id / task_performance_id). Both sides read and write; each comment
 * tells the other side (comment_skill_mmsop / comment_task_mmsop, `isReviewer` saying whether
 * the RECEIVER reviews). The runner's comment goes to the reviewers who took part in the thread
 * and the skill's or task's creator: "all managers" is a set nobody could keep up with.
 */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { displayName, type runCommentSchema } from '@stepwise/core';
import {
  smartInstructions,
  sopSessionComments,
  sopSessions,
  taskPerformances,
  tasks,
} from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import { notify } from './notify.js';
import { skillAccessOf } from './skill-access.js';
import { managesTask } from './task-access.js';

type RunComment = z.infer<typeof runCommentSchema>;
type SessionRow = typeof sopSessions.$inferSelect;
type CommentRow = typeof sopSessionComments.$inferSelect;

export interface RunThread {
  session: SessionRow;
  /** The caller ran it. */
  runner: boolean;
  /** The caller manages the skill or task it belongs to. */
  reviewer: boolean;
  /** Who made the skill or task (told of the runner's comments). */
  creatorId: string | null;
  taskId: string | null;
}

/**
 * A run the caller may comment on (and review, run-review.ts); anything else (or a run outside
 * skills and tasks) is 404.
 */
export async function runThread(caller: Caller, sessionId: string): Promise<RunThread> {
  const session = await caller.tenant.first(sopSessions, eq(sopSessions.id, sessionId));
  if (!session || (!session.skillId && !session.taskPerformanceId)) throw notFound('Run');
  const runner = session.userId !== null && session.userId === caller.userId;
  let reviewer = false;
  let creatorId: string | null = null;
  let taskId: string | null = null;
  if (session.skillId) {
    const skill = await skillAccessOf(caller, session.skillId).catch(() => null);
    reviewer = skill?.canManage ?? false;
    creatorId = skill?.skill.createdBy ?? null;
  } else if (session.taskPerformanceId) {
    const perf = await caller.tenant.first(
      taskPerformances,
      eq(taskPerformances.id, session.taskPerformanceId),
    );
    const task = perf && (await caller.tenant.first(tasks, eq(tasks.id, perf.taskId)));
    reviewer = task ? await managesTask(caller, task) : false;
    creatorId = task?.createdBy ?? null;
    taskId = task?.id ?? null;
  }
  if (!runner && !reviewer) throw notFound('Run');
  return { session, runner, reviewer, creatorId, taskId };
}

const view = (c: CommentRow): RunComment => ({
  id: c.id,
  sessionId: c.sessionId,
  uid: c.userId,
  displayName: c.displayName,
  comment: c.comment,
  isReviewer: c.isReviewer,
  createdAt: c.createdAt.toISOString(),
});

async function commentsOf(caller: Caller, sessionId: string): Promise<CommentRow[]> {
  return caller.tenant.select(sopSessionComments, eq(sopSessionComments.sessionId, sessionId), {
    orderBy: [asc(sopSessionComments.createdAt), asc(sopSessionComments.id)],
  });
}

/** GET /v1/sop-sessions/:id/comments: oldest first. */
export async function runComments(caller: Caller, sessionId: string): Promise<RunComment[]> {
  await runThread(caller, sessionId);
  return (await commentsOf(caller, sessionId)).map(view);
}

/** POST /v1/sop-sessions/:id/comments: stores it and tells the other side, in one transaction. */
export async function addRunComment(
  caller: Caller,
  sessionId: string,
  text: string,
): Promise<RunComment> {
  const thread = await runThread(caller, sessionId);
  const { session } = thread;
  // The person who ran it writes as the runner even when they also manage it.
  const isReviewer = !thread.runner;
  const name = displayName(caller.user) || caller.email;
  const earlier = await commentsOf(caller, sessionId);
  const receivers = isReviewer
    ? [session.userId]
    : [...earlier.filter((c) => c.isReviewer).map((c) => c.userId), thread.creatorId];
  const instruction = await caller.tenant.first(
    smartInstructions,
    eq(smartInstructions.id, session.instructionId),
  );
  return caller.tenant.transaction(async (tx) => {
    const [row] = await tx.insert(sopSessionComments, {
      id: newId(),
      sessionId,
      userId: caller.userId,
      displayName: name,
      comment: text,
      isReviewer,
    });
    await notify(tx, {
      type: session.skillId ? 'comment_skill_mmsop' : 'comment_task_mmsop',
      receiverIds: receivers.filter((id): id is string => !!id),
      sender: { id: caller.userId, name },
      title: instruction?.title ?? '',
      message: text,
      multimodalSopId: session.instructionId,
      mmsopSessionId: session.id,
      skillId: session.skillId,
      taskId: thread.taskId,
      taskPerformanceId: session.taskPerformanceId,
      // The receiver is the reviewer exactly when the runner wrote.
      isReviewer: !isReviewer,
    });
    return view(row!);
  });
}
