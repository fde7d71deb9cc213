import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isWorkflowReactionId,
  nextReaction,
  padCount,
  REACTION_CLICK_DEBOUNCE_MS,
  REACTION_LONG_PRESS_MS,
  reactionCounts,
  WORKFLOW_REACTION_IDS,
  WORKFLOW_REACTIONS,
} from './reaction.js';
import { workflowReactionUpdateSchema } from './reaction.schema.js';

describe('workflow reactions (002 §3-4, §9)', () => {
  it('has a fixed set with unique ids, names and icons', () => {
    expect(WORKFLOW_REACTION_IDS).toEqual(['like', 'love', 'insightful', 'celebrate', 'curious']);
    expect(new Set(WORKFLOW_REACTIONS.map((r) => r.icon)).size).toBe(WORKFLOW_REACTIONS.length);
    expect(isWorkflowReactionId('love')).toBe(true);
    expect(isWorkflowReactionId('hate')).toBe(false);
  });

  it('has the spec timings', () => {
    expect(REACTION_LONG_PRESS_MS).toBe(500);
    expect(REACTION_CLICK_DEBOUNCE_MS).toBe(300);
  });

  it('pressing the chosen reaction removes it; another replaces it; none sets it', () => {
    expect(nextReaction('like', 'like')).toBeNull();
    expect(nextReaction('like', 'love')).toBe('love');
    expect(nextReaction(null, 'curious')).toBe('curious');
  });

  it('counts every reaction of the set, ignoring unknown ones', () => {
    expect(
      reactionCounts([
        { reaction: 'like' },
        { reaction: 'like' },
        { reaction: 'love' },
        { reaction: 'x' },
      ]),
    ).toEqual({ like: 2, love: 1, insightful: 0, celebrate: 0, curious: 0 });
  });

  it('zero-pads counts to two digits', () => {
    expect(padCount(0)).toBe('00');
    expect(padCount(7)).toBe('07');
    expect(padCount(123)).toBe('123');
  });

  it('accepts only reactions of the set on the wire', () => {
    expect(workflowReactionUpdateSchema.safeParse({ reactionId: 'like' }).success).toBe(true);
    expect(workflowReactionUpdateSchema.safeParse({ reactionId: 'boo' }).success).toBe(false);
  });

  it('reaction.ts imports no zod', () => {
    const source = readFileSync(new URL('./reaction.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod(\/[^'"]*)?['"]/);
  });
});
