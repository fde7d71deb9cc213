/**
 * The chat server with a chat model configured (AI_BASE_URL), against a local stand-in speaking
 * the OpenAI streaming protocol (test/ai/llm-stand-in.ts): the grounded prompt carries only what
 * the caller may see, the answer streams and cites, pings flow, an HTTP 500 is an api_error, a
 * dropped stream ends with the stream_error item and is stored with the error key, the next
 * question in the same chat works, and a client that goes away stops the model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENTIC_ERRORS,
  CHAT_FAILED_ANSWER_KEY,
  chatStreamItemSchema,
  EventStreamParser,
  type ChatStreamItem,
} from '@stepwise/core';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { loadRetrievalSet } from './ai/retrieval-helpers.js';
import { RETRIEVAL_WORKFLOWS } from './ai/retrieval-set.js';
import { startLlmStandIn, type LlmStandIn } from './ai/llm-stand-in.js';

let s: TestServer;
let fx: Fixtures;
let llm: LlmStandIn;
let viewer = '';
let ids: { workflowIds: Map<string, string>; stepIds: Map<string, string> };
const PUBLIC_SET = RETRIEVAL_WORKFLOWS.slice(0, 4);
const PRIVATE_SET = RETRIEVAL_WORKFLOWS.slice(4, 6);

beforeAll(async () => {
  llm = await startLlmStandIn({ mode: 'cite' });
  s = await startTestServer({
    AI_BASE_URL: llm.url,
    AI_API_KEY: 'sk-stand-in',
    AI_CHAT_MODEL: 'stand-in-model',
    CHAT_PING_INTERVAL_MS: '10',
  });
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  ids = await loadRetrievalSet(
    s.database.db,
    { organizationId: s.demoOrganizationId, workspaceId: fx.base.workspaceId! },
    PUBLIC_SET,
  );
  await loadRetrievalSet(
    s.database.db,
    { organizationId: s.demoOrganizationId, workspaceId: fx.base.privateWorkspaceId! },
    PRIVATE_SET,
  );
  viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
});
afterAll(async () => {
  // After the aborted request the test's HTTP client may hold a fresh connection that never sent
  // a request; the server would wait for it until its headers time-out.
  s?.app.server.closeAllConnections();
  await s?.close();
  await llm?.close();
});

interface Streamed {
  status: number;
  items: ChatStreamItem[];
  pings: number;
}

async function stream(path: string, body: unknown, signal?: AbortSignal): Promise<Streamed> {
  const res = await fetch(new URL(path, s.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${viewer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const raw = await res.text();
  const items = new EventStreamParser()
    .push(raw)
    .map((e) => chatStreamItemSchema.parse(JSON.parse(e.data)));
  return { status: res.status, items, pings: raw.split('\n').filter((l) => l === ': ping').length };
}

const textOf = (items: ChatStreamItem[]) => items.map((i) => i.content ?? '').join('');
const question = 'Which micron bag goes in the coolant filter of the lathe?';

describe('answers of the configured model (stand-in)', () => {
  it('declines a question no workflow covers without asking the model', async () => {
    const before = llm.received.length;
    const r = await stream('/v2/chats', {
      query: 'How often is the hydraulic filter of the 40 tonne press changed?',
    });
    expect(r.items[0]).toMatchObject({ mode: 'llm' });
    expect(textOf(r.items)).toBe('');
    const declined = r.items.find((i) => i.declined);
    expect(declined?.related?.length).toBeGreaterThan(0);
    expect(r.items.at(-1)).toEqual({ done: true });
    expect(llm.received.length).toBe(before);
  });

  let chatId = '';

  it('streams the model’s pieces with mode llm, cites passages, references the cited ones; pings flow', async () => {
    llm.setMode('cite');
    const before = llm.received.length;
    const r = await stream('/v2/chats', { query: question });
    expect(r.status).toBe(200);
    expect(r.items[0]).toMatchObject({ mode: 'llm' });
    chatId = r.items[0]!.chatId!;
    const pieces = r.items.filter((i) => i.content !== undefined);
    expect(pieces.length).toBeGreaterThan(5);
    const text = textOf(r.items);
    expect(text).toContain('[1]');
    expect(text).toContain('[2]');
    expect(r.items.at(-1)).toEqual({ done: true });
    expect(r.pings).toBeGreaterThan(0);

    // The request the model got: the key, the model, a grounded prompt with numbered passages.
    expect(llm.received.length).toBe(before + 1);
    const sent = llm.received.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-stand-in');
    expect(sent.body).toMatchObject({ model: 'stand-in-model', stream: true });
    const system = sent.body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Answer ONLY from the numbered passages/);
    expect(system?.content).toMatch(/^\[1\] /m);
    expect(sent.body.messages?.at(-1)).toEqual({ role: 'user', content: question });
    // Nothing of the private workspace went to the model.
    for (const w of PRIVATE_SET) expect(system?.content).not.toContain(w.title);

    const refs = r.items.find((i) => i.references)!.references!;
    expect(refs).toHaveLength(2); // the two passages the stand-in cited
    const known = new Set(ids.workflowIds.values());
    for (const ref of refs) expect(known.has(ref.id)).toBe(true);
  });

  it('the next question carries the conversation so far', async () => {
    const r = await stream(`/v2/chats/${chatId}/messages`, { query: 'And the oil?' });
    expect(r.items.at(-1)).toEqual({ done: true });
    const messages = llm.received.at(-1)!.body.messages!;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]?.content).toBe(question);
  });

  it('an answer that cites none of its passages is replaced by the decline', async () => {
    llm.setMode('answer');
    const r = await stream(`/v2/chats/${chatId}/messages`, { query: question });
    expect(textOf(r.items)).not.toMatch(/\[\d+\]/);
    // The streamed text is dropped by the closing item: declined, the closest workflows related.
    expect(r.items.find((i) => i.references)).toBeUndefined();
    const declined = r.items.find((i) => i.declined)!;
    expect(declined.related!.length).toBeGreaterThan(0);
    const history = await fetch(new URL(`/v2/chats/${chatId}`, s.url), {
      headers: { authorization: `Bearer ${viewer}` },
    }).then(
      (res) =>
        res.json() as Promise<{ data: { messages: { declined: boolean; answer: string }[] } }>,
    );
    const last = history.data.messages.at(-1)!;
    expect(last).toMatchObject({ declined: true, answer: '' });
  });

  it('no passages: the model is not asked, the answer is empty', async () => {
    const before = llm.received.length;
    const r = await stream(`/v2/chats/${chatId}/messages`, { query: 'qwxz vbnm' });
    expect(llm.received.length).toBe(before);
    expect(textOf(r.items)).toBe('');
    expect(r.items.at(-1)).toEqual({ done: true });
  });

  it('a dropped stream ends with the stream_error item, is stored with the error key; the chat goes on', async () => {
    llm.setMode('drop');
    const r = await stream(`/v2/chats/${chatId}/messages`, { query: question });
    expect(r.status).toBe(200);
    expect(textOf(r.items).length).toBeGreaterThan(0); // some pieces came before the drop
    expect(r.items.at(-1)).toEqual({
      error: { kind: 'stream_error', message: AGENTIC_ERRORS.stream_error },
    });
    const failedId = r.items[0]!.messageId;

    llm.setMode('cite');
    const next = await stream(`/v2/chats/${chatId}/messages`, { query: question });
    expect(next.items.at(-1)).toEqual({ done: true });
    expect(textOf(next.items)).toContain('[1]');

    const detail = (await s.api.get(`/v2/chats/${chatId}`, viewer)).body.data;
    const failed = detail.messages.find((m: { answerId: string }) => m.answerId === failedId);
    expect(failed).toMatchObject({ error: CHAT_FAILED_ANSWER_KEY, answer: '', references: [] });
    expect(detail.messages.at(-1).error).toBeNull();
    // A failed answer is not context for the next question.
    const contextNow = llm.received.at(-1)!.body.messages!;
    expect(contextNow.filter((m) => m.role === 'assistant').every((m) => m.content !== '')).toBe(
      true,
    );
  });

  it('HTTP 500 from the model: api_error (stream and JSON), stored with the error key', async () => {
    llm.setMode('http-500');
    const r = await stream(`/v2/chats/${chatId}/messages`, { query: question });
    expect(r.items.filter((i) => i.content).length).toBe(0);
    expect(r.items.at(-1)).toEqual({
      error: { kind: 'api_error', message: AGENTIC_ERRORS.api_error },
    });
    const whole = await s.api.post('/chat/query', { query: question }, viewer);
    expect(whole.status).toBe(500);
    expect(whole.body).toMatchObject({ ok: false, errorMessage: AGENTIC_ERRORS.api_error });
    const detail = (await s.api.get(`/v2/chats/${chatId}`, viewer)).body.data;
    expect(detail.messages.at(-1)).toMatchObject({ error: CHAT_FAILED_ANSWER_KEY });
    llm.setMode('cite');
  });

  it('a client that goes away stops the model', async () => {
    llm.setMode('cite');
    const controller = new AbortController();
    const res = await fetch(new URL('/v2/chats', s.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: question }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('"content"')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    controller.abort();
    const cutChat = chatStreamItemSchema.parse(
      JSON.parse(new EventStreamParser().push(seen)[0]!.data),
    ).chatId!;
    const sent = llm.received.at(-1)!;
    for (let i = 0; i < 100 && !sent.closedByClient; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(sent.closedByClient).toBe(true);
    // The cut answer is stored as failed, and the server is free again.
    let last: { error: string | null } | undefined;
    for (let i = 0; i < 100 && last?.error !== CHAT_FAILED_ANSWER_KEY; i++) {
      await new Promise((r) => setTimeout(r, 20));
      last = (await s.api.get(`/v2/chats/${cutChat}`, viewer)).body.data.messages.at(-1);
    }
    expect(last?.error).toBe(CHAT_FAILED_ANSWER_KEY);
  });
});
