/**
 * Cancels a media job once it has reported some progress, then checks what a cancel promises:
 * the job fails as 'cancelled', no ffmpeg is left running and nothing is left in the output's
 * folder that could pass for a finished result.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect } from 'vitest';

export async function expectCancelledMidway(
  start: (opts: {
    signal: AbortSignal;
    onProgress: (fraction: number) => void;
  }) => Promise<unknown>,
  outDir: string,
): Promise<void> {
  const controller = new AbortController();
  let reported = 0;
  const run = start({
    signal: controller.signal,
    onProgress: (f) => {
      reported = f;
      if (f > 0 && f < 1) controller.abort();
    },
  });
  await expect(run).rejects.toMatchObject({ code: 'cancelled' });
  expect(reported).toBeLessThan(1);
  const children = execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  expect(children).not.toContain('ffmpeg');
  expect(existsSync(outDir)).toBe(false);
  expect(await readdir(dirname(outDir))).toEqual([]);
}
