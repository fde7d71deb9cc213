import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEmbedServer } from '@stepwise/ui/element';
import type { HlsClass } from '../core/media/hls-loader';
import { prefetchForElement, streamUrl, takeEarlyStream } from './prefetch';

/** Enough of hls.js for the loader: records what it loads into which <video>. */
function fakeHls(supported = true) {
  const loaded: { url: string; media: HTMLVideoElement | null }[] = [];
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'error' };
    static isSupported = () => supported;
    levels = [];
    record = { url: '', media: null as HTMLVideoElement | null };
    constructor() {
      loaded.push(this.record);
    }
    on() {}
    loadSource(url: string) {
      this.record.url = url;
    }
    attachMedia(media: HTMLVideoElement) {
      this.record.media = media;
    }
  }
  return { load: vi.fn(async () => FakeHls as unknown as HlsClass), loaded };
}

// What the loader starts for a <stepwise-player> before the element's code is there.
function player(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('stepwise-player');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const SERVER = 'https://stepwise.example.com';

beforeEach(() => {
  setEmbedServer(SERVER);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
  // A browser that plays HLS itself (jsdom plays nothing).
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prefetchForElement (the loader, before the element)', () => {
  it('starts a public workflow’s stream in the element’s shadow root, adopted once', () => {
    const element = player({
      'workflow-id': 'wf_1',
      'share-token': 'share_1',
      muted: '',
      autoplay: '',
    });
    prefetchForElement(element);
    const video = element.shadowRoot?.querySelector('video');
    expect(video?.getAttribute('src')).toBe(streamUrl(SERVER, 'wf_1', 'share_1'));
    expect(video?.getAttribute('src')).toBe(
      `${SERVER}/v1/player/stream?workflowId=wf_1&token=share_1`,
    );
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(takeEarlyStream(element)?.video).toBe(video);
    expect(takeEarlyStream(element)).toBeNull();
    // Nothing else competes with the stream: the element asks for the workflow when it runs.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when the element’s code is due: the metadata of a paused start, or a reach', async () => {
    const paused = player({ 'workflow-id': 'wf_1', 'share-token': 'share_1' });
    const due = prefetchForElement(paused);
    expect(due).toBeInstanceOf(Promise);
    let settled = false;
    void due?.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    paused.shadowRoot?.querySelector('video')?.dispatchEvent(new Event('loadedmetadata'));
    await due;
    const reached = player({ 'workflow-id': 'wf_1', 'share-token': 'share_1', autoplay: '' });
    const whenReached = prefetchForElement(reached);
    reached.dispatchEvent(new Event('pointerdown'));
    await whenReached;
    // Without an early stream the code is wanted now (no promise), and the request starts.
    expect(prefetchForElement(player({ 'workflow-id': 'wf_1' }))).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an autoplaying start is due at its first frame presented, not when it is decoded', async () => {
    const frames: (() => void)[] = [];
    Object.defineProperty(HTMLVideoElement.prototype, 'requestVideoFrameCallback', {
      configurable: true,
      value(callback: () => void) {
        frames.push(callback);
        return frames.length;
      },
    });
    let refuse: (error: Error) => void = () => undefined;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(
      () => new Promise<void>((_resolve, reject) => (refuse = reject)),
    );
    try {
      const element = player({
        'workflow-id': 'wf_1',
        'share-token': 'share_1',
        muted: '',
        autoplay: '',
      });
      let settled = false;
      const due = prefetchForElement(element)!;
      void due.then(() => (settled = true));
      element.shadowRoot?.querySelector('video')?.dispatchEvent(new Event('loadeddata'));
      await Promise.resolve();
      expect(settled).toBe(false);
      frames.forEach((frame) => frame());
      await due;

      // Autoplay refused (sound on, no gesture): no frame will come; the code is due at once.
      const refused = prefetchForElement(
        player({ 'workflow-id': 'wf_1', 'share-token': 'share_1', autoplay: '' }),
      )!;
      refuse(new DOMException('play() needs a gesture', 'NotAllowedError'));
      await refused;
    } finally {
      delete (HTMLVideoElement.prototype as { requestVideoFrameCallback?: unknown })
        .requestVideoFrameCallback;
    }
  });

  it.each<[string, Record<string, string>]>([
    ['a deep link (the element seeks where the stream starts)', { 'step-id': 's2' }],
    ['no share token (the signed-in player)', { 'share-token': '' }],
    ['hls.js forced with no way to load it', { 'force-hlsjs': '' }],
  ])('starts no stream for %s', (_label, extra) => {
    const element = player({ 'workflow-id': 'wf_1', 'share-token': 'share_1', ...extra });
    if (extra['share-token'] === '') element.removeAttribute('share-token');
    prefetchForElement(element);
    expect(element.shadowRoot).toBeNull();
    expect(takeEarlyStream(element)).toBeNull();
  });

  it('loads hls.js early where the element will play through it', () => {
    const { load } = fakeHls();
    prefetchForElement(player({ 'workflow-id': 'wf_1', 'force-hlsjs': '' }), load);
    expect(load).toHaveBeenCalled();
    load.mockClear();
    prefetchForElement(player({ 'workflow-id': 'wf_1' }), load);
    expect(load).not.toHaveBeenCalled();
  });

  it('plays a public stream through hls.js early, and hands over the instance', async () => {
    const { load, loaded } = fakeHls();
    const element = player({ 'workflow-id': 'wf_1', 'share-token': 'share_1', 'force-hlsjs': '' });
    prefetchForElement(element, load);
    await vi.waitFor(() => expect(loaded).toHaveLength(1));
    const video = element.shadowRoot?.querySelector('video');
    expect(loaded[0]).toEqual({ url: streamUrl(SERVER, 'wf_1', 'share_1'), media: video });
    expect(video?.hasAttribute('src')).toBe(false);
    expect(takeEarlyStream(element)?.hls).toBeDefined();
  });

  it('an hls.js arriving after the element took the stream is not started', async () => {
    const { load, loaded } = fakeHls();
    const element = player({ 'workflow-id': 'wf_1', 'share-token': 'share_1', 'force-hlsjs': '' });
    prefetchForElement(element, load);
    expect(takeEarlyStream(element)?.hls).toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(loaded).toHaveLength(0);
  });

  it('leaves attributes the element will refuse to the element: no request, no stream', () => {
    const refused: Record<string, string>[] = [
      { 'workflow-id': 'not an id!', 'share-token': 'share_1' },
      { 'workflow-id': 'wf_1', 'share-token': 'share_1', server: 'javascript:alert(1)' },
      { 'share-token': 'share_1' },
    ];
    for (const attributes of refused) {
      const element = player(attributes);
      prefetchForElement(element);
      expect(element.shadowRoot).toBeNull();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts nothing for a past version (version-id): not the current stream, not its answer', () => {
    const element = player({
      'workflow-id': 'wf_1',
      'share-token': 'share_1',
      'version-id': 'ver_1',
      autoplay: '',
    });
    expect(prefetchForElement(element)).toBeUndefined();
    expect(element.shadowRoot).toBeNull();
    prefetchForElement(player({ 'workflow-id': 'wf_1', 'version-id': 'ver_1' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
