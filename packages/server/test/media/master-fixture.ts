/** A master playlist of two renditions, as processing writes one (media/master-playlist.ts). */
import { masterPlaylist } from '../../src/media/master-playlist.js';

export const MASTER = masterPlaylist([
  {
    uri: '360p/index.m3u8',
    bandwidth: 900_000,
    averageBandwidth: 700_000,
    width: 640,
    height: 360,
    codecs: 'avc1.64001e,mp4a.40.2',
    frameRate: 25,
  },
  {
    uri: '720p/index.m3u8',
    bandwidth: 3_000_000,
    averageBandwidth: 2_000_000,
    width: 1280,
    height: 720,
    codecs: 'avc1.64001f,mp4a.40.2',
    frameRate: 25,
  },
]);
