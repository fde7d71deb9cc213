/**
 * More than one machine (PostgreSQL only): two API processes and one `npm run worker` process
 * share the test database and an S3 bucket (s3rver), each with a data folder of its own. A video
 * uploaded through the first API goes straight to the store, is processed by the worker, and
 * plays through the second API: its playlists, and a segment fetched from the store.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { makeTestVideo } from '../src/media/test-video.js';
import { DEMO_USERS, seedDemo } from '../src/seed/demo.js';
import { createStorage } from '../src/storage/index.js';
import { buildFixtures } from './fixtures.js';
import { ApiClient, serverDatabase, TEST_PASSWORD } from './harness.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { readEvents, uploadWorkflow } from './upload-client.js';

const onPostgres = !!inject('postgresTemplate');
const src = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function run(name: string, entry: string, env: Record<string, string>): Proc {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@stepwise/source', entry],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { name, child, exited, output: () => out };
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe.runIf(onPostgres)('two API processes and a worker on PostgreSQL and S3', () => {
  let work: string;
  let s3: TestS3Server;
  let serverDb: Awaited<ReturnType<typeof serverDatabase>>;
  let organizationId: string;
  let workspaceId: string;
  const procs: Proc[] = [];
  const apis: { url: string; dataDir: string; api: ApiClient }[] = [];
  let workerDir: string;
  let video: Buffer;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'stepwise-scale-out-'));
    const made = makeTestVideo({
      outFile: join(work, 'clip.mp4'),
      width: 320,
      height: 240,
      scenes: [
        { seconds: 2, color: 'orange' },
        { seconds: 2, pattern: 'testsrc2' },
      ],
      audio: true,
    });
    [s3, serverDb] = await Promise.all([startS3Server(), serverDatabase(work)]);
    // Seeded once, before any process starts; the processes only read it.
    organizationId = (await seedDemo(serverDb.database!.db, TEST_PASSWORD)).organizationId;
    workspaceId = (await buildFixtures(serverDb.database!.db, organizationId)).base.workspaceId!;
    const shared = {
      ...s3.env,
      DATABASE_URL: serverDb.env.DATABASE_URL!,
      JOBS_IN_PROCESS: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORTAL_DIR: '',
      EMBED_DIR: '',
      AI_BASE_URL: '',
      WHISPER_MODEL: '',
    };
    for (const name of ['api-1', 'api-2']) {
      const port = await freePort();
      const dataDir = join(work, name);
      mkdirSync(dataDir);
      const url = `http://127.0.0.1:${port}`;
      procs.push(
        run(name, src('main.ts'), {
          ...shared,
          PORT: String(port),
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
        }),
      );
      apis.push({ url, dataDir, api: new ApiClient(url) });
    }
    workerDir = join(work, 'worker');
    mkdirSync(workerDir);
    procs.push(
      run('worker', src('worker.ts'), { ...shared, DATA_DIR: workerDir, LOG_LEVEL: 'info' }),
    );
    for (const a of apis) {
      await until(`${a.url}/healthz`, async () => {
        const failed = procs.find((p) => p.child.exitCode !== null);
        if (failed) throw new Error(`${failed.name} exited: ${failed.output()}`);
        return (await fetch(`${a.url}/healthz`).catch(() => null))?.status === 200;
      });
    }
    await until('the worker', () => /job worker ready/.test(procs[2]!.output()));
    video = readFileSync((await made).file);
  }, 120_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => p.exited));
    await s3?.close();
    await serverDb?.close();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('uploads through one API, processes in the worker, plays through the other', async () => {
    const [first, second] = apis as [(typeof apis)[0], (typeof apis)[0]];
    const token = (await first.api.login(DEMO_USERS.publisher, TEST_PASSWORD)).accessToken;
    const { workflowId } = await uploadWorkflow(first.url, token, video, {
      workspaceId,
      title: 'Played on another machine',
      languageCode: 'en',
    });

    // Progress is followed through the second API while the worker process does the work.
    const events = await readEvents(second.url, token, workflowId);
    expect(events.at(-1)?.job.status).toBe('succeeded');
    expect(events.at(-1)?.item).toMatchObject({ id: workflowId, processed: true });

    const player = await second.api.get(`/v1/player/workflow?workflowId=${workflowId}`, token);
    expect(player.status, JSON.stringify(player.body)).toBe(200);
    const videoURL = player.body.data.item.videoURL as string;
    expect(videoURL.startsWith(`${second.url}/v1/media/`)).toBe(true);

    const master = await fetch(videoURL);
    expect(master.status).toBe(200);
    const variant = (await master.text()).split('\n').find((l) => l && !l.startsWith('#'))!;
    const playlist = await fetch(new URL(variant, videoURL));
    expect(playlist.status).toBe(200);
    const segments = (await playlist.text()).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);
    const segment = new URL(segments[0]!);
    expect(segment.origin).toBe(s3.endpoint);
    const res = await fetch(segment);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    // 0x47: the MPEG-TS sync byte every 188-byte packet starts with.
    expect(bytes[0]).toBe(0x47);
    expect(bytes[188]).toBe(0x47);
    const store = createStorage(loadConfig({ ...s3.env, DATA_DIR: work }));
    const key = decodeURIComponent(segment.pathname.slice(`/${s3.bucket}/`.length));
    expect(sha(bytes)).toBe(sha(await buffer(await store.get(key))));

    // Nothing went to any process's disk: media and uploads are in the bucket only.
    for (const dir of [first.dataDir, second.dataDir, workerDir]) {
      expect(existsSync(join(dir, 'storage'))).toBe(false);
      expect(existsSync(join(dir, 'db'))).toBe(false);
    }
    const media = await store.list(`org/${organizationId}/workflows/${workflowId}`);
    expect(media).toContain(`org/${organizationId}/workflows/${workflowId}/hls/master.m3u8`);
    expect(media).toContain(`org/${organizationId}/workflows/${workflowId}/poster.jpg`);
    expect(await store.list(`org/${organizationId}/uploads/${workflowId}`)).toEqual([]);
  }, 180_000);
});
