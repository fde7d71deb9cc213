/** Comments and their emoji reactions (002 §7 "Core API equivalents"). */
import {
  COMMENT_PAGE_SIZE,
  type Comment,
  type CommentLevel,
  type CommentReaction,
  type PageInfo,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export interface CommentQuery {
  /** What the comments are on: a workflow id for level 'workflow'. */
  id: string;
  level?: CommentLevel;
  page?: number;
  size?: number;
  withReactions?: boolean;
}

/** GET /v1/comments: newest first, 50 a page (002 §9). */
export function listComments(
  api: Api,
  query: CommentQuery,
): Promise<{ items: Comment[]; page: PageInfo }> {
  return call(api, 'GET /v1/comments', {
    searchParams: {
      id: query.id,
      level: query.level ?? 'workflow',
      page: query.page ?? 0,
      size: query.size ?? COMMENT_PAGE_SIZE,
      withReactions: query.withReactions ?? false,
    },
  });
}

/** POST /v1/comments: the server trims and checks 1..1000 characters. */
export async function sendComment(
  api: Api,
  input: { id: string; level?: CommentLevel; comment: string },
): Promise<Comment> {
  const json = { id: input.id, level: input.level ?? 'workflow', comment: input.comment };
  return (await call(api, 'POST /v1/comments', { json })).item;
}

/** PUT /v1/comments/{id}: author only; the answer carries `updatedAt`. */
export async function updateComment(
  api: Api,
  commentId: string,
  comment: string,
): Promise<Comment> {
  return (await call(api, 'PUT /v1/comments/:id', { params: { id: commentId }, json: { comment } }))
    .item;
}

/** DELETE /v1/comments/{id}: the author, an organisation admin or a workspace admin. */
export async function deleteComment(api: Api, commentId: string): Promise<void> {
  await call(api, 'DELETE /v1/comments/:id', { params: { id: commentId } });
}

/** GET /v1/comments/{id}/reactions: emoji code -> who reacted. */
export async function listCommentReactions(
  api: Api,
  commentId: string,
): Promise<Record<string, CommentReaction[]>> {
  return (await call(api, 'GET /v1/comments/:id/reactions', { params: { id: commentId } })).item;
}

/** POST /v1/comments/{id}/reactions: adding an emoji you already used answers that reaction. */
export async function addCommentReaction(
  api: Api,
  commentId: string,
  emoji: { emojiChar: string; emojiCode: string },
): Promise<CommentReaction & { emojiCode: string }> {
  return (
    await call(api, 'POST /v1/comments/:id/reactions', { params: { id: commentId }, json: emoji })
  ).item;
}

/** DELETE /v1/comments/{commentId}/{reactionId}: your own reaction only. */
export async function removeCommentReaction(
  api: Api,
  commentId: string,
  reactionId: string,
): Promise<void> {
  await call(api, 'DELETE /v1/comments/:commentId/:reactionId', {
    params: { commentId, reactionId },
  });
}
