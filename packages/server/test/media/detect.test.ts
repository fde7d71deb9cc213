import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  detectSceneChanges,
  detectSilences,
  extractAudio,
  makeTestVideo,
  probe,
  type TestVideo,
} from '../../src/media/index.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('detect');

describe('segmentation signals', () => {
  let video: TestVideo;
  beforeAll(async () => {
    video = await makeTestVideo({
      outFile: join(dir, 'steps.mp4'),
      // Cuts at 3, 6.5, 10 and 13.5 s: colours next to patterns, and a bright colour next to a
      // dark one, the cases a real instruction video has.
      scenes: [
        { seconds: 3, color: 'red', text: 'Step 1' },
        { seconds: 3.5, pattern: 'testsrc2' },
        { seconds: 3.5, color: 'navy', text: 'Step 3' },
        { seconds: 3.5, color: 'yellow' },
        { seconds: 2.5, pattern: 'smptebars' },
      ],
      speech: [
        { atSeconds: 0.5, text: 'First, open the cover.' },
        { atSeconds: 5, text: 'Then remove the old filter.' },
        { atSeconds: 10.5, text: 'Insert the new filter.' },
      ],
      width: 640,
      height: 360,
    });
  });

  it('finds every hard cut within half a second', async () => {
    expect(video.cuts).toEqual([3, 6.5, 10, 13.5]);
    const found = await detectSceneChanges(video.file);
    expect(found).toHaveLength(video.cuts.length);
    found.forEach((t, i) => expect(Math.abs(t - video.cuts[i]!)).toBeLessThan(0.5));
  });

  it('finds cuts between colours of the same brightness (mid red, blue, green, purple)', async () => {
    const same = await makeTestVideo({
      outFile: join(dir, 'equal-luma.mp4'),
      scenes: [
        { seconds: 2, color: '0xb04040' },
        { seconds: 2, color: '0x4060b0' },
        { seconds: 2, color: '0x40a040' },
        { seconds: 2, color: '0x9040a0' },
      ],
      width: 640,
      height: 360,
    });
    const found = await detectSceneChanges(same.file);
    expect(found).toHaveLength(same.cuts.length);
    found.forEach((t, i) => expect(Math.abs(t - same.cuts[i]!)).toBeLessThan(0.5));
  });

  it('finds the silences between the spoken phrases', async () => {
    expect(video.speechEngine).toBe('espeak-ng');
    const silences = await detectSilences(video.file);
    // Each gap between two phrases lies inside one detected silence.
    for (let i = 1; i < video.speech.length; i++) {
      const gap = { start: video.speech[i - 1]!.end, end: video.speech[i]!.start };
      const covering = silences.find((s) => s.start <= gap.start + 0.3 && s.end >= gap.end - 0.3);
      expect(covering, `silence between phrase ${i} and ${i + 1}`).toBeDefined();
    }
    // No silence swallows a phrase.
    for (const p of video.speech) {
      const mid = (p.start + p.end) / 2;
      expect(silences.some((s) => s.start < mid && s.end > mid)).toBe(false);
    }
    // The silence after the last phrase runs to the end of the video, not beyond it.
    expect(silences.at(-1)!.end).toBeCloseTo(video.durationSeconds, 1);
    expect(silences.at(-1)!.end).toBeLessThanOrEqual((await probe(video.file)).durationSeconds);
  });

  it('a video without sound has no silences to report', async () => {
    const silent = await makeTestVideo({
      outFile: join(dir, 'silent.mp4'),
      scenes: [{ seconds: 2, color: 'gray' }],
      width: 320,
      height: 180,
    });
    expect(await detectSilences(silent.file)).toEqual([]);
    await expect(extractAudio(silent.file, join(dir, 'silent.wav'))).rejects.toMatchObject({
      code: 'no-audio',
    });
  });

  it('extracts 16 kHz mono WAV for speech-to-text', async () => {
    const out = join(dir, 'speech.wav');
    await extractAudio(video.file, out);
    const wav = await probe(out);
    expect(wav).toMatchObject({
      formatName: 'wav',
      video: null,
      audio: { codec: 'pcm_s16le', sampleRate: 16000, channels: 1 },
    });
    expect(wav.durationSeconds).toBeCloseTo(video.durationSeconds, 1);
  });
});
