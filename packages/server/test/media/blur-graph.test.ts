/**
 * Burned-in blurs in the edit graph (issue 22), read without encoding: the region in even
 * pixels inside the picture, the chains after the rotation, before the ladder. The pixels they
 * make are checked on real renders in test/workflow-blur.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { RenderBlur } from '@stepwise/core';
import { blurChains, blurPixels, MIN_BLUR_PX } from '../../src/media/blur-graph.js';
import { editGraph, type ProbeResult } from '../../src/media/index.js';

const box = (over: Partial<RenderBlur> = {}): RenderBlur => ({
  shape: 'rectangle',
  x: 0.25,
  y: 0.25,
  width: 0.5,
  height: 0.5,
  start: 1,
  end: 3,
  ...over,
});

describe('blurPixels', () => {
  it('fractions of the picture become even pixels', () => {
    expect(blurPixels(box(), { width: 854, height: 480 })).toEqual({
      x: 214,
      y: 120,
      width: 428,
      height: 240,
    });
  });
  it('a tiny region grows to the minimum; a region past the edge stays inside', () => {
    const tiny = blurPixels(box({ width: 0.0001, height: 0.0001 }), { width: 640, height: 360 });
    expect([tiny.width, tiny.height]).toEqual([MIN_BLUR_PX, MIN_BLUR_PX]);
    const edge = blurPixels(box({ x: 0.9, y: 0.99, width: 0.1, height: 0.01 }), {
      width: 641,
      height: 361,
    });
    expect(edge.x + edge.width).toBeLessThanOrEqual(641);
    expect(edge.y + edge.height).toBeLessThanOrEqual(361);
    expect(edge.x % 2).toBe(0);
    expect(edge.y % 2).toBe(0);
    expect(edge.width % 2).toBe(0);
  });
});

describe('blurChains', () => {
  it('no blurs: no chains', () => {
    expect(blurChains('[a]', '[b]', [], { width: 640, height: 360 })).toEqual([]);
  });
  it('crops, blurs and lays back each region only while it lasts; a circle masks an ellipse', () => {
    const chains = blurChains(
      '[vturn]',
      '[vout]',
      [box(), box({ shape: 'circle', start: 2.5, end: 4 })],
      { width: 640, height: 360 },
    );
    expect(chains).toHaveLength(9);
    expect(chains[0]).toBe('[vturn]split=2[blur0base][blur0src]');
    expect(chains[1]).toContain('crop=320:180:160:90,scale=40:22:flags=area,boxblur=');
    expect(chains[1]).toMatch(/scale=320:180:flags=bilinear\[blur0box\]$/);
    expect(chains[1]).toContain("enable='between(t,1.000,3.000)'");
    expect(chains.slice(0, 3).join(';')).not.toContain('geq');
    expect(chains[2]).toBe(
      "[blur0base][blur0box]overlay=160:90:enable='between(t,1.000,3.000)'[blur0]",
    );
    expect(chains[3]).toBe('[blur0]split=2[blur1base][blur1src]');
    // The ellipse's mask: drawn on a small square, grown to the box, merged as alpha.
    expect(chains[6]).toMatch(
      /^\[blur1shape\]scale=32:32,format=gray,geq=.*scale=320:180:flags=bilinear\[blur1mask\]$/,
    );
    expect(chains[7]).toBe('[blur1fill][blur1mask]alphamerge[blur1box]');
    expect(chains[8]).toMatch(/overlay=160:90:enable='between\(t,2\.500,4\.000\)'\[vout\]$/);
  });
});

describe('editGraph with blurs', () => {
  const probe: ProbeResult = {
    durationSeconds: 10,
    formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
    container: 'mp4',
    sizeBytes: 1000,
    video: { width: 1280, height: 720, codec: 'h264', fps: 25, rotation: 0 },
    audio: null,
  };
  it('blurs the turned picture at full size, ending in [vout]', () => {
    const g = editGraph(
      {
        clips: [{ source: 'original', start: 0, end: 10 }],
        rotation: 90,
        duration: 10,
        blurs: [box()],
      },
      { original: { file: '/in/o.mp4', probe } },
    );
    const graph = g.chains.join(';');
    expect(graph).toContain('[vcat]transpose=1[vturn]');
    // Turned a quarter, the picture is 720 x 1280: the region is placed on that.
    expect(graph).toContain('crop=360:640:180:320');
    expect(g.chains.at(-1)).toMatch(/\[vout\]$/);
    expect(g.size).toEqual({ width: 720, height: 1280 });
  });
  it('without blurs the graph is as before', () => {
    const g = editGraph(
      { clips: [{ source: 'original', start: 0, end: 10 }], rotation: 0, duration: 10 },
      { original: { file: '/in/o.mp4', probe } },
    );
    expect(g.chains.join(';')).not.toContain('blur');
    expect(g.chains.at(-1)).toMatch(/concat=n=1:v=1:a=0\[vout\]$/);
  });
});
