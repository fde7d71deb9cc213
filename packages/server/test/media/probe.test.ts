import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  containerOf,
  defaultFfmpeg,
  displaySize,
  makeTestVideo,
  probe,
  runProcess,
  sniffContainer,
} from '../../src/media/index.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('probe');
const scenes = [
  { seconds: 1.5, color: 'red' },
  { seconds: 1.5, pattern: 'testsrc2' as const },
];

describe('probe', () => {
  let mp4: string;
  beforeAll(async () => {
    mp4 = (
      await makeTestVideo({
        outFile: join(dir, 'talk.mp4'),
        scenes,
        width: 640,
        height: 360,
        fps: 25,
        speech: [{ atSeconds: 0.5, text: 'Hello' }],
      })
    ).file;
  });

  it('reads an mp4 with sound', async () => {
    const info = await probe(mp4);
    expect(info).toMatchObject({
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      container: 'mp4',
      video: { width: 640, height: 360, codec: 'h264', fps: 25, rotation: 0 },
      audio: { codec: 'aac', sampleRate: 48000, channels: 1 },
    });
    expect(info.durationSeconds).toBeCloseTo(3, 1);
    expect(info.sizeBytes).toBeGreaterThan(1000);
  });

  it('tells mov from mp4 by the brand, and reads avi and silent video', async () => {
    const mov = await makeTestVideo({
      outFile: join(dir, 'a.mov'),
      scenes,
      width: 320,
      height: 240,
    });
    const avi = await makeTestVideo({
      outFile: join(dir, 'a.avi'),
      scenes,
      width: 320,
      height: 240,
      audio: true,
    });
    expect(await probe(mov.file)).toMatchObject({
      container: 'mov',
      video: { width: 320, height: 240 },
      audio: null,
    });
    expect(await probe(avi.file)).toMatchObject({
      formatName: 'avi',
      container: 'avi',
      video: { codec: 'mpeg4', width: 320, height: 240 },
      audio: { codec: 'mp3' },
    });
  });

  it('reports rotation and the size a player shows', async () => {
    const rotated = join(dir, 'rotated.mp4');
    const args = ['-v', 'error', '-y', '-i', mp4, '-c', 'copy', '-metadata:s:v:0', 'rotate=90'];
    await runProcess(defaultFfmpeg().ffmpeg, [...args, rotated]);
    const { video } = await probe(rotated);
    expect(video).toMatchObject({ width: 640, height: 360 });
    expect([90, 270]).toContain(video!.rotation);
    expect(displaySize(video!)).toEqual({ width: 360, height: 640 });
  });

  it('sniffs the container from the bytes and sees a box cut short', async () => {
    expect(await sniffContainer(mp4)).toEqual({
      family: 'isobmff',
      majorBrand: 'isom',
      truncated: false,
    });
    const mov = await makeTestVideo({
      outFile: join(dir, 'b.mov'),
      scenes,
      width: 160,
      height: 90,
    });
    expect(await sniffContainer(mov.file)).toMatchObject({ family: 'isobmff', majorBrand: 'qt  ' });
  });
});

describe('containerOf', () => {
  const iso = 'mov,mp4,m4a,3gp,3g2,mj2';
  it.each([
    [iso, 'isom', 'mp4'],
    [iso, 'mp42', 'mp4'],
    [iso, 'M4V ', 'mp4'],
    [iso, 'qt  ', 'mov'],
    [iso, undefined, 'mov'],
    [iso, '3gp4', null],
    ['avi', undefined, 'avi'],
    ['matroska,webm', undefined, null],
    ['mpegts', undefined, null],
  ] as const)('%s with brand %s is %s', (format, brand, expected) => {
    expect(containerOf(format, brand)).toBe(expected);
  });
});
