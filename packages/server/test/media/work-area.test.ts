/**
 * Processes and disk (issue 14): media tools run in process groups of their own, recorded in the
 * process's work folder; a process killed with SIGKILL mid-transcode leaves an ffmpeg running
 * and a folder behind, and the next start ends that ffmpeg and removes the folder. A live
 * process's folder and tools are never touched.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStartTicks, WorkArea } from '../../src/media/work-area.js';
import { runProcess } from '../../src/media/run-process.js';
import { serverDatabase } from '../harness.js';
import { spawnProcess } from '../server-process.js';
import { tempDir } from './temp-dir.js';

const linux = process.platform === 'linux';
/** Running, and not a zombie waiting for a parent (an orphan's is init, which may be slow). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A pid that is certainly not running: a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => child.once('exit', r));
  return child.pid!;
}

describe('the work area', () => {
  const root = tempDir('work-area');

  it('records a running tool in its own process group, and forgets it when it ends', async () => {
    const area = new WorkArea(join(root, 'records'));
    await area.makeDir('job-');
    const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    await area.started(child.pid!, 'sleep');
    const file = join(area.dir, 'children', String(child.pid));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      pid: child.pid,
      command: 'sleep',
    });
    process.kill(-child.pid!, 'SIGKILL');
    await area.exited(child.pid!);
    expect(existsSync(file)).toBe(false);
  });

  it.runIf(linux)(
    "sweeps a dead owner's folder and kills its tools; leaves a live owner's alone",
    async () => {
      const workRoot = join(root, 'sweep');
      // A dead owner with a tool still running (what SIGKILL leaves behind).
      const dead = await deadPid();
      const orphan = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
      const deadDir = join(workRoot, `p${dead}-0000abcd`);
      mkdirSync(join(deadDir, 'children'), { recursive: true });
      mkdirSync(join(deadDir, 'job-x'));
      writeFileSync(join(deadDir, 'owner.json'), JSON.stringify({ pid: dead, startTicks: '1' }));
      writeFileSync(
        join(deadDir, 'children', String(orphan.pid)),
        JSON.stringify({
          pid: orphan.pid,
          startTicks: processStartTicks(orphan.pid!),
          command: 'ffmpeg',
        }),
      );
      // A record whose pid now belongs to some other process (its start time differs): spared.
      const stranger = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
      writeFileSync(
        join(deadDir, 'children', String(stranger.pid)),
        JSON.stringify({ pid: stranger.pid, startTicks: '12345', command: 'ffmpeg' }),
      );
      // A live owner (this test process) with a tool of its own.
      const live = new WorkArea(workRoot);
      await live.makeDir('job-');
      const own = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
      await live.started(own.pid!, 'sleep');

      const sweeper = new WorkArea(workRoot);
      const result = await sweeper.sweep();
      expect(result).toEqual({ removedFolders: 1, killedProcesses: 1 });
      await until(
        () => !alive(orphan.pid!) || orphan.exitCode !== null || orphan.signalCode !== null,
        5000,
        'the orphan to die',
      );
      expect(existsSync(deadDir)).toBe(false);
      expect(existsSync(live.dir)).toBe(true);
      expect(alive(own.pid!)).toBe(true);
      expect(alive(stranger.pid!)).toBe(true);
      process.kill(-own.pid!, 'SIGKILL');
      process.kill(-stranger.pid!, 'SIGKILL');
    },
  );

  it.runIf(linux)('a cancelled job kills the whole group of its tool', async () => {
    const controller = new AbortController();
    // A shell whose own child would survive a kill of the shell alone.
    const run = runProcess('sh', ['-c', 'sleep 60 & echo $!; wait'], {
      signal: controller.signal,
      killGraceMs: 200,
      onStdoutLine: (line) => {
        if (/^\d+$/.test(line)) grandchild = Number(line);
      },
    });
    let grandchild = 0;
    await until(() => grandchild > 0, 5000, 'the grandchild');
    controller.abort();
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    await until(() => !alive(grandchild), 5000, 'the grandchild to die');
  });
});

describe.runIf(linux)('kill -9 during a transcode', () => {
  const dir = tempDir('sigkill');
  const workDir = join(dir, 'work');
  let db: Awaited<ReturnType<typeof serverDatabase>>;
  beforeAll(async () => {
    db = await serverDatabase(dir);
  });
  afterAll(async () => db?.close());

  it('after a restart no ffmpeg of the old process runs and no work folder of it is left', async () => {
    const env = {
      ...db.env,
      DATA_DIR: join(dir, 'data'),
      WORK_DIR: workDir,
      PORTAL_DIR: '',
      EMBED_DIR: '',
      // The demo's sample workflow: made by ffmpeg and processed (transcoded) in the background.
      SEED_DEMO: 'true',
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
    };
    mkdirSync(env.DATA_DIR, { recursive: true });
    const first = await spawnProcess(
      'server',
      { ...env, LOG_LEVEL: 'info' },
      { readyTimeoutMs: 90_000 },
    );
    // Wait until one of its media tools is running, then kill the server outright.
    let ownerDir = '';
    let tool: { pid: number; command: string } | undefined;
    await until(
      () => {
        for (const name of existsSync(workDir) ? readdirSync(workDir) : []) {
          if (!name.startsWith(`p${first.child.pid}-`)) continue;
          ownerDir = join(workDir, name);
          // The folder is made at start; its `children` record only with the first tool.
          const children = join(ownerDir, 'children');
          if (!existsSync(children)) continue;
          for (const f of readdirSync(children)) {
            let rec: { pid: number; command: string };
            try {
              rec = JSON.parse(readFileSync(join(ownerDir, 'children', f), 'utf8'));
            } catch {
              continue; // being written, or already gone
            }
            if (rec.command === 'ffmpeg' && alive(rec.pid)) tool = rec;
          }
        }
        return tool !== undefined;
      },
      90_000,
      'an ffmpeg of the server',
    );
    first.child.kill('SIGKILL');
    await first.exited;
    // What SIGKILL leaves: the folder, and (unless it just finished) the ffmpeg.
    expect(existsSync(ownerDir)).toBe(true);
    const orphanRunning = alive(tool!.pid);
    console.log(
      `kill -9: the server's ${tool!.command} (${tool!.pid}) ${orphanRunning ? 'was left running' : 'had ended'}`,
    );

    const second = await spawnProcess(
      'server',
      { ...env, LOG_LEVEL: 'info' },
      { readyTimeoutMs: 90_000 },
    );
    try {
      await until(() => !alive(tool!.pid), 5000, 'the old ffmpeg to be gone');
      expect(existsSync(ownerDir)).toBe(false);
      const left = readdirSync(workDir).filter((n) => !n.startsWith(`p${second.child.pid}-`));
      expect(left).toEqual([]);
      if (orphanRunning)
        expect(second.output()).toMatch(/removed what stopped processes left behind/);
    } finally {
      await second.stop();
    }
  }, 240_000);
});
