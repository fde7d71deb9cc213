/** The chat client against a local stand-in that speaks the chat server's protocol. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AGENTIC_ERRORS, type ChatStreamItem } from '@stepwise/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatError, createChat, getPresetQuestions, listChats, sendChatMessage } from './chats.js';
import { createApi, type Api } from './client.js';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_req, res) => res.end();
let api: Api;
let server: ReturnType<typeof createServer>;
const seen: { url: string; body: string; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body, auth: req.headers.authorization });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = createApi({ baseUrl: `http://127.0.0.1:${port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sse = (res: ServerResponse, lines: string[], end = true) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const line of lines) res.write(line);
  if (end) res.end();
};
const data = (item: ChatStreamItem) => `data: ${JSON.stringify(item)}\n\n`;
const collect = async (items: AsyncIterable<ChatStreamItem>) => {
  const out: ChatStreamItem[] = [];
  for await (const item of items) out.push(item);
  return out;
};

describe('streaming answers', () => {
  it('yields each data line (pings dropped, split across chunks) and ends at done', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': ping\n\n');
      const first = data({ chatId: 'c1', questionId: 'q1', mode: 'offline', content: 'Open ' });
      res.write(first.slice(0, 10));
      setTimeout(() => {
        res.write(first.slice(10));
        res.write(data({ content: 'the valve.' }));
        res.write(data({ messageId: 'a1', followUpQuestions: ['Then?'], done: true }));
        res.end();
      }, 10);
    };
    const items = await collect(createChat(api, { query: 'How do I open it?' }));
    expect(items.map((item) => item.content ?? '').join('')).toBe('Open the valve.');
    expect(items.at(-1)?.done).toBe(true);
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({
      query: 'How do I open it?',
      type: 'regular',
      streaming: true,
    });
  });

  it('sends a workflow chat with its type and id, and a message to its chat path', async () => {
    handler = (_req, res) => sse(res, [data({ done: true })]);
    await collect(createChat(api, { query: 'q', workflowId: 'wf1' }));
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({ type: 'workflow', workflowId: 'wf1' });
    await collect(sendChatMessage(api, 'c 1', { query: 'next' }));
    expect(seen.at(-1)!.url).toBe('/v2/chats/c%201/messages');
  });

  it('a body that ends without done or error is a stream_error', async () => {
    handler = (_req, res) => sse(res, [data({ content: 'Half' })]);
    const got: ChatStreamItem[] = [];
    const failure = await (async () => {
      for await (const item of createChat(api, { query: 'q' })) got.push(item);
    })().catch((error: unknown) => error);
    expect(got).toHaveLength(1);
    expect(failure).toBeInstanceOf(ChatError);
    expect((failure as ChatError).kind).toBe('stream_error');
    expect((failure as ChatError).message).toBe(AGENTIC_ERRORS.stream_error);
  });

  it('an error item ends the stream and is yielded', async () => {
    const error = { kind: 'api_error' as const, message: AGENTIC_ERRORS.api_error };
    handler = (_req, res) => sse(res, [data({ error }), data({ content: 'never' })], true);
    const items = await collect(createChat(api, { query: 'q' }));
    expect(items).toEqual([{ error }]);
  });

  it('a 400 wrapper is validation_error, a 500 is api_error, no server is network_error', async () => {
    handler = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, code: 400, errorMessage: 'blank', data: null }));
    };
    await expect(collect(createChat(api, { query: ' ' }))).rejects.toMatchObject({
      kind: 'validation_error',
      status: 400,
      message: AGENTIC_ERRORS.validation_error,
    });
    handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, code: 500, errorMessage: 'boom', data: null }));
    };
    await expect(collect(createChat(api, { query: 'q' }))).rejects.toMatchObject({
      kind: 'api_error',
    });
    const nowhere = createApi({ baseUrl: 'http://127.0.0.1:1' });
    await expect(collect(createChat(nowhere, { query: 'q' }))).rejects.toMatchObject({
      kind: 'network_error',
      message: AGENTIC_ERRORS.network_error,
    });
  });
});

describe('plain calls', () => {
  it('reads the chat list (array or items) and the preset questions', async () => {
    const chat = { id: 'c1', title: 'T', type: 'regular', workflowId: null, updatedAt: 'x' };
    const wrap = (value: unknown) =>
      JSON.stringify({ ok: true, code: 0, errorMessage: null, data: value });
    handler = (req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v2/chats') res.end(wrap({ items: [chat] }));
      else res.end(wrap({ items: ['How do I start?'] }));
    };
    expect(await listChats(api)).toEqual([chat]);
    expect(await getPresetQuestions(api, 'wf1')).toEqual(['How do I start?']);
    expect(seen.at(-1)!.url).toBe('/v2/chats/workflow/wf1/preset-questions');
  });
});
