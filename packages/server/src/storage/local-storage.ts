/**
 * The local-folder object store (the default: DATA_DIR/storage). A key is a path under the root;
 * every write goes to a temporary file renamed into place, so a reader never sees half an object.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkKey,
  StorageNotFoundError,
  type ObjectStorage,
  type StoredObject,
} from './storage.js';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (err) {
    if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw err;
  }
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  /** Where a key lives on this machine (this store only; nothing outside it needs a path). */
  localPath(key: string): string {
    return join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, source: string | Uint8Array): Promise<void> {
    const target = this.localPath(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.tmp-${randomUUID().slice(0, 8)}`;
    try {
      if (typeof source === 'string') await copyFile(source, temp);
      else await writeFile(temp, source);
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async putDirectory(prefix: string, localDir: string): Promise<string[]> {
    checkKey(prefix);
    const keys: string[] = [];
    for (const file of (await filesUnder(localDir)).sort()) {
      const key = `${prefix}/${relative(localDir, file).split(sep).join('/')}`;
      await this.put(key, file);
      keys.push(key);
    }
    return keys;
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const from = this.localPath(fromKey);
    const info = await stat(from).catch(() => undefined);
    if (!info?.isFile()) throw new StorageNotFoundError(fromKey);
    await this.put(toKey, from);
  }

  async get(key: string): Promise<Readable> {
    const path = this.localPath(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new StorageNotFoundError(key);
    return createReadStream(path);
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    const info = await stat(this.localPath(key)).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { key, sizeBytes: info.size, modifiedAt: info.mtime };
  }

  async list(prefix: string): Promise<string[]> {
    const path = this.localPath(prefix);
    if ((await this.stat(prefix)) !== undefined) return [prefix];
    return (await filesUnder(path))
      .filter((f) => !/\.tmp-[0-9a-f]{8}$/.test(f))
      .map((f) => `${prefix}/${relative(path, f).split(sep).join('/')}`)
      .sort();
  }

  async delete(prefix: string): Promise<void> {
    await rm(this.localPath(prefix), { recursive: true, force: true });
  }
}
