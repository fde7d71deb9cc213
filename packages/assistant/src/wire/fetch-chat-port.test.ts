/**
 * The element's chat port over a fetch stand-in that speaks the chat server's protocol (002 §7):
 * the paths and bodies @stepwise/api's port sends, the answers read with core's zod/mini schemas,
 * and failures with the same agentic kinds (002 §8).
 */
import { AGENTIC_ERRORS, type ChatReference, type ChatStreamItem } from '@stepwise/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchChatPort } from './fetch-chat-port.js';

const SERVER = 'https://sw.example.com';

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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const wrap = (data: unknown, status = 200, errorMessage: string | null = null) =>
  json({ ok: status < 400, code: status < 400 ? 0 : status, errorMessage, data }, status);
const line = (item: unknown) => `data: ${JSON.stringify(item)}\n\n`;

/** An event stream whose body arrives in the given pieces. */
function stream(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

interface Sent {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

function server(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const request: Sent = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

const port = (token: string | null = 'host-token', onExpired = vi.fn()) =>
  fetchChatPort({ server: SERVER, token: () => token, onExpired });

async function collect(items: AsyncIterable<ChatStreamItem>) {
  const out: ChatStreamItem[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchChatPort: answers that stream', () => {
  it('yields each data line (pings dropped, lines split across chunks) and ends at done', async () => {
    const first = line({ chatId: 'c1', questionId: 'q1', mode: 'offline', content: 'Open ' });
    const sent = server(() =>
      stream([
        ': ping\n\n',
        first.slice(0, 10),
        first.slice(10),
        line({ content: 'the valve.', references: [reference] }),
        line({ messageId: 'a1', followUpQuestions: ['Then?'], done: true }),
        line({ content: 'never read' }),
      ]),
    );
    const items = await collect(port().ask({ query: 'How?' }, new AbortController().signal));
    expect(items.map((item) => item.content ?? '').join('')).toBe('Open the valve.');
    expect(items[1]?.references).toEqual([reference]);
    expect(items.at(-1)).toEqual({ messageId: 'a1', followUpQuestions: ['Then?'], done: true });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v2/chats',
      body: { query: 'How?', type: 'regular', streaming: true },
    });
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer host-token');
    expect(sent[0]!.headers.get('accept')).toBe('text/event-stream');
  });

  it('asks in a workflow chat with its type and id, and in an open chat at its path', async () => {
    const sent = server(() => stream([line({ done: true })]));
    const signal = new AbortController().signal;
    await collect(port().ask({ query: 'Q', workflowId: 'wf1' }, signal));
    await collect(port().ask({ query: 'Q', chatId: 'c 1', workflowId: 'wf1' }, signal));
    expect(sent.map((s) => [s.path, s.body])).toEqual([
      ['/v2/chats', { query: 'Q', type: 'workflow', streaming: true, workflowId: 'wf1' }],
      [
        '/v2/chats/c%201/messages',
        { query: 'Q', type: 'workflow', streaming: true, chatId: 'c 1' },
      ],
    ]);
  });

  it('yields an error item and stops; a body that ends without done or error is a stream_error', async () => {
    const signal = new AbortController().signal;
    const error = { kind: 'stream_error', message: AGENTIC_ERRORS.stream_error };
    server(() => stream([line({ error }), line({ content: 'never read' })]));
    expect(await collect(port().ask({ query: 'Q' }, signal))).toEqual([{ error }]);
    server(() => stream([line({ content: 'Half' })]));
    expect(await failure(collect(port().ask({ query: 'Q' }, signal)))).toMatchObject({
      kind: 'stream_error',
      message: AGENTIC_ERRORS.stream_error,
    });
    server(() => stream([line({ content: 3 })]));
    expect(await failure(collect(port().ask({ query: 'Q' }, signal)))).toMatchObject({
      kind: 'stream_error',
    });
  });

  it('reads a JSON answer where a stream was asked as one finished item', async () => {
    server(() =>
      wrap({
        chatId: 'c1',
        question: 'Q',
        questionId: 'q1',
        answer: 'All of it.',
        answerId: 'a1',
        answerLike: null,
        references: [reference],
        declined: false,
        related: [],
        followUpQuestions: [],
        workspaces: [],
        mode: 'llm',
        error: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(await collect(port().ask({ query: 'Q' }, new AbortController().signal))).toEqual([
      {
        chatId: 'c1',
        messageId: 'a1',
        questionId: 'q1',
        mode: 'llm',
        content: 'All of it.',
        references: [reference],
        followUpQuestions: [],
        done: true,
      },
    ]);
  });

  it('lets an abort through as an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('gone', 'AbortError'))),
    );
    const error = await failure(collect(port().ask({ query: 'Q' }, new AbortController().signal)));
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('fetchChatPort: failures (002 §8)', () => {
  it.each([
    [400, 'validation_error'],
    [500, 'api_error'],
    [403, 'api_error'],
  ] as const)('a %i refusal is %s', async (status, kind) => {
    server(() => wrap(null, status, 'refused'));
    const error = await failure(collect(port().ask({ query: 'Q' }, new AbortController().signal)));
    expect(error).toMatchObject({ kind, status, message: AGENTIC_ERRORS[kind] });
    expect(await failure(port().listChats())).toMatchObject({ kind, status });
  });

  it('an unreachable server is network_error with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure(port().presetQuestions())).toMatchObject({
      kind: 'network_error',
      status: 0,
    });
  });

  it('a 401 calls onExpired and fails with its status, for the store to ask for a token', async () => {
    server(() => wrap(null, 401, 'sign in'));
    const onExpired = vi.fn();
    expect(await failure(port(null, onExpired).listChats())).toMatchObject({
      kind: 'api_error',
      status: 401,
    });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('an answer that is not the wrapper, or not the path’s shape, is api_error', async () => {
    server(() => new Response('<html>proxy</html>', { status: 200 }));
    expect(await failure(port().listChats())).toMatchObject({ kind: 'api_error' });
    server(() => wrap([{ id: 'c1' }]));
    expect(await failure(port().listChats())).toMatchObject({ kind: 'api_error' });
    server(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(port().getChat('c1'))).toMatchObject({ kind: 'api_error', status: 502 });
  });
});

describe('fetchChatPort: the other calls', () => {
  const detail = {
    chat: { id: 'c1', title: 'Q', type: 'workflow', workflowId: 'wf1', updatedAt: '' },
    messages: [],
  };

  it('reads the chat list, a chat, a workflow’s chat (or none) and the preset questions', async () => {
    const sent = server(({ path }) => {
      if (path === '/v2/chats') return wrap({ items: [detail.chat] });
      if (path === '/v2/chats/c1') return wrap(detail);
      if (path === '/v2/chats/workflow/wf1') return wrap(detail);
      if (path === '/v2/chats/workflow/wf2') return wrap(null);
      if (path.endsWith('/preset-questions')) return wrap({ items: [path] });
      return wrap(null, 404);
    });
    const chat = port();
    await expect(chat.listChats()).resolves.toEqual([detail.chat]);
    await expect(chat.getChat('c1')).resolves.toEqual(detail);
    await expect(chat.getWorkflowChat('wf1')).resolves.toEqual(detail);
    await expect(chat.getWorkflowChat('wf2')).resolves.toBeNull();
    await expect(chat.presetQuestions()).resolves.toEqual(['/v2/chats/preset-questions']);
    await expect(chat.presetQuestions('wf1')).resolves.toEqual([
      '/v2/chats/workflow/wf1/preset-questions',
    ]);
    expect(sent.every((s) => s.method === 'GET' && s.body === undefined)).toBe(true);
  });

  it('clears, likes and looks references up with the bodies the server takes', async () => {
    const card = { ...reference, poster: null, videoDuration: 90 };
    const sent = server(({ path }) =>
      path === '/chat/references' ? wrap({ results: [card] }) : wrap({ deleted: 1 }),
    );
    const chat = port(null);
    await chat.clear();
    await chat.clear('wf1');
    await chat.like('c1', 'a1', 'dislike');
    await expect(chat.references([reference], 'The answer.')).resolves.toEqual([card]);
    // A smart instruction's item (issue 20) is looked up by its item.
    const sop = {
      type: 'multimodalSop' as const,
      id: 'sop1',
      title: 'Clear a jam',
      itemId: 'i3',
      itemTitle: 'Danger',
      itemOrder: 3,
      quote: 'Never reach in.',
      languageCode: 'en-us',
    };
    await chat.references([sop], 'Stop first.');
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/v2/chats/clear', {}],
      ['POST', '/v2/chats/workflow/wf1/clear', {}],
      ['POST', '/v2/chats/c1/messages/a1/like', { like: 'dislike' }],
      [
        'POST',
        '/chat/references',
        { references: [{ type: 'workflow', id: 'wf1', stepId: 's2' }], answer: 'The answer.' },
      ],
      [
        'POST',
        '/chat/references',
        {
          references: [{ type: 'multimodalSop', id: 'sop1', itemId: 'i3' }],
          answer: 'Stop first.',
        },
      ],
    ]);
    // No token, no authorization header.
    expect(sent.every((s) => !s.headers.has('authorization'))).toBe(true);
  });
});
