import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEmbedServer } from '@stepwise/ui/element';
import type { HlsClass } from '../core/media/hls-loader';
import { HLS_MEDIA_TYPE, playerStreamUrl as streamUrl } from '@stepwise/core';
import { hostVideo, prefetchForElement, takeEarlyStream } from './prefetch';

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
      `${SERVER}/v1/player/stream.m3u8?workflowId=wf_1&token=share_1`,
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

describe('the host’s own <video slot="media"> (the embed code’s fast start)', () => {
  const STREAM = streamUrl(SERVER, 'wf_1', 'share_1');

  /** The element as the embed code writes it: the stream's <video> inside, already loading. */
  function embedded(attributes: Record<string, string>, video: Record<string, string>) {
    const element = player(attributes);
    const own = document.createElement('video');
    for (const [name, value] of Object.entries(video)) own.setAttribute(name, value);
    element.append(own);
    document.body.append(element);
    // What the browser began while parsing: the loader must not start it again.
    const load = vi.spyOn(own, 'load');
    return { element, own, load };
  }

  afterEach(() => document.body.replaceChildren());

  it('is the early stream when it loads this element’s public stream in CORS mode: not restarted', () => {
    const { element, own, load } = embedded(
      { 'workflow-id': 'wf_1', 'share-token': 'share_1', autoplay: '', muted: '' },
      { slot: 'media', src: STREAM, crossorigin: 'anonymous', controls: '', style: 'width:10px' },
    );
    prefetchForElement(element);
    // Taken into the shadow root, as it is: the same node, its src untouched, never reloaded.
    expect(element.shadowRoot?.querySelector('video')).toBe(own);
    expect(own.getAttribute('src')).toBe(STREAM);
    expect(load).not.toHaveBeenCalled();
    // The player's own: no native controls, no slot, the player's box, its flags.
    expect(own.controls).toBe(false);
    expect(own.hasAttribute('slot')).toBe(false);
    expect(own.style.cssText).toContain('aspect-ratio');
    expect(own.muted).toBe(true);
    expect(takeEarlyStream(element)?.video).toBe(own);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a relative src of the same stream is the same stream', () => {
    const { element, own } = embedded(
      { 'workflow-id': 'wf_1', 'share-token': 'share_1', server: window.location.origin },
      {
        slot: 'media',
        src: '/v1/player/stream.m3u8?workflowId=wf_1&token=share_1',
        crossorigin: '',
      },
    );
    prefetchForElement(element);
    expect(takeEarlyStream(element)?.video).toBe(own);
  });

  it('an embed code written before the address ended in .m3u8 keeps its <video>', () => {
    const { element, own } = embedded(
      { 'workflow-id': 'wf_1', 'share-token': 'share_1' },
      {
        slot: 'media',
        src: `${SERVER}/v1/player/stream?workflowId=wf_1&token=share_1`,
        crossorigin: 'anonymous',
      },
    );
    prefetchForElement(element);
    expect(takeEarlyStream(element)?.video).toBe(own);
    expect(own.getAttribute('src')).toBe(
      `${SERVER}/v1/player/stream?workflowId=wf_1&token=share_1`,
    );
  });

  it('any other is stopped and removed: another stream, no CORS mode, or a start made otherwise', () => {
    const cases: [Record<string, string>, Record<string, string>, string][] = [
      [
        { 'workflow-id': 'wf_1', 'share-token': 'share_1' },
        { src: streamUrl(SERVER, 'wf_2', 'share_1'), crossorigin: 'anonymous' },
        'another workflow',
      ],
      [
        { 'workflow-id': 'wf_1', 'share-token': 'share_1' },
        { src: STREAM },
        'no CORS mode (segments from the store would fail)',
      ],
      [
        { 'workflow-id': 'wf_1', 'share-token': 'share_1' },
        { src: 'https://evil.example/x.m3u8', crossorigin: 'anonymous' },
        'another server',
      ],
      [
        { 'workflow-id': 'wf_1', 'share-token': 'share_1', 'step-id': 'st_2' },
        { src: STREAM, crossorigin: 'anonymous' },
        'a deep link',
      ],
      [
        { 'workflow-id': 'wf_1', 'share-token': 'share_1', 'force-hlsjs': '' },
        { src: STREAM, crossorigin: 'anonymous' },
        'hls.js forced',
      ],
      [
        { 'workflow-id': 'wf_1' },
        { src: STREAM, crossorigin: 'anonymous' },
        'signed in (no share)',
      ],
      [
        { 'workflow-id': 'wf_1', 'share-token': 'share_1', 'version-id': 'ver_1' },
        { src: STREAM, crossorigin: 'anonymous' },
        'a past version',
      ],
      [
        { 'workflow-id': 'not an id!', 'share-token': 'share_1' },
        { src: STREAM, crossorigin: 'anonymous' },
        'a refused workflow-id',
      ],
    ];
    for (const [attributes, video, what] of cases) {
      const { element, own, load } = embedded(attributes, { slot: 'media', ...video });
      const pause = vi.spyOn(own, 'pause');
      prefetchForElement(element, fakeHls().load);
      expect(own.isConnected, what).toBe(false);
      expect(own.hasAttribute('src'), what).toBe(false);
      expect(pause, what).toHaveBeenCalled();
      expect(load, what).toHaveBeenCalled();
      expect(element.shadowRoot?.querySelector('video') ?? null, what).not.toBe(own);
    }
  });

  /** The embed code as the portal writes it now (core fastStartVideo): the stream as a <source>. */
  function withSource(
    attributes: Record<string, string>,
    src: string,
    video: Record<string, string>,
  ) {
    const built = embedded(attributes, { slot: 'media', ...video });
    const source = document.createElement('source');
    source.src = src;
    source.type = HLS_MEDIA_TYPE;
    built.own.append(source);
    return { ...built, source };
  }

  it('the stream as its <source> (the embed code the portal writes): the early stream, untouched', () => {
    const { element, own, load, source } = withSource(
      { 'workflow-id': 'wf_1', 'share-token': 'share_1', autoplay: '', muted: '' },
      STREAM,
      { crossorigin: 'anonymous' },
    );
    prefetchForElement(element);
    expect(element.shadowRoot?.querySelector('video')).toBe(own);
    expect(source.parentNode).toBe(own);
    expect(own.hasAttribute('src')).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(takeEarlyStream(element)?.video).toBe(own);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a <source> of another stream, or without CORS mode, is stopped: its sources removed too', () => {
    const cases: [string, Record<string, string>, string][] = [
      [streamUrl(SERVER, 'wf_2', 'share_1'), { crossorigin: 'anonymous' }, 'another workflow'],
      [STREAM, {}, 'no CORS mode'],
      ['https://evil.example/x.m3u8', { crossorigin: 'anonymous' }, 'another server'],
    ];
    for (const [src, video, what] of cases) {
      const { element, own, load } = withSource(
        { 'workflow-id': 'wf_1', 'share-token': 'share_1' },
        src,
        video,
      );
      prefetchForElement(element);
      expect(own.isConnected, what).toBe(false);
      expect(own.querySelector('source'), what).toBeNull();
      expect(load, what).toHaveBeenCalled();
    }
  });

  it('a <video> without slot="media" is the host’s business: left alone', () => {
    const { element, own } = embedded(
      { 'workflow-id': 'wf_1', 'share-token': 'share_1' },
      { src: STREAM, crossorigin: 'anonymous' },
    );
    expect(hostVideo(element, null)).toBeNull();
    expect(own.isConnected).toBe(true);
    expect(own.getAttribute('src')).toBe(STREAM);
  });
});
