import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkVideoUpload,
  defaultFfmpeg,
  makeCorruptFile,
  makeOversizedCopy,
  makeTestVideo,
  MediaError,
  probe,
  runProcess,
  validateUpload,
  VIDEO_UPLOAD_LIMITS,
  type ProbeResult,
} from '../../src/media/index.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('upload');
const scenes = [
  { seconds: 1, color: 'red' },
  { seconds: 1, color: 'blue' },
];
let good: string;

async function rejection(file: string): Promise<MediaError> {
  const e = await validateUpload(file).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(MediaError);
  return e as MediaError;
}

beforeAll(async () => {
  good = (await makeTestVideo({ outFile: join(dir, 'good.mp4'), scenes, width: 320, height: 180 }))
    .file;
});

describe('validateUpload accepts', () => {
  it.each(['mp4', 'mov', 'avi'])('a %s video', async (ext) => {
    const file = join(dir, `ok.${ext}`);
    await makeTestVideo({ outFile: file, scenes, width: 320, height: 180, audio: true });
    const info = await validateUpload(file);
    expect(info.container).toBe(ext);
    expect(info.video).not.toBeNull();
  });

  it('a video named .avi that is really an mp4: contents decide, not the name', async () => {
    const file = join(dir, 'misnamed.avi');
    await makeTestVideo({ outFile: file, scenes, width: 160, height: 90, format: 'mp4' });
    expect((await validateUpload(file)).container).toBe('mp4');
  });
});

describe('validateUpload refuses', () => {
  it('an empty file', async () => {
    const e = await rejection(
      await makeCorruptFile({ kind: 'empty', outFile: join(dir, 'e.mp4') }),
    );
    expect(e).toMatchObject({ code: 'empty', message: 'File is empty' });
  });

  it('a text file named .mp4', async () => {
    const file = await makeCorruptFile({ kind: 'text', outFile: join(dir, 'notes.mp4') });
    const e = await rejection(file);
    expect(e).toMatchObject({ code: 'invalid-type', message: 'Invalid file type' });
  });

  it('a Matroska video renamed .mp4', async () => {
    const file = join(dir, 'movie.mp4');
    await makeTestVideo({ outFile: file, scenes, width: 160, height: 90, format: 'matroska' });
    expect((await probe(file)).formatName).toBe('matroska,webm'); // a fine video, wrong type
    const e = await rejection(file);
    expect(e).toMatchObject({ code: 'invalid-type', message: 'Invalid file type' });
  });

  it('a 3GPP phone video: an ISO file, but not mp4 or mov', async () => {
    const file = join(dir, 'phone.mp4');
    await runProcess(defaultFfmpeg().ffmpeg, [
      '-v',
      'error',
      '-y',
      '-i',
      good,
      '-c',
      'copy',
      '-f',
      '3gp',
      file,
    ]);
    const e = await rejection(file);
    expect(e).toMatchObject({ code: 'invalid-type', detail: expect.stringContaining('mov,mp4') });
  });

  it('a file over 100 MB', async () => {
    const file = await makeOversizedCopy(
      good,
      join(dir, 'big.mp4'),
      VIDEO_UPLOAD_LIMITS.maxBytes + 1,
    );
    // Still a playable video: only its size is wrong.
    expect((await probe(file)).video).not.toBeNull();
    const e = await rejection(file);
    expect(e).toMatchObject({ code: 'too-large', message: 'File too large' });
    expect(e.detail).toBe('104857601 bytes; the limit is 104857600 (100 MB)');
  });

  it('a video over 20 minutes, made in a fraction of a second (16x16 at 1 fps)', async () => {
    const file = join(dir, 'long.mp4');
    const started = Date.now();
    await runProcess(
      defaultFfmpeg().ffmpeg,
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=black:s=16x16:r=1', '-t', '1201'].concat([
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-r',
        '1',
        file,
      ]),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    const e = await rejection(file);
    expect(e).toMatchObject({ code: 'too-long', message: 'Video too long' });
    expect(e.detail).toBe('1201 s; the limit is 1200 s');
  });

  it('a file with sound but no picture', async () => {
    const file = join(dir, 'voice.mp4');
    await runProcess(defaultFfmpeg().ffmpeg, [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=d=1',
      '-c:a',
      'aac',
      file,
    ]);
    const e = await rejection(file);
    expect(e).toMatchObject({ code: 'no-video', message: 'No video in file' });
  });

  it('a truncated mp4, whether its index sits at the end or at the front', async () => {
    const front = join(dir, 'faststart.mp4');
    await makeTestVideo({ outFile: front, scenes, width: 320, height: 180, faststart: true });
    const cut = (source: string, name: string) =>
      makeCorruptFile({ kind: 'truncated', source, outFile: join(dir, name) });
    // Index at the end: ffprobe itself fails.
    expect(await rejection(await cut(good, 'cut-end.mp4'))).toMatchObject({
      code: 'unreadable',
      message: 'Video file is unreadable',
      detail: expect.stringContaining('Invalid data found'),
    });
    // Index at the front: ffprobe reads the index happily; the box sizes give it away.
    expect(await rejection(await cut(front, 'cut-front.mp4'))).toMatchObject({
      code: 'unreadable',
      message: 'Video file is unreadable',
      detail: 'the file ends before its last box or chunk',
    });
  });

  it('a truncated avi', async () => {
    const avi = join(dir, 'whole.avi');
    await makeTestVideo({ outFile: avi, scenes, width: 320, height: 180 });
    const file = await makeCorruptFile({
      kind: 'truncated',
      source: avi,
      outFile: join(dir, 'cut.avi'),
    });
    expect(await rejection(file)).toMatchObject({ code: 'unreadable' });
  });

  it('an mp4 header followed by noise', async () => {
    const file = await makeCorruptFile({ kind: 'garbage', outFile: join(dir, 'noise.mp4') });
    expect(await rejection(file)).toMatchObject({ code: 'unreadable' });
  });
});

describe('probe on broken files', () => {
  it('throws unreadable for text, noise and cut-short files', async () => {
    const files = [
      await makeCorruptFile({ kind: 'text', outFile: join(dir, 'p-text.mp4') }),
      await makeCorruptFile({ kind: 'garbage', outFile: join(dir, 'p-noise.mp4') }),
      await makeCorruptFile({ kind: 'truncated', source: good, outFile: join(dir, 'p-cut.mp4') }),
    ];
    for (const f of files) await expect(probe(f)).rejects.toMatchObject({ code: 'unreadable' });
  });
});

describe('checkVideoUpload (the rules on a probe)', () => {
  const base: ProbeResult = {
    durationSeconds: 60,
    formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
    container: 'mp4',
    sizeBytes: 1_000_000,
    video: { width: 1280, height: 720, codec: 'h264', fps: 30, rotation: 0 },
    audio: null,
  };
  it.each([
    [{}, null],
    [{ durationSeconds: 1200 }, null],
    [{ durationSeconds: 1200.5 }, 'too-long'],
    [{ sizeBytes: 100 * 1024 * 1024 }, null],
    [{ sizeBytes: 100 * 1024 * 1024 + 1 }, 'too-large'],
    [{ sizeBytes: 0 }, 'empty'],
    [{ container: null }, 'invalid-type'],
    [{ video: null }, 'no-video'],
  ] as const)('%o -> %s', (change, code) => {
    const run = () => checkVideoUpload({ ...base, ...change });
    if (code === null) expect(run()).toBeTruthy();
    else expect(run).toThrow(expect.objectContaining({ code }));
  });
});
