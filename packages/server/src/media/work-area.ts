/**
 * Where media jobs work on this machine, and what they leave behind when a process dies.
 *
 * Every process that runs jobs owns one folder under the work root (`WORK_DIR`, by default
 * `<tmp>/stepwise-work`): `p<pid>-<start>` with an `owner.json` naming it. Job work folders
 * (originals copied from storage, HLS output, thumbnails) are made inside it, and every media
 * tool it starts (ffmpeg, ffprobe, espeak-ng) runs in a process group of its own, recorded under
 * `children/` while it runs. A cancelled or timed-out job kills its tool's whole group; a
 * process that exits kills what it still runs.
 *
 * A process killed outright (SIGKILL, a crash of the machine's OOM killer) cannot clean up, so
 * every process sweeps at start: the folders of owners that are no longer running are removed,
 * and the tools they recorded are killed first if they are still running (checked by their
 * start time on Linux, so a reused process id is never taken for one of ours).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEFAULT_WORK_ROOT = join(tmpdir(), 'stepwise-work');

/** A process's start time in clock ticks since boot (Linux); undefined where there is no /proc. */
export function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields resume after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19]; // field 22, starttime
  } catch {
    return undefined;
  }
}

function isRunning(pid: number, startTicks: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it runs, as someone else (so it is not ours).
    return (err as NodeJS.ErrnoException).code === 'EPERM' && startTicks === undefined;
  }
  if (startTicks === undefined) return true;
  const now = processStartTicks(pid);
  return now === undefined || now === startTicks;
}

interface OwnerFile {
  pid: number;
  startTicks?: string;
}

interface ChildFile {
  pid: number;
  startTicks?: string;
  command: string;
}

export interface SweepResult {
  /** Owner folders of processes that are gone, removed. */
  removedFolders: number;
  /** Media tools of those processes still running, killed. */
  killedProcesses: number;
}

export class WorkArea {
  readonly dir: string;
  private readonly children = new Map<number, string>();
  private ready: Promise<void> | undefined;

  constructor(readonly root: string = DEFAULT_WORK_ROOT) {
    this.dir = join(root, `p${process.pid}-${randomBytes(4).toString('hex')}`);
  }

  private ensure(): Promise<void> {
    this.ready ??= (async () => {
      await mkdir(join(this.dir, 'children'), { recursive: true });
      const owner: OwnerFile = { pid: process.pid, startTicks: processStartTicks(process.pid) };
      await writeFile(join(this.dir, 'owner.json'), JSON.stringify(owner));
    })();
    return this.ready;
  }

  /** A fresh folder for one job's files; the job removes it when done (and the sweep if not). */
  async makeDir(prefix: string): Promise<string> {
    await this.ensure();
    return mkdtemp(join(this.dir, prefix));
  }

  /** Records a media tool started in its own process group (see run-process.ts). */
  async started(pid: number, command: string): Promise<void> {
    await this.ensure();
    const file = join(this.dir, 'children', String(pid));
    this.children.set(pid, file);
    const child: ChildFile = { pid, startTicks: processStartTicks(pid), command };
    // Whole or not at all: a sweep (or a test) may read it at any moment.
    await writeFile(`${file}.tmp`, JSON.stringify(child))
      .then(() => rename(`${file}.tmp`, file))
      .catch(() => undefined);
  }

  async exited(pid: number): Promise<void> {
    const file = this.children.get(pid);
    this.children.delete(pid);
    if (file) await unlink(file).catch(() => undefined);
  }

  /**
   * On the way out (a normal exit or an uncaught error; not SIGKILL, which the next start's sweep
   * handles): the tools still running die with this process, and its folder goes.
   */
  killAllNow(): void {
    for (const pid of this.children.keys()) killGroup(pid, 'SIGKILL');
    this.children.clear();
    if (this.ready) rmSync(this.dir, { recursive: true, force: true });
  }

  /** Removes what processes that are no longer running left here; see the top of this file. */
  async sweep(): Promise<SweepResult> {
    const result: SweepResult = { removedFolders: 0, killedProcesses: 0 };
    let entries: string[];
    try {
      entries = await readdir(this.root);
    } catch {
      return result;
    }
    for (const name of entries) {
      const folder = join(this.root, name);
      if (folder === this.dir || !/^p\d+-[0-9a-f]+$/.test(name)) continue;
      const owner = await readJson<OwnerFile>(join(folder, 'owner.json'));
      // A folder without its owner file is one being made right now, or debris: the pid in its
      // name decides.
      const pid = owner?.pid ?? Number(/^p(\d+)-/.exec(name)![1]);
      if (isRunning(pid, owner?.startTicks)) continue;
      for (const file of await readdir(join(folder, 'children')).catch(() => [])) {
        if (file.endsWith('.tmp')) continue;
        const child = await readJson<ChildFile>(join(folder, 'children', file));
        if (!child) continue;
        // Only with a recorded start time can a running pid be proven to be the same tool.
        if (child.startTicks === undefined) continue;
        if (isRunning(child.pid, child.startTicks) && killGroup(child.pid, 'SIGKILL'))
          result.killedProcesses++;
      }
      await rm(folder, { recursive: true, force: true });
      result.removedFolders++;
    }
    return result;
  }
}

/** Kills a process group (its leader's pid); true when there was one to kill. */
export function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

let current: WorkArea | undefined;

function use(area: WorkArea): WorkArea {
  current = area;
  process.once('exit', () => area.killAllNow());
  return area;
}

/**
 * This process's work area. `configureWorkArea` (at start, from WORK_DIR) comes first; code that
 * runs without it (a test, a script) gets one under the default root.
 */
export function workArea(): WorkArea {
  return current ?? use(new WorkArea());
}

export function configureWorkArea(root: string): WorkArea {
  if (current?.root === root) return current;
  return use(new WorkArea(root));
}
