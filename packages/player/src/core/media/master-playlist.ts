/**
 * The renditions a master playlist offers (RFC 8216 §4.3.4.2): what the quality menu lists, and
 * where a browser that plays HLS itself is pointed to pin one (it has no API to choose a level).
 */
export interface Rendition {
  /** Picture height in pixels: the spec's quality names (360, 480, 720, 1080). */
  height: number;
  bandwidth: number;
  /** The media playlist's URI as the master names it (usually relative to the master). */
  uri: string;
}

const attribute = (attrs: string, name: string): string | undefined =>
  new RegExp(`(?:^|,)${name}=("[^"]*"|[^,]*)`).exec(attrs)?.[1]?.replace(/^"|"$/g, '');

/** Renditions with a resolution, lowest first; audio-only or malformed entries are skipped. */
export function parseMasterPlaylist(text: string): Rendition[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const renditions: Rendition[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const attrs = line.slice('#EXT-X-STREAM-INF:'.length);
    const uri = lines.slice(i + 1).find((next) => next !== '' && !next.startsWith('#'));
    const height = Number(/^\d+x(\d+)$/.exec(attribute(attrs, 'RESOLUTION') ?? '')?.[1]);
    const bandwidth = Number(attribute(attrs, 'BANDWIDTH'));
    if (!uri || !Number.isFinite(height) || height <= 0) continue;
    renditions.push({ height, bandwidth: Number.isFinite(bandwidth) ? bandwidth : 0, uri });
  }
  return renditions.sort((a, b) => a.height - b.height || a.bandwidth - b.bandwidth);
}

/** The rendition for a chosen quality: that height, else the tallest below it, else the lowest. */
export function renditionFor(renditions: readonly Rendition[], height: number): Rendition | null {
  if (renditions.length === 0) return null;
  const atOrBelow = renditions.filter((r) => r.height <= height);
  return atOrBelow[atOrBelow.length - 1] ?? renditions[0]!;
}
