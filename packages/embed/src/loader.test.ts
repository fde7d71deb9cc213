import { describe, expect, it, vi } from 'vitest';
import { embedServer, type HlsClass } from '@stepwise/player';
import { startLoader } from './loader';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
// An hls.js that says this browser cannot use it: nothing starts early through it.
const unsupportedHls = () =>
  vi.fn(async () => ({ isSupported: () => false }) as unknown as HlsClass);

describe('startLoader (both loaders)', () => {
  it('records the server it was served from and loads the player when its element appears', async () => {
    const player = vi.fn(async () => undefined);
    const hls = unsupportedHls();
    const assistant = vi.fn(async () => undefined);
    const quiz = vi.fn(async () => undefined);
    const instruction = vi.fn(async () => undefined);
    const stop = startLoader('https://stepwise.example.com/embed/v1/stepwise.mjs', {
      player,
      hls,
      assistant,
      quiz,
      instruction,
    });
    expect(embedServer()).toBe('https://stepwise.example.com');
    await tick();
    expect(player).not.toHaveBeenCalled();
    document.body.append(document.createElement('stepwise-player'));
    await tick();
    expect(player).toHaveBeenCalledTimes(1);
    // jsdom's <video> plays no HLS, like a browser without it: hls.js comes with the code.
    expect(hls).toHaveBeenCalledTimes(1);
    // The assistant's code comes only with its own element.
    expect(assistant).not.toHaveBeenCalled();
    document.body.append(document.createElement('stepwise-assistant'));
    await tick();
    expect(assistant).toHaveBeenCalledTimes(1);
    // So does the quiz's (issue 19).
    expect(quiz).not.toHaveBeenCalled();
    document.body.append(document.createElement('stepwise-quiz'));
    await tick();
    expect(quiz).toHaveBeenCalledTimes(1);
    // And the instruction's (issue 20).
    expect(instruction).not.toHaveBeenCalled();
    document.body.append(document.createElement('stepwise-instruction'));
    await tick();
    expect(instruction).toHaveBeenCalledTimes(1);
    stop();
    document.body.innerHTML = '';
  });
});

describe('the player workflow request starts with the code', () => {
  it('prefetches what the element will ask, and the element takes it once', async () => {
    const { takePrefetched, workflowRequest } = await import('@stepwise/player');
    const fetches: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = vi.fn(async (url: RequestInfo | URL) => {
      fetches.push(String(url));
      return new Response('{}');
    }) as typeof fetch;
    try {
      const player = vi.fn(() => new Promise<never>(() => undefined));
      const hls = unsupportedHls();
      const stop = startLoader('https://stepwise.example.com/embed/v1/stepwise.mjs', {
        player,
        hls,
        assistant: vi.fn(async () => undefined),
        quiz: vi.fn(async () => undefined),
        instruction: vi.fn(async () => undefined),
      });
      const element = document.createElement('stepwise-player');
      // Signed in (no share token): no early stream, so the workflow request starts.
      element.setAttribute('workflow-id', 'wf_1');
      const bad = document.createElement('stepwise-player');
      bad.setAttribute('workflow-id', 'not an id!');
      document.body.append(element, bad);
      await tick();
      // One request, for the valid element only; the malformed one is left to the element.
      expect(fetches).toEqual([
        'https://stepwise.example.com/v1/player/workflow?workflowId=wf_1&withAddons=true',
      ]);
      const request = workflowRequest('https://stepwise.example.com', 'wf_1', undefined);
      // A token is another request: not taken.
      expect(
        takePrefetched(workflowRequest('https://stepwise.example.com', 'wf_1', 'share_1')),
      ).toBeNull();
      expect(takePrefetched(request)).not.toBeNull();
      expect(takePrefetched(request)).toBeNull();
      stop();
    } finally {
      globalThis.fetch = realFetch;
      document.body.innerHTML = '';
    }
  });
});
