/** Auth handling of the client against a small local server: refresh on 401, wrapper errors. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getProfile, login } from './auth.js';
import { createApi, handedSession, isHandedSession, memoryTokenStore } from './client.js';
import { statusOf } from './errors.js';
import { getWorkflowCounts } from './workflows.js';

let server: ReturnType<typeof createServer>;
let baseUrl: string;
let generation = 0; // the access token the server takes is `access-${generation}`
let refreshCalls = 0;
let refuseRefresh = false;

const session = (n: number) => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn: 900,
  tokenType: 'Bearer' as const,
  userId: 'u1',
  organizationId: 'o1',
  email: 'a@b.test',
  role: 'publisher',
});

function send(res: ServerResponse, status: number, data: unknown, errorMessage: string | null) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ ok: status < 400, code: status < 400 ? 0 : status, errorMessage, data }),
  );
}

async function json(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/v1/auth/login') {
    const body = await json(req);
    if (body.password !== 'right') return send(res, 401, null, 'auth.invalidLoginCredentials');
    return send(res, 200, session(generation), null);
  }
  if (path === '/v1/auth/refresh') {
    refreshCalls += 1;
    const body = await json(req);
    await new Promise((r) => setTimeout(r, 30));
    if (refuseRefresh || body.refreshToken !== `refresh-${generation}`) {
      return send(res, 401, null, 'auth.invalidLoginCredentials');
    }
    generation += 1;
    return send(res, 200, session(generation), null);
  }
  if (req.headers.authorization !== `Bearer access-${generation}`) {
    return send(res, 401, null, 'token expired');
  }
  if (path === '/v1/workspaces/w1/workflow-counts') {
    return send(res, 200, { created: 3, published: 1, unpublished: 2 }, null);
  }
  if (path === '/v1/workspaces/w2/workflow-counts') {
    return send(res, 409, { blockers: [] }, 'The workflow is busy');
  }
  if (path === '/v1/workspaces/w3/workflow-counts') {
    return send(res, 200, { created: 'many' }, null);
  }
  send(res, 404, null, 'Not found');
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  generation = 0;
  refreshCalls = 0;
  refuseRefresh = false;
});

describe('createApi', () => {
  it('signs in, keeps the session and sends its token', async () => {
    const api = createApi({ baseUrl });
    await login(api, { email: ' a@b.test ', password: 'right' });
    expect(api.tokens.get()?.accessToken).toBe('access-0');
    expect(await getWorkflowCounts(api, 'w1')).toEqual({
      created: 3,
      published: 1,
      unpublished: 2,
    });
  });

  it('a wrong password is the server refusal, without a refresh attempt', async () => {
    const api = createApi({ baseUrl });
    const err = await login(api, { email: 'a@b.test', password: 'wrong' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StepwiseError);
    expect((err as StepwiseError).code).toBe(ErrorCode.Unauthorized);
    expect((err as StepwiseError).message).toBe('auth.invalidLoginCredentials');
    expect(refreshCalls).toBe(0);
  });

  it('refreshes an expired token once for concurrent requests and retries them', async () => {
    const api = createApi({ baseUrl, tokens: memoryTokenStore(session(0)) });
    generation = 0;
    await getWorkflowCounts(api, 'w1');
    // The server moves on: the client's token is now stale.
    generation = 1;
    api.tokens.set({ ...session(0), refreshToken: 'refresh-1' });
    const results = await Promise.all([
      getWorkflowCounts(api, 'w1'),
      getWorkflowCounts(api, 'w1'),
      getWorkflowCounts(api, 'w1'),
    ]);
    expect(results.every((r) => r.created === 3)).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(api.tokens.get()?.accessToken).toBe('access-2');
  });

  it('a refused refresh ends the session and surfaces the 401', async () => {
    let expired = 0;
    const api = createApi({
      baseUrl,
      tokens: memoryTokenStore({ ...session(5) }),
      onSessionExpired: () => (expired += 1),
    });
    refuseRefresh = true;
    const err = await getProfile(api).catch((e: unknown) => e);
    expect(statusOf(err)).toBe(401);
    expect(expired).toBe(1);
    expect(api.tokens.get()).toBeNull();
  });

  it('a handed session (issue 16) renews through `renew`, never the refresh route', async () => {
    const renewals: string[] = [];
    const api = createApi({
      baseUrl,
      tokens: memoryTokenStore(handedSession('access-0')),
      renew: async (current) => {
        renewals.push(current.accessToken);
        return `access-${generation}`;
      },
    });
    generation = 3;
    expect((await getWorkflowCounts(api, 'w1')).created).toBe(3);
    expect(renewals).toEqual(['access-0']);
    expect(refreshCalls).toBe(0);
    expect(api.tokens.get()).toMatchObject({ accessToken: 'access-3' });
    expect(isHandedSession(api.tokens.get()!)).toBe(true);
  });

  it('a handed session with no renewal ends and surfaces the 401', async () => {
    let expired = 0;
    const api = createApi({
      baseUrl,
      tokens: memoryTokenStore(handedSession('access-9')),
      renew: async () => null,
      onSessionExpired: () => (expired += 1),
    });
    const err = await getWorkflowCounts(api, 'w1').catch((e: unknown) => e);
    expect(statusOf(err)).toBe(401);
    expect(expired).toBe(1);
    expect(refreshCalls).toBe(0);
    expect(api.tokens.get()).toBeNull();
  });

  it('turns refusals and malformed answers into typed errors', async () => {
    const api = createApi({ baseUrl, tokens: memoryTokenStore(session(0)) });
    const refused = await getWorkflowCounts(api, 'w2').catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 409,
      message: 'The workflow is busy',
      category: 'conflict',
    });
    const malformed = await getWorkflowCounts(api, 'w3').catch((e: unknown) => e);
    expect((malformed as Error).message).toMatch(/Unexpected response from .*created/);
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createApi({ baseUrl: 'http://127.0.0.1:9' });
    const err = await getWorkflowCounts(api, 'w1').catch((e: unknown) => e);
    expect(err).toMatchObject({ category: 'network' });
    expect(statusOf(err)).toBe(0);
  });
});
