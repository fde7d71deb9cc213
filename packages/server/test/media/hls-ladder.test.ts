import { describe, expect, it } from 'vitest';
import {
  avcCodecFromBytes,
  HLS_LADDER,
  hlsFfmpegArgs,
  masterPlaylist,
  parseMediaPlaylist,
  planRenditions,
} from '../../src/media/index.js';

const sizes = (w: number, h: number) =>
  planRenditions({ width: w, height: h }).map((r) => `${r.name} ${r.width}x${r.outputHeight}`);

describe('planRenditions', () => {
  it('never goes above the source', () => {
    expect(sizes(640, 360)).toEqual(['360p 640x360']);
    expect(sizes(854, 480)).toEqual(['360p 640x360', '480p 854x480']);
    expect(sizes(1280, 720)).toEqual(['360p 640x360', '480p 854x480', '720p 1280x720']);
    expect(sizes(1920, 1080)).toEqual([
      '360p 640x360',
      '480p 854x480',
      '720p 1280x720',
      '1080p 1920x1080',
    ]);
    expect(sizes(3840, 2160)).toHaveLength(4);
    expect(sizes(1700, 1000).at(-1)).toBe('720p 1224x720');
  });

  it('gives a source below 360p one rendition at its own size, with even sides', () => {
    expect(sizes(320, 240)).toEqual(['240p 320x240']);
    expect(sizes(427, 241)).toEqual(['240p 426x240']);
    expect(planRenditions({ width: 320, height: 240 })[0]).toMatchObject({
      videoKbps: HLS_LADDER[0]!.videoKbps,
    });
  });

  it('measures an upright phone video by its short side', () => {
    expect(sizes(720, 1280)).toEqual(['360p 360x640', '480p 480x854', '720p 720x1280']);
  });

  it('takes another ladder', () => {
    const ladder = [{ height: 720, videoKbps: 2000, audioKbps: 96 }];
    expect(planRenditions({ width: 1920, height: 1080 }, ladder).map((r) => r.name)).toEqual([
      '720p',
    ]);
  });
});

describe('hlsFfmpegArgs', () => {
  const renditions = planRenditions({ width: 1280, height: 720 });
  const cmd = { input: 'in.mp4', outDir: '/out', renditions, fps: 30, audioChannels: 2 };

  it('one decode, one HLS output per rendition, no multi-variant muxing', () => {
    const args = hlsFfmpegArgs({ ...cmd, hasAudio: true });
    const joined = args.join(' ');
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    expect(joined).toContain('[0:v:0]split=3[s0][s1][s2]');
    expect(joined).toContain('[s2]scale=1280:720,format=yuv420p[v2]');
    expect(joined).not.toContain('var_stream_map');
    expect(joined).not.toContain('master_pl_name');
    expect(args.filter((a) => a === 'hls')).toHaveLength(3);
    expect(args.filter((a) => a === '0:a:0')).toHaveLength(3);
    expect(args.at(-1)).toBe('/out/720p/index.m3u8');
    for (const [flag, value] of [
      ['-preset', 'veryfast'],
      ['-g', '60'],
      ['-sc_threshold', '0'],
      ['-hls_time', '4'],
      ['-hls_playlist_type', 'vod'],
      ['-c:v', 'libx264'],
      ['-c:a', 'aac'],
    ]) {
      expect(joined).toContain(`${flag} ${value}`);
    }
  });

  it('maps no audio for a silent video and keeps a single rendition unsplit', () => {
    const args = hlsFfmpegArgs({ ...cmd, renditions: renditions.slice(0, 1), hasAudio: false });
    expect(args).not.toContain('0:a:0');
    expect(args).not.toContain('-c:a');
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      '[0:v:0]scale=640:360,format=yuv420p[v0]',
    );
  });
});

describe('playlists', () => {
  it('parses a media playlist', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:4',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXTINF:4.000000,',
      'segment_000.ts',
      '#EXTINF:1.5,',
      'segment_001.ts',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    expect(parseMediaPlaylist(text)).toEqual({
      targetDuration: 4,
      ended: true,
      segments: [
        { uri: 'segment_000.ts', durationSeconds: 4 },
        { uri: 'segment_001.ts', durationSeconds: 1.5 },
      ],
    });
    expect(parseMediaPlaylist('#EXTM3U\n#EXTINF:4,\na.ts\n').ended).toBe(false);
    expect(() => parseMediaPlaylist('hello')).toThrow();
  });

  it('writes the master playlist, lowest bandwidth first', () => {
    const v = { codecs: 'avc1.64001f,mp4a.40.2', frameRate: 29.97 };
    const text = masterPlaylist([
      {
        ...v,
        uri: '720p/index.m3u8',
        bandwidth: 3e6,
        averageBandwidth: 2e6,
        width: 1280,
        height: 720,
      },
      {
        ...v,
        uri: '360p/index.m3u8',
        bandwidth: 8e5,
        averageBandwidth: 5e5,
        width: 640,
        height: 360,
      },
    ]);
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=800000,AVERAGE-BANDWIDTH=500000,RESOLUTION=640x360,CODECS="avc1.64001f,mp4a.40.2",FRAME-RATE=29.970',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=3000000,AVERAGE-BANDWIDTH=2000000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",FRAME-RATE=29.970',
        '720p/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('reads the codec string from the sequence parameter set', () => {
    // MPEG-TS bytes, an access unit delimiter, then SPS: High (100), no constraints, level 3.1.
    const bytes = Uint8Array.from([
      0x47, 0x41, 0x00, 0x30, 0x00, 0x00, 0x00, 0x01, 0x09, 0xf0, 0x00, 0x00, 0x00, 0x01, 0x67,
      0x64, 0x00, 0x1f, 0xac, 0xd9,
    ]);
    expect(avcCodecFromBytes(bytes)).toBe('avc1.64001f');
    expect(avcCodecFromBytes(Uint8Array.from([0, 0, 1, 0x67, 0x4d, 0x40, 0x1e, 0]))).toBe(
      'avc1.4d401e',
    );
    expect(avcCodecFromBytes(Uint8Array.from([0, 0, 1, 0x65, 0x88, 0x80, 0x40, 0]))).toBe(
      undefined,
    );
  });
});
