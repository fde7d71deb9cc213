import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  canDeleteComment,
  canEditComment,
  COMMENT_HIGHLIGHT_MS,
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_PAGE_SIZE,
  COMMENT_PAGE_SIZE,
  COMMENT_REMOVE_DELAY_MS,
  commentEmojiToggle,
  commentProblem,
  commentSaveDisabled,
  commentSendDisabled,
  timeAgo,
} from './comment.js';
import {
  commentCreateSchema,
  commentListQuerySchema,
  commentReactionCreateSchema,
  commentUpdateSchema,
} from './comment.schema.js';

describe('comment constants (002 §9, §4)', () => {
  it('has the spec values', () => {
    expect(COMMENT_MAX_LENGTH).toBe(1000);
    expect(COMMENT_PAGE_SIZE).toBe(50);
    expect(COMMENT_MAX_PAGE_SIZE).toBe(100);
    expect(COMMENT_REMOVE_DELAY_MS).toBe(300);
    expect(COMMENT_HIGHLIGHT_MS).toBe(1500);
  });

  it('comment.ts imports no zod', () => {
    const source = readFileSync(new URL('./comment.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod(\/[^'"]*)?['"]/);
  });
});

describe('comment validation (002 §5)', () => {
  it('trims, and refuses empty or over 1000 characters', () => {
    expect(commentProblem('  hi  ')).toBeNull();
    expect(commentProblem('   ')).toBe('empty');
    expect(commentProblem('x'.repeat(1000))).toBeNull();
    expect(commentProblem(` ${'x'.repeat(1000)} `)).toBeNull();
    expect(commentProblem('x'.repeat(1001))).toBe('tooLong');
  });

  it('disables send when empty, sending or over the limit', () => {
    expect(commentSendDisabled('hello', false)).toBe(false);
    expect(commentSendDisabled('hello', true)).toBe(true);
    expect(commentSendDisabled(' ', false)).toBe(true);
    expect(commentSendDisabled('x'.repeat(1001), false)).toBe(true);
  });

  it('disables edit save when empty, unchanged, updating or over 1000', () => {
    expect(commentSaveDisabled('new', 'old', false)).toBe(false);
    expect(commentSaveDisabled('old ', 'old', false)).toBe(true);
    expect(commentSaveDisabled('new', 'old', true)).toBe(true);
    expect(commentSaveDisabled('', 'old', false)).toBe(true);
    expect(commentSaveDisabled('x'.repeat(1001), 'old', false)).toBe(true);
  });

  it('the wire schema trims and bounds the text the same way', () => {
    expect(commentCreateSchema.parse({ id: 'wf-1', level: 'workflow', comment: '  ok ' })).toEqual({
      id: 'wf-1',
      level: 'workflow',
      comment: 'ok',
    });
    expect(
      commentCreateSchema.safeParse({ id: 'wf-1', level: 'workflow', comment: '  ' }).success,
    ).toBe(false);
    expect(commentUpdateSchema.safeParse({ comment: 'x'.repeat(1001) }).success).toBe(false);
    expect(commentCreateSchema.safeParse({ id: 'wf-1', level: 'step', comment: 'a' }).success).toBe(
      false,
    );
  });

  it('lists 50 per page by default and at most 100', () => {
    expect(commentListQuerySchema.parse({ id: 'wf-1' })).toMatchObject({
      page: 0,
      size: 50,
      level: 'workflow',
      withReactions: false,
    });
    expect(commentListQuerySchema.safeParse({ id: 'wf-1', size: '101' }).success).toBe(false);
    expect(commentListQuerySchema.parse({ id: 'wf-1', withReactions: 'true' }).withReactions).toBe(
      true,
    );
  });

  it('bounds emoji reactions', () => {
    expect(
      commentReactionCreateSchema.safeParse({ emojiChar: '👍', emojiCode: '1f44d' }).success,
    ).toBe(true);
    expect(
      commentReactionCreateSchema.safeParse({ emojiChar: '', emojiCode: '1f44d' }).success,
    ).toBe(false);
    expect(
      commentReactionCreateSchema.safeParse({ emojiChar: '👍', emojiCode: 'a b' }).success,
    ).toBe(false);
  });
});

describe('comment rights (002 §6)', () => {
  const comment = { uid: 'author' };

  it('only the author edits', () => {
    expect(canEditComment(comment, 'author')).toBe(true);
    expect(canEditComment(comment, 'someone')).toBe(false);
  });

  it('the author, an organisation admin or a workspace admin deletes', () => {
    expect(
      canDeleteComment(comment, { userId: 'author', role: 'viewer', workspaceRole: 'viewer' }),
    ).toBe(true);
    expect(
      canDeleteComment(comment, {
        userId: 'o',
        role: 'admin-organization',
        workspaceRole: 'admin-organization',
      }),
    ).toBe(true);
    expect(
      canDeleteComment(comment, { userId: 'w', role: 'viewer', workspaceRole: 'admin-group' }),
    ).toBe(true);
    expect(
      canDeleteComment(comment, { userId: 'p', role: 'publisher', workspaceRole: 'publisher' }),
    ).toBe(false);
    expect(
      canDeleteComment(comment, { userId: 'v', role: 'viewer', workspaceRole: 'viewer' }),
    ).toBe(false);
  });
});

describe('commentEmojiToggle (002 §4)', () => {
  const reactions = { '1f44d': [{ id: 'r1', uid: 'me' }], '2764': [{ id: 'r2', uid: 'you' }] };

  it('removes my own reaction with that emoji', () => {
    expect(commentEmojiToggle(reactions, '1f44d', 'me')).toEqual({
      action: 'remove',
      reactionId: 'r1',
    });
  });

  it('adds when I have not used that emoji, even if others have', () => {
    expect(commentEmojiToggle(reactions, '2764', 'me')).toEqual({ action: 'add' });
    expect(commentEmojiToggle(undefined, '2764', 'me')).toEqual({ action: 'add' });
  });
});

describe('timeAgo (002 §9)', () => {
  const now = Date.UTC(2026, 0, 1);
  const ago = (ms: number) => timeAgo(now - ms, now);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it.each([
    [0, 'seconds', 0],
    [59 * S, 'seconds', 59],
    [60 * S, 'minutes', 1],
    [59 * M + 59 * S, 'minutes', 59],
    [H, 'hours', 1],
    [23 * H, 'hours', 23],
    [D, 'days', 1],
    [29 * D, 'days', 29],
    [30 * D, 'months', 1],
    [364 * D, 'months', 12],
    [365 * D, 'years', 1],
    [3 * 365 * D, 'years', 3],
  ] as const)('%i ms ago is %s %i', (ms, unit, value) => {
    expect(ago(ms)).toEqual({ unit, value });
  });

  it('accepts ISO strings and reads the future as 0 seconds', () => {
    expect(timeAgo('2025-12-31T23:00:00Z', now)).toEqual({ unit: 'hours', value: 1 });
    expect(timeAgo(now + 5000, now)).toEqual({ unit: 'seconds', value: 0 });
  });
});
