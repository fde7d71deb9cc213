import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHAT_NOT_CONFIGURED_REASON,
  LlmError,
  isChatModel,
  openAiChatModel,
  resolveChatModel,
} from '../../src/ai/llm/openai-chat.js';
import type { LlmRequest } from '../../src/ai/llm/types.js';
import { startLlmStandIn } from './llm-stand-in.js';

const standIn = await startLlmStandIn();
afterAll(() => standIn.close());

const request: LlmRequest = {
  messages: [
    {
      role: 'system',
      content:
        'Answer only from the passages.\n[1] Open the valve slowly.\n[2] Wait for the gauge to settle.',
    },
    { role: 'user', content: 'How do I open the valve?' },
  ],
};

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of it) out.push(piece);
  return out;
}

async function failure(p: Promise<unknown>): Promise<LlmError> {
  const e: unknown = await p.then(
    () => new Error('expected a rejection'),
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(LlmError);
  return e as LlmError;
}

describe('OpenAI-compatible chat model', () => {
  it('sends model, messages and the key; answers whole', async () => {
    standIn.setMode('answer');
    const model = openAiChatModel({ baseUrl: `${standIn.url}/`, apiKey: 'sk-test' });
    expect(model.model).toBe('gpt-4o-mini');
    const text = await model.complete(request);
    expect(text.trim()).toBe('Open the valve slowly.');
    const last = standIn.received.at(-1);
    expect(last?.path).toBe('/v1/chat/completions');
    expect(last?.authorization).toBe('Bearer sk-test');
    expect(last?.body.model).toBe('gpt-4o-mini');
    expect(last?.body.stream).toBe(false);
    expect(last?.body.messages).toEqual(request.messages);
  });

  it('streams pieces up to [DONE], with citations in cite mode', async () => {
    standIn.setMode('cite');
    const model = openAiChatModel({ baseUrl: standIn.url, model: 'my-model' });
    const pieces = await collect(model.stream(request));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toContain('Open the valve slowly. [1]');
    expect(pieces.join('')).toContain('Wait for the gauge to settle. [2]');
    const last = standIn.received.at(-1);
    expect(last?.authorization).toBeUndefined();
    expect(last?.body).toMatchObject({ model: 'my-model', stream: true });
  });

  it('a stream that drops before its end → kind stream, after the pieces that came', async () => {
    standIn.setMode('drop');
    const model = openAiChatModel({ baseUrl: standIn.url });
    const got: string[] = [];
    const e = await failure(
      (async () => {
        for await (const p of model.stream(request)) got.push(p);
      })(),
    );
    expect(e.kind).toBe('stream');
    expect(got.length).toBeGreaterThan(0);
  });

  it('non-2xx → kind http with the status (whole and streamed)', async () => {
    standIn.setMode('http-500');
    const model = openAiChatModel({ baseUrl: standIn.url });
    const whole = await failure(model.complete(request));
    expect(whole.kind).toBe('http');
    expect(whole.status).toBe(500);
    expect(whole.message).toContain('HTTP 500');
    const streamed = await failure(collect(model.stream(request)));
    expect(streamed.kind).toBe('http');
    expect(streamed.status).toBe(500);
  });

  it('nothing listening → kind network', async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((r) => server.close(() => r()));
    const model = openAiChatModel({ baseUrl: `http://127.0.0.1:${port}/v1` });
    expect((await failure(model.complete(request))).kind).toBe('network');
    expect((await failure(collect(model.stream(request)))).kind).toBe('network');
  });

  it('a chunk that is not a completion chunk → kind format; a body that is not JSON → format', async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.headers.accept === 'text/event-stream') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end('data: {"choices":"nope"}\n\ndata: [DONE]\n\n');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('<html>not json</html>');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const model = openAiChatModel({ baseUrl: `http://127.0.0.1:${port}/v1` });
      expect((await failure(model.complete(request))).kind).toBe('format');
      expect((await failure(collect(model.stream(request)))).kind).toBe('format');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('the caller aborting stops the stream', async () => {
    standIn.setMode('answer');
    const model = openAiChatModel({ baseUrl: standIn.url });
    const controller = new AbortController();
    const got: string[] = [];
    const e = await failure(
      (async () => {
        for await (const p of model.stream({ ...request, signal: controller.signal })) {
          got.push(p);
          controller.abort();
        }
      })(),
    );
    expect(e.kind).toBe('network');
    expect(got).toHaveLength(1);
  });
});

describe('resolveChatModel', () => {
  it('AI_BASE_URL set → the model (AI_CHAT_MODEL or gpt-4o-mini)', () => {
    const m = resolveChatModel({ AI_BASE_URL: standIn.url, AI_CHAT_MODEL: 'llama3' });
    expect(isChatModel(m) && m.model).toBe('llama3');
    const d = resolveChatModel({ AI_BASE_URL: standIn.url, AI_CHAT_MODEL: '' });
    expect(isChatModel(d) && d.model).toBe('gpt-4o-mini');
  });

  it('not set or empty → not configured, with the reason; invalid → says which', () => {
    expect(resolveChatModel({})).toEqual({
      kind: 'not-configured',
      reason: CHAT_NOT_CONFIGURED_REASON,
    });
    expect(resolveChatModel({ AI_BASE_URL: '' })).toEqual({
      kind: 'not-configured',
      reason: CHAT_NOT_CONFIGURED_REASON,
    });
    const bad = resolveChatModel({ AI_BASE_URL: 'not a url' });
    expect(isChatModel(bad)).toBe(false);
    expect(!isChatModel(bad) && bad.reason).toContain('AI_BASE_URL');
  });
});
