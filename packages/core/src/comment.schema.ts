import { z } from 'zod';
import { pageInfoSchema } from './page.schema.js';
import { idSchema } from './id.schema.js';
import { MessageKey } from './errors.js';
import {
  COMMENT_LEVELS,
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_PAGE_SIZE,
  COMMENT_PAGE_SIZE,
} from './comment.js';

// The wire schemas of comments (002 §3, §7); rules and types stay zod-free in comment.ts.

/** 002 §5: trimmed, then 1 to 1000 characters. */
export const commentTextSchema = z
  .string()
  .max(COMMENT_MAX_LENGTH * 10) // refuse absurd input before trimming it
  .trim()
  .min(1, { message: MessageKey.required })
  .max(COMMENT_MAX_LENGTH, { message: `at most ${COMMENT_MAX_LENGTH} characters` });

export const commentLevelSchema = z.enum(COMMENT_LEVELS);

/** POST /v1/comments: `id` is what the comment is on (a workflow id for level 'workflow'). */
export const commentCreateSchema = z.strictObject({
  id: idSchema,
  level: commentLevelSchema,
  comment: commentTextSchema,
});
export type CommentCreate = z.infer<typeof commentCreateSchema>;

export const commentUpdateSchema = z.strictObject({ comment: commentTextSchema });
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;

/** GET /v1/comments query: 0-based page, 50 by default, at most 100. */
export const commentListQuerySchema = z.object({
  id: idSchema,
  level: commentLevelSchema.default('workflow'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(COMMENT_MAX_PAGE_SIZE).default(COMMENT_PAGE_SIZE),
  withReactions: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** An emoji: its character(s) and a code naming it (e.g. '1f44d'); both short. */
export const commentReactionCreateSchema = z.strictObject({
  emojiChar: z.string().min(1).max(32),
  emojiCode: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_+:-]+$/, {
      message: 'emojiCode may only contain letters, digits, _ + : -',
    }),
});
export type CommentReactionCreate = z.infer<typeof commentReactionCreateSchema>;

export const commentReactionSchema = z.object({
  id: z.string(),
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  emojiChar: z.string(),
  createdAt: z.string(),
});

export const commentSchema = z.object({
  id: z.string(),
  uid: z.string(),
  displayName: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  reactions: z.record(z.string(), z.array(commentReactionSchema)).optional(),
});

// Answers (the wrapper's `data`) of the comment routes (002 §7 "Comments").
export const commentAnswerSchema = z.object({ item: commentSchema });
export const commentPageSchema = z.object({ items: z.array(commentSchema), page: pageInfoSchema });
/** GET /v1/comments/{id}/reactions: the reactions by emoji. */
export const commentReactionsAnswerSchema = z.object({
  item: z.record(z.string(), z.array(commentReactionSchema)),
});
/** POST /v1/comments/{id}/reactions: the reaction added, with its emoji. */
export const commentReactionAnswerSchema = z.object({
  item: commentReactionSchema.extend({ emojiCode: z.string() }),
});
