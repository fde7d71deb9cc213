import { describe, expect, it, vi } from 'vitest';
import type { HlsClass } from './hls-loader';
import { BACK_BUFFER_S } from '../constants';
import { attachMedia, type MediaEngineEvent } from './media-engine';

const MASTER_URL = 'https://media.example/v1/media/tok/hls/master.m3u8';
const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1200000,RESOLUTION=854x480',
  '480p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=1280x720',
  '720p/index.m3u8',
].join('\n');

function video(native: boolean): HTMLVideoElement {
  const v = document.createElement('video');
  v.canPlayType = () => (native ? 'maybe' : '');
  v.play = () => Promise.resolve();
  return v;
}

/** A stand-in for hls.js's class with the surface the engine uses, recording what it is told. */
function fakeHls(levels: number[], supported = true) {
  const instances: FakeHls[] = [];
  class FakeHls {
    static Events = {
      MANIFEST_PARSED: 'manifestParsed',
      FRAG_LOADED: 'fragLoaded',
      ERROR: 'error',
    };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    static isSupported = () => supported;
    handlers = new Map<string, ((event: string, data: unknown) => void)[]>();
    levels = levels.map((height) => ({ height, bitrate: height * 1000 }));
    startLevel = -1;
    currentLevel = -1;
    loadLevel = -1;
    bandwidthEstimate = 12_000_000;
    source = '';
    media: HTMLVideoElement | null = null;
    startLoads = 0;
    mediaRecoveries = 0;
    destroyed = false;
    constructor(public config: Record<string, unknown>) {
      instances.push(this);
    }
    // Like hls.js, an event may have several handlers.
    on(event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    emit(event: string, data: unknown) {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLVideoElement) {
      this.media = media;
    }
    startLoad() {
      this.startLoads += 1;
    }
    recoverMediaError() {
      this.mediaRecoveries += 1;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { Hls: FakeHls as unknown as HlsClass, instances };
}

describe('attachMedia where the browser plays HLS itself', () => {
  it('points the <video> at the master and loads no hls.js', async () => {
    const v = video(true);
    const loadHls = vi.fn();
    const engine = await attachMedia(v, MASTER_URL, { loadHls });
    expect(engine.mode).toBe('native');
    expect(v.src).toBe(MASTER_URL);
    expect(loadHls).not.toHaveBeenCalled();
  });

  it('pins a quality by pointing at that rendition, and Auto goes back to the master', async () => {
    const v = video(true);
    const fetchText = vi.fn(async () => MASTER);
    const engine = await attachMedia(v, MASTER_URL, { fetchText });
    expect((await engine.renditions()).map((r) => r.height)).toEqual([360, 480, 720]);
    await engine.setQuality(480);
    expect(v.src).toBe('https://media.example/v1/media/tok/hls/480p/index.m3u8');
    await engine.setQuality(1080); // not in the ladder: the tallest below it
    expect(v.src).toBe('https://media.example/v1/media/tok/hls/720p/index.m3u8');
    await engine.setQuality('auto');
    expect(v.src).toBe(MASTER_URL);
    expect(fetchText).toHaveBeenCalledTimes(1);
  });

  it('a host can force hls.js anyway', async () => {
    const { Hls } = fakeHls([360, 720]);
    const engine = await attachMedia(video(true), MASTER_URL, {
      forceHlsJs: true,
      loadHls: async () => Hls,
    });
    expect(engine.mode).toBe('hls.js');
  });
});

describe('attachMedia through hls.js', () => {
  it('loads hls.js, reports it, and configures the spec back buffer and start position', async () => {
    const { Hls, instances } = fakeHls([360, 480, 720, 1080]);
    const events: MediaEngineEvent[] = [];
    const v = video(false);
    const engine = await attachMedia(v, MASTER_URL, {
      startTime: 42,
      loadHls: async () => Hls,
      onEvent: (e) => events.push(e),
    });
    const hls = instances[0]!;
    expect(engine.mode).toBe('hls.js');
    expect(events).toEqual([{ type: 'hls-lib-loaded' }]);
    expect(hls.config).toMatchObject({
      backBufferLength: BACK_BUFFER_S,
      startPosition: 42,
    });
    expect(hls.source).toBe(MASTER_URL);
    expect(hls.media).toBe(v);
  });

  it('starts at level 2, or the tallest level of a shorter ladder', async () => {
    for (const [levels, start] of [
      [[360, 480, 720, 1080], 2],
      [[360, 480], 1],
    ] as const) {
      const { Hls, instances } = fakeHls([...levels]);
      await attachMedia(video(false), MASTER_URL, { loadHls: async () => Hls });
      instances[0]!.emit('manifestParsed', { levels: instances[0]!.levels });
      expect(instances[0]!.startLevel).toBe(start);
    }
  });

  it('adopts an hls.js already playing the stream (the early stream), manifest parsed or not', async () => {
    const { Hls, instances } = fakeHls([360, 480, 720]);
    const v = video(false);
    const { startHlsJs } = await import('./media-engine');
    const early = startHlsJs(Hls, v, 'https://stepwise.example.com/v1/player/stream?x');
    const engine = await attachMedia(v, MASTER_URL, { hls: { Hls, hls: early } });
    // No second instance, no second load: the one playing goes on.
    expect(instances).toHaveLength(1);
    expect(instances[0]!.source).toBe('https://stepwise.example.com/v1/player/stream?x');
    expect(engine.mode).toBe('hls.js');
    expect((await engine.renditions()).map((r) => r.height)).toEqual([360, 480, 720]);
    engine.destroy();
    expect(instances[0]!.destroyed).toBe(true);
  });

  it('maps qualities to levels, and measures speed only after a fragment arrived', async () => {
    const { Hls, instances } = fakeHls([360, 480, 720]);
    const engine = await attachMedia(video(false), MASTER_URL, { loadHls: async () => Hls });
    const hls = instances[0]!;
    hls.emit('manifestParsed', { levels: hls.levels });
    expect((await engine.renditions()).map((r) => r.height)).toEqual([360, 480, 720]);
    await engine.setQuality(480);
    expect(hls.currentLevel).toBe(1);
    await engine.setQuality(1080);
    expect(hls.currentLevel).toBe(2);
    // The level playing already: pinned without a switch (no buffer flush).
    hls.currentLevel = 2;
    hls.loadLevel = -1;
    await engine.setQuality(720);
    expect([hls.currentLevel, hls.loadLevel]).toEqual([2, 2]);
    await engine.setQuality('auto');
    expect(hls.currentLevel).toBe(-1);
    expect(engine.downloadMbps()).toBeNull();
    hls.emit('fragLoaded', {});
    expect(engine.downloadMbps()).toBe(12);
    engine.destroy();
    expect(hls.destroyed).toBe(true);
  });

  it('recovers from fatal network and media errors twice, then reports the failure', async () => {
    const { Hls, instances } = fakeHls([360]);
    const events: MediaEngineEvent[] = [];
    await attachMedia(video(false), MASTER_URL, {
      loadHls: async () => Hls,
      onEvent: (e) => events.push(e),
    });
    const hls = instances[0]!;
    hls.emit('error', { fatal: false, type: 'networkError', details: 'fragLoadTimeOut' });
    hls.emit('error', { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    hls.emit('error', { fatal: true, type: 'mediaError', details: 'bufferStalledError' });
    expect([hls.startLoads, hls.mediaRecoveries]).toEqual([1, 1]);
    hls.emit('error', { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    expect(events.at(-1)).toMatchObject({ type: 'fatal-error' });
  });

  it('reports a failed hls.js import and an unsupported browser as errors', async () => {
    const events: MediaEngineEvent[] = [];
    const failure = new Error('Failed to fetch dynamically imported module');
    await expect(
      attachMedia(video(false), MASTER_URL, {
        loadHls: () => Promise.reject(failure),
        onEvent: (e) => events.push(e),
      }),
    ).rejects.toBe(failure);
    expect(events).toEqual([{ type: 'hls-lib-error', error: failure }]);
    const { Hls } = fakeHls([360], false);
    await expect(
      attachMedia(video(false), MASTER_URL, { loadHls: async () => Hls }),
    ).rejects.toThrow('cannot play HLS');
  });
});
