/**
 * Comments on workflows and their emoji reactions (002 §3-4, §6-7). Who may read or write them:
 * whoever may play the workflow (media-access.ts: visible, and published unless they may edit
 * it), in an organisation with the comments feature on. Public visitors have no comments.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Comment, CommentReaction } from '@stepwise/core';
import { commentReactions, comments } from '../db/schema.js';
import type { Caller } from './caller.js';
import { forbidden, notFound } from './errors.js';
import { playableWorkflow } from './media-access.js';
import type { WorkflowAccess } from './workflow-access.js';
import { peopleById, type Person } from './people.js';

export type CommentRow = typeof comments.$inferSelect;
export type CommentReactionRow = typeof commentReactions.$inferSelect;

/** 000 §3 comments feature flag: off means no comment call at all. */
export function requireComments(caller: Caller): void {
  if (!caller.features.comments) throw forbidden('Comments are turned off for this organisation');
}

/** The workflow a comment list is about, if the caller may comment on it. */
export async function commentableWorkflow(
  caller: Caller,
  workflowId: string,
): Promise<WorkflowAccess> {
  requireComments(caller);
  return playableWorkflow(caller, workflowId);
}

/** A comment and its workflow, if the caller may see both; otherwise 404 (or code 2). */
export async function visibleComment(
  caller: Caller,
  id: string,
): Promise<{ comment: CommentRow } & WorkflowAccess> {
  requireComments(caller);
  const comment = await caller.tenant.first(comments, eq(comments.id, id));
  if (!comment) throw notFound('Comment');
  return { comment, ...(await playableWorkflow(caller, comment.workflowId)) };
}

export function reactionView(r: CommentReactionRow, people: Map<string, Person>): CommentReaction {
  const who = people.get(r.userId);
  return {
    id: r.id,
    uid: r.userId,
    displayName: who?.name ?? '',
    email: who?.email ?? '',
    emojiChar: r.emojiChar,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Emoji code -> entries, oldest first (002 §3 "map emoji code to list of entries"). */
export function groupReactions(
  rows: readonly CommentReactionRow[],
  people: Map<string, Person>,
): Record<string, CommentReaction[]> {
  const out: Record<string, CommentReaction[]> = {};
  const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const r of sorted) (out[r.emojiCode] ??= []).push(reactionView(r, people));
  return out;
}

export async function reactionsOf(
  caller: Caller,
  commentIds: readonly string[],
): Promise<CommentReactionRow[]> {
  if (commentIds.length === 0) return [];
  return caller.tenant.select(
    commentReactions,
    inArray(commentReactions.commentId, [...commentIds]),
  );
}

/** The comments as the player shows them; `reactions` only when asked for. */
export async function commentViews(
  caller: Caller,
  rows: readonly CommentRow[],
  withReactions: boolean,
): Promise<Comment[]> {
  const reactions = withReactions
    ? await reactionsOf(
        caller,
        rows.map((c) => c.id),
      )
    : [];
  const people = await peopleById(caller, [
    ...rows.map((c) => c.userId),
    ...reactions.map((r) => r.userId),
  ]);
  return rows.map((c) => ({
    id: c.id,
    uid: c.userId,
    displayName: people.get(c.userId)?.name ?? '',
    comment: c.comment,
    createdAt: c.createdAt.toISOString(),
    // 002 §3: updatedAt is there only when the comment was edited.
    ...(c.updatedAt ? { updatedAt: c.updatedAt.toISOString() } : {}),
    ...(withReactions
      ? {
          reactions: groupReactions(
            reactions.filter((r) => r.commentId === c.id),
            people,
          ),
        }
      : {}),
  }));
}

export const ownReaction = (commentId: string, userId: string, emojiCode: string) =>
  and(
    eq(commentReactions.commentId, commentId),
    eq(commentReactions.userId, userId),
    eq(commentReactions.emojiCode, emojiCode),
  );
