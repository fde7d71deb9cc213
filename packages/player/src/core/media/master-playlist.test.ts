import { describe, expect, it } from 'vitest';
import { parseMasterPlaylist, renditionFor } from './master-playlist';

// What our server writes (packages/server/src/media/master-playlist.ts), lowest bandwidth first.
const MASTER = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=2400000,AVERAGE-BANDWIDTH=2000000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"
720p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=800000,AVERAGE-BANDWIDTH=700000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",FRAME-RATE=30.000
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=1200000,RESOLUTION=854x480
480p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"
audio/index.m3u8
`;

describe('parseMasterPlaylist', () => {
  it('lists the renditions with a resolution, lowest first, audio-only skipped', () => {
    expect(parseMasterPlaylist(MASTER)).toEqual([
      { height: 360, bandwidth: 800000, uri: '360p/index.m3u8' },
      { height: 480, bandwidth: 1200000, uri: '480p/index.m3u8' },
      { height: 720, bandwidth: 2400000, uri: '720p/index.m3u8' },
    ]);
  });

  it('reads nothing from text that is not a master playlist', () => {
    expect(parseMasterPlaylist('')).toEqual([]);
    expect(parseMasterPlaylist('#EXTM3U\n#EXTINF:4,\nseg0.ts\n')).toEqual([]);
    expect(parseMasterPlaylist('#EXT-X-STREAM-INF:RESOLUTION=axb\nx.m3u8')).toEqual([]);
  });
});

describe('renditionFor', () => {
  const renditions = parseMasterPlaylist(MASTER);
  it('takes the height asked for, else the tallest below it, else the lowest', () => {
    expect(renditionFor(renditions, 480)?.height).toBe(480);
    expect(renditionFor(renditions, 1080)?.height).toBe(720);
    expect(renditionFor(renditions, 240)?.height).toBe(360);
    expect(renditionFor([], 720)).toBeNull();
  });
});
