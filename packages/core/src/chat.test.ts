import { describe, expect, it } from 'vitest';
import {
  AGENTIC_ERRORS,
  canSendChatMessage,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PANEL_WIDTH,
  CHAT_TOP_K,
  CHAT_TYPES,
  chatMessageProblem,
  chatTitleFrom,
  CHAT_TITLE_MAX_LENGTH,
} from './chat.js';
import {
  chatMessageBodySchema,
  chatQueryBodySchema,
  chatStreamItemSchema,
  createChatBodySchema,
} from './chat.schema.js';

describe('chat constants (002 §9)', () => {
  it('topkRetriever 5, messages of 1 to 4000 characters, panel 400 in 320..600', () => {
    expect(CHAT_TOP_K).toBe(5);
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(4000);
    expect(CHAT_PANEL_WIDTH).toEqual({ default: 400, min: 320, max: 600 });
  });

  it('002 §3: chat types regular, script, sop, workflow', () => {
    expect(CHAT_TYPES).toEqual(['regular', 'script', 'sop', 'workflow']);
  });

  it('002 §8: the agentic messages word for word', () => {
    expect(AGENTIC_ERRORS.stream_error).toBe(
      'Connection interrupted. Please refresh and try again.',
    );
    expect(AGENTIC_ERRORS.validation_error).toBe(
      'Invalid input. Please check your message and try again.',
    );
    expect(Object.keys(AGENTIC_ERRORS)).toHaveLength(8);
  });
});

describe('chat message rule (002 §6)', () => {
  it('an empty or whitespace-only message is not sent', () => {
    expect(chatMessageProblem('')).toBe('blank');
    expect(chatMessageProblem(' \n\t ')).toBe('blank');
    expect(canSendChatMessage('   ', 'idle')).toBe(false);
  });

  it('4000 characters are accepted, 4001 are too long', () => {
    expect(chatMessageProblem('a'.repeat(4000))).toBeNull();
    expect(chatMessageProblem('a'.repeat(4001))).toBe('too-long');
  });

  it('send is disabled while loading or streaming', () => {
    expect(canSendChatMessage('How?', 'idle')).toBe(true);
    expect(canSendChatMessage('How?', 'loading')).toBe(false);
    expect(canSendChatMessage('How?', 'streaming')).toBe(false);
    expect(canSendChatMessage('How?', 'error')).toBe(true);
  });
});

describe('chatTitleFrom', () => {
  it('flattens white space and keeps a short question whole', () => {
    expect(chatTitleFrom('  How do I\n bleed the brakes? ')).toBe('How do I bleed the brakes?');
  });

  it('cuts a long question at a word boundary', () => {
    const title = chatTitleFrom('word '.repeat(40));
    expect(title.length).toBeLessThanOrEqual(CHAT_TITLE_MAX_LENGTH);
    expect(title.endsWith('word…')).toBe(true);
  });
});

describe('chat wire schemas', () => {
  it('the server refuses a blank, whitespace-only or over-long query', () => {
    for (const query of ['', '   ', 'x'.repeat(4001)]) {
      expect(createChatBodySchema.safeParse({ query }).success).toBe(false);
      expect(chatMessageBodySchema.safeParse({ query }).success).toBe(false);
      expect(chatQueryBodySchema.safeParse({ query }).success).toBe(false);
    }
  });

  it('defaults: a regular streaming chat, topkRetriever 5', () => {
    expect(createChatBodySchema.parse({ query: 'How?' })).toEqual({
      query: 'How?',
      type: 'regular',
      streaming: true,
    });
    expect(chatQueryBodySchema.parse({ query: 'How?' }).topkRetriever).toBe(5);
  });

  it('a stream item may carry an agentic error kind only', () => {
    expect(
      chatStreamItemSchema.safeParse({ error: { kind: 'stream_error', message: 'x' } }).success,
    ).toBe(true);
    expect(chatStreamItemSchema.safeParse({ error: { kind: 'oops', message: 'x' } }).success).toBe(
      false,
    );
  });
});
