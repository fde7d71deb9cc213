/**
 * Transcode speed: our HLS ladder (`transcodeHls`: probe, one ffmpeg run writing every rendition,
 * our master playlist, atomic rename) against one plain ffmpeg run with exactly the same encoder
 * arguments, on the same generated 20 s 1280x720 source. Budget: at most 1.15x.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultFfmpeg,
  displaySize,
  hlsFfmpegArgs,
  makeTestVideo,
  planRenditions,
  probe,
  runProcess,
  transcodeHls,
  type ProbeResult,
} from '@stepwise/server/media';

export interface TranscodeFigure {
  oursSeconds: number;
  plainSeconds: number;
  ratio: number;
  renditions: string;
  ffmpeg: string;
}

export async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return (performance.now() - t) / 1000;
}

/**
 * Seconds of ONE plain ffmpeg run making the upload's ladder of `input` into `outDir`: the very
 * arguments transcodeHls runs (hlsFfmpegArgs), without our probe, playlist and rename around it.
 */
export async function plainLadder(
  input: string,
  source: ProbeResult,
  outDir: string,
): Promise<number> {
  const plan = planRenditions(displaySize(source.video!));
  for (const r of plan) await mkdir(join(outDir, r.name), { recursive: true });
  const args = hlsFfmpegArgs({
    input,
    outDir,
    renditions: plan,
    fps: source.video!.fps,
    hasAudio: Boolean(source.audio),
    audioChannels: source.audio?.channels ?? 2,
  });
  return time(() => runProcess(defaultFfmpeg().ffmpeg, args, { cwd: outDir }));
}

export async function benchTranscode(rounds = 3): Promise<TranscodeFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'stepwise-bench-media-'));
  try {
    const input = join(dir, 'source.mp4');
    await makeTestVideo({
      outFile: input,
      scenes: [
        { seconds: 7, pattern: 'testsrc2' },
        { seconds: 7, color: 'navy' },
        { seconds: 6, pattern: 'mandelbrot' },
      ],
      speech: [{ atSeconds: 1, text: 'Open the valve and check the gauge.' }],
    });
    const bin = defaultFfmpeg();
    const source = await probe(input);
    const plan = planRenditions(displaySize(source.video!));
    let ours = Infinity;
    let plain = Infinity;
    for (let i = 0; i < rounds; i++) {
      // Alternate, and keep each side's best run: the machine is shared and noisy.
      ours = Math.min(
        ours,
        await time(() => transcodeHls({ input, outDir: join(dir, `ours-${i}`) })),
      );
      plain = Math.min(plain, await plainLadder(input, source, join(dir, `plain-${i}`)));
    }
    return {
      oursSeconds: ours,
      plainSeconds: plain,
      ratio: ours / plain,
      renditions: plan.map((r) => r.name).join(' '),
      ffmpeg: bin.source,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
