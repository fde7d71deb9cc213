/**
 * The portal's instruction port over @stepwise/api: the same paths as the element's, the share
 * token of the public page in the viewer's read, and a refusal reaching the store with its HTTP
 * status, as the port contract says.
 */
import { createApi } from '@stepwise/api';
import { describe, expect, it } from 'vitest';
import { apiInstructionPort } from './api-port.js';
import { createInstructionStore } from './core/instruction-store.js';
import { TEST_INSTRUCTION } from './core/test-instruction.js';

const wrap = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify({ ok: status < 400, code: status < 400 ? 0 : status, errorMessage: 'no', data }),
    { status, headers: { 'content-type': 'application/json' } },
  );

function api(answer: (method: string, url: URL) => Response) {
  const sent: string[] = [];
  const client = createApi({
    baseUrl: 'https://sw.example.com',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      sent.push(`${request.method} ${url.pathname}${url.search}`);
      return answer(request.method, url);
    },
  });
  return { client, sent };
}

describe('apiInstructionPort', () => {
  it('reads the SOP with its sub-data and the public page’s share token', async () => {
    const { client, sent } = api(() => wrap({ item: TEST_INSTRUCTION }));
    const port = apiInstructionPort(client, { shareAccessToken: 'share-1' });
    await expect(port.load('si1')).resolves.toEqual(TEST_INSTRUCTION);
    expect(sent).toEqual([
      'GET /v1/player/multimodal-sop/si1?includeSubData=true&shareAccessToken=share-1',
    ]);
  });

  it('a refusal reaches the store with its status: 404 is not found', async () => {
    const { client } = api(() => wrap(null, 404));
    const store = createInstructionStore({
      port: apiInstructionPort(client),
      instructionId: 'si1',
      storage: null,
      events: null,
    });
    await store.start();
    expect(store.load.get()).toEqual({ status: 'not-found' });
    const forbidden = createInstructionStore({
      port: apiInstructionPort(api(() => wrap(null, 403)).client),
      instructionId: 'si1',
      storage: null,
      events: null,
    });
    await forbidden.start();
    expect(forbidden.load.get()).toMatchObject({ status: 'error', failure: { status: 403 } });
  });
});
