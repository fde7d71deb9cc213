/**
 * The process-workflow job over the real database, a real JobWorker and a generated video
 * (three hard-cut scenes with espeak-ng speech): HLS, poster, per-second thumbnails and steps at
 * the scene cuts land in storage and the database; no speech-to-text is configured, so titles stay
 * empty and speechStatus says so (unless the author's transcript came with the video: then it
 * titles the steps); a rerun replaces the steps; a text file named .mp4 fails the job and the
 * card, leaving no HLS behind.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardStatus, SpeechStatus } from '@stepwise/core';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { steps, transcriptions, users, workflows, workspaces } from '../../src/db/schema.js';
import { Tenant } from '../../src/db/tenant.js';
import { jobHandlers } from '../../src/job-handlers.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { isFinal, type Job } from '../../src/jobs/types.js';
import { makeTestVideo, type TestVideo } from '../../src/media/index.js';
import { seedDemo } from '../../src/seed/demo.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { workflowKeys } from '../../src/storage/storage.js';
import { createWorkflowFromFile } from '../../src/workflows/create-workflow.js';
import { PROCESS_WORKFLOW_JOB } from '../../src/workflows/process-workflow.js';
import { openTestDatabase, TEST_PASSWORD } from '../harness.js';
import { closeDatabase, eventually, workerPool } from '../jobs/helpers.js';

let database: Database;
let drop: () => Promise<void>;
let work: string;
let storage: LocalStorage;
let queue: JobQueue;
let tenant: Tenant;
let workspaceId: string;
let authorId: string;
let video: TestVideo;
const pool = workerPool();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  work = await mkdtemp(join(tmpdir(), 'stepwise-workflows-'));
  storage = new LocalStorage(join(work, 'storage'));
  queue = new JobQueue(database.db);
  const seeded = await seedDemo(database.db, TEST_PASSWORD);
  tenant = new Tenant(database.db, seeded.organizationId);
  workspaceId = (await tenant.select(workspaces))[0]!.id;
  authorId = (await tenant.select(users))[0]!.id;
  video = await makeTestVideo({
    outFile: join(work, 'three-scenes.mp4'),
    width: 640,
    height: 360,
    scenes: [
      { seconds: 7, color: 'red' },
      { seconds: 7, color: 'blue' },
      { seconds: 6, color: 'green' },
    ],
    speech: [
      { atSeconds: 1, text: 'Open the cover.' },
      { atSeconds: 8, text: 'Remove the filter.' },
      { atSeconds: 15, text: 'Close the cover.' },
    ],
  });
}, 120_000);
afterEach(() => pool.stopAll());
afterAll(async () => {
  await closeDatabase(database);
  await drop?.();
  if (work) await rm(work, { recursive: true, force: true });
});

function startWorker() {
  const config = loadConfig({ DATA_DIR: work, LOG_LEVEL: 'silent' });
  const handlers = jobHandlers({ config, database, storage, log: silentLog });
  return pool.start({ database, handlers, retryDelayMs: () => 0 });
}

const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

const settled = (id: string) =>
  eventually(
    () => queue.get(id),
    (j) => !!j && isFinal(j.status),
    60_000,
  ) as Promise<Job>;

async function readWorkflow(id: string) {
  const workflow = (await tenant.first(workflows, eq(workflows.id, id)))!;
  const stepRows = await tenant.select(steps, eq(steps.workflowId, id), { orderBy: steps.order });
  return { workflow, steps: stepRows, card: cardStatus({ ...workflow, steps: stepRows }) };
}

describe('process-workflow', () => {
  it('makes HLS, poster, thumbnails and steps at the scene cuts', async () => {
    const { workflow: created, job } = await createWorkflowFromFile(tenant, storage, {
      workspaceId,
      title: 'Filter change',
      languageCode: 'en',
      authorId,
      file: video.file,
    });
    expect(created.convertStatus).toBe('job scheduled');
    expect(created.blocked).toBe('waiting backend initial');
    expect(job.dedupeKey).toBe(`process-workflow:${created.id}`);
    expect((await readWorkflow(created.id)).card).toBe('transcoding');

    await startWorker();
    const done = await settled(job.id);
    expect(done.lastError).toBeNull();
    expect(done.status).toBe('succeeded');
    expect(done.progress).toBe(1);

    const { workflow, steps: stepRows, card } = await readWorkflow(created.id);
    const keys = workflowKeys(tenant.organizationId, created.id);
    expect(workflow).toMatchObject({
      convertStatus: 'transcoded',
      blocked: '',
      speechStatus: SpeechStatus.NotConfigured,
      stepsStatus: 'completed',
      hlsKey: `${keys.hls}/master.m3u8`,
      posterKey: keys.poster,
    });
    expect(card).toBe('unpublished');
    expect(workflow.videoDuration).toBeCloseTo(20, 0);

    // HLS: the master and one playlist per rendition (a 360p source gets the 360p rung).
    const hls = await storage.list(keys.hls);
    expect(hls).toContain(`${keys.hls}/master.m3u8`);
    expect(hls.filter((k) => k.endsWith('.m3u8')).length).toBeGreaterThanOrEqual(2);
    expect(hls.some((k) => k.endsWith('.ts'))).toBe(true);
    expect(workflow.hlsKey && (await storage.stat(workflow.hlsKey))?.sizeBytes).toBeGreaterThan(0);
    expect((await storage.stat(keys.poster))?.sizeBytes).toBeGreaterThan(0);

    // One thumbnail per second, each in storage.
    const seconds = Object.keys(workflow.imageMap ?? {}).map(Number);
    expect(seconds.length).toBeGreaterThanOrEqual(19);
    expect(seconds.length).toBeLessThanOrEqual(21);
    for (const key of Object.values(workflow.imageMap ?? {})) {
      expect(await storage.stat(key)).toBeDefined();
    }

    // Steps at the cuts (7 s and 14 s), no titles without a transcript, a poster each.
    expect(stepRows.length).toBeGreaterThanOrEqual(2);
    expect(stepRows[0]!.startTime).toBe(0);
    expect(stepRows.at(-1)!.endTime).toBeCloseTo(workflow.videoDuration!, 1);
    for (const boundary of stepRows.slice(1).map((s) => s.startTime)) {
      expect(Math.min(...video.cuts.map((c) => Math.abs(c - boundary)))).toBeLessThanOrEqual(1);
    }
    for (const step of stepRows) {
      expect(step.title).toEqual({ en: '' });
      expect(step.posterKey).toBe(workflow.imageMap?.[String(Math.floor(step.startTime))]);
    }
    expect(stepRows.map((s) => s.order)).toEqual(stepRows.map((_, i) => (i + 1) * 10));
    // Nothing was said to the server: no transcript row is invented.
    expect(await tenant.count(transcriptions, eq(transcriptions.workflowId, created.id))).toBe(0);

    // Running the job again replaces the steps rather than adding to them.
    const again = await queue.enqueue(database.db, {
      kind: PROCESS_WORKFLOW_JOB,
      payload: { workflowId: created.id, organizationId: tenant.organizationId },
      organizationId: tenant.organizationId,
    });
    expect((await settled(again.id)).status).toBe('succeeded');
    const rerun = await readWorkflow(created.id);
    expect(rerun.steps.length).toBe(stepRows.length);
    expect(rerun.steps.map((s) => s.startTime)).toEqual(stepRows.map((s) => s.startTime));
    expect(rerun.card).toBe('unpublished');
    expect(await storage.list(keys.hls)).toEqual(hls);
  }, 60_000);

  it("an author's transcript stored with the workflow (the demo's script) titles its steps", async () => {
    const script = video.speech.map((p) => ({
      sentence: p.text,
      startTime: Math.round(p.start * 1000) / 1000,
      endTime: Math.round(p.end * 1000) / 1000,
    }));
    const { workflow: created, job } = await createWorkflowFromFile(tenant, storage, {
      workspaceId,
      title: 'Filter change, scripted',
      languageCode: 'en',
      authorId,
      file: video.file,
      transcript: script,
    });
    await startWorker();
    expect((await settled(job.id)).status).toBe('succeeded');
    const { workflow, steps: stepRows } = await readWorkflow(created.id);
    // No speech-to-text, but a transcript: speech is complete, and each step is titled by the
    // first sentence said in it.
    expect(workflow.speechStatus).toBe(SpeechStatus.Completed);
    expect(stepRows.map((s) => s.title.en)).toEqual([
      'Open the cover.',
      'Remove the filter.',
      'Close the cover.',
    ]);
    const [kept] = await tenant.select(transcriptions, eq(transcriptions.workflowId, created.id));
    expect(kept).toMatchObject({ source: 'author', languageCode: 'en', sentences: script });
  }, 60_000);

  it('fails the job and the card on a text file named .mp4, leaving no HLS', async () => {
    const bad = join(work, 'notes.mp4');
    await writeFile(bad, 'These are meeting notes, not a video.\n'.repeat(50));
    const { workflow: created, job } = await createWorkflowFromFile(tenant, storage, {
      workspaceId,
      title: 'Not a video',
      languageCode: 'en',
      authorId,
      file: bad,
    });
    await startWorker();
    const done = await settled(job.id);
    expect(done.status).toBe('failed');
    expect(done.attempts).toBe(1);
    expect(done.lastError).toMatch(/not a usable video: Invalid file type/);

    const { workflow, card } = await readWorkflow(created.id);
    expect(card).toBe('failed');
    expect(workflow).toMatchObject({
      blocked: '',
      convertStatus: 'error',
      stepsStatus: 'error',
      hlsKey: null,
    });
    const keys = workflowKeys(tenant.organizationId, created.id);
    expect(await storage.list(keys.hls)).toEqual([]);
    expect(await tenant.count(steps, and(eq(steps.workflowId, created.id)))).toBe(0);
  }, 30_000);
});
