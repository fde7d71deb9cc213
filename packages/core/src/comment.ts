// 002 §3-5, §9: comments, their emoji reactions and how old they look. Zod-free so the player's
// comment list loads no zod; the wire schemas are in comment.schema.ts.
import { isAdminRole, roleAtLeast, type RoleName } from './role.js';

/** 002 §5, §9: a comment is at most 1000 characters, after trimming. */
export const COMMENT_MAX_LENGTH = 1000;
/** 002 §9: the player loads comments 50 at a time. */
export const COMMENT_PAGE_SIZE = 50;
/** 002 §9 "100 as a call default": the most one page may hold. */
export const COMMENT_MAX_PAGE_SIZE = 100;
/** 002 §4: a deleted comment leaves after 300 ms; an updated or new one is highlighted 1.5 s. */
export const COMMENT_REMOVE_DELAY_MS = 300;
export const COMMENT_HIGHLIGHT_MS = 1500;

/**
 * What a comment is on (002 §7 "level"; the values are not shown, so they are ours). Only
 * workflows have comments for now; a step or smart-instruction level would be added here.
 */
export const COMMENT_LEVELS = ['workflow'] as const;
export type CommentLevel = (typeof COMMENT_LEVELS)[number];

/** 002 §3 comment reaction entry. */
export interface CommentReaction {
  id: string;
  uid: string;
  displayName: string;
  email: string;
  emojiChar: string;
  createdAt: string;
}

/** 002 §3: `updatedAt` is present only when the comment was edited. */
export interface Comment {
  id: string;
  uid: string;
  displayName: string;
  comment: string;
  createdAt: string;
  updatedAt?: string;
  /** Emoji code -> who reacted with it. */
  reactions?: Record<string, CommentReaction[]>;
}

export type CommentProblem = 'empty' | 'tooLong';

/** 002 §5: the trimmed text is what is sent; empty or over 1000 characters cannot be. */
export function commentProblem(text: string): CommentProblem | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > COMMENT_MAX_LENGTH) return 'tooLong';
  return null;
}

/** 002 §5: send is disabled when empty, while sending, or over the limit. */
export function commentSendDisabled(text: string, sending: boolean): boolean {
  return sending || commentProblem(text) !== null;
}

/** 002 §5: edit save is disabled when empty, unchanged, while updating, or over 1000. */
export function commentSaveDisabled(text: string, original: string, updating: boolean): boolean {
  return updating || commentProblem(text) !== null || text.trim() === original.trim();
}

/** 002 §6: only the author edits a comment. */
export function canEditComment(comment: { uid: string }, userId: string): boolean {
  return comment.uid === userId;
}

export interface CommentDeleter {
  userId: string;
  /** The caller's organisation role. */
  role: RoleName;
  /** The caller's role in the workspace holding the workflow. */
  workspaceRole: RoleName;
}

/** 002 §6: the author, an organisation admin, or an admin of the workflow's workspace deletes. */
export function canDeleteComment(comment: { uid: string }, who: CommentDeleter): boolean {
  return (
    comment.uid === who.userId ||
    isAdminRole(who.role) ||
    roleAtLeast(who.workspaceRole, 'admin-group')
  );
}

/**
 * 002 §4: clicking an emoji on a comment adds it when the user has not used that emoji there,
 * and removes the user's own reaction when they have.
 */
export function commentEmojiToggle(
  reactions: Readonly<Record<string, readonly { uid: string; id: string }[]>> | undefined,
  emojiCode: string,
  userId: string,
): { action: 'add' } | { action: 'remove'; reactionId: string } {
  const own = reactions?.[emojiCode]?.find((r) => r.uid === userId);
  return own ? { action: 'remove', reactionId: own.id } : { action: 'add' };
}

export type TimeAgoUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 002 §9 time-ago units: seconds under a minute, minutes under an hour, hours under a day, days
 * under 30 days, months under 365 days, otherwise years. Values are whole and floored; a month
 * is 30 days and a year 365, the same lengths the thresholds use. A time in the future reads as
 * 0 seconds (a client clock slightly behind the server's).
 */
export function timeAgo(
  from: Date | string | number,
  now: Date | number = Date.now(),
): {
  unit: TimeAgoUnit;
  value: number;
} {
  const start = from instanceof Date ? from.getTime() : new Date(from).getTime();
  const end = now instanceof Date ? now.getTime() : now;
  const ms = Math.max(0, end - start);
  if (ms < MINUTE) return { unit: 'seconds', value: Math.floor(ms / 1000) };
  if (ms < HOUR) return { unit: 'minutes', value: Math.floor(ms / MINUTE) };
  if (ms < DAY) return { unit: 'hours', value: Math.floor(ms / HOUR) };
  if (ms < 30 * DAY) return { unit: 'days', value: Math.floor(ms / DAY) };
  if (ms < 365 * DAY) return { unit: 'months', value: Math.floor(ms / (30 * DAY)) };
  return { unit: 'years', value: Math.floor(ms / (365 * DAY)) };
}
