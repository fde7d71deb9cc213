import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo, transcodeHls, type TestVideo } from '../../src/media/index.js';
import { expectCancelledMidway } from './cancel-midway.js';
import { checkLadder } from './check-ladder.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('hls');

const scenes = [
  { seconds: 4, color: 'red', text: 'Step 1' },
  { seconds: 4, pattern: 'testsrc2' as const },
  { seconds: 4.4, color: 'blue', text: 'Step 3' },
];

const hdScenes = [
  { seconds: 3, color: 'red' },
  { seconds: 3, pattern: 'smptebars' as const },
  { seconds: 2.4, color: 'blue' },
];

describe('transcodeHls', () => {
  let small: TestVideo;
  let hd: TestVideo;
  beforeAll(async () => {
    [small, hd] = await Promise.all([
      makeTestVideo({
        outFile: join(dir, 'small.mp4'),
        scenes,
        width: 640,
        height: 360,
        speech: [{ atSeconds: 1, text: 'Open the cover' }],
      }),
      // Shorter, as it is encoded three times over.
      makeTestVideo({ outFile: join(dir, 'hd.mp4'), scenes: hdScenes, width: 1280, height: 720 }),
    ]);
  });

  it('a 640x360 source gives exactly 360p, with its sound', async () => {
    const out = join(dir, 'small', 'hls');
    const ladder = await transcodeHls({ input: small.file, outDir: out });
    expect(ladder.masterPlaylist).toBe(join(out, 'master.m3u8'));
    expect(ladder.renditions.map((r) => r.name)).toEqual(['360p']);
    expect(ladder.renditions[0]).toMatchObject({
      width: 640,
      height: 360,
      frameRate: 25,
      codecs: expect.stringMatching(/^avc1\.64[0-9a-f]{4},mp4a\.40\.2$/),
    });
    const variants = await checkLadder(out, small.durationSeconds);
    expect(variants.map((v) => v.uri)).toEqual(['360p/index.m3u8']);
  });

  it('a silent 1280x720 source gives 360p, 480p and 720p, no 1080p, reporting progress', async () => {
    const out = join(dir, 'hd-hls');
    const progress: number[] = [];
    const ladder = await transcodeHls({
      input: hd.file,
      outDir: out,
      onProgress: (f) => progress.push(f),
    });
    expect(ladder.renditions.map((r) => `${r.name} ${r.width}x${r.height}`)).toEqual([
      '360p 640x360',
      '480p 854x480',
      '720p 1280x720',
    ]);
    expect(existsSync(join(out, '1080p'))).toBe(false);
    const variants = await checkLadder(out, hd.durationSeconds);
    expect(variants.map((v) => v.attrs.RESOLUTION)).toEqual(['640x360', '854x480', '1280x720']);
    expect(variants.every((v) => !v.attrs.CODECS!.includes('mp4a'))).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    // Segments are 4 s: 8.4 s makes 3 of them.
    expect(ladder.renditions.map((r) => r.segmentCount)).toEqual([3, 3, 3]);
  });

  it('a second run replaces the first ladder and leaves nothing beside it', async () => {
    const out = join(dir, 'small', 'hls'); // written by the first test
    expect(existsSync(join(out, 'master.m3u8'))).toBe(true);
    const second = await transcodeHls({ input: small.file, outDir: out });
    expect(await readdir(join(dir, 'small'))).toEqual(['hls']);
    expect(second.renditions.map((r) => r.name)).toEqual(['360p']);
    await checkLadder(out, small.durationSeconds);
  });

  it('takes a shorter ladder by height, still never above the source', async () => {
    const out = join(dir, 'picked', 'hls');
    const ladder = await transcodeHls({
      input: hd.file,
      outDir: out,
      renditions: [360, 720, 1080],
    });
    expect(ladder.renditions.map((r) => r.name)).toEqual(['360p', '720p']);
    await expect(
      transcodeHls({ input: small.file, outDir: out, renditions: [361] }),
    ).rejects.toThrow('no 361p in HLS_LADDER');
  });

  it('cancelling stops ffmpeg and leaves no ladder that looks complete', async () => {
    const out = join(dir, 'cancel', 'hls');
    await expectCancelledMidway((o) => transcodeHls({ input: hd.file, outDir: out, ...o }), out);
  });
});
