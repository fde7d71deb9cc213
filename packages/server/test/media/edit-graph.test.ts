/** The edit plan's filter graph, read without encoding anything. */
import { describe, expect, it } from 'vitest';
import { editGraph, ladderArgs, planRenditions, type ProbeResult } from '../../src/media/index.js';

const probeOf = (over: Partial<ProbeResult> = {}): ProbeResult => ({
  durationSeconds: 20,
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  container: 'mp4',
  sizeBytes: 1000,
  video: { width: 1280, height: 720, codec: 'h264', fps: 25, rotation: 0 },
  audio: { codec: 'aac', sampleRate: 44_100, channels: 2 },
  ...over,
});
const original = { file: '/in/original.mp4', probe: probeOf() };

describe('editGraph', () => {
  it('cuts every clip to whole output frames and exactly as many samples', () => {
    const g = editGraph(
      {
        clips: [
          { source: 'original', start: 0, end: 2.1 },
          { source: 'original', start: 3.5, end: 6 },
          { source: 'original', start: 8.5, end: 11.2 },
        ],
        rotation: 0,
        duration: 7.3,
      },
      { original },
    );
    // 2.1 s = 52.5 frames at 25 fps: the grid rounds per cumulative time, never per clip.
    expect(g.frames).toBe(183); // 182.5 frames, rounded up once

    expect(g.chains.join(';')).toContain('trim=end_frame=53,');
    expect(g.chains.join(';')).toContain('trim=end_frame=62,');
    const samples = [...g.chains.join(';').matchAll(/end_sample=(\d+)/g)].map((m) => Number(m[1]));
    expect(samples.reduce((a, b) => a + b, 0)).toBe((g.frames * 44_100) / 25);
    // Input seeking: the first clip needs none, the others start at their own time.
    expect(g.inputArgs.filter((a) => a === '-i')).toHaveLength(3);
    expect(g.inputArgs.slice(0, 2)).toEqual(['-t', '2.180000']);
    expect(g.inputArgs).toContain('3.500000');
  });

  it('ends a clip with its file, turns the picture and swaps the size', () => {
    const g = editGraph(
      { clips: [{ source: 'original', start: 18, end: 25 }], rotation: 270, duration: 7 },
      { original },
    );
    expect(g.durationSeconds).toBe(2);
    expect(g.size).toEqual({ width: 720, height: 1280 });
    expect(g.chains.at(-1)).toBe('[vcat]transpose=2[vout]');
    expect(planRenditions(g.size).map((r) => `${r.width}x${r.outputHeight}`)).toContain('720x1280');
  });

  it('fits an imported clip inside the frame and gives a silent one silence', () => {
    const clip = {
      file: '/in/clip.avi',
      probe: probeOf({ video: { width: 320, height: 240, codec: 'mpeg4', fps: 30, rotation: 0 } }),
    };
    clip.probe.audio = null;
    const g = editGraph(
      {
        clips: [
          { source: 'original', start: 0, end: 1 },
          { source: 'c1', start: 0, end: 1 },
        ],
        rotation: 0,
        duration: 2,
      },
      { original, c1: clip },
    );
    const joined = g.chains.join(';');
    expect(joined).toContain('scale=1280:720:force_original_aspect_ratio=decrease');
    expect(joined).toContain('anullsrc=r=44100:cl=stereo');
    expect(joined).toContain('[cv0][ca0][cv1][ca1]concat=n=2:v=1:a=1[vout][aout]');
  });

  it('trim seeking opens each file once and splits it per clip', () => {
    const g = editGraph(
      {
        clips: [
          { source: 'original', start: 0, end: 3 },
          { source: 'original', start: 5, end: 8 },
        ],
        rotation: 0,
        duration: 6,
      },
      { original },
      'trim',
    );
    expect(g.inputArgs).toEqual(['-i', '/in/original.mp4']);
    expect(g.chains[0]).toBe('[0:v:0]split=2[sv0_0][sv0_1]');
    expect(g.chains[1]).toBe('[0:a:0]asplit=2[sa0_0][sa0_1]');
  });

  it('feeds the ladder: sound split once per rung, stills from the same picture', () => {
    const g = editGraph(
      { clips: [{ source: 'original', start: 0, end: 4 }], rotation: 0, duration: 4 },
      { original },
    );
    const args = ladderArgs(
      {
        outDir: '/out',
        renditions: planRenditions(g.size),
        fps: 25,
        hasAudio: true,
        audioChannels: 2,
      },
      { ...g, stills: [{ filter: 'fps=1', args: ['/out/t_%05d.jpg'] }] },
    );
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('[vout]split=4[s0][s1][s2][s3]');
    expect(graph).toContain('[aout]asplit=3[a0][a1][a2]');
    expect(graph).toContain('[s3]fps=1[t0]');
    expect(args.slice(-3)).toEqual(['-map', '[t0]', '/out/t_%05d.jpg']);
  });

  it('refuses a plan with nothing to render or an unknown source', () => {
    expect(() => editGraph({ clips: [], rotation: 0, duration: 0 }, { original })).toThrow(
      'no clip of at least one frame',
    );
    expect(() =>
      editGraph(
        { clips: [{ source: 'x', start: 0, end: 1 }], rotation: 0, duration: 1 },
        { original },
      ),
    ).toThrow("the plan uses 'x'");
  });
});
