import { chmodSync, copyFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bundledBinary,
  findOnPath,
  MediaError,
  resolveFfmpeg,
  runProcess,
} from '../../src/media/index.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('binaries');

function fakeTool(folder: string, name: string, executable = true): string {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, name);
  writeFileSync(file, '#!/bin/sh\necho fake\n');
  chmodSync(file, executable ? 0o755 : 0o644);
  return file;
}

const noBundled = () => undefined;

describe('resolveFfmpeg', () => {
  it('takes FFMPEG_PATH and FFPROBE_PATH first', () => {
    const ffmpeg = fakeTool(join(dir, 'env'), 'my-ffmpeg');
    const ffprobe = fakeTool(join(dir, 'env'), 'my-ffprobe');
    const onPath = join(dir, 'onpath');
    fakeTool(onPath, 'ffmpeg');
    fakeTool(onPath, 'ffprobe');
    expect(resolveFfmpeg({ FFMPEG_PATH: ffmpeg, FFPROBE_PATH: ffprobe, PATH: onPath })).toEqual({
      ffmpeg,
      ffprobe,
      source: 'env',
      ffprobeSource: 'env',
    });
  });

  it('brings the ffprobe beside FFMPEG_PATH along', () => {
    const folder = join(dir, 'build');
    const ffmpeg = fakeTool(folder, 'ffmpeg');
    const ffprobe = fakeTool(folder, 'ffprobe');
    expect(resolveFfmpeg({ FFMPEG_PATH: ffmpeg, PATH: '' }, { bundled: noBundled })).toEqual({
      ffmpeg,
      ffprobe,
      source: 'env',
      ffprobeSource: 'env',
    });
  });

  it('refuses an FFMPEG_PATH that is not an executable instead of quietly falling back', () => {
    const notExec = fakeTool(join(dir, 'noexec'), 'ffmpeg', false);
    for (const FFMPEG_PATH of [notExec, join(dir, 'missing')]) {
      expect(() => resolveFfmpeg({ FFMPEG_PATH, PATH: '/usr/bin' })).toThrow(
        expect.objectContaining({
          code: 'ffmpeg-missing',
          message: expect.stringContaining(`FFMPEG_PATH=${FFMPEG_PATH} is not an executable`),
        }),
      );
    }
  });

  it('finds ffmpeg on PATH as `which` does: first executable match wins', () => {
    const first = join(dir, 'p1');
    const second = join(dir, 'p2');
    fakeTool(first, 'ffmpeg', false); // present but not executable: skipped
    const ffprobe = fakeTool(first, 'ffprobe');
    const ffmpeg = fakeTool(second, 'ffmpeg');
    fakeTool(second, 'ffprobe');
    const env = { PATH: [join(dir, 'nothing'), first, second].join(':') };
    expect(resolveFfmpeg(env)).toEqual({ ffmpeg, ffprobe, source: 'path', ffprobeSource: 'path' });
    expect(findOnPath('ffmpeg', env)).toBe(ffmpeg);
  });

  it('falls back to the binaries shipped in the installer packages when PATH has none', () => {
    const bin = resolveFfmpeg({ PATH: join(dir, 'empty') });
    expect(bin.source).toBe('bundled');
    expect(bin.ffprobeSource).toBe('bundled');
    expect(bin.ffmpeg).toMatch(/@ffmpeg-installer[/\\][^/\\]+[/\\]ffmpeg(\.exe)?$/);
    expect(bin.ffprobe).toMatch(/@ffprobe-installer[/\\][^/\\]+[/\\]ffprobe(\.exe)?$/);
    // The binaries are really on disk and executable.
    for (const file of [bin.ffmpeg, bin.ffprobe]) {
      const s = statSync(file);
      expect(s.isFile()).toBe(true);
      expect(s.size).toBeGreaterThan(10_000_000);
      expect(s.mode & 0o100).toBe(0o100);
    }
  });

  it('the bundled ffmpeg and ffprobe run', async () => {
    const bin = resolveFfmpeg({ PATH: '' });
    const ffmpeg = await runProcess(bin.ffmpeg, ['-hide_banner', '-version']);
    expect(ffmpeg.stdout).toMatch(/^ffmpeg version/);
    const ffprobe = await runProcess(bin.ffprobe, ['-hide_banner', '-version']);
    expect(ffprobe.stdout).toMatch(/^ffprobe version/);
  });

  it('restores the executable bit when install scripts were denied', () => {
    const folder = join(dir, 'denied');
    mkdirSync(folder, { recursive: true });
    const copy = join(folder, 'ffprobe');
    copyFileSync('/bin/true', copy);
    chmodSync(copy, 0o644);
    const bin = resolveFfmpeg(
      { PATH: '' },
      { bundled: (tool) => (tool === 'ffprobe' ? copy : bundledBinary('ffmpeg')) },
    );
    expect(bin.ffprobe).toBe(copy);
    expect(statSync(copy).mode & 0o100).toBe(0o100);
  });

  it('says plainly what to do when there is no ffmpeg anywhere', () => {
    let error: unknown;
    try {
      resolveFfmpeg({ PATH: join(dir, 'empty') }, { bundled: noBundled });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: 'ffmpeg-missing' });
    expect((error as Error).message).toMatch(
      /ffmpeg not found: no ffmpeg: set FFMPEG_PATH, install ffmpeg .*@ffmpeg-installer\/ffmpeg/,
    );
  });
});
