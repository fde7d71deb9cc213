/**
 * The re-render of an edit plan on real, generated videos: the cuts land on the expected source
 * frames, the length is the plan's within a frame, sound stays with the picture, rotation turns
 * the ladder, an imported clip of another size without sound joins in, a cancel stops ffmpeg.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderPlan } from '@stepwise/core';
import {
  defaultFfmpeg,
  makeCorruptFile,
  makeTestVideo,
  prepareClip,
  probe,
  renderEditPlan,
  resolveFfmpeg,
  type EditInput,
  type RenderedEdit,
} from '../../src/media/index.js';
import { expectCancelledMidway } from './cancel-midway.js';
import { checkLadder } from './check-ladder.js';
import { audioSeconds, frameColours, frameSize } from './decoded.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('render-edit');

const clip = (start: number, end: number, source = 'original') => ({ source, start, end });
const planOf = (clips: RenderPlan['clips'], rotation: RenderPlan['rotation'] = 0): RenderPlan => ({
  clips,
  rotation,
  duration: clips.reduce((t, c) => t + c.end - c.start, 0),
});
const rung = (out: string, r: RenderedEdit) => join(out, 'hls', r.renditions[0]!.uri);

describe('renderEditPlan', () => {
  // 30 fps, colour changes exactly where the edits cut: red 0-3, green 3-5, blue 5-8 s.
  let colours: EditInput;
  // 25 fps with sound, 14 s: cuts at times that are not on its frame grid.
  let speech: EditInput;
  // An imported clip: another size, another rate, no sound.
  let small: EditInput;
  beforeAll(async () => {
    const [a, b, c] = await Promise.all([
      makeTestVideo({
        outFile: join(dir, 'colours.mp4'),
        width: 640,
        height: 360,
        fps: 30,
        audio: true,
        scenes: [
          { seconds: 3, color: 'red' },
          { seconds: 2, color: 'green' },
          { seconds: 3, color: 'blue' },
        ],
      }),
      makeTestVideo({
        outFile: join(dir, 'speech.mp4'),
        width: 640,
        height: 360,
        fps: 25,
        scenes: [
          { seconds: 7, pattern: 'testsrc2' },
          { seconds: 7, color: 'navy' },
        ],
        speech: [
          { atSeconds: 1, text: 'Open the cover.' },
          { atSeconds: 8, text: 'Check the gauge.' },
        ],
      }),
      makeTestVideo({
        outFile: join(dir, 'small.mp4'),
        width: 320,
        height: 240,
        fps: 25,
        // lime, not green (0x008000): fitted between black bars it still reads as green.
        scenes: [{ seconds: 2, color: 'lime' }],
      }),
    ]);
    const input = async (v: { file: string }) => ({ file: v.file, probe: await probe(v.file) });
    [colours, speech, small] = await Promise.all([input(a), input(b), input(c)]);
  });

  it.each(['input', 'trim'] as const)(
    'cuts on the exact source frame (seek by %s)',
    async (seek) => {
      const out = join(dir, `boundary-${seek}`);
      const r = await renderEditPlan({
        plan: planOf([clip(0, 3), clip(5, 8)]),
        inputs: { original: colours },
        outDir: out,
        seek,
      });
      const frames = frameColours(rung(out, r));
      expect(frames).toHaveLength(180);
      // The last frame before the cut is the source's 2.967 s, the next its 5.000 s.
      expect(frames.slice(0, 90).every((c) => c === 'red')).toBe(true);
      expect(frames.slice(90).every((c) => c === 'blue')).toBe(true);
    },
  );

  it('three cuts: the plan’s length within a frame, sound as long as the picture', async () => {
    const out = join(dir, 'three-cuts');
    const plan = planOf([clip(0, 2.1), clip(3.5, 6), clip(8.5, 11.2), clip(12, 14)]);
    const progress: number[] = [];
    const r = await renderEditPlan({
      plan,
      inputs: { original: speech },
      outDir: out,
      onProgress: (f) => progress.push(f),
    });
    expect(plan.duration).toBeCloseTo(9.3, 6);
    expect(Math.abs(r.durationSeconds - plan.duration)).toBeLessThanOrEqual(1 / 25);
    const file = rung(out, r);
    const videoSeconds = frameColours(file).length / 25;
    expect(Math.abs(videoSeconds - plan.duration)).toBeLessThanOrEqual(1 / 25 + 1e-9);
    expect(Math.abs(audioSeconds(file) - videoSeconds)).toBeLessThan(0.05);
    expect(frameSize(join(out, 'poster.jpg'))).toBe('640x360');
    await checkLadder(join(out, 'hls'), plan.duration);
    // One thumbnail per started second, named as extractThumbnails names them.
    expect(r.thumbnails).toHaveLength(Math.ceil(plan.duration));
    expect(r.thumbnails.map((t) => t.second)).toEqual([...Array(10).keys()]);
    expect(r.thumbnails[3]!.file).toBe('thumbnails/thumb_00003.jpg');
    expect(existsSync(join(out, r.thumbnails[9]!.file))).toBe(true);
    expect(r).toMatchObject({ hlsMaster: 'hls/master.m3u8', poster: { file: 'poster.jpg' } });
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('rotation 90 swaps width and height of every rung', async () => {
    const out = join(dir, 'rotated');
    const r = await renderEditPlan({
      plan: planOf([clip(0, 2)], 90),
      inputs: { original: colours },
      outDir: out,
    });
    expect(r.renditions.map((x) => `${x.name} ${x.width}x${x.height}`)).toEqual(['360p 360x640']);
    expect(frameSize(rung(out, r))).toBe('360x640');
    expect(frameSize(join(out, 'poster.jpg'))).toBe('360x640');
  });

  it('a phone video filmed upright renders upright, as its upload did', async () => {
    const upright = join(dir, 'upright.mp4');
    // The display matrix a phone writes: the coded picture is landscape, players turn it.
    execFileSync(
      defaultFfmpeg().ffmpeg,
      ['-v', 'error', '-y', '-i', colours.file, '-c', 'copy'].concat([
        '-metadata:s:v:0',
        'rotate=90',
        upright,
      ]),
    );
    const input = { file: upright, probe: await probe(upright) };
    expect(input.probe.video!.rotation % 180).toBe(90);
    const out = join(dir, 'upright');
    const r = await renderEditPlan({
      plan: planOf([clip(0, 1), clip(2, 3)]),
      inputs: { original: input },
      outDir: out,
    });
    expect(r.renditions.map((x) => `${x.width}x${x.height}`)).toEqual(['360x640']);
    expect(frameSize(rung(out, r))).toBe('360x640');
  });

  it('an imported clip of another size and no sound is fitted and joined in silence', async () => {
    const out = join(dir, 'imported');
    const plan = planOf([clip(0, 1), clip(0, 2, 'clip-1'), clip(5, 6)]);
    const r = await renderEditPlan({
      plan,
      inputs: { original: colours, 'clip-1': small },
      outDir: out,
    });
    expect(r).toMatchObject({ width: 640, height: 360, hasAudio: true, durationSeconds: 4 });
    const file = rung(out, r);
    expect(frameSize(file)).toBe('640x360');
    const frames = frameColours(file);
    expect(frames).toHaveLength(120);
    expect(frames[29]).toBe('red');
    expect(frames[45]).toBe('green');
    expect(frames[90]).toBe('blue');
    expect(Math.abs(audioSeconds(file) - 4)).toBeLessThan(0.05);
  });

  it('a cancel stops ffmpeg and leaves nothing that looks finished', async () => {
    const out = join(dir, 'cancel', 'render');
    const plan = planOf([clip(0, 6), clip(8, 14)]);
    await expectCancelledMidway(
      (o) => renderEditPlan({ plan, inputs: { original: speech }, outDir: out, ...o }),
      out,
    );
  });

  it('refuses a plan naming a source it was not given', async () => {
    await expect(
      renderEditPlan({
        plan: planOf([clip(0, 1, 'nowhere')]),
        inputs: { original: colours },
        outDir: join(dir, 'nowhere'),
      }),
    ).rejects.toThrow("the plan uses 'nowhere'");
  });

  it('runs the same on the bundled 2018 ffmpeg', async () => {
    const binaries = resolveFfmpeg({ PATH: join(dir, 'no-ffmpeg-here') });
    expect(binaries.source).toBe('bundled');
    const out = join(dir, 'bundled');
    const r = await renderEditPlan({
      plan: planOf([clip(0, 3), clip(0, 1, 'clip-1'), clip(5, 8)]),
      inputs: { original: colours, 'clip-1': small },
      outDir: out,
      binaries,
    });
    const frames = frameColours(rung(out, r));
    expect(frames).toHaveLength(210);
    expect(frames[89]).toBe('red');
    expect(frames.slice(90, 120).every((c) => c === 'green')).toBe(true);
    expect(frames[120]).toBe('blue');
    expect(r.thumbnails).toHaveLength(7);
    expect(Math.abs(audioSeconds(rung(out, r)) - 7)).toBeLessThan(0.05);
  });
});

describe('prepareClip', () => {
  it('a single rung of at most 480p, thumbnails and the clip’s facts', async () => {
    const v = await makeTestVideo({
      outFile: join(dir, 'clip-hd.mp4'),
      width: 1280,
      height: 720,
      scenes: [{ seconds: 2.5, pattern: 'testsrc2' }],
    });
    const out = join(dir, 'prepared');
    const c = await prepareClip({ input: v.file, outDir: out });
    expect(c).toMatchObject({ width: 1280, height: 720, hasAudio: false });
    expect(c.duration).toBeCloseTo(2.5, 1);
    expect(c.thumbnails).toHaveLength(3);
    expect(await readdir(join(out, 'hls'))).toEqual(['480p', 'master.m3u8']);
    expect(frameSize(join(out, 'hls', '480p', 'index.m3u8'))).toBe('854x480');
  });

  it('refuses what is not a video, with the upload refusal', async () => {
    const fake = await makeCorruptFile({ kind: 'text', outFile: join(dir, 'fake.mp4') });
    await expect(prepareClip({ input: fake, outDir: join(dir, 'fake') })).rejects.toMatchObject({
      code: 'invalid-type',
      message: 'Invalid file type',
    });
    expect(existsSync(join(dir, 'fake'))).toBe(false);
  });
});
