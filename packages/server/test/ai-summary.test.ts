/**
 * AI summary over real HTTP (001 §7, 002 §3): roles, bad input, the `ai-summary` job's statuses,
 * the offline extractive summary, the chat-model path against a local stand-in of
 * `/chat/completions`, and the player answer's `aiSummary` (only when shown).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiSummaryContentSchema } from '@stepwise/core';
import { workflows } from '../src/db/schema.js';
import { jobHandlers } from '../src/job-handlers.js';
import { silentJobLog } from '../src/jobs/log.js';
import { JobWorker } from '../src/jobs/worker.js';
import { createStorage } from '../src/storage/index.js';
import { openAiChatModel, type ChatModelNotConfigured } from '../src/ai/llm/openai-chat.js';
import type { ChatModel } from '../src/ai/llm/types.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually } from './jobs/helpers.js';

let s: TestServer;
let fx: Fixtures;
let worker: JobWorker | undefined;
const token = { org: '', pub: '', view: '', other: '' };
const offline = (): ChatModelNotConfigured => ({ kind: 'not-configured', reason: 'test' });

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [org, pub, view, other] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  Object.assign(token, {
    org: org.accessToken,
    pub: pub.accessToken,
    view: view.accessToken,
    other: other.accessToken,
  });
  // The viewer plays published workflows only.
  await s.database.db
    .update(workflows)
    .set({ published: true, publishedDate: new Date() })
    .where(eq(workflows.id, fx.base.workflowId!));
});
afterEach(async () => {
  await worker?.stop({ timeoutMs: 1_000 });
  worker = undefined;
});
afterAll(() => s?.close());

async function startWorker(chatModel: () => ChatModel | ChatModelNotConfigured = offline) {
  worker = new JobWorker({
    database: s.database,
    handlers: jobHandlers({
      config: s.config,
      database: s.database,
      log: silentJobLog,
      storage: createStorage(s.config),
      chatModel,
    }),
    pollMs: 50,
    retryDelayMs: () => 20,
    log: silentJobLog,
  });
  await worker.start();
}

const summaryOf = (workflowId: string, as = token.pub) =>
  s.api.get(`/v1/workflows/${workflowId}/ai-summary`, as);

async function settled(workflowId: string) {
  const r = await eventually(
    () => summaryOf(workflowId),
    (res) => ['completed', 'failure'].includes(res.body?.data?.item?.status),
  );
  return r.body.data.item;
}

const playerSummary = async (workflowId: string, as = token.view) =>
  (await s.api.get('/v1/player/workflow', as, { workflowId })).body.data.item.aiSummary;

/** A local stand-in for an OpenAI-compatible `/chat/completions` (whole answers only). */
async function chatStandIn(reply: (body: any, res: ServerResponse) => void) {
  const received: any[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.push({ path: req.url, body });
      reply(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { baseUrl, received };
}

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

describe('who may read and write', () => {
  it('refuses a viewer on every write with 403, another organisation with 404', async () => {
    const wf = fx.base.workflowId!;
    const created = await s.api.post('/v1/ai-summary', { workflowId: wf }, token.pub);
    expect(created.status).toBe(200);
    const id = created.body.data.item.id;
    const refused = await Promise.all([
      s.api.post('/v1/ai-summary', { workflowId: wf }, token.view),
      s.api.patch(`/v1/ai-summary/${id}`, { activate: false }, token.view),
      s.api.delete(`/v1/ai-summary/${id}`, token.view),
    ]);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ ok: false, code: 403 });
    }
    const other = await Promise.all([
      summaryOf(wf, token.other),
      s.api.post('/v1/ai-summary', { workflowId: wf }, token.other),
      s.api.patch(`/v1/ai-summary/${id}`, { activate: false }, token.other),
      s.api.delete(`/v1/ai-summary/${id}`, token.other),
    ]);
    for (const r of other) expect(r.status).toBe(404);
  });

  it("hides a private workspace's summary from a viewer who is not in it", async () => {
    const r = await summaryOf(fx.base.privateWorkflowId!, token.view);
    expect(r.status).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const wf = fx.base.workflowId!;
    const bad = [
      await s.api.post('/v1/ai-summary', {}, token.pub),
      await s.api.post('/v1/ai-summary', { workflowId: wf, sentences: [] }, token.pub),
      await s.api.post('/v1/ai-summary', { workflowId: wf, extra: true }, token.pub),
      await s.api.post(
        '/v1/ai-summary',
        { workflowId: wf, sentences: [{ sentence: 'x', startTime: 3, endTime: 1 }] },
        token.pub,
      ),
      await s.api.patch('/v1/ai-summary/some-id', {}, token.pub),
      await s.api.patch(
        '/v1/ai-summary/some-id',
        { content: { summary: { highlights: 'no', contents: [] } } },
        token.pub,
      ),
      await s.api.request('POST', '/v1/ai-summary', { raw: '{not json', token: token.pub }),
    ];
    for (const r of bad) {
      expect(r.status).toBe(400);
      expect(r.body.ok).toBe(false);
      expect(r.body.errorMessage).toBeTruthy();
    }
    expect(bad[0]!.body.errorMessage).toMatch(/workflowId/);
    expect(bad[1]!.body.errorMessage).toMatch(/sentences/);
  });
});

describe('the offline summary', () => {
  it('goes pending -> completed, quotes the transcript, and reaches the player', async () => {
    const wf = fx.base.workflowId!;
    const created = await s.api.post('/v1/ai-summary', { workflowId: wf }, token.pub);
    expect(created.body.data.item).toMatchObject({
      status: 'pending',
      activate: true,
      content: null,
    });
    expect(await playerSummary(wf)).toBeNull();
    await startWorker();
    const item = await settled(wf);
    expect(item).toMatchObject({ status: 'completed', generator: 'extractive', model: null });
    expect(aiSummaryContentSchema.safeParse(item.content).success).toBe(true);
    const transcript = ['Fit the bracket to the frame.', 'Tighten both bolts to 20 newton metres.'];
    const { highlights, contents } = item.content.summary;
    expect(highlights.length).toBeGreaterThan(0);
    for (const x of [...highlights, ...contents]) expect(transcript).toContain(x.content.en);
    expect(contents.map((c: any) => c.content.en)).toEqual(transcript);

    const viewerView = await summaryOf(wf, token.view);
    expect(viewerView.body.data.item.status).toBe('completed');
    const inPlayer = await playerSummary(wf);
    expect(inPlayer).toMatchObject({ id: item.id, status: 'completed', activate: true });
    expect(inPlayer.content).toEqual(item.content);
  });

  it('summarises the sentences a POST carries instead of the stored transcript', async () => {
    const wf = fx.base.workflowId!;
    const sentences = [
      { sentence: 'Clamp the frame to the bench before drilling.', startTime: 1, endTime: 4 },
      {
        sentence: 'Drill the two frame holes with the eight millimetre bit.',
        startTime: 6,
        endTime: 9,
      },
    ];
    await s.api.post('/v1/ai-summary', { workflowId: wf, sentences }, token.pub);
    await startWorker();
    const item = await settled(wf);
    expect(item.status).toBe('completed');
    const texts = item.content.summary.contents.map((c: any) => c.content.en);
    expect(texts).toEqual(sentences.map((x) => x.sentence));
  });

  it('hides an inactive summary from the player; an edit makes the content the author’s', async () => {
    const wf = fx.base.workflowId!;
    const { id } = (await summaryOf(wf)).body.data.item;
    const off = await s.api.patch(`/v1/ai-summary/${id}`, { activate: false }, token.pub);
    expect(off.body.data.item.activate).toBe(false);
    expect(await playerSummary(wf)).toBeNull();
    const content = {
      summary: {
        highlights: [{ key: 'bracket', translations: [], content: { en: 'Fit it first.' } }],
        contents: [],
      },
    };
    const edited = await s.api.patch(
      `/v1/ai-summary/${id}`,
      { content, activate: true },
      token.pub,
    );
    expect(edited.body.data.item).toMatchObject({
      generator: 'author',
      status: 'completed',
      content,
    });
    expect((await playerSummary(wf)).content).toEqual(content);
  });

  it('ends in failure with a message when there is no transcript; viewers do not see it', async () => {
    const wf = fx.base.privateWorkflowId!; // no transcription in the fixtures
    const created = await s.api.post('/v1/ai-summary', { workflowId: wf }, token.org);
    expect(created.status).toBe(200);
    await startWorker();
    const r = await eventually(
      () => summaryOf(wf, token.org),
      (res) => res.body?.data?.item?.status === 'failure',
    );
    expect(r.body.data.item.errorMessage).toMatch(/no transcript/);
    expect(r.body.data.item.content).toBeNull();
  });

  it('deletes; a second POST replaces the first', async () => {
    const wf = fx.base.workflowId!;
    const first = (await s.api.post('/v1/ai-summary', { workflowId: wf }, token.pub)).body.data
      .item;
    const second = (await s.api.post('/v1/ai-summary', { workflowId: wf }, token.pub)).body.data
      .item;
    expect(second.id).not.toBe(first.id);
    expect((await s.api.delete(`/v1/ai-summary/${first.id}`, token.pub)).status).toBe(404);
    const gone = await s.api.delete(`/v1/ai-summary/${second.id}`, token.pub);
    expect(gone.body).toMatchObject({ ok: true, data: { id: second.id } });
    expect((await summaryOf(wf)).body.data.item).toBeNull();
    // The replaced request's job finds nothing to do.
    await startWorker();
    await new Promise((r) => setTimeout(r, 300));
    expect((await summaryOf(wf)).body.data.item).toBeNull();
  });
});

describe('with a chat model configured', () => {
  it('asks the model with the transcript and stores its validated JSON', async () => {
    const answer = {
      highlights: [{ key: 'Torque', text: 'Both bolts go to 20 Nm.' }],
      contents: [
        { step: 1, text: 'The bracket is fitted to the frame.' },
        { step: 2, text: 'The bolts are tightened.' },
      ],
      sop: [
        { step: '1', description: 'Fit the bracket', tool: '', safetyOrWarning: '' },
        { step: '2', description: 'Tighten the bolts', tool: 'Torque wrench', safetyOrWarning: '' },
      ],
    };
    const standIn = await chatStandIn((_body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion('```json\n' + JSON.stringify(answer) + '\n```'));
    });
    const wf = fx.base.workflowId!;
    await s.api.post('/v1/ai-summary', { workflowId: wf }, token.pub);
    await startWorker(() => openAiChatModel({ baseUrl: standIn.baseUrl, model: 'stand-in-1' }));
    const item = await settled(wf);
    expect(item).toMatchObject({ status: 'completed', generator: 'llm', model: 'stand-in-1' });
    expect(item.content.summary.highlights[0]).toMatchObject({
      key: 'Torque',
      content: { en: 'Both bolts go to 20 Nm.' },
    });
    expect(item.content.summary.contents[1].content.en).toBe('The bolts are tightened.');
    expect(item.content.summary.contents[1].startTime).toBe(5);
    expect(item.content.sop).toHaveLength(2);
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0].path).toBe('/v1/chat/completions');
    const prompt = standIn.received[0].body.messages.map((m: any) => m.content).join('\n');
    expect(prompt).toContain('Tighten both bolts to 20 newton metres.');
    expect(prompt).toContain('Step 1: Fit the bracket');
  });

  it('fails, with the reason, when the model answers something that is not the asked JSON', async () => {
    const standIn = await chatStandIn((_body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion('Here is a summary: the bracket is fitted.'));
    });
    const wf = fx.base.workflowId!;
    await s.api.post('/v1/ai-summary', { workflowId: wf }, token.pub);
    await startWorker(() => openAiChatModel({ baseUrl: standIn.baseUrl }));
    const item = await settled(wf);
    expect(item).toMatchObject({ status: 'failure', content: null });
    expect(item.errorMessage).toMatch(/not JSON/);
    expect(await playerSummary(wf)).toBeNull();
  });

  it('fails when the JSON names a step the workflow does not have', async () => {
    const standIn = await chatStandIn((_body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const bad = { highlights: [{ key: 'x', text: 'y' }], contents: [{ step: 9, text: 'z' }] };
      res.end(completion(JSON.stringify(bad)));
    });
    const wf = fx.base.workflowId!;
    await s.api.post('/v1/ai-summary', { workflowId: wf }, token.pub);
    await startWorker(() => openAiChatModel({ baseUrl: standIn.baseUrl }));
    const item = await settled(wf);
    expect(item.status).toBe('failure');
    expect(item.errorMessage).toMatch(/step 9/);
  });

  it('retries a model that answers HTTP 500, then records the failure', async () => {
    const standIn = await chatStandIn((_body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"overloaded"}}');
    });
    const wf = fx.base.workflowId!;
    await s.api.post('/v1/ai-summary', { workflowId: wf }, token.pub);
    await startWorker(() => openAiChatModel({ baseUrl: standIn.baseUrl }));
    const item = await settled(wf);
    expect(item.status).toBe('failure');
    expect(item.errorMessage).toMatch(/chat model failed.*HTTP 500/);
    expect(standIn.received).toHaveLength(3);
    // Viewers learn that it failed, not the server's model endpoint.
    expect((await summaryOf(wf, token.view)).body.data.item.errorMessage).toBeNull();
  });
});
