import { AGENTIC_ERRORS, CHAT_MESSAGE_MAX_LENGTH, type ChatReference } from '@stepwise/core';
import { describe, expect, it, vi } from 'vitest';
import { createChatStore, formatChatTime, nextLike } from './chat-store.js';
import { memoryChatPort } from './test-port.js';

const reference: ChatReference = {
  type: 'workflow',
  id: 'wf1',
  workflowTitle: 'Replace the air filter',
  stepId: 's2',
  stepTitle: 'Remove the cover',
  stepOrder: 2,
  startTime: 65,
  endTime: 80,
  quote: 'undo the four clips',
  languageCode: 'en',
};

describe('send (002 §5)', () => {
  it('creates a chat when none is selected, streams the answer in pieces, then asks the next in it', async () => {
    const port = memoryChatPort({
      answers: [
        [
          { chatId: 'c1', questionId: 'q1', mode: 'offline' },
          { content: 'Undo ' },
          { content: 'the clips.' },
          { messageId: 'a1', references: [reference], followUpQuestions: ['Then?'], done: true },
        ],
        [{ content: 'Next.', messageId: 'a2', done: true }],
      ],
      cards: [{ ...reference, poster: null, videoDuration: 90 }],
      chats: [{ id: 'c1', title: 'How?', type: 'regular', workflowId: null, updatedAt: 'x' }],
    });
    const store = createChatStore({ port });
    const states: string[] = [];
    store.state.subscribe((state) => states.push(state));
    store.setDraft('  How do I open it? ');
    expect(await store.send()).toBe(true);
    expect(port.asked[0]).toEqual({ query: 'How do I open it?' });
    expect(states).toEqual(['idle', 'loading', 'streaming', 'complete']);
    const [message] = store.messages.get();
    expect(message).toMatchObject({
      answer: 'Undo the clips.',
      answerId: 'a1',
      mode: 'offline',
      status: 'complete',
      followUpQuestions: ['Then?'],
    });
    expect(store.currentChatId.get()).toBe('c1');
    expect(store.draft.get()).toBe('');
    await vi.waitFor(() => expect(store.messages.get()[0]?.cards).toHaveLength(1));
    await vi.waitFor(() => expect(store.chats.get()).toHaveLength(1));
    await store.send('And then?');
    expect(port.asked[1]).toEqual({ query: 'And then?', chatId: 'c1' });
  });

  it('a decline drops text streamed before it and keeps the related workflows (issue 15)', async () => {
    const port = memoryChatPort({
      answers: [
        [
          { chatId: 'c1', questionId: 'q1', mode: 'llm' },
          { content: 'NOT_' },
          { content: 'COVERED' },
          { messageId: 'a1', declined: true, related: [reference] },
          { done: true },
        ],
      ],
    });
    const store = createChatStore({ port });
    expect(await store.send('How do I change the oil filter on the forklift?')).toBe(true);
    expect(store.messages.get()[0]).toMatchObject({
      answer: '',
      declined: true,
      related: [reference],
      references: [],
      status: 'complete',
    });
  });

  it('refuses blank, too long, and a second send while one is loading', async () => {
    const port = memoryChatPort({ hang: true });
    const store = createChatStore({ port });
    expect(await store.send('   ')).toBe(false);
    expect(await store.send('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe(false);
    void store.send('first');
    expect(store.state.get()).toBe('loading');
    store.setDraft('second');
    expect(store.canSend.get()).toBe(false);
    expect(await store.send('second')).toBe(false);
    expect(port.asked).toHaveLength(1);
  });

  it('a failed send shows the agentic message and keeps the typed text; retry sends it again', async () => {
    const onError = vi.fn();
    const port = memoryChatPort({
      answers: [
        [{ content: 'Half' }],
        [{ chatId: 'c1', content: 'Whole', messageId: 'a1', done: true }],
      ],
    });
    const store = createChatStore({ port, onError });
    store.setDraft('How?');
    expect(await store.send()).toBe(false);
    expect(store.state.get()).toBe('error');
    expect(store.failure.get()).toEqual({
      kind: 'stream_error',
      message: AGENTIC_ERRORS.stream_error,
    });
    expect(store.draft.get()).toBe('How?');
    expect(onError).toHaveBeenCalledOnce();
    expect(await store.retry()).toBe(true);
    expect(store.messages.get()).toHaveLength(1);
    expect(store.messages.get()[0]?.answer).toBe('Whole');
    expect(store.failure.get()).toBeNull();
    expect(store.draft.get()).toBe('');
  });

  it('an error item and a 401 are reported; the 401 asks the host for identity', async () => {
    const onAuthRequired = vi.fn();
    const port = memoryChatPort({
      answers: [
        [{ error: { kind: 'api_error', message: AGENTIC_ERRORS.api_error } }],
        [Object.assign(new Error('401'), { kind: 'api_error', status: 401 })],
      ],
    });
    const store = createChatStore({ port, onAuthRequired });
    await store.send('a');
    expect(store.failure.get()?.kind).toBe('api_error');
    await store.send('b');
    expect(onAuthRequired).toHaveBeenCalledOnce();
  });

  it('a failed reference lookup is only logged', async () => {
    const log = vi.fn();
    const port = memoryChatPort({
      answers: [[{ chatId: 'c', messageId: 'a', references: [reference], done: true }]],
      cards: new Error('down'),
    });
    const store = createChatStore({ port, log });
    await store.send('q');
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(store.failure.get()).toBeNull();
    expect(store.messages.get()[0]?.cards).toBeNull();
  });
});

describe('chats', () => {
  const detail = {
    chat: {
      id: 'c9',
      title: 'Filters',
      type: 'regular' as const,
      workflowId: null,
      updatedAt: 'x',
    },
    messages: [
      {
        chatId: 'c9',
        question: 'Which filter?',
        questionId: 'q9',
        answer: 'The F7.',
        answerId: 'a9',
        answerLike: 'like' as const,
        references: [reference],
        declined: false,
        related: [],
        followUpQuestions: [],
        workspaces: [],
        mode: 'offline' as const,
        error: null,
        createdAt: 'x',
      },
    ],
  };

  it('selectChat shows its history; newChat empties it; clearHistory resets and reloads presets', async () => {
    const port = memoryChatPort({ details: { c9: detail }, presets: ['Where is the valve?'] });
    const store = createChatStore({ port });
    await store.start();
    expect(store.presets.get()).toEqual(['Where is the valve?']);
    await store.selectChat('c9');
    expect(store.messages.get()[0]).toMatchObject({ answer: 'The F7.', like: 'like' });
    expect(store.state.get()).toBe('complete');
    store.newChat();
    expect(store.messages.get()).toEqual([]);
    expect(store.currentChatId.get()).toBeNull();
    await store.selectChat('c9');
    await store.clearHistory();
    expect(port.cleared).toEqual([undefined]);
    expect(store.messages.get()).toEqual([]);
    expect(store.state.get()).toBe('idle');
  });

  it('workflow mode loads the workflow chat and clears it by its path', async () => {
    const port = memoryChatPort({
      workflowChat: detail,
      answers: [[{ content: 'x', messageId: 'a', done: true }]],
    });
    const store = createChatStore({ port, workflowId: 'wf1' });
    await store.start();
    expect(store.currentChatId.get()).toBe('c9');
    await store.send('More?');
    expect(port.asked[0]).toEqual({ query: 'More?', chatId: 'c9', workflowId: 'wf1' });
    await store.clearHistory();
    expect(port.cleared).toEqual(['wf1']);
  });

  it('like is ignored while one for the same answer is pending, and reverts when it fails', async () => {
    const port = memoryChatPort({ details: { c9: detail } });
    const store = createChatStore({ port });
    await store.selectChat('c9');
    port.holdLikes = true;
    const first = store.like('a9', 'dislike');
    void store.like('a9', null);
    expect(port.likes).toEqual([{ chatId: 'c9', answerId: 'a9', like: 'dislike' }]);
    expect(store.pendingLikes.get().has('a9')).toBe(true);
    port.releaseLikes();
    await first;
    expect(store.messages.get()[0]?.like).toBe('dislike');
    expect(store.pendingLikes.get().size).toBe(0);
  });

  it('nextLike cycles like → none, like → dislike; times read m:ss', () => {
    expect(nextLike('like', 'like')).toBeNull();
    expect(nextLike('like', 'dislike')).toBe('dislike');
    expect(nextLike(null, 'like')).toBe('like');
    expect(formatChatTime(65.4)).toBe('1:05');
    expect(formatChatTime(0)).toBe('0:00');
  });
});
