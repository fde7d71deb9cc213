/**
 * Issue 16 must-show: a fresh start with no AI provider. The demo organisation's sample
 * workflows are made, processed and published in the background; each carries the script its
 * voice was made from as its transcript, so the air filter workflow has subtitles and titled
 * steps, the assistant answers "How do I replace the air filter?" with a reference to the step
 * that says it, and the viewer's own workspace (Assembly Line) has a workflow to play.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatQueryAnswerSchema } from '@stepwise/core';
import { loadConfig } from '../../src/config.js';
import { DEMO_SAMPLES, DEMO_WORKFLOW_TITLE } from '../../src/seed/demo-content.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { DEMO_SKILL_TITLE } from '../../src/seed/demo-skills.js';
import { DEMO_TASK_TITLE } from '../../src/seed/demo-tasks.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { ApiClient, LENIENT_RATE_LIMITS, serverDatabase, TEST_PASSWORD } from '../harness.js';

// Whatever this machine has configured, this start has no AI provider (speech or chat).
const AI_VARIABLES = ['AI_BASE_URL', 'AI_API_KEY', 'AI_EMBEDDING_MODEL', 'WHISPER_MODEL'];
const saved = Object.fromEntries(AI_VARIABLES.map((k) => [k, process.env[k]]));
const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-demo-content-'));
let serverDb: Awaited<ReturnType<typeof serverDatabase>>;
let server: RunningServer;
let api: ApiClient;
const token = { viewer: '' };

interface Card {
  id: string;
  title: string;
  published: boolean;
  workspaceName: string;
}

/** The sample workflows the caller finds, once every one is published. */
async function publishedSamples(bearer: string): Promise<Card[]> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const r = await api.post<{ items: Card[] }>(
      '/v1/workflows/search',
      { filters: { published: true } },
      bearer,
    );
    const found = r.body.data.items.filter((c) => DEMO_SAMPLES.some((d) => d.title === c.title));
    if (found.length === DEMO_SAMPLES.length) return found;
    if (Date.now() > deadline) throw new Error(`samples not published: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

beforeAll(async () => {
  for (const k of AI_VARIABLES) delete process.env[k];
  serverDb = await serverDatabase(dataDir);
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      SEED_DEMO_CONTENT: 'true',
      DEMO_PASSWORD: TEST_PASSWORD,
      DATA_DIR: dataDir,
      PORTAL_DIR: '',
      EMBED_DIR: '',
      RATE_LIMITS: LENIENT_RATE_LIMITS,
      ...serverDb.env,
    }),
  );
  api = new ApiClient(server.url);
  token.viewer = (await api.login(DEMO_USERS.viewer)).accessToken;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await serverDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
  for (const [k, v] of Object.entries(saved)) if (v !== undefined) process.env[k] = v;
});

describe('a fresh demo start with no AI provider', () => {
  it('publishes the samples with their scripts as transcripts; the assistant answers from them', async () => {
    const samples = await publishedSamples(token.viewer);
    const airFilter = samples.find((c) => c.title === DEMO_WORKFLOW_TITLE)!;
    const script = DEMO_SAMPLES.find((d) => d.title === DEMO_WORKFLOW_TITLE)!.speech;

    // Subtitles: every step holds the sentences said in it, titled by the first of them.
    const player = await api.get(`/v1/player/workflow`, token.viewer, {
      workflowId: airFilter.id,
    });
    expect(player.status).toBe(200);
    const steps = player.body.data.item.steps as {
      id: string;
      startTime: number;
      title: Record<string, string>;
      transcriptions: Record<string, { sentence: string; startTime: number }[]>;
    }[];
    const said = steps.flatMap((s) =>
      (s.transcriptions.en ?? []).map((t) => ({ ...t, at: s.startTime + t.startTime, step: s })),
    );
    expect(said.map((s) => s.sentence)).toEqual(script.map((p) => p.text));
    for (const [i, phrase] of script.entries()) {
      // At the time it was placed (a phrase starts late only when the one before overran).
      expect(said[i]!.at).toBeGreaterThanOrEqual(phrase.atSeconds - 0.01);
      expect(said[i]!.at).toBeLessThan(phrase.atSeconds + 2);
    }
    for (const step of steps) {
      const first = said.find((s) => s.step.id === step.id);
      expect(step.title.en).toBe(first?.sentence ?? '');
    }
    expect(player.body.data.item.speechStatus).toBe('completed');

    // The assistant, offline, answers the question its own workflow title suggests.
    const answer = await api.post(
      '/chat/query',
      { query: 'How do I replace the air filter?' },
      token.viewer,
    );
    expect(answer.status).toBe(200);
    const parsed = chatQueryAnswerSchema.parse(answer.body.data);
    expect(parsed.answer.mode).toBe('offline');
    expect(parsed.answer.text).toContain('To replace the air filter, switch the unit off');
    expect(parsed.referenceInfo[0]).toMatchObject({
      id: airFilter.id,
      stepId: said[0]!.step.id,
      stepOrder: 1,
    });

    // The viewer's own workspace has a published sample too.
    const conveyor = samples.find((c) => c.title !== DEMO_WORKFLOW_TITLE)!;
    expect(conveyor.workspaceName).toBe('Assembly Line');
    const search = await api.get('/v1/search/workflows', token.viewer, { keyword: 'horn' });
    expect(search.body.data.items.map((c: Card) => c.id)).toEqual([conveyor.id]);

    // Its quiz is published, and the viewer's history has two attempts: failed, then passed.
    const quiz = await api.get(`/v1/workflows/${conveyor.id}/quiz`, token.viewer);
    expect(quiz.body.data.item.published).toBe(true);
    expect(quiz.body.data.item.questions.length).toBeGreaterThan(1);
    const history = await api.get(`/v1/workflows/${conveyor.id}/user-quiz`, token.viewer);
    const attempts = history.body.data.item.attempts as { attempt: number; status: string }[];
    expect(attempts.map((a) => [a.attempt, a.status])).toEqual([
      [2, 'passed'],
      [1, 'failed'],
    ]);
  }, 300_000);

  it('gives the viewer the skill and the weekly task on home once the conveyor sample is processed', async () => {
    // Issue 24 (demo-learning.ts): made by the seed-demo-sop job, which waits for the processing.
    const deadline = Date.now() + 120_000;
    let titles: string[] = [];
    while (Date.now() < deadline) {
      const home = await api.get('/v1/me/home/overview', token.viewer);
      titles = (home.body.data?.due ?? []).map((d: { title: string }) => d.title);
      if (titles.includes(DEMO_SKILL_TITLE)) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(titles).toEqual(expect.arrayContaining([DEMO_SKILL_TITLE, DEMO_TASK_TITLE]));
    const bell = await api.get('/v1/me/notifications', token.viewer);
    const kinds = bell.body.data.items.map((n: { type: string }) => n.type);
    expect(kinds).toEqual(expect.arrayContaining(['skill_days_left', 'share_workflow']));
  }, 150_000);
});
