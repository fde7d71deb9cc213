import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  defaultFfmpeg,
  progressParser,
  progressSeconds,
  runProcess,
} from '../../src/media/index.js';

const { ffmpeg } = defaultFfmpeg();

/** An ffmpeg that runs until stopped: a live test pattern, paced in real time. */
const endless = [
  '-hide_banner',
  '-nostdin',
  '-re',
  '-f',
  'lavfi',
  '-i',
  'testsrc=r=10',
  '-f',
  'null',
  '-',
];

function ffmpegChildren(): string[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  return out.split('\n').filter((l) => l.includes('ffmpeg'));
}

describe('ffmpeg progress', () => {
  it('reads out_time_us, out_time_ms (microseconds too) and out_time', () => {
    expect(progressSeconds('out_time_us', '2500000')).toBe(2.5);
    expect(progressSeconds('out_time_ms', '2500000')).toBe(2.5);
    expect(progressSeconds('out_time', '00:01:02.500000')).toBe(62.5);
    expect(progressSeconds('out_time_us', 'N/A')).toBeUndefined();
    expect(progressSeconds('frame', '12')).toBeUndefined();
  });

  it('reports a rising fraction per block and 1 at the end', () => {
    const seen: number[] = [];
    const line = progressParser(10, (f) => seen.push(f));
    for (const l of ['frame=1', 'out_time_us=2000000', 'progress=continue']) line(l);
    for (const l of ['out_time_us=N/A', 'progress=continue']) line(l); // no new time: no report
    for (const l of ['out_time_us=5000000', 'progress=continue']) line(l);
    for (const l of ['out_time_us=10400000', 'progress=continue']) line(l); // past the end: 1
    line('progress=end');
    expect(seen).toEqual([0.2, 0.5, 1]);
  });

  it('reports real progress from ffmpeg', async () => {
    const seen: number[] = [];
    await runProcess(
      ffmpeg,
      ['-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'testsrc=s=320x240:r=25:d=4']
        .concat(['-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'null', '-'])
        .concat(['-progress', 'pipe:1', '-stats_period', '0.05']),
      { progress: { durationSeconds: 4, onProgress: (f) => seen.push(f) } },
    );
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});

describe('runProcess', () => {
  it('passes arguments without a shell', async () => {
    const { stdout } = await runProcess('/bin/echo', ['$HOME; rm -rf / `id`']);
    expect(stdout).toBe('$HOME; rm -rf / `id`\n');
  });

  it('fails with the tail of stderr, which names the fault', async () => {
    const err = await runProcess(ffmpeg, ['-hide_banner', '-i', '/nonexistent/input.mp4']).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 'process-failed', exitCode: 1 });
    expect((err as { stderrTail: string }).stderrTail).toContain('No such file or directory');
    expect((err as Error).message).toMatch(
      /^Media processing failed: ffmpeg exited with 1: .*No such file or directory/,
    );
  });

  it('keeps only the end of a long stderr', async () => {
    const err = await runProcess(
      process.execPath,
      ['-e', 'process.stderr.write("x".repeat(100000) + "THE END"); process.exit(3)'],
      { stderrTailChars: 100 },
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'process-failed', exitCode: 3 });
    const tail = (err as { stderrTail: string }).stderrTail;
    expect(tail).toHaveLength(100);
    expect(tail.endsWith('THE END')).toBe(true);
  });

  it('says so when the program cannot start', async () => {
    await expect(runProcess('/nonexistent/ffmpeg', [])).rejects.toMatchObject({
      code: 'process-failed',
      message: expect.stringContaining('ffmpeg could not start: spawn /nonexistent/ffmpeg ENOENT'),
    });
  });

  it('stops ffmpeg on abort and settles only once it has exited', async () => {
    const controller = new AbortController();
    const run = runProcess(ffmpeg, endless, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 300));
    expect(ffmpegChildren()).toHaveLength(1);
    const started = Date.now();
    controller.abort();
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(ffmpegChildren()).toHaveLength(0);
  });

  it('does not start when already aborted', async () => {
    await expect(
      runProcess(ffmpeg, endless, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    expect(ffmpegChildren()).toHaveLength(0);
  });

  it('kills a process that outlives its timeout, even one that ignores SIGTERM', async () => {
    const started = Date.now();
    await expect(
      runProcess(
        process.execPath,
        ['-e', 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)'],
        { timeoutMs: 200, killGraceMs: 200 },
      ),
    ).rejects.toMatchObject({ code: 'timeout', message: expect.stringContaining('after 200 ms') });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
