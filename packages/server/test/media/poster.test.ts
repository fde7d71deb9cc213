import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  extractPoster,
  extractThumbnails,
  makeTestVideo,
  type TestVideo,
} from '../../src/media/index.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('poster');

/** Width and height from a JPEG's start-of-frame marker; undefined if it is no JPEG. */
async function jpegSize(file: string): Promise<{ width: number; height: number } | undefined> {
  const b = await readFile(file);
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  for (let i = 2; i + 9 < b.length;) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return undefined;
}

describe('stills', () => {
  let video: TestVideo;
  beforeAll(async () => {
    video = await makeTestVideo({
      outFile: join(dir, 'steps.mp4'),
      scenes: [
        { seconds: 6, color: 'red', text: 'Step 1' },
        { seconds: 6, pattern: 'testsrc2' },
      ],
      width: 640,
      height: 360,
    });
  });

  it('takes the poster at 1 s, full size, as JPEG', async () => {
    const out = join(dir, 'poster.jpg');
    expect(await extractPoster(video.file, out)).toEqual({ file: out, atSeconds: 1 });
    expect(await jpegSize(out)).toEqual({ width: 640, height: 360 });
  });

  it('takes the middle frame of a video shorter than 1 s', async () => {
    const short = await makeTestVideo({
      outFile: join(dir, 'short.mp4'),
      scenes: [{ seconds: 0.6, color: 'green' }],
      width: 320,
      height: 180,
    });
    const out = join(dir, 'short.jpg');
    const poster = await extractPoster(short.file, out);
    expect(poster.atSeconds).toBeCloseTo(0.3, 2);
    expect(await jpegSize(out)).toEqual({ width: 320, height: 180 });
  });

  it('makes one 320-wide thumbnail per second', async () => {
    const thumbs = await extractThumbnails(video.file, join(dir, 'thumbs'));
    expect(thumbs.map((t) => t.second)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(thumbs[3]!.file).toBe(join(dir, 'thumbs', 'thumb_00003.jpg'));
    for (const t of thumbs) expect(await jpegSize(t.file)).toEqual({ width: 320, height: 180 });
    // A second run gives the same set, not a mix with the first.
    const again = await extractThumbnails(video.file, join(dir, 'thumbs'), { everySeconds: 3 });
    expect(again.map((t) => t.second)).toEqual([0, 3, 6, 9]);
  });

  it('does not upscale a small source', async () => {
    const tiny = await makeTestVideo({
      outFile: join(dir, 'tiny.mp4'),
      scenes: [{ seconds: 2, color: 'white' }],
      width: 160,
      height: 90,
    });
    const thumbs = await extractThumbnails(tiny.file, join(dir, 'tiny-thumbs'));
    expect(thumbs).toHaveLength(2);
    expect(await jpegSize(thumbs[0]!.file)).toEqual({ width: 160, height: 90 });
  });
});
