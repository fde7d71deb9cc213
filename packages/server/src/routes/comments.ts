/**
 * Comments and their emoji reactions (002 §7 "Core API equivalents"): list, send, edit, delete;
 * list, add and remove reactions. Edit is the author's; delete the author's, an organisation
 * admin's or an admin of the workflow's workspace (002 §6, core canEditComment / canDeleteComment).
 */
import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import {
  canDeleteComment,
  canEditComment,
  commentCreateSchema,
  commentListQuerySchema,
  commentReactionCreateSchema,
  commentReactionSchema,
  commentSchema,
  commentUpdateSchema,
  idSchema,
  pageInfo,
  pageInfoSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { commentReactions, comments } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { callerOf } from '../http/authenticate.js';
import { forbidden, notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import {
  commentableWorkflow,
  commentViews,
  groupReactions,
  ownReaction,
  reactionsOf,
  reactionView,
  visibleComment,
} from '../domain/comments.js';
import { peopleById } from '../domain/people.js';

const params = z.object({ id: idSchema });
const reactionParams = z.object({ commentId: idSchema, reactionId: idSchema });
const one = wrapped(z.object({ item: commentSchema }));
const reactionMap = z.record(z.string(), z.array(commentReactionSchema));
// Newest first, ties by id so pages never overlap; the player loads older ones at the bottom.
const newestFirst = [desc(comments.createdAt), desc(comments.id)];

export function registerCommentRoutes(app: ZodApp): void {
  app.get(
    '/v1/comments',
    {
      config: {
        orgData: true,
        sample: (f) => ({ query: { id: f.workflowId!, level: 'workflow', withReactions: 'true' } }),
      },
      schema: {
        tags: ['comments'],
        querystring: commentListQuerySchema,
        response: wrapped(z.object({ items: z.array(commentSchema), page: pageInfoSchema })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { id, level, page, size, withReactions } = req.query;
      const { workflow } = await commentableWorkflow(caller, id);
      const where = and(eq(comments.workflowId, workflow.id), eq(comments.level, level));
      const [rows, total] = await Promise.all([
        caller.tenant.select(comments, where, {
          orderBy: newestFirst,
          limit: size,
          offset: page * size,
        }),
        caller.tenant.count(comments, where),
      ]);
      return ok({
        items: await commentViews(caller, rows, withReactions),
        page: pageInfo(page, size, total),
      });
    },
  );

  app.post(
    '/v1/comments',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          body: { id: f.workflowId!, level: 'workflow', comment: `Looks right ${f.uniq}` },
        }),
      },
      schema: { tags: ['comments'], body: commentCreateSchema, response: one },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await commentableWorkflow(caller, req.body.id);
      const [row] = await caller.tenant.insert(comments, {
        id: newId(),
        level: req.body.level,
        workflowId: workflow.id,
        userId: caller.userId,
        comment: req.body.comment,
      });
      const [item] = await commentViews(caller, [row!], true);
      return ok({ item: item! });
    },
  );

  app.put(
    '/v1/comments/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.uniq! }, body: { comment: 'Edited' } }),
      },
      schema: { tags: ['comments'], params, body: commentUpdateSchema, response: one },
    },
    async (req) => {
      const caller = callerOf(req);
      const { comment } = await visibleComment(caller, req.params.id);
      if (!canEditComment({ uid: comment.userId }, caller.userId)) {
        throw forbidden('Only the author may edit a comment');
      }
      const [row] = await caller.tenant.update(
        comments,
        { comment: req.body.comment, updatedAt: new Date() },
        eq(comments.id, comment.id),
      );
      if (!row) throw notFound('Comment');
      const [item] = await commentViews(caller, [row], true);
      return ok({ item: item! });
    },
  );

  app.delete(
    '/v1/comments/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: {
        tags: ['comments'],
        params,
        response: wrapped(z.object({ id: z.string() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { comment, workspace, access } = await visibleComment(caller, req.params.id);
      const allowed = canDeleteComment(
        { uid: comment.userId },
        { userId: caller.userId, role: caller.role, workspaceRole: access.roleIn(workspace.id) },
      );
      if (!allowed) throw forbidden('Only the author or an admin may delete a comment');
      await caller.tenant.delete(comments, eq(comments.id, comment.id));
      return ok({ id: comment.id });
    },
  );

  app.get(
    '/v1/comments/:id/reactions',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: {
        tags: ['comments'],
        params,
        response: wrapped(z.object({ item: reactionMap })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { comment } = await visibleComment(caller, req.params.id);
      const rows = await reactionsOf(caller, [comment.id]);
      const people = await peopleById(
        caller,
        rows.map((r) => r.userId),
      );
      return ok({ item: groupReactions(rows, people) });
    },
  );

  app.post(
    '/v1/comments/:id/reactions',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.uniq! }, body: { emojiChar: '👍', emojiCode: '1f44d' } }),
      },
      schema: {
        tags: ['comments'],
        params,
        body: commentReactionCreateSchema,
        response: wrapped(
          z.object({ item: commentReactionSchema.extend({ emojiCode: z.string() }) }),
        ),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { comment } = await visibleComment(caller, req.params.id);
      const { emojiChar, emojiCode } = req.body;
      // One reaction per user and emoji: adding it again answers the one already there.
      let row = await caller.tenant.first(
        commentReactions,
        ownReaction(comment.id, caller.userId, emojiCode),
      );
      if (!row) {
        try {
          [row] = await caller.tenant.insert(commentReactions, {
            id: newId(),
            commentId: comment.id,
            userId: caller.userId,
            emojiCode,
            emojiChar,
          });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          row = await caller.tenant.first(
            commentReactions,
            ownReaction(comment.id, caller.userId, emojiCode),
          );
        }
      }
      if (!row) throw notFound('Reaction');
      const people = await peopleById(caller, [row.userId]);
      return ok({ item: { ...reactionView(row, people), emojiCode: row.emojiCode } });
    },
  );

  app.delete(
    '/v1/comments/:commentId/:reactionId',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { commentId: f.uniq!, reactionId: f.uniq! } }),
      },
      schema: {
        tags: ['comments'],
        params: reactionParams,
        response: wrapped(z.object({ id: z.string() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { comment } = await visibleComment(caller, req.params.commentId);
      const where = and(
        eq(commentReactions.id, req.params.reactionId),
        eq(commentReactions.commentId, comment.id),
      );
      const reaction = await caller.tenant.first(commentReactions, where);
      if (!reaction) throw notFound('Reaction');
      if (reaction.userId !== caller.userId) {
        throw forbidden('Only the one who reacted may remove a reaction');
      }
      await caller.tenant.delete(commentReactions, where);
      return ok({ id: reaction.id });
    },
  );
}
