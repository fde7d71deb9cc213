/**
 * Reads an HLS ladder the way a player does and checks everything it points at. Segments are
 * probed with the default (system) ffprobe: the bundled one crashes on MPEG-TS.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { parseMediaPlaylist, probe } from '../../src/media/index.js';

export async function checkLadder(outDir: string, sourceSeconds: number) {
  const master = (await readFile(join(outDir, 'master.m3u8'), 'utf8')).split('\n');
  expect(master[0]).toBe('#EXTM3U');
  const variants: { attrs: Record<string, string>; uri: string }[] = [];
  master.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const attrs = Object.fromEntries(
      [...line.slice(18).matchAll(/([A-Z-]+)=("[^"]*"|[^,]*)/g)].map((m) => [
        m[1]!,
        m[2]!.replace(/"/g, ''),
      ]),
    );
    variants.push({ attrs, uri: master[i + 1]! });
  });
  for (const v of variants) {
    expect(Object.keys(v.attrs).sort()).toEqual(
      ['AVERAGE-BANDWIDTH', 'BANDWIDTH', 'CODECS', 'FRAME-RATE', 'RESOLUTION'].sort(),
    );
    expect(Number(v.attrs.BANDWIDTH)).toBeGreaterThanOrEqual(Number(v.attrs['AVERAGE-BANDWIDTH']));
    const playlistFile = join(outDir, v.uri);
    expect(existsSync(playlistFile)).toBe(true);
    const playlist = parseMediaPlaylist(await readFile(playlistFile, 'utf8'));
    expect(playlist.ended).toBe(true);
    expect(playlist.targetDuration).toBeLessThanOrEqual(5);
    for (const s of playlist.segments) {
      expect(existsSync(join(dirname(playlistFile), s.uri))).toBe(true);
    }
    const total = playlist.segments.reduce((t, s) => t + s.durationSeconds, 0);
    expect(Math.abs(total - sourceSeconds)).toBeLessThan(0.5);
    // What the master says is what the segments hold.
    const first = await probe(join(dirname(playlistFile), playlist.segments[0]!.uri));
    expect(`${first.video!.width}x${first.video!.height}`).toBe(v.attrs.RESOLUTION);
    expect(v.attrs.CODECS!.includes('mp4a.40.2')).toBe(first.audio !== null);
  }
  return variants;
}
