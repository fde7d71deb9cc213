/**
 * Reading a rendition's media playlist and writing the master playlist over them. ffmpeg's own
 * master writer comes with `-var_stream_map`, which the bundled 2018 build cannot run; and the
 * figures here (peak and average bitrate measured from the segments ffmpeg actually wrote) are
 * closer to the truth than an encoder's nominal rate.
 */

export interface MediaSegment {
  uri: string;
  durationSeconds: number;
}

export interface MediaPlaylist {
  targetDuration: number;
  segments: MediaSegment[];
  /** #EXT-X-ENDLIST: ffmpeg finished the rendition. */
  ended: boolean;
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('not an m3u8 playlist');
  const segments: MediaSegment[] = [];
  let targetDuration = 0;
  let pending: number | undefined;
  let ended = false;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXTINF:')) pending = parseFloat(line.slice(8));
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line && !line.startsWith('#') && pending !== undefined) {
      segments.push({ uri: line, durationSeconds: pending });
      pending = undefined;
    }
  }
  return { targetDuration, segments, ended };
}

export interface Variant {
  uri: string;
  /** Peak bits per second over any one segment. */
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  codecs: string;
  frameRate: number;
}

/** RFC 8216 §4.3.4.2, lowest bandwidth first. */
export function masterPlaylist(variants: readonly Variant[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of [...variants].sort((a, b) => a.bandwidth - b.bandwidth)) {
    const attrs = [
      `BANDWIDTH=${Math.ceil(v.bandwidth)}`,
      `AVERAGE-BANDWIDTH=${Math.ceil(v.averageBandwidth)}`,
      `RESOLUTION=${v.width}x${v.height}`,
      `CODECS="${v.codecs}"`,
    ];
    if (v.frameRate > 0) attrs.push(`FRAME-RATE=${v.frameRate.toFixed(3)}`);
    lines.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, v.uri);
  }
  return `${lines.join('\n')}\n`;
}

/** What our encoder writes: AAC-LC. */
export const AAC_LC_CODEC = 'mp4a.40.2';
