/**
 * The whole pipeline on the ffmpeg and ffprobe shipped in the installer packages (a 2018 ffmpeg
 * build), chosen the way a machine without ffmpeg chooses them. Same code path, same answers as
 * on the system ffmpeg.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  detectSceneChanges,
  detectSilences,
  extractAudio,
  extractPoster,
  extractThumbnails,
  makeTestVideo,
  resolveFfmpeg,
  runProcess,
  transcodeHls,
  validateUpload,
  type TestVideo,
} from '../../src/media/index.js';
import { checkLadder } from './check-ladder.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('bundled');
const binaries = resolveFfmpeg({ PATH: join(dir, 'no-ffmpeg-here') });

describe('on the bundled ffmpeg', () => {
  let video: TestVideo;
  beforeAll(async () => {
    video = await makeTestVideo({
      outFile: join(dir, 'steps.mp4'),
      scenes: [
        { seconds: 3, color: 'red', text: 'Step 1' },
        { seconds: 3, pattern: 'testsrc2' },
        { seconds: 2.5, color: 'navy' },
      ],
      speech: [
        { atSeconds: 0.5, text: 'Open the cover.' },
        { atSeconds: 5, text: 'Remove the filter.' },
      ],
      width: 854,
      height: 480,
      binaries,
    });
  });

  it('is the 2018 build from the installer package', async () => {
    expect(binaries.source).toBe('bundled');
    const { stdout } = await runProcess(binaries.ffmpeg, ['-version']);
    expect(stdout).toMatch(/Copyright \(c\) 2000-2018/);
  });

  it('validates, transcodes a two-rendition ladder, and makes stills', async () => {
    const info = await validateUpload(video.file, { binaries });
    expect(info).toMatchObject({ container: 'mp4', video: { width: 854, height: 480 } });
    const out = join(dir, 'hls');
    const progress: number[] = [];
    const ladder = await transcodeHls({
      input: video.file,
      outDir: out,
      binaries,
      source: info,
      onProgress: (f) => progress.push(f),
    });
    expect(ladder.renditions.map((r) => r.name)).toEqual(['360p', '480p']);
    expect(progress.at(-1)).toBe(1);
    await checkLadder(out, video.durationSeconds);

    const poster = await extractPoster(video.file, join(dir, 'poster.jpg'), 1, { binaries });
    expect(poster.atSeconds).toBe(1);
    const thumbs = await extractThumbnails(video.file, join(dir, 'thumbs'), { binaries });
    // 8.5 s: a frame at every whole second from 0 to 8.
    expect(thumbs.map((t) => t.second)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('finds the cuts and the silences', async () => {
    const cuts = await detectSceneChanges(video.file, { binaries });
    expect(cuts).toHaveLength(2);
    cuts.forEach((t, i) => expect(Math.abs(t - video.cuts[i]!)).toBeLessThan(0.5));
    const silences = await detectSilences(video.file, { binaries });
    const gap = { start: video.speech[0]!.end, end: video.speech[1]!.start };
    expect(silences.some((s) => s.start <= gap.start + 0.3 && s.end >= gap.end - 0.3)).toBe(true);
    expect(silences.at(-1)!.end).toBeCloseTo(video.durationSeconds, 1);
    await extractAudio(video.file, join(dir, 'speech.wav'), { binaries });
  });
});
