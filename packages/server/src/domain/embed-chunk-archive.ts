/**
 * Deploy-safe embed (issue 17, README "Deploys"). A host page keeps the loader it fetched
 * (stepwise.mjs, cached five minutes, held in memory for as long as the page is open) and imports
 * the widget chunks that loader names, by their content-hashed file names, whenever an element
 * appears: possibly hours after the server moved on to another build, whose folder no longer has
 * them. So every chunk a build serves is copied into object storage (`embed/chunks/<file>`, with
 * the build's brotli and gzip copies), one row per chunk dates it, and the embed route answers a
 * chunk missing from the build folder from there. A chunk leaves the archive
 * EMBED_CHUNK_RETENTION_DAYS after a build without it was first served (the maintenance job).
 *
 * On several machines the store is the shared bucket and the rows are in the shared database:
 * whichever machine a page's next request reaches finds the chunks of any build any machine
 * served.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { embedChunks } from '../db/schema.js';
import { putFiles, StorageNotFoundError, type ObjectStorage } from '../storage/storage.js';

/** Where the archived chunks live in object storage. */
export const EMBED_CHUNK_PREFIX = 'embed/chunks';

/**
 * A chunk's path under /embed/v1/: `chunks/` and a plain file name (no `..`, no hidden file, no
 * folder), a script. The only names that reach the build folder or the store.
 */
export const EMBED_CHUNK = /^chunks\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.m?js$/;

/** The copies the build writes of each file (scripts/precompress.mjs): as is, brotli, gzip. */
export type ChunkCopy = '' | '.br' | '.gz';
const COPIES: readonly ChunkCopy[] = ['', '.br', '.gz'];

const keyOf = (file: string, copy: ChunkCopy) =>
  `${EMBED_CHUNK_PREFIX}/${file.slice('chunks/'.length)}${copy}`;

/** The chunks of the build in `dir`, as paths under /embed/v1/ (`chunks/player-tCgxWt3P.js`). */
export async function chunksOfBuild(dir: string): Promise<string[]> {
  const names = await readdir(join(dir, 'chunks')).catch(() => [] as string[]);
  return names
    .map((name) => `chunks/${name}`)
    .filter((file) => EMBED_CHUNK.test(file))
    .sort();
}

export interface ArchiveResult {
  /** Chunks of this build. */
  chunks: number;
  /** Objects written to the store (copies it did not have yet). */
  stored: number;
  /** Chunks of earlier builds whose retention starts now. */
  retired: number;
}

/**
 * Records the build in `dir` as the one being served: its chunks are archived (only the copies
 * the store lacks: names are content hashes, so a stored one never changes) and are current
 * again if they had been retired; every other current chunk is retired now.
 */
export async function archiveBuild(
  db: Db,
  storage: ObjectStorage,
  dir: string,
): Promise<ArchiveResult> {
  const files = await chunksOfBuild(dir);
  // No chunks: no build there (yet). Retiring everything would start every clock for nothing.
  if (files.length === 0) return { chunks: 0, stored: 0, retired: 0 };
  // Rows before objects: an object never exists without the row that lets maintenance remove it.
  await db
    .insert(embedChunks)
    .values(files.map((file) => ({ file })))
    .onConflictDoUpdate({ target: embedChunks.file, set: { retiredAt: null } });
  const stored = new Set(await storage.list(EMBED_CHUNK_PREFIX));
  const missing: { key: string; file: string }[] = [];
  for (const file of files) {
    for (const copy of COPIES) {
      const key = keyOf(file, copy);
      const local = join(dir, file + copy);
      if (stored.has(key)) continue;
      if (copy && !(await stat(local).catch(() => undefined))?.isFile()) continue;
      missing.push({ key, file: local });
    }
  }
  await putFiles(storage, missing);
  const retired = await db
    .update(embedChunks)
    .set({ retiredAt: sql`now()` })
    .where(and(isNull(embedChunks.retiredAt), notInArray(embedChunks.file, files)))
    .returning({ file: embedChunks.file });
  return { chunks: files.length, stored: missing.length, retired: retired.length };
}

/** An archived chunk's bytes in one copy; undefined when the archive has no such copy. */
export async function readArchivedChunk(
  storage: ObjectStorage,
  file: string,
  copy: ChunkCopy,
): Promise<Buffer | undefined> {
  if (!EMBED_CHUNK.test(file)) return undefined;
  let stream;
  try {
    stream = await storage.get(keyOf(file, copy));
  } catch (err) {
    if (err instanceof StorageNotFoundError) return undefined;
    throw err;
  }
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Removes the chunks retired more than `retentionDays` ago, objects first: a failure leaves the
 * row, and the next run tries again. Returns how many chunks went.
 */
export async function pruneEmbedChunks(
  db: Db,
  storage: ObjectStorage,
  retentionDays: number,
): Promise<number> {
  const expired = await db
    .select({ file: embedChunks.file })
    .from(embedChunks)
    .where(lt(embedChunks.retiredAt, sql`now() - make_interval(days => ${retentionDays})`));
  for (const { file } of expired) {
    for (const copy of COPIES) await storage.delete(keyOf(file, copy));
  }
  const files = expired.map((e) => e.file);
  if (files.length > 0) await db.delete(embedChunks).where(inArray(embedChunks.file, files));
  return files.length;
}

/** Files younger than this may still be being written by a build in progress. */
const SETTLE_MS = 2_000;

/**
 * The archive as one server process sees it: the build it serves is archived on the first embed
 * request (a server never asked for the embed copies nothing), and again whenever the build
 * folder changes under it (a rebuild in place, a `current` symlink moved to a new release).
 */
export class EmbedChunkArchive {
  /** The build folder's identity when it was last archived. */
  private archived: string | undefined;
  private running: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly deps: {
      db: Db;
      storage: ObjectStorage;
      dir: string;
      log: { info(msg: string): void; error(obj: unknown, msg: string): void };
    },
  ) {}

  /** Archives the build unless this one was archived already; never waits, never throws. */
  sync(): void {
    if (this.running || this.closed) return;
    this.running = this.syncNow()
      .catch((err: unknown) => this.deps.log.error({ err }, 'embed chunk archive failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Settles what is running and stops retrying: before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.running;
  }

  read(file: string, copy: ChunkCopy): Promise<Buffer | undefined> {
    return readArchivedChunk(this.deps.storage, file, copy);
  }

  private async syncNow(): Promise<void> {
    const chunksDir = join(this.deps.dir, 'chunks');
    const folder = await stat(chunksDir).catch(() => undefined);
    if (!folder?.isDirectory()) return;
    const identity = `${folder.dev}:${folder.ino}:${folder.mtimeMs}`;
    if (identity === this.archived) return;
    const youngest = Math.max(
      folder.mtimeMs,
      ...(await Promise.all(
        (await chunksOfBuild(this.deps.dir)).map(async (file) => {
          const info = await stat(join(this.deps.dir, file)).catch(() => undefined);
          return info?.mtimeMs ?? 0;
        }),
      )),
    );
    const wait = youngest + SETTLE_MS - Date.now();
    if (wait > 0) {
      // A build is being written: look again once it has settled, request or not.
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.sync(), wait).unref();
      return;
    }
    const result = await archiveBuild(this.deps.db, this.deps.storage, this.deps.dir);
    this.archived = identity;
    this.deps.log.info(
      `embed build archived: ${result.chunks} chunks (${result.stored} objects stored), ` +
        `${result.retired} of earlier builds retired`,
    );
  }
}
