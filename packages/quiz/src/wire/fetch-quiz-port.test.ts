/**
 * The element's quiz port over a fetch stand-in that speaks the server's quiz paths (002 §7):
 * the paths, headers and body @stepwise/api's port sends, the answers read with core's zod/mini
 * schemas, failures with their status.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { airFilterQuiz } from '../core/test-quiz.js';
import { EMPTY_HISTORY } from '../core/test-port.js';
import { fetchQuizPort } from './fetch-quiz-port.js';

const SERVER = 'https://sw.example.com/';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const wrap = (data: unknown, status = 200, errorMessage: string | null = null) =>
  json({ ok: status < 400, code: status < 400 ? 0 : status, errorMessage, data }, status);

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

function server(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request: Sent = {
        method: init?.method ?? 'GET',
        url: String(input),
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

const attempt = {
  id: 'uq1',
  quizId: airFilterQuiz.id,
  workflow: { id: 'wf-air-filter', title: 'Replace the air filter' },
  skillName: null,
  userOrTeamSkillId: null,
  status: 'passed',
  correctAnswerCount: 3,
  questionCount: 3,
  score: 100,
  passingScore: 80,
  attempt: 1,
  questions: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('fetchQuizPort', () => {
  it('reads the quiz, the history and submits, with the bearer token', async () => {
    const sent = server(({ url }) => {
      if (url.endsWith('/quiz')) return wrap({ item: airFilterQuiz });
      if (url.endsWith('/user-quiz') && url.includes('/workflows/')) {
        return wrap({ item: EMPTY_HISTORY });
      }
      return wrap({ item: attempt });
    });
    const port = fetchQuizPort({ server: SERVER, token: () => 'host-token', onExpired: vi.fn() });
    await expect(port.loadQuiz('wf 1')).resolves.toEqual(airFilterQuiz);
    await expect(port.loadHistory('wf 1')).resolves.toEqual(EMPTY_HISTORY);
    const body = {
      quizId: airFilterQuiz.id,
      answers: [{ questionId: 'q1', userAnswer: 'A' as const, encryptedAnswer: 'sealed-q1' }],
    };
    await expect(port.submit(body)).resolves.toEqual(attempt);
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', 'https://sw.example.com/v1/workflows/wf%201/quiz', undefined],
      ['GET', 'https://sw.example.com/v1/workflows/wf%201/user-quiz', undefined],
      ['POST', 'https://sw.example.com/v1/user-quiz', body],
    ]);
    expect(sent.every((s) => s.headers.get('authorization') === 'Bearer host-token')).toBe(true);
    expect(sent[2]!.headers.get('content-type')).toBe('application/json');
    expect(sent.every((s) => !s.headers.has('x-external-access-token'))).toBe(true);
  });

  it('reads no quiz as null; sends a share token as the player does, and no bearer without a token', async () => {
    const sent = server(() => wrap({ item: null }));
    const port = fetchQuizPort({
      server: SERVER,
      token: () => null,
      shareToken: 'share-1',
      onExpired: vi.fn(),
    });
    await expect(port.loadQuiz('wf1')).resolves.toBeNull();
    expect(sent[0]!.headers.get('x-external-access-token')).toBe('share-1');
    expect(sent[0]!.headers.has('authorization')).toBe(false);
    // With an identity, the person's own attempts: the bearer token alone.
    const signedIn = fetchQuizPort({
      server: SERVER,
      token: () => 'host-token',
      shareToken: 'share-1',
      onExpired: vi.fn(),
    });
    await signedIn.loadQuiz('wf1');
    expect(sent[1]!.headers.get('authorization')).toBe('Bearer host-token');
    expect(sent[1]!.headers.has('x-external-access-token')).toBe(false);
  });

  it('a refusal fails with its status and the server’s message; 401 calls onExpired', async () => {
    server(() => wrap(null, 401, 'Sign in again'));
    const onExpired = vi.fn();
    const port = fetchQuizPort({ server: SERVER, token: () => 'old', onExpired });
    expect(await failure(port.loadQuiz('wf1'))).toMatchObject({
      status: 401,
      message: 'Sign in again',
    });
    expect(onExpired).toHaveBeenCalledTimes(1);
    server(() => wrap(null, 400, 'Question 2 has no answer'));
    expect(await failure(port.submit({ quizId: 'q', answers: [] }))).toMatchObject({
      status: 400,
      message: 'Question 2 has no answer',
    });
  });

  it('an unreachable server is status 0; an answer of another shape is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const port = fetchQuizPort({ server: SERVER, token: () => null, onExpired: vi.fn() });
    expect(await failure(port.loadQuiz('wf1'))).toMatchObject({ status: 0 });
    server(() => new Response('<html>proxy</html>', { status: 200 }));
    expect(await failure(port.loadQuiz('wf1'))).toMatchObject({ status: 200 });
    server(() => wrap({ item: { ...airFilterQuiz, questions: 'none' } }));
    expect(await failure(port.loadQuiz('wf1'))).toMatchObject({ status: 200 });
    server(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(port.loadHistory('wf1'))).toMatchObject({ status: 502 });
  });
});
