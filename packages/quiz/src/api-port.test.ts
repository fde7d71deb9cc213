/**
 * The portal's quiz port over @stepwise/api: the same paths and body as the element's, and a
 * refusal reaches the store with its HTTP status (401: sign in again), as the port contract says.
 */
import { createApi } from '@stepwise/api';
import { describe, expect, it } from 'vitest';
import { apiQuizPort } from './api-port.js';
import { createQuizStore } from './core/quiz-store.js';
import { EMPTY_HISTORY } from './core/test-port.js';
import { airFilterQuiz } from './core/test-quiz.js';

const wrap = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify({ ok: status < 400, code: status < 400 ? 0 : status, errorMessage: 'no', data }),
    { status, headers: { 'content-type': 'application/json' } },
  );

function api(answer: (method: string, path: string) => Response) {
  const sent: string[] = [];
  const client = createApi({
    baseUrl: 'https://sw.example.com',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      sent.push(`${request.method} ${path}`);
      return answer(request.method, path);
    },
  });
  return { client, sent };
}

describe('apiQuizPort', () => {
  it('loads the quiz and the history, and submits, on the quiz paths', async () => {
    const { client, sent } = api((method, path) => {
      if (path.endsWith('/quiz')) return wrap({ item: airFilterQuiz });
      if (path.endsWith('/user-quiz') && method === 'GET') return wrap({ item: EMPTY_HISTORY });
      return wrap(null, 404);
    });
    const port = apiQuizPort(client);
    await expect(port.loadQuiz('wf-air-filter')).resolves.toEqual(airFilterQuiz);
    await expect(port.loadHistory('wf-air-filter')).resolves.toEqual(EMPTY_HISTORY);
    expect(sent).toEqual([
      'GET /v1/workflows/wf-air-filter/quiz',
      'GET /v1/workflows/wf-air-filter/user-quiz',
    ]);
  });

  it('a refusal reaches the store with its status', async () => {
    const { client } = api(() => wrap(null, 403));
    const store = createQuizStore({ port: apiQuizPort(client), workflowId: 'wf1' });
    await store.start();
    expect(store.load.get()).toMatchObject({ status: 'error', failure: { status: 403 } });
  });
});
