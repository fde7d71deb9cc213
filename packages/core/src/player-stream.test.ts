import { describe, expect, it } from 'vitest';
import {
  HLS_MEDIA_TYPE,
  LEGACY_PLAYER_STREAM_PATH,
  PLAYER_STREAM_PATH,
  fastStartVideo,
  isPlayerStreamUrl,
  playerStreamUrl,
} from './player-stream.js';

describe('playerStreamUrl', () => {
  it('is the server’s stream route with the workflow and the share token in the query', () => {
    expect(playerStreamUrl('https://sw.example/', 'wf_1', 'ST-1')).toBe(
      `https://sw.example${PLAYER_STREAM_PATH}?workflowId=wf_1&token=ST-1`,
    );
    expect(playerStreamUrl('https://sw.example//', 'w 1', 'a&b')).toBe(
      'https://sw.example/v1/player/stream.m3u8?workflowId=w+1&token=a%26b',
    );
  });

  it('ends its path in .m3u8 (a browser playing HLS itself decides by the address)', () => {
    expect(new URL(playerStreamUrl('https://sw.example', 'wf_1', 'ST-1')).pathname).toMatch(
      /\.m3u8$/,
    );
  });
});

describe('isPlayerStreamUrl', () => {
  const stream = playerStreamUrl('https://sw.example', 'wf_1', 'ST-1');

  it('is the same stream at either address of the route (embed codes written before keep theirs)', () => {
    expect(isPlayerStreamUrl(stream, stream)).toBe(true);
    expect(
      isPlayerStreamUrl(
        `https://sw.example${LEGACY_PLAYER_STREAM_PATH}?workflowId=wf_1&token=ST-1`,
        stream,
      ),
    ).toBe(true);
    const mounted = playerStreamUrl('https://sw.example/stepwise', 'wf_1', 'ST-1');
    expect(isPlayerStreamUrl(mounted.replace('.m3u8', ''), mounted)).toBe(true);
  });

  it('is not another workflow, token, server, path or address that does not parse', () => {
    expect(isPlayerStreamUrl(playerStreamUrl('https://sw.example', 'wf_2', 'ST-1'), stream)).toBe(
      false,
    );
    expect(isPlayerStreamUrl(playerStreamUrl('https://sw.example', 'wf_1', 'ST-2'), stream)).toBe(
      false,
    );
    expect(
      isPlayerStreamUrl(playerStreamUrl('https://other.example', 'wf_1', 'ST-1'), stream),
    ).toBe(false);
    expect(isPlayerStreamUrl(playerStreamUrl('https://sw.example/x', 'wf_1', 'ST-1'), stream)).toBe(
      false,
    );
    expect(
      isPlayerStreamUrl('https://sw.example/v1/player/streams?workflowId=wf_1&token=ST-1', stream),
    ).toBe(false);
    expect(isPlayerStreamUrl('not a url', stream)).toBe(false);
  });
});

describe('fastStartVideo', () => {
  it('is the element’s <video slot="media"> with the stream as a <source> of HLS’s type', () => {
    expect(fastStartVideo('https://sw.example', 'w1', 'ST-1')).toBe(
      '<video slot="media" crossorigin="anonymous" playsinline preload="metadata" style="display:block;width:100%;aspect-ratio:16/9">' +
        `<source src="https://sw.example/v1/player/stream.m3u8?workflowId=w1&amp;token=ST-1" type="${HLS_MEDIA_TYPE}"></video>`,
    );
  });

  it('escapes what it puts in an attribute, and adds muted and autoplay only when asked', () => {
    const html = fastStartVideo('https://sw.example', 'w"1', 'a&b', {
      muted: true,
      autoplay: true,
    });
    expect(html).toContain('workflowId=w%221&amp;token=a%26b');
    expect(html).not.toContain('w"1');
    expect(html).toMatch(/aspect-ratio:16\/9" muted autoplay>/);
    expect(fastStartVideo('https://sw.example', 'w1', 'ST-1', { autoplay: true })).not.toContain(
      'muted',
    );
  });
});
