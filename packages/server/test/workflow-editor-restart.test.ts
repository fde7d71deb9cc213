/**
 * Issue 21 Must-show: a server killed during a re-render resumes it after restart, and the
 * workflow keeps playing the old media meanwhile. The first server processes a video, saves a
 * 3 s cut and is killed (its worker stops writing, its database connection closes) while ffmpeg
 * renders; a second server, up without a worker, still answers the player with the old ladder;
 * a worker started on it takes the job again once the lease runs out and the render finishes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, workflowRenders, workflows, workspaces } from '../src/db/schema.js';
import { createJobWorker } from '../src/job-worker.js';
import { silentJobLog } from '../src/jobs/log.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startServer, type RunningServer } from '../src/server.js';
import { ApiClient, restartableConfig, serverDatabase } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { probeDuration, processedWorkflow, testVideo } from './workflow-editor-helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-editor-restart-'));
let serverDb: Awaited<ReturnType<typeof serverDatabase>>;
let video: Buffer;

beforeAll(async () => {
  // Three 10 s scenes (30 s): long enough that the render still runs when the server is killed.
  video = await testVideo(dataDir, 10);
  serverDb = await serverDatabase(dataDir);
}, 60_000);
afterAll(async () => {
  await serverDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const configOf = (extra: Record<string, string> = {}) =>
  restartableConfig(dataDir, serverDb.env, extra);

const renderOf = async (server: RunningServer, id: string) =>
  (await server.database.db.select().from(workflowRenders).where(eq(workflowRenders.id, id)))[0]!;

describe('a server killed during a re-render', () => {
  it('resumes it after restart; the old media plays meanwhile', async () => {
    const first = await startServer(configOf());
    const api = new ApiClient(first.url);
    const token = (await api.login(DEMO_USERS.publisher)).accessToken;
    const [assembly] = await first.database.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.name, 'Assembly Line'));
    const workflowId = await processedWorkflow(api, token, video, assembly!.id, 'Restarted cut');
    const doc = (await api.get(`/v1/workflows/${workflowId}/builder`, token)).body.data.item;
    const saved = await api.put(
      `/v1/workflows/${workflowId}/builder`,
      { version: doc.version, segments: [{ type: 'delete', start: 12, end: 15 }] },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const renderId = saved.body.data.render.id as string;
    const running = await eventually(
      () => renderOf(first, renderId),
      (r) => r.status === 'running' && r.stage === 'rendering',
      60_000,
    );
    expect(running.stage).toBe('rendering');
    first.jobs!.kill();
    await first.app.close();
    await first.database.close();

    // Back up without a worker: the render waits, the player still gets the old ladder.
    const second = await startServer(configOf({ JOBS_IN_PROCESS: 'false' }));
    try {
      const api2 = new ApiClient(second.url);
      const token2 = (await api2.login(DEMO_USERS.publisher)).accessToken;
      expect((await renderOf(second, renderId)).status).toBe('running');
      const playing = await api2.get('/v1/player/workflow', token2, { workflowId });
      expect(playing.status).toBe(200);
      expect(JSON.stringify(playing.body.data)).not.toContain('/renders/');
      const card = await api2.get(`/v1/workflows/${workflowId}`, token2);
      expect(card.body.data.item.editorStatus).toBe('transcoding multi-edit-steps');

      const worker = createJobWorker(configOf(), second.database, silentJobLog);
      await worker.start();
      const done = await eventually(
        () => renderOf(second, renderId),
        (r) => r.status === 'finished' || r.status === 'error',
        120_000,
      );
      await worker.stop({ timeoutMs: 5_000 });
      expect(done.status, done.error ?? '').toBe('finished');
      const db = second.database.db;
      const [job] = await db.select().from(jobs).where(eq(jobs.id, done.jobId!));
      expect(job!.status).toBe('succeeded');
      expect(job!.attempts).toBeGreaterThanOrEqual(2);
      const [row] = await db.select().from(workflows).where(eq(workflows.id, workflowId));
      expect(row!.editorStatus).toBe('completed buildermain');
      expect(row!.hlsKey).toContain(`/renders/${renderId}/`);
      expect(row!.videoDuration).toBeCloseTo(27, 1);
      const master = join(dataDir, 'storage', row!.hlsKey!);
      expect(await probeDuration(master)).toBeCloseTo(27, 0);
      const now = await api2.get('/v1/player/workflow', token2, { workflowId });
      expect(JSON.stringify(now.body.data)).toContain(`/renders/${renderId}/`);
    } finally {
      await second.close();
    }
  }, 240_000);
});
