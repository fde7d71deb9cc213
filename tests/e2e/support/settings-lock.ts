/**
 * One writer at a time of an organisation setting that specs in several workers change: the
 * embedding allow-list is read, changed and written whole, so two workers adding their host's
 * origin at the same moment would each write the list without the other's (the host page then
 * gets no answer). A directory under tests/.tmp is the lock (mkdir is atomic), shared by this
 * run's workers only; one left by a worker that died is taken over after STALE_MS.
 */
import { mkdir, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TMP = join(dirname(fileURLToPath(import.meta.url)), '../../.tmp');
const STALE_MS = 60_000;

export async function withSettingsLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(TMP, `${name}.lock`);
  await mkdir(TMP, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_MS) await rmdir(lock).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}
