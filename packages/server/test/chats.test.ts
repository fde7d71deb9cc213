/**
 * The assistant's chat server over real HTTP (issue 7): chats, streamed and whole answers,
 * history, likes, clearing, preset questions, reference cards, bad input, the feature gate, CORS
 * for a host page, and privacy: a user without access to a private workspace never gets its
 * passages, references or titles through any chat path. Offline mode (no model configured); the
 * model path is in chats-llm.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENTIC_ERRORS,
  chatDetailSchema,
  chatHistoryItemSchema,
  chatQueryAnswerSchema,
  chatStreamItemSchema,
  EventStreamParser,
  type ChatStreamItem,
} from '@stepwise/core';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { loadRetrievalSet } from './ai/retrieval-helpers.js';
import type { RetrievalWorkflow } from './ai/retrieval-set.js';

/** A public workflow (Assembly Line) and a private one (Safety Audits), spoken transcripts. */
const PUBLIC: RetrievalWorkflow = {
  id: 'chat-battery',
  title: 'Forklift battery exchange',
  language: 'en',
  steps: [
    {
      id: 'chat-battery--park',
      title: 'Park at the charging bay',
      startTime: 0,
      endTime: 20,
      sentences: [
        {
          sentence: 'Drive the truck into the charging bay and lower the forks.',
          startTime: 1,
          endTime: 8,
        },
        { sentence: 'Set the parking brake and switch the key off.', startTime: 9, endTime: 18 },
      ],
    },
    {
      id: 'chat-battery--unplug',
      title: 'Unplug the battery connector',
      startTime: 20,
      endTime: 45,
      sentences: [
        {
          sentence: 'Put on the acid-resistant gloves and the face shield.',
          startTime: 21,
          endTime: 29,
        },
        {
          sentence: 'Pull the grey battery connector straight out by its handle.',
          startTime: 30,
          endTime: 42,
        },
      ],
    },
    {
      id: 'chat-battery--roll',
      title: 'Roll the battery onto the stand',
      startTime: 45,
      endTime: 70,
      sentences: [
        {
          sentence: 'Line the roller stand up with the battery compartment.',
          startTime: 46,
          endTime: 55,
        },
        {
          sentence: 'Slide the battery across slowly until it locks on the stand.',
          startTime: 56,
          endTime: 68,
        },
      ],
    },
  ],
};

const PRIVATE: RetrievalWorkflow = {
  id: 'chat-cobalt',
  title: 'Cobalt drum quarantine',
  language: 'en',
  steps: [
    {
      id: 'chat-cobalt--tag',
      title: 'Tag the leaking cobalt drum',
      startTime: 0,
      endTime: 15,
      sentences: [
        {
          sentence: 'Hang the red quarantine tag on the leaking cobalt drum.',
          startTime: 1,
          endTime: 9,
        },
      ],
    },
    {
      id: 'chat-cobalt--move',
      title: 'Move it to the bunded cage',
      startTime: 15,
      endTime: 30,
      sentences: [
        {
          sentence: 'Carry the cobalt drum to the bunded cage behind bay seven.',
          startTime: 16,
          endTime: 28,
        },
      ],
    },
  ],
};
/** Words of the private workflow no question below contains (questions are echoed back). */
const PRIVATE_WORDS = [
  'Cobalt drum quarantine',
  'red quarantine tag',
  'bay seven',
  'bunded',
  'Tag the leaking',
  'Move it to',
];

let s: TestServer;
let fx: Fixtures;
const token = { admin: '', viewer: '' };
let ids: { workflowIds: Map<string, string>; stepIds: Map<string, string> };
let privateIds: { workflowIds: Map<string, string>; stepIds: Map<string, string> };

beforeAll(async () => {
  s = await startTestServer({ CHAT_PING_INTERVAL_MS: '20', CALLER_CACHE_SECONDS: '0' });
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  ids = await loadRetrievalSet(
    s.database.db,
    { organizationId: s.demoOrganizationId, workspaceId: fx.base.workspaceId! },
    [PUBLIC],
  );
  privateIds = await loadRetrievalSet(
    s.database.db,
    { organizationId: s.demoOrganizationId, workspaceId: fx.base.privateWorkspaceId! },
    [PRIVATE],
  );
  token.admin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  token.viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
});
afterAll(() => s?.close());

interface Streamed {
  status: number;
  headers: Headers;
  items: ChatStreamItem[];
  pings: number;
  raw: string;
}

/** Posts and reads the whole event stream, checking every `data:` line against the schema. */
async function stream(
  path: string,
  body: unknown,
  bearer: string,
  headers: Record<string, string> = {},
): Promise<Streamed> {
  const res = await fetch(new URL(path, s.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const raw = await res.text();
  const items: ChatStreamItem[] = [];
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    for (const e of new EventStreamParser().push(raw)) {
      items.push(chatStreamItemSchema.parse(JSON.parse(e.data)));
    }
  }
  return {
    status: res.status,
    headers: res.headers,
    items,
    pings: raw.split('\n').filter((l) => l === ': ping').length,
    raw,
  };
}

const textOf = (items: ChatStreamItem[]) => items.map((i) => i.content ?? '').join('');

describe('chats, offline answers', () => {
  let chatId = '';
  let messageId = '';

  it('POST /v2/chats streams: ids and mode first, quoted passages, references, follow-ups, done', async () => {
    const r = await stream(
      '/v2/chats',
      { query: 'how do I disconnect the battery plug?', streaming: true },
      token.viewer,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/event-stream');
    const [first, ...rest] = r.items;
    expect(first).toMatchObject({ mode: 'offline' });
    expect(first?.chatId).toBeTruthy();
    expect(first?.messageId).toBeTruthy();
    expect(first?.questionId).toBeTruthy();
    chatId = first!.chatId!;
    messageId = first!.messageId!;
    expect(rest.at(-1)).toEqual({ done: true });

    const text = textOf(r.items);
    // The best passage quoted as it was said, with its workflow, step and time; the instruction
    // before it (the gloves and face shield) stays with it (issue 15: nothing safety-relevant
    // is cut from its step).
    expect(text).toContain(
      '> Put on the acid-resistant gloves and the face shield. Pull the grey battery connector straight out by its handle.',
    );
    expect(text).toContain(
      '— *Forklift battery exchange*, step 2 "Unplug the battery connector", 0:21',
    );
    const refs = r.items.find((i) => i.references)?.references ?? [];
    expect(refs[0]).toMatchObject({
      type: 'workflow',
      id: ids.workflowIds.get('chat-battery'),
      stepId: ids.stepIds.get('chat-battery--unplug'),
      stepOrder: 2,
      startTime: 21,
      workflowTitle: 'Forklift battery exchange',
      quote:
        'Put on the acid-resistant gloves and the face shield. Pull the grey battery connector straight out by its handle.',
    });
    // Follow-ups are real step titles, never of a step the answer already quotes: each step of
    // the workflow is quoted or offered (how many are quoted depends on the whole library's
    // word weights, smart instructions' items included).
    const followUps = r.items.find((i) => i.followUpQuestions)?.followUpQuestions ?? [];
    const quoted = refs.flatMap((ref) => (ref.type === 'workflow' ? [ref.stepTitle] : []));
    expect([...quoted, ...followUps].sort()).toEqual(PUBLIC.steps.map((st) => st.title).sort());
    for (const f of followUps) {
      expect(PUBLIC.steps.map((st) => st.title)).toContain(f);
      expect(refs.map((ref) => (ref.type === 'workflow' ? ref.stepTitle : ''))).not.toContain(f);
    }
  });

  it('POST /v2/chats/{id}/messages appends; GET lists and returns the history', async () => {
    const r = await stream(
      `/v2/chats/${chatId}/messages`,
      { query: 'where do I park the truck?', streaming: true, type: 'regular' },
      token.viewer,
    );
    expect(r.items[0]?.chatId).toBe(chatId);
    expect(textOf(r.items)).toContain('Drive the truck into the charging bay');

    const list = await s.api.get('/v2/chats', token.viewer);
    expect(list.status).toBe(200);
    expect(list.body.data.items[0]).toMatchObject({
      id: chatId,
      title: 'how do I disconnect the battery plug?',
      type: 'regular',
      workflowId: null,
    });

    const one = await s.api.get(`/v2/chats/${chatId}`, token.viewer);
    const detail = chatDetailSchema.parse(one.body.data);
    expect(detail.messages[0]).toMatchObject({
      question: 'how do I disconnect the battery plug?',
      answerId: messageId,
      mode: 'offline',
      error: null,
      answerLike: null,
    });
    expect(detail.messages.at(-1)?.question).toBe('where do I park the truck?');
    expect(detail.messages[0]?.workspaces).toContain(fx.base.workspaceId);

    // Another user sees none of it.
    const other = await s.api.get(`/v2/chats/${chatId}`, token.admin);
    expect(other.status).toBe(404);
    const otherList = await s.api.get('/v2/chats', token.admin);
    expect(otherList.body.data.items.map((c: { id: string }) => c.id)).not.toContain(chatId);
  });

  it('streaming false answers the history item as JSON', async () => {
    const r = await s.api.post(
      '/v2/chats',
      { query: 'Which gloves for the battery?', streaming: false },
      token.viewer,
    );
    expect(r.status).toBe(200);
    const item = chatHistoryItemSchema.parse(r.body.data);
    expect(item.answer).toContain('acid-resistant gloves');
    expect(item.references[0]).toMatchObject({ stepId: ids.stepIds.get('chat-battery--unplug') });
  });

  it('a question nothing answers is declined: no text, no references (nothing invented)', async () => {
    const r = await stream('/v2/chats', { query: 'zyxwv qqqq' }, token.viewer);
    expect(r.items.at(-1)).toEqual({ done: true });
    expect(textOf(r.items)).toBe('');
    expect(r.items.find((i) => i.references)).toBeUndefined();
    expect(r.items.at(-2)).toEqual({ declined: true, related: [] });
  });

  it('like -> change -> unlike persists (both like routes)', async () => {
    const path = `/v2/chats/${chatId}/messages/${messageId}/like`;
    const stored = async () =>
      (await s.api.get(`/v2/chats/${chatId}`, token.viewer)).body.data.messages[0].answerLike;
    expect((await s.api.post(path, { like: 'like' }, token.viewer)).status).toBe(200);
    expect(await stored()).toBe('like');
    expect((await s.api.post(path, { like: 'dislike' }, token.viewer)).status).toBe(200);
    expect(await stored()).toBe('dislike');
    expect((await s.api.post(path, { like: null }, token.viewer)).status).toBe(200);
    expect(await stored()).toBeNull();
    const viaChat = await s.api.post(
      '/chat/like',
      { answerId: messageId, like: 'like' },
      token.viewer,
    );
    expect(viaChat.body.data).toEqual({ answerId: messageId, like: 'like' });
    expect(await stored()).toBe('like');
    // Another user's like of it is 404, and changes nothing.
    expect((await s.api.post(path, { like: 'dislike' }, token.admin)).status).toBe(404);
    expect(
      (await s.api.post('/chat/like', { answerId: messageId, like: null }, token.admin)).status,
    ).toBe(404);
    expect(await stored()).toBe('like');
  });

  it('POST /chat/query answers JSON with referenceInfo; its answer can be liked', async () => {
    const r = await s.api.post(
      '/chat/query',
      {
        query: 'how to lock the battery on the stand',
        previousMessages: [{ role: 'user', content: 'hello' }],
        topkRetriever: 3,
      },
      token.viewer,
    );
    expect(r.status).toBe(200);
    const a = chatQueryAnswerSchema.parse(r.body.data);
    expect(a.answer.mode).toBe('offline');
    expect(a.answer.text).toContain('Slide the battery across slowly');
    expect(a.referenceInfo[0]).toMatchObject({ stepId: ids.stepIds.get('chat-battery--roll') });
    const like = await s.api.post(
      '/chat/like',
      { answerId: a.answer.answerId, like: 'dislike' },
      token.viewer,
    );
    expect(like.status).toBe(200);
  });

  it('POST /chat/references: fresh cards with the step and poster field', async () => {
    const r = await s.api.post(
      '/chat/references',
      {
        references: [
          {
            type: 'workflow',
            id: ids.workflowIds.get('chat-battery'),
            stepId: ids.stepIds.get('chat-battery--roll'),
          },
          ids.workflowIds.get('chat-battery'),
        ],
      },
      token.viewer,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.results).toHaveLength(2);
    expect(r.body.data.results[0]).toMatchObject({
      workflowTitle: 'Forklift battery exchange',
      stepTitle: 'Roll the battery onto the stand',
      stepOrder: 3,
      startTime: 45,
      poster: null,
      videoDuration: 70,
    });
    expect(r.body.data.results[1]).toMatchObject({
      stepOrder: 1,
      stepTitle: 'Park at the charging bay',
    });
  });

  it('preset questions: recent published workflow titles; a workflow’s step titles', async () => {
    const org = await s.api.get('/v2/chats/preset-questions', token.viewer);
    expect(org.body.data.items).toContain('Forklift battery exchange');
    const wf = await s.api.get(
      `/v2/chats/workflow/${ids.workflowIds.get('chat-battery')}/preset-questions`,
      token.viewer,
    );
    expect(wf.body.data.items).toEqual(PUBLIC.steps.map((st) => st.title));
  });

  it('workflow chats: one per user and workflow, answers only from that workflow, cleared apart', async () => {
    const wid = ids.workflowIds.get('chat-battery')!;
    expect((await s.api.get(`/v2/chats/workflow/${wid}`, token.viewer)).body.data).toBeNull();
    const first = await stream(
      '/v2/chats',
      { query: 'gloves', type: 'workflow', workflowId: wid },
      token.viewer,
    );
    const second = await stream(
      '/v2/chats',
      { query: 'parking brake', type: 'workflow', workflowId: wid },
      token.viewer,
    );
    expect(second.items[0]?.chatId).toBe(first.items[0]?.chatId);
    const chat = await s.api.get(`/v2/chats/workflow/${wid}`, token.viewer);
    expect(chat.body.data.chat).toMatchObject({ type: 'workflow', workflowId: wid });
    expect(chat.body.data.messages).toHaveLength(2);
    for (const m of chat.body.data.messages) {
      for (const ref of m.references) expect(ref.id).toBe(wid);
    }
    // Clearing regular chats leaves the workflow chat; clearing it removes it.
    expect((await s.api.post('/v2/chats/clear', {}, token.viewer)).status).toBe(200);
    const left = (await s.api.get('/v2/chats', token.viewer)).body.data.items;
    expect(left.map((c: { type: string }) => c.type)).toEqual(['workflow']);
    const cleared = await s.api.post(`/v2/chats/workflow/${wid}/clear`, {}, token.viewer);
    expect(cleared.body.data).toEqual({ deleted: 1 });
    expect((await s.api.get('/v2/chats', token.viewer)).body.data.items).toEqual([]);
    expect((await s.api.get(`/v2/chats/${chatId}`, token.viewer)).status).toBe(404);
  });
});

describe('bad input', () => {
  const refused = (r: { status: number; body: any }) => {
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ ok: false, code: 400 });
  };

  it('blank, whitespace-only and 4001-character queries are 400 with the validation wording', async () => {
    for (const query of ['', '   \n\t ', 'x'.repeat(4001)]) {
      for (const path of ['/v2/chats', '/chat/query']) {
        const r = await s.api.post(path, { query }, token.viewer);
        refused(r);
        expect(r.body.errorMessage).toContain(AGENTIC_ERRORS.validation_error);
      }
    }
    // 4000 is still a question.
    const long = 'where is the battery connector '.repeat(200).slice(0, 4000);
    const ok = await s.api.post('/v2/chats', { query: long, streaming: false }, token.viewer);
    expect(ok.status).toBe(200);
    // One 4000-character "word" (no transcript holds it; PostgreSQL refuses such a lexeme):
    // answered, with nothing found, not a server error.
    for (const path of ['/v2/chats', '/chat/query']) {
      const word = await s.api.post(
        path,
        { query: 'x'.repeat(4000), streaming: false },
        token.viewer,
      );
      expect(word.status).toBe(200);
      expect(word.body.ok).toBe(true);
    }
  });

  it('bad ids and bad likes are 4xx in the wrapper', async () => {
    refused(await s.api.post('/v2/chats/x/messages/y/like', { like: 'love' }, token.viewer));
    refused(await s.api.post('/chat/like', { answerId: 'a', like: 1 }, token.viewer));
    const long = 'x'.repeat(300);
    const r = await s.api.get(`/v2/chats/${long}`, token.viewer);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.ok).toBe(false);
    expect((await s.api.get('/v2/chats/no-such-chat', token.viewer)).status).toBe(404);
    expect(
      (await s.api.post('/v2/chats/no-such-chat/messages', { query: 'hi' }, token.viewer)).status,
    ).toBe(404);
    expect(
      (await s.api.post('/v2/chats', { query: 'hi', type: 'workflow' }, token.viewer)).body
        .errorMessage,
    ).toBe(AGENTIC_ERRORS.context_error);
  });
});

describe('privacy: a private workspace never leaks through a chat path', () => {
  const leaks = (what: unknown) => {
    const text = JSON.stringify(what);
    return PRIVATE_WORDS.filter((w) => text.includes(w)).concat(
      [
        privateIds.workflowIds.get('chat-cobalt')!,
        ...privateIds.stepIds.values(),
        fx.base.privateWorkflowId!,
      ].filter((id) => text.includes(id)),
    );
  };

  it('the private workflow is indexed: an org admin (who sees it) gets it', async () => {
    const r = await s.api.post(
      '/chat/query',
      { query: 'leaking cobalt drum quarantine tag' },
      token.admin,
    );
    expect(r.body.data.referenceInfo[0]?.id).toBe(privateIds.workflowIds.get('chat-cobalt'));
  });

  it('the viewer gets nothing of it anywhere', async () => {
    const q = 'leaking cobalt drum quarantine';
    const privateId = privateIds.workflowIds.get('chat-cobalt')!;
    const seen: Record<string, unknown> = {};
    const created = await stream('/v2/chats', { query: q }, token.viewer);
    seen.create = created.items;
    const chatId = created.items[0]!.chatId!;
    seen.message = (await stream(`/v2/chats/${chatId}/messages`, { query: q }, token.viewer)).items;
    seen.whole = (
      await s.api.post(`/v2/chats/${chatId}/messages`, { query: q, streaming: false }, token.viewer)
    ).body;
    seen.query = (await s.api.post('/chat/query', { query: q }, token.viewer)).body;
    seen.references = (
      await s.api.post(
        '/chat/references',
        {
          references: [
            privateId,
            { type: 'workflow', id: privateId, stepId: privateIds.stepIds.get('chat-cobalt--tag') },
            fx.base.privateWorkflowId,
          ],
        },
        token.viewer,
      )
    ).body;
    expect((seen.references as any).data.results).toEqual([]);
    const wfChat = await stream(
      '/v2/chats',
      { query: q, type: 'workflow', workflowId: privateId },
      token.viewer,
    );
    expect(wfChat.status).toBe(404);
    seen.workflowChatCreate = wfChat.raw;
    seen.workflowChat = (await s.api.get(`/v2/chats/workflow/${privateId}`, token.viewer)).body;
    seen.workflowPresets = (
      await s.api.get(`/v2/chats/workflow/${privateId}/preset-questions`, token.viewer)
    ).body;
    seen.workflowClear = (
      await s.api.post(`/v2/chats/workflow/${privateId}/clear`, {}, token.viewer)
    ).body;
    seen.presets = (await s.api.get('/v2/chats/preset-questions', token.viewer)).body;
    seen.history = (await s.api.get(`/v2/chats/${chatId}`, token.viewer)).body;
    seen.list = (await s.api.get('/v2/chats', token.viewer)).body;
    const found: string[] = [];
    for (const [path, body] of Object.entries(seen)) {
      const l = leaks(body);
      if (l.length) found.push(`${path}: ${l.join(', ')}`);
    }
    expect(found).toEqual([]);
    // The viewer still got answers (from what they may see), and nothing invented.
    expect(created.items.at(-1)).toEqual({ done: true });
  });

  it('history drops references to a workflow the user can no longer see', async () => {
    // The org admin asks about the private workflow, then is made a plain viewer: their own
    // history no longer shows it.
    const admin2 = await s.api.login(DEMO_USERS.workspaceAdmin);
    const created = await stream(
      '/v2/chats',
      { query: 'cobalt drum bunded cage' },
      admin2.accessToken,
    );
    const chatId = created.items[0]!.chatId!;
    const before = await s.api.get(`/v2/chats/${chatId}`, admin2.accessToken);
    expect(before.body.data.messages[0].references[0].id).toBe(
      privateIds.workflowIds.get('chat-cobalt'),
    );
    const { workspaceMembers } = await import('../src/db/schema.js');
    const { and, eq } = await import('drizzle-orm');
    await s.database.db
      .delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.userId, admin2.userId),
          eq(workspaceMembers.workspaceId, fx.base.privateWorkspaceId!),
        ),
      );
    const again = await s.api.login(DEMO_USERS.workspaceAdmin);
    const after = await s.api.get(`/v2/chats/${chatId}`, again.accessToken);
    expect(after.body.data.messages[0].references).toEqual([]);
  });
});

describe('feature gate and CORS', () => {
  const settings = (data: unknown) =>
    s.api.post('/admin/organization/settings', { action: 'update', data }, token.admin);

  it('an allowed host origin may read the answer; others may not; preflight allows the headers', async () => {
    const origin = 'https://intranet.example.com';
    const pre = await fetch(new URL('/v2/chats', s.url), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    const pre2 = await fetch(new URL('/chat/query', s.url), {
      method: 'OPTIONS',
      headers: { origin },
    });
    expect(pre2.status).toBe(204);

    const before = await stream('/v2/chats', { query: 'battery' }, token.viewer, { origin });
    expect(before.status).toBe(200);
    expect(before.headers.get('access-control-allow-origin')).toBeNull();

    expect((await settings({ customizedPermissions: { allowedOrigins: [origin] } })).status).toBe(
      200,
    );
    const streamed = await stream('/v2/chats', { query: 'battery' }, token.viewer, { origin });
    expect(streamed.headers.get('access-control-allow-origin')).toBe(origin);
    const json = await fetch(new URL('/v2/chats', s.url), {
      headers: { authorization: `Bearer ${token.viewer}`, origin },
    });
    expect(json.headers.get('access-control-allow-origin')).toBe(origin);
    const elsewhere = await fetch(new URL('/v2/chats', s.url), {
      headers: { authorization: `Bearer ${token.viewer}`, origin: 'https://evil.example.com' },
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('features off -> 403 with a clear message', async () => {
    expect((await settings({ features: { maven: false, smartAssist: false } })).status).toBe(200);
    const r = await s.api.post('/v2/chats', { query: 'battery', streaming: false }, token.viewer);
    expect(r.status).toBe(403);
    expect(r.body.errorMessage).toMatch(/turned off/);
    expect((await s.api.post('/chat/query', { query: 'battery' }, token.viewer)).status).toBe(403);
    // The workflow Q&A still works with aiQnA on; off, it is refused too.
    const wid = ids.workflowIds.get('chat-battery')!;
    const wf = await s.api.post(
      '/v2/chats',
      { query: 'battery', type: 'workflow', workflowId: wid, streaming: false },
      token.viewer,
    );
    expect(wf.status).toBe(200);
    expect((await settings({ features: { aiQnA: false } })).status).toBe(200);
    expect((await s.api.get(`/v2/chats/workflow/${wid}`, token.viewer)).status).toBe(403);
    expect((await s.api.get('/v2/chats', token.viewer)).status).toBe(403);
    await settings({ features: { aiQnA: true, maven: true } });
    expect((await s.api.get('/v2/chats', token.viewer)).status).toBe(200);
  });
});
