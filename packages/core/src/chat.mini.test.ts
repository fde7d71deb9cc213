import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as zm from 'zod/mini';
import {
  chatDetailMiniSchema,
  chatHistoryItemMiniSchema,
  chatListAnswerMiniSchema,
  chatReferencesAnswerMiniSchema,
  chatStreamItemMiniSchema,
  presetQuestionsMiniSchema,
  workflowChatMiniSchema,
} from './chat.mini.js';
import {
  chatDetailSchema,
  chatHistoryItemSchema,
  chatListAnswerSchema,
  chatReferencesAnswerSchema,
  chatStreamItemSchema,
  presetQuestionsSchema,
  type ChatHistoryItem,
  type ChatReference,
  type ChatStreamItem,
} from './chat.schema.js';

const reference: ChatReference = {
  type: 'workflow',
  id: 'wf1',
  workflowTitle: 'Replace the air filter',
  stepId: 's2',
  stepTitle: 'Open the housing',
  stepOrder: 2,
  startTime: 64,
  endTime: 82,
  quote: 'Release the four clips.',
  languageCode: 'en',
};

/** A smart instruction's warning (issue 20): the other kind of reference. */
const sopReference: ChatReference = {
  type: 'multimodalSop',
  id: 'sop1',
  title: 'Clear a jam on the conveyor',
  itemId: 'i4',
  itemTitle: 'Danger',
  itemOrder: 4,
  quote: 'Never reach into a running belt.',
  languageCode: 'en-us',
};

const item: ChatHistoryItem = {
  chatId: 'c1',
  question: 'How do I open it?',
  questionId: 'q1',
  answer: 'Release the clips.',
  answerId: 'a1',
  answerLike: 'like',
  references: [reference, sopReference],
  declined: false,
  related: [],
  followUpQuestions: ['And then?'],
  workspaces: ['ws1'],
  mode: 'offline',
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const detail = {
  chat: { id: 'c1', title: 'How do I open it?', type: 'regular', workflowId: null, updatedAt: '' },
  messages: [item],
};

const streamItems: ChatStreamItem[] = [
  { chatId: 'c1', questionId: 'q1', mode: 'llm', content: 'Release' },
  { content: ' the clips.', references: [reference], followUpQuestions: ['And then?'] },
  { messageId: 'a1', done: true },
  { declined: true, related: [reference], done: true },
  { content: 'Stop the belt first.', references: [sopReference] },
  { error: { kind: 'stream_error', message: 'The answer stopped.' } },
];

/** Each mini schema beside the full one it copies, with an answer the server sends. */
const pairs = [
  ['stream item', chatStreamItemMiniSchema, chatStreamItemSchema, streamItems[0]],
  ['history item', chatHistoryItemMiniSchema, chatHistoryItemSchema, item],
  ['chat detail', chatDetailMiniSchema, chatDetailSchema, detail],
  ['workflow chat', workflowChatMiniSchema, chatDetailSchema.nullable(), detail],
  ['chat list', chatListAnswerMiniSchema, chatListAnswerSchema, { items: [detail.chat] }],
  ['preset questions', presetQuestionsMiniSchema, presetQuestionsSchema, { items: ['Why?'] }],
  [
    'reference cards',
    chatReferencesAnswerMiniSchema,
    chatReferencesAnswerSchema,
    {
      results: [
        { ...reference, poster: null, videoDuration: 30 },
        { ...sopReference, poster: 'https://media.test/p.png', videoDuration: null },
      ],
    },
  ],
] as const;

describe('chat answers in zod/mini (002 §3, §7, for the <stepwise-assistant> element)', () => {
  it('have the full schemas’ output types, both ways', () => {
    expectTypeOf<zm.output<typeof chatStreamItemMiniSchema>>().toEqualTypeOf<ChatStreamItem>();
    expectTypeOf<zm.output<typeof chatHistoryItemMiniSchema>>().toEqualTypeOf<ChatHistoryItem>();
    expectTypeOf<zm.output<typeof chatDetailMiniSchema>>().toEqualTypeOf<
      z.output<typeof chatDetailSchema>
    >();
    expectTypeOf<zm.output<typeof workflowChatMiniSchema>>().toEqualTypeOf<z.output<
      typeof chatDetailSchema
    > | null>();
    expectTypeOf<zm.output<typeof chatListAnswerMiniSchema>>().toEqualTypeOf<
      z.output<typeof chatListAnswerSchema>
    >();
    expectTypeOf<zm.output<typeof presetQuestionsMiniSchema>>().toEqualTypeOf<
      z.output<typeof presetQuestionsSchema>
    >();
    expectTypeOf<zm.output<typeof chatReferencesAnswerMiniSchema>>().toEqualTypeOf<
      z.output<typeof chatReferencesAnswerSchema>
    >();
  });

  it.each(pairs)(
    'reads a %s as the full schema does, to the same value',
    (_, mini, full, answer) => {
      expect(mini.parse(answer)).toEqual(full.parse(answer));
      // Fields a newer server adds are left out by both.
      expect(mini.parse({ ...answer, future: 1 })).toEqual(full.parse({ ...answer, future: 1 }));
    },
  );

  it.each(streamItems)('reads each kind of stream item as the full schema does (%#)', (line) => {
    expect(chatStreamItemMiniSchema.parse(line)).toEqual(chatStreamItemSchema.parse(line));
  });

  it('reads a workflow without a chat (null) in both', () => {
    expect(workflowChatMiniSchema.parse(null)).toBeNull();
    expect(chatDetailSchema.nullable().parse(null)).toBeNull();
  });

  it.each([
    [
      'a history item without references',
      chatHistoryItemSchema,
      chatHistoryItemMiniSchema,
      { ...item, references: undefined },
    ],
    [
      'a reference without its step',
      chatHistoryItemSchema,
      chatHistoryItemMiniSchema,
      { ...item, references: [{ ...reference, stepId: undefined }] },
    ],
    [
      'a smart-instruction reference without its item',
      chatHistoryItemSchema,
      chatHistoryItemMiniSchema,
      { ...item, references: [{ ...sopReference, itemId: undefined }] },
    ],
    [
      'a reference of an unknown type',
      chatHistoryItemSchema,
      chatHistoryItemMiniSchema,
      { ...item, references: [{ ...sopReference, type: 'video' }] },
    ],
    [
      'a stream item whose done is false',
      chatStreamItemSchema,
      chatStreamItemMiniSchema,
      { done: false },
    ],
    [
      'a stream item whose content is a number',
      chatStreamItemSchema,
      chatStreamItemMiniSchema,
      { content: 3 },
    ],
    [
      'a card without its poster',
      chatReferencesAnswerSchema,
      chatReferencesAnswerMiniSchema,
      { results: [reference] },
    ],
    [
      'a list item whose type is not a string',
      chatListAnswerSchema,
      chatListAnswerMiniSchema,
      { items: [{ ...detail.chat, type: 1 }] },
    ],
  ] as const)('refuses %s, like the full schema', (_, full, mini, drifted) => {
    expect(full.safeParse(drifted).success).toBe(false);
    expect(mini.safeParse(drifted).success).toBe(false);
  });

  it('leaves the value sets of unions to the full schema', () => {
    const unknownMode = { ...item, mode: 'oracle' };
    expect(chatHistoryItemSchema.safeParse(unknownMode).success).toBe(false);
    expect(chatHistoryItemMiniSchema.safeParse(unknownMode).success).toBe(true);
  });

  it('imports no value but zod/mini, so the element loads no zod classic', () => {
    const source = readFileSync(new URL('./chat.mini.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import (type )?[^;]*?from '([^']+)'/gms)];
    expect(imports.filter((m) => !m[1]).map((m) => m[2])).toEqual(['zod/mini']);
  });
});
