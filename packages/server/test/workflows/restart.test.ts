/**
 * Issue 3 Must-show: stop the server in the middle of a transcode, start it again, and the job
 * completes with nothing lost or duplicated. Twice: a graceful stop (SIGTERM: the handler is
 * aborted and the job goes back to the queue) and a crash (the worker just stops writing; the
 * job is taken again when its lease runs out). Progress of the resumed run is read from the
 * server-sent events a portal would follow.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { jobs, steps, workflows, workspaces } from '../../src/db/schema.js';
import { createJobWorker } from '../../src/job-worker.js';
import { silentJobLog } from '../../src/jobs/log.js';
import { makeTestVideo } from '../../src/media/test-video.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { ApiClient, restartableConfig, serverDatabase } from '../harness.js';
import { eventually } from '../jobs/helpers.js';
import { readEvents, uploadWorkflow } from '../upload-client.js';

const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-restart-'));
let serverDb: Awaited<ReturnType<typeof serverDatabase>>;
let video: Buffer;

beforeAll(async () => {
  const made = await makeTestVideo({
    outFile: join(dataDir, 'clip.mp4'),
    width: 854,
    height: 480,
    scenes: [
      { seconds: 4, color: 'red' },
      { seconds: 4, pattern: 'testsrc2' },
      { seconds: 4, color: 'blue' },
    ],
    audio: true,
  });
  video = readFileSync(made.file);
  serverDb = await serverDatabase(dataDir);
}, 60_000);
afterAll(async () => {
  await serverDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const configOf = (extra: Record<string, string> = {}) =>
  restartableConfig(dataDir, serverDb.env, extra);

async function jobRow(server: RunningServer, id: string) {
  const [job] = await server.database.db.select().from(jobs).where(eq(jobs.id, id));
  return job!;
}

describe('a server stopped in the middle of a transcode', () => {
  it.each(['graceful stop', 'crash'] as const)(
    '%s: after a restart the job completes; nothing is lost or duplicated',
    async (how) => {
      const first = await startServer(configOf());
      const api = new ApiClient(first.url);
      const token = (await api.login(DEMO_USERS.publisher)).accessToken;
      const [assembly] = await first.database.db
        .select()
        .from(workspaces)
        .where(eq(workspaces.name, 'Assembly Line'));
      const { workflowId, jobId } = await uploadWorkflow(first.url, token, video, {
        workspaceId: assembly!.id,
        title: `Restart ${how}`,
        languageCode: 'en',
      });
      const running = await eventually(
        () => jobRow(first, jobId),
        (job) => job.progressMessage === 'transcoding' && job.progress > 0.06,
        60_000,
      );
      expect(running.progressMessage).toBe('transcoding');
      if (how === 'crash') {
        first.jobs!.kill();
        await first.app.close();
        await first.database.close();
      } else await first.close();

      // Back up without a worker first, so the event stream is open before the work resumes.
      const second = await startServer(configOf({ JOBS_IN_PROCESS: 'false' }));
      try {
        const interrupted = await jobRow(second, jobId);
        expect(interrupted.status).toBe(how === 'crash' ? 'running' : 'queued');
        const events = readEvents(second.url, token, workflowId);
        const worker = createJobWorker(configOf(), second.database, silentJobLog);
        await worker.start();
        const seen = await events;
        await worker.stop();

        const last = seen.at(-1)!;
        expect(last.item).toMatchObject({
          id: workflowId,
          processed: true,
          cardStatus: 'unpublished',
        });
        expect(last.job.status).toBe('succeeded');
        const during = seen.filter((e) => e.job && e.job.progress > 0 && e.job.progress < 1);
        expect(during.length).toBeGreaterThan(0);

        const db = second.database.db;
        expect(
          await db
            .select()
            .from(jobs)
            .where(eq(jobs.dedupeKey, `process-workflow:${workflowId}`)),
        ).toHaveLength(1);
        expect((await jobRow(second, jobId)).status).toBe('succeeded');
        expect(await db.select().from(workflows).where(eq(workflows.id, workflowId))).toHaveLength(
          1,
        );
        const stepRows = await db
          .select()
          .from(steps)
          .where(eq(steps.workflowId, workflowId))
          .orderBy(asc(steps.order));
        expect(stepRows.length).toBeGreaterThanOrEqual(2);
        expect(new Set(stepRows.map((s) => s.order)).size).toBe(stepRows.length);
        for (let i = 1; i < stepRows.length; i++)
          expect(stepRows[i]!.startTime).toBeCloseTo(stepRows[i - 1]!.endTime, 3);

        // Every playlist's segments are there, and no half-written object is left.
        const storage = second.app.services.storage;
        const [row] = await db.select().from(workflows).where(eq(workflows.id, workflowId));
        const hls = row!.hlsKey!.replace(/\/[^/]+$/, '');
        const keys = await storage.list(hls);
        expect(keys.some((k) => /\.tmp-/.test(k))).toBe(false);
        const playlists = keys.filter((k) => k.endsWith('.m3u8') && k !== row!.hlsKey);
        expect(playlists.length).toBeGreaterThan(0);
        for (const playlist of playlists) {
          const text = (await buffer(await storage.get(playlist))).toString('utf8');
          const folder = playlist.replace(/\/[^/]+$/, '');
          const segments = text.split('\n').filter((l) => l && !l.startsWith('#'));
          expect(segments.length).toBeGreaterThan(0);
          for (const seg of segments) expect(keys).toContain(`${folder}/${seg}`);
        }
        expect(await storage.list(`org/${row!.organizationId}/uploads`)).toEqual([]);
      } finally {
        await second.close();
      }
    },
    180_000,
  );
});
