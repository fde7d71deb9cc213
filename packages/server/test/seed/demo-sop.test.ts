/**
 * The demo smart instruction (issue 20 seed): "Clear a jam on the conveyor safely" is written
 * once however often the seed runs, published, with every kind of card, a public share that
 * opens it without sign-in, and the viewer's two runs (one finished). The SOP from the conveyor
 * sample waits for the sample's processing (seed-demo-sop).
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXTERNAL_ACCESS_HEADER, quizProblems } from '@stepwise/core';
import { contentShares, smartInstructions, sopSessions } from '../../src/db/schema.js';
import { Tenant } from '../../src/db/tenant.js';
import {
  DEMO_SOP_FROM_VIDEO_TITLE,
  DEMO_SOP_ITEMS,
  DEMO_SOP_TITLE,
  ensureDemoSop,
  seedDemoSopHandler,
} from '../../src/seed/demo-sop.js';
import type { JobContext } from '../../src/jobs/types.js';
import { jobHandlers } from '../../src/job-handlers.js';
import { silentJobLog } from '../../src/jobs/log.js';
import { JobWorker } from '../../src/jobs/worker.js';
import { createStorage } from '../../src/storage/index.js';
import { workflows } from '../../src/db/schema.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';
import { freshWorkflow } from '../quiz-helpers.js';

let s: TestServer;
let fx: Fixtures;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
});
afterAll(() => s?.close());

describe('the demo smart instruction', () => {
  it('is written once, published, with every kind of card, a public share and two runs', async () => {
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    const id = await ensureDemoSop(tenant);
    expect(id).toEqual(expect.any(String));
    expect(await ensureDemoSop(tenant)).toBe(id);
    const rows = await s.database.db
      .select()
      .from(smartInstructions)
      .where(eq(smartInstructions.title, DEMO_SOP_TITLE));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ published: true, status: 'completed', stepsCount: 3 });

    const [share] = await s.database.db
      .select()
      .from(contentShares)
      .where(eq(contentShares.multimodalSopId, id!));
    expect(share!.externalAccessType).toBe('public');
    const res = await fetch(`${s.url}/v1/player/multimodal-sop/${id}`, {
      headers: { [EXTERNAL_ACCESS_HEADER]: share!.id },
    });
    expect(res.status).toBe(200);
    const item = ((await res.json()) as any).data.item;
    const types = item.items.map((i: any) => i.type);
    expect(types[0]).toBe('introduction');
    expect(types.at(-1)).toBe('conclusion');
    for (const type of [
      'step',
      'sub_step',
      'warning',
      'tool',
      'checklist',
      'quiz',
      'file_request',
    ]) {
      expect(types).toContain(type);
    }
    expect(item.items.find((i: any) => i.type === 'warning').title).toMatch(/^Danger: /);
    expect(item.items.find((i: any) => i.type === 'quiz').questions).toHaveLength(2);

    const runs = await s.database.db
      .select()
      .from(sopSessions)
      .where(eq(sopSessions.instructionId, id!));
    expect(runs).toHaveLength(2);
    expect(runs.filter((r) => r.completed && r.completedAt)).toHaveLength(1);
  });

  it('has complete quiz questions', () => {
    const quiz = DEMO_SOP_ITEMS.find((i) => i.type === 'quiz')!;
    const questions = (quiz.questions ?? []).map((q, n) => ({ ...q, id: `q${n}` }));
    expect(quizProblems(questions as never)).toEqual([]);
  });
});

describe('the demo SOP from the conveyor sample', () => {
  const run = (round: number) =>
    seedDemoSopHandler({ database: s.database })({
      job: { payload: { organizationId: s.demoOrganizationId, round } },
      signal: new AbortController().signal,
      progress: () => undefined,
      log: { debug() {}, info() {}, warn() {}, error() {} },
    } as unknown as JobContext);

  it('waits while the sample is not processed, then has the import job make it', async () => {
    expect(await run(0)).toEqual({ waiting: true });
    const wf = await freshWorkflow(s, fx);
    await s.database.db
      .update(workflows)
      .set({ title: 'Start the conveyor line' })
      .where(eq(workflows.id, wf));
    const made = (await run(1)) as { instructionId: string };
    expect(made.instructionId).toEqual(expect.any(String));
    expect(await run(2)).toEqual({ instructionId: made.instructionId });
    // The import job, run as the server's worker runs it (offline: no chat model).
    const worker = new JobWorker({
      database: s.database,
      handlers: jobHandlers({
        config: s.config,
        database: s.database,
        log: silentJobLog,
        storage: createStorage(s.config),
        chatModel: () => ({ kind: 'not-configured', reason: 'test' }),
      }),
      pollMs: 50,
      retryDelayMs: () => 20,
      log: silentJobLog,
    });
    await worker.start();
    onTestFinished(() => worker.stop({ timeoutMs: 1_000 }));
    const pub = (await s.api.login(DEMO_USERS.publisher)).accessToken;
    let item: any;
    for (let i = 0; i < 100; i++) {
      item = (await s.api.get(`/v1/multimodal-sop/${made.instructionId}`, pub)).body.data.item;
      if (item.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(item).toMatchObject({
      title: DEMO_SOP_FROM_VIDEO_TITLE,
      type: 'workflow',
      status: 'completed',
      sourceWorkflowId: wf,
      stepsCount: 2,
    });
  });
});
