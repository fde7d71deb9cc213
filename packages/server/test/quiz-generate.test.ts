/**
 * `POST /v1/workflows/{id}/ai-generate-quiz` and its `ai-generate-quiz` job over real HTTP
 * (issue 19 item 3): the offline generator from the transcript, one generation at a time, a
 * published quiz left alone, no transcript as a failure with its message, and the chat model
 * (only with the organisation's aiQuiz feature on): a good answer stored as the model's, a bad
 * one a failure with a message that never replaces the draft.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quizProblems } from '@stepwise/core';
import { jobHandlers } from '../src/job-handlers.js';
import { silentJobLog } from '../src/jobs/log.js';
import { JobWorker } from '../src/jobs/worker.js';
import { createStorage } from '../src/storage/index.js';
import { openAiChatModel, type ChatModelNotConfigured } from '../src/ai/llm/openai-chat.js';
import type { ChatModel } from '../src/ai/llm/types.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { startLlmStandIn, type LlmStandIn } from './ai/llm-stand-in.js';
import { freshWorkflow, tf } from './quiz-helpers.js';

let s: TestServer;
let fx: Fixtures;
let worker: JobWorker | undefined;
let standIn: LlmStandIn;
const token = { org: '', pub: '' };
const offline = (): ChatModelNotConfigured => ({ kind: 'not-configured', reason: 'test' });

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  standIn = await startLlmStandIn({ mode: 'answer' });
  const [org, pub] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.publisher),
  ]);
  Object.assign(token, { org: org.accessToken, pub: pub.accessToken });
});
afterEach(async () => {
  await worker?.stop({ timeoutMs: 1_000 });
  worker = undefined;
});
afterAll(async () => {
  await standIn?.close();
  await s?.close();
});

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

const generate = (workflowId: string, body: unknown = {}) =>
  s.api.post(`/v1/workflows/${workflowId}/ai-generate-quiz`, body, token.pub);

async function settled(quizId: string) {
  const r = await eventually(
    () => s.api.get(`/v1/quiz/${quizId}/`, token.pub),
    (res) => ['completed', 'failure'].includes(res.body?.data?.item?.status),
  );
  return r.body.data.item;
}

const aiQuiz = (on: boolean) =>
  s.api.post(
    '/admin/organization/settings',
    { action: 'update', data: { features: { aiQuiz: on } } },
    token.org,
  );

describe('offline generation', () => {
  it('goes pending -> completed with questions from the transcript, each citing its step', async () => {
    const wf = await freshWorkflow(s, fx);
    const started = await generate(wf, { questionCount: 4 });
    expect(started.status).toBe(200);
    const item = started.body.data.item;
    expect(item).toMatchObject({
      workflowId: wf,
      status: 'pending',
      published: false,
      questions: [],
    });
    // One generation at a time (001 §7 names no payload: none is the default count).
    const twice = await s.api.post(`/v1/workflows/${wf}/ai-generate-quiz`, undefined, token.pub);
    expect(twice.status).toBe(409);
    await startWorker();
    const done = await settled(item.id);
    expect(done).toMatchObject({
      status: 'completed',
      generator: 'offline',
      model: null,
      errorMessage: null,
    });
    expect(done.questions.length).toBeGreaterThan(0);
    expect(done.questions.length).toBeLessThanOrEqual(4);
    expect(quizProblems(done.questions)).toEqual([]);
    for (const q of done.questions) expect(q.referenceSource).toMatch(/^Step \d/);
    // Generated, then edited and published by its author; then generation leaves it alone.
    const edited = done.questions.map((q: any, i: number) =>
      i === 0 ? { ...q, title: `${q.title} (checked)` } : q,
    );
    const put = await s.api.put(
      `/v1/quiz/${item.id}`,
      { questions: edited, published: true },
      token.pub,
    );
    expect(put.status).toBe(200);
    expect(put.body.data.item).toMatchObject({ published: true, generator: 'offline' });
    expect(put.body.data.item.questions[0].id).toBe(done.questions[0].id);
    const again = await generate(wf);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toMatch(/published/);
  });

  it('refuses edits while it generates, and fails with a message when there is no transcript', async () => {
    const wf = await freshWorkflow(s, fx, { transcript: false });
    const started = await s.api.post(`/v1/workflows/${wf}/ai-generate-quiz`, undefined, token.pub);
    expect(started.status).toBe(200);
    const id = started.body.data.item.id;
    const edit = await s.api.put(`/v1/quiz/${id}`, { questions: [tf('Mine')] }, token.pub);
    expect(edit.status).toBe(409);
    await startWorker();
    const done = await settled(id);
    expect(done.status).toBe('failure');
    expect(done.errorMessage).toMatch(/no transcript/);
    expect(done.questions).toEqual([]);
    // A failure is not final: the author writes the questions (or generates again).
    const mine = await s.api.put(`/v1/quiz/${id}`, { questions: [tf('Mine')] }, token.pub);
    expect(mine.body.data.item).toMatchObject({ status: 'completed', errorMessage: null });
  });
});

describe('with a chat model', () => {
  const model = () => openAiChatModel({ baseUrl: standIn.url, model: 'stand-in' });

  it('is used only when the organisation has aiQuiz on', async () => {
    await aiQuiz(false);
    const wf = await freshWorkflow(s, fx);
    const started = await generate(wf);
    const before = standIn.received.length;
    await startWorker(model);
    const done = await settled(started.body.data.item.id);
    expect(done).toMatchObject({ status: 'completed', generator: 'offline', model: null });
    expect(standIn.received.length).toBe(before);
  });

  it('fails with a message on an answer that is not a quiz, keeping the draft', async () => {
    await aiQuiz(true);
    try {
      const wf = await freshWorkflow(s, fx);
      const draft = await s.api.post(
        '/v1/quiz',
        { workflow: wf, questions: [tf('Written by hand')] },
        token.pub,
      );
      const started = await generate(wf);
      expect(started.body.data.item).toMatchObject({
        id: draft.body.data.item.id,
        status: 'pending',
      });
      await startWorker(model);
      const done = await settled(draft.body.data.item.id);
      expect(done.status).toBe('failure');
      expect(done.errorMessage).toMatch(/^The chat model's answer is not JSON/);
      expect(done.questions.map((q: any) => q.title)).toEqual(['Written by hand']);
      const asked = standIn.received.at(-1)!;
      expect(asked.body.messages?.[1]?.content).toContain(
        'Tighten both bolts to 20 newton metres.',
      );
    } finally {
      await aiQuiz(false);
    }
  });

  it("stores a valid answer as the model's questions", async () => {
    const answer = JSON.stringify({
      questions: [
        {
          type: 'single-selection',
          title: 'How tight are the bolts?',
          options: ['10 Nm', '15 Nm', '20 Nm', '25 Nm'].map((text, i) => ({
            letter: 'ABCD'[i],
            text,
          })),
          correctAnswer: 'C',
          explanation: 'Tighten both bolts to 20 newton metres.',
          step: 2,
        },
        {
          type: 'true-or-false',
          title: 'The bracket is fitted to the frame.',
          options: [
            { letter: 'A', text: 'True' },
            { letter: 'B', text: 'False' },
          ],
          correctAnswer: 'A',
          step: 1,
        },
      ],
    });
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: `\`\`\`json\n${answer}\n\`\`\`` } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    await aiQuiz(true);
    try {
      const wf = await freshWorkflow(s, fx);
      const started = await generate(wf, { questionCount: 2 });
      await startWorker(() => openAiChatModel({ baseUrl: url, model: 'quiz-writer' }));
      const done = await settled(started.body.data.item.id);
      expect(done).toMatchObject({ status: 'completed', generator: 'llm', model: 'quiz-writer' });
      expect(done.questions.map((q: any) => [q.title, q.correctAnswer])).toEqual([
        ['How tight are the bolts?', 'C'],
        ['The bracket is fitted to the frame.', 'A'],
      ]);
      expect(done.questions[0].referenceSource).toMatch(/^Step 2/);
      expect(done.questions[1].explanation).toBe('');
    } finally {
      await aiQuiz(false);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
