import { describe, expect, it } from 'vitest';
import { PLAYER_STREAM_PATH, playerStreamUrl } from './player-stream.js';

describe('playerStreamUrl', () => {
  it('is the server’s stream route with the workflow and the share token in the query', () => {
    expect(playerStreamUrl('https://sw.example/', 'wf_1', 'ST-1')).toBe(
      `https://sw.example${PLAYER_STREAM_PATH}?workflowId=wf_1&token=ST-1`,
    );
    expect(playerStreamUrl('https://sw.example//', 'w 1', 'a&b')).toBe(
      'https://sw.example/v1/player/stream?workflowId=w+1&token=a%26b',
    );
  });
});
