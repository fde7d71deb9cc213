/**
 * Deploy-safe embed (issue 17, README "Deploys"): the loaders are short-cached, the hashed chunks
 * immutable; after the build folder moves on to another build, a chunk only the earlier build
 * had is still served (from the archive in object storage), until EMBED_CHUNK_RETENTION_DAYS
 * after the switch, when maintenance removes it. Over real HTTP against the embedded database.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, renameSync, utimesSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { embedChunks } from '../src/db/schema.js';
import { runMaintenance } from '../src/domain/maintenance.js';
import { startTestServer, type TestServer } from './harness.js';

const root = mkdtempSync(join(tmpdir(), 'stepwise-embed-deploys-'));
const current = join(root, 'current');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A build folder as scripts/build.mjs leaves it, written a minute ago (a settled build). */
function build(name: string, chunks: Record<string, string>, compressed: string[] = []): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'stepwise.mjs'), `/* build ${name} */ export const loader = 1;`);
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  const files: string[] = [join(dir, 'stepwise.mjs'), join(dir, 'chunks')];
  for (const [file, text] of Object.entries(chunks)) {
    const path = join(dir, 'chunks', file);
    writeFileSync(path, text);
    files.push(path);
    if (compressed.includes(file)) {
      writeFileSync(`${path}.br`, brotliCompressSync(text));
      writeFileSync(`${path}.gz`, gzipSync(text));
      files.push(`${path}.br`, `${path}.gz`);
    }
  }
  const minuteAgo = new Date(Date.now() - 60_000);
  for (const file of files) utimesSync(file, minuteAgo, minuteAgo);
  return dir;
}

/** Points `current` at a build in one rename, as a release symlink is switched. */
function deploy(dir: string): void {
  const next = `${current}.next`;
  symlinkSync(dir, next);
  renameSync(next, current);
}

const OLD_PLAYER = 'player-Yesterd1.js';
const PLAYER = 'player-Today222.js';
const SHARED = 'shared-Same1234.js';
const playerCode = `export const player = ${JSON.stringify('yesterday '.repeat(2000))};`;

let s: TestServer;
const rows = () =>
  s.database.db
    .select()
    .from(embedChunks)
    .orderBy(embedChunks.file)
    .then((r) => r.map((c) => ({ file: c.file, retired: c.retiredAt !== null })));
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/embed/v1/${path}`, { headers });

beforeAll(async () => {
  build('yesterday', { [OLD_PLAYER]: playerCode, [SHARED]: 'export const shared = 1;' }, [
    OLD_PLAYER,
  ]);
  build('today', {
    [PLAYER]: 'export const player = "today";',
    [SHARED]: 'export const shared = 1;',
  });
  deploy(join(root, 'yesterday'));
  s = await startTestServer({ EMBED_DIR: current }, { seed: false });
});
afterAll(async () => {
  await s?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('deploys', () => {
  it('caches a loader for five minutes with an ETag to revalidate, and a chunk for a year', async () => {
    const loader = await get('stepwise.mjs');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = loader.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await get('stepwise.mjs', { 'if-none-match': etag })).status).toBe(304);
    const chunk = await get(`chunks/${SHARED}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('archives the build it serves on the first request', async () => {
    await expect.poll(rows).toEqual([
      { file: `chunks/${OLD_PLAYER}`, retired: false },
      { file: `chunks/${SHARED}`, retired: false },
    ]);
    // The rows come first, then the objects.
    await expect
      .poll(() => s.app.services.storage.list('embed/chunks'))
      .toEqual([
        `embed/chunks/${OLD_PLAYER}`,
        `embed/chunks/${OLD_PLAYER}.br`,
        `embed/chunks/${OLD_PLAYER}.gz`,
        `embed/chunks/${SHARED}`,
      ]);
  });

  it('after the switch to a new build, still serves the chunks only the earlier build had', async () => {
    deploy(join(root, 'today'));
    expect(await (await get('stepwise.mjs')).text()).toContain('build today');
    expect((await get(`chunks/${PLAYER}`)).status).toBe(200);

    const old = await get(`chunks/${OLD_PLAYER}`, { 'accept-encoding': 'br' });
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(old.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(old.headers.get('access-control-allow-origin')).toBe('*');
    // The build's brotli copy, archived with it (fetch decodes it).
    expect(old.headers.get('content-encoding')).toBe('br');
    expect(await old.text()).toBe(playerCode);
    const etag = old.headers.get('etag')!;
    const again = await get(`chunks/${OLD_PLAYER}`, {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);

    // The new build is archived in turn; yesterday's own chunk starts its retention now.
    await expect.poll(rows).toEqual([
      { file: `chunks/${PLAYER}`, retired: false },
      { file: `chunks/${OLD_PLAYER}`, retired: true },
      { file: `chunks/${SHARED}`, retired: false },
    ]);
  });

  it('another server process (another machine) on the same database and store finds them too', async () => {
    const other = await buildApp({ config: s.config, database: s.database, logger: false });
    try {
      const res = await other.inject({ url: `/embed/v1/chunks/${OLD_PLAYER}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(playerCode);
    } finally {
      await other.close();
    }
  });

  it('keeps a retired chunk for the retention period, then maintenance removes it', async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    const retention = { jobsDays: 14, errorLogDays: 30, embedChunkDays: 30 };
    const retire = (d: number) =>
      s.database.db
        .update(embedChunks)
        .set({ retiredAt: daysAgo(d) })
        .where(eq(embedChunks.file, `chunks/${OLD_PLAYER}`));

    await retire(29);
    expect((await runMaintenance(s.database, s.app.services.storage, retention)).embedChunks).toBe(
      0,
    );
    expect((await get(`chunks/${OLD_PLAYER}`)).status).toBe(200);

    await retire(31);
    expect((await runMaintenance(s.database, s.app.services.storage, retention)).embedChunks).toBe(
      1,
    );
    const gone = await get(`chunks/${OLD_PLAYER}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { ok: boolean }).ok).toBe(false);
    expect(await s.app.services.storage.list('embed/chunks')).toEqual([
      `embed/chunks/${PLAYER}`,
      `embed/chunks/${SHARED}`,
    ]);
    // The current build's chunks are never retired, however old.
    expect(
      await s.database.db.execute(sql`select count(*)::int as n from embed_chunks`),
    ).toMatchObject({ rows: [{ n: 2 }] });
    expect((await get(`chunks/${SHARED}`)).status).toBe(200);
  });

  it('answers nothing outside the chunks, in the build folder or the archive', async () => {
    // Objects beside the archive, and a file beside the build folders.
    await s.app.services.storage.put('embed/secret.js', Buffer.from('stored secret'));
    await s.app.services.storage.put('org/x/secret.js', Buffer.from('stored secret'));
    writeFileSync(join(root, 'secret.js'), 'outside');
    for (const path of [
      'chunks/..%2fsecret.js',
      'chunks/..%2f..%2forg%2fx%2fsecret.js',
      'chunks/%2e%2e/secret.js',
      '..%2fsecret.js',
      '%2e%2e/%2e%2e/secret.js',
      'chunks/sub/player.js',
      `chunks/${PLAYER}.map`,
      `chunks/${OLD_PLAYER}.br`,
      '.vite/manifest.json',
      'embed/secret.js',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).not.toContain('stored secret');
      expect(body, path).not.toContain('outside');
    }
  });
});
