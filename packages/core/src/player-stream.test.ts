import { describe, expect, it } from 'vitest';
import {
  LEGACY_PLAYER_STREAM_PATH,
  PLAYER_STREAM_PATH,
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
