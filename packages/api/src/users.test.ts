/** The admin users list and the PIN reset with its setup code (issue 14): what is sent and read. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setPin } from './accounts.js';
import { createApi, memoryTokenStore, type Api } from './client.js';
import { listOrgUsers, resetEmployeePin } from './users.js';

let server: ReturnType<typeof createServer>;
let api: Api;
let seen: { method: string; path: string; query: string; body: unknown } | null = null;
let reply: { status: number; data: unknown; errorMessage: string | null } = {
  status: 200,
  data: null,
  errorMessage: null,
};

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString();
  const url = new URL(req.url ?? '/', 'http://x');
  seen = {
    method: req.method ?? '',
    path: url.pathname,
    query: url.search,
    body: text ? JSON.parse(text) : null,
  };
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      ok: reply.status < 400,
      code: reply.status < 400 ? 0 : reply.status,
      errorMessage: reply.errorMessage,
      data: reply.data,
    }),
  );
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = createApi({ baseUrl: `http://127.0.0.1:${port}`, tokens: memoryTokenStore() });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = null;
  reply = { status: 200, data: null, errorMessage: null };
});

const pinSetup = {
  code: 'K7QM-4TXP',
  expiresAt: '2026-01-05T03:04:05.000Z',
  path: '/usernewpin/E1001?clientKey=demo',
  mailed: false,
};

describe('organisation users and PIN setup codes', () => {
  it('listOrgUsers sends the trimmed keyword and the page', async () => {
    reply.data = { items: [], total: 0, page: 1, size: 20 };
    expect(await listOrgUsers(api, { keyword: ' e10 ', page: 1, size: 20 })).toEqual(reply.data);
    expect(seen).toMatchObject({
      method: 'GET',
      path: '/v1/admin/users',
      query: '?keyword=e10&page=1&size=20',
    });
    await listOrgUsers(api, { keyword: '  ' });
    expect(seen?.query).toBe('');
  });

  it('resetEmployeePin posts the ID and reads the code shown once', async () => {
    reply.data = { employeeId: 'E1001', resetStatus: 'reset-required', pinSetup };
    expect(await resetEmployeePin(api, 'E1001')).toEqual(reply.data);
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/v1/reset/password/employeeIdPIN/request',
      body: { employeeId: 'E1001' },
    });
  });

  it('setPin sends the setup code with the PIN; a refusal keeps its message', async () => {
    reply.data = { employeeId: 'E1001', resetStatus: 'valid' };
    const input = { employeeId: 'E1001', clientKey: 'demo', password: 'P', setupCode: 'K7QM-4TXP' };
    await setPin(api, input);
    expect(seen).toMatchObject({ method: 'PUT', body: input });
    reply = { status: 400, data: null, errorMessage: 'This setup code is not valid.' };
    await expect(setPin(api, input)).rejects.toThrow('This setup code is not valid.');
  });
});
