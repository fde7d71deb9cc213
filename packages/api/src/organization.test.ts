/** The organisation settings calls: method, path and body as sent, the answer as parsed. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi, memoryTokenStore, type Api } from './client.js';
import { updateCustomizedPermissions } from './organization.js';

let server: ReturnType<typeof createServer>;
let api: Api;
let seen: { method: string; path: string; body: unknown } | null = null;
let reply: { status: number; data: unknown; errorMessage: string | null };

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString();
  seen = { method: req.method ?? '', path: req.url ?? '', body: text ? JSON.parse(text) : null };
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  const ok = reply.status < 400;
  res.end(JSON.stringify({ ok, code: ok ? 0 : reply.status, ...reply }));
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const tokens = memoryTokenStore();
  tokens.set({
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 900,
    tokenType: 'Bearer',
    userId: 'u1',
    organizationId: 'o1',
    email: 'a@b.test',
    role: 'admin-organization',
  });
  api = createApi({ baseUrl: `http://127.0.0.1:${port}`, tokens });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = null;
  reply = { status: 200, data: null, errorMessage: null };
});

describe('updateCustomizedPermissions', () => {
  it('posts an update of only the customised permissions given', async () => {
    reply.data = {
      clientKey: 'demo',
      customizedPermissions: { allowedOrigins: ['https://lms.example.com'] },
      totalVersions: 3,
    };
    const settings = await updateCustomizedPermissions(api, {
      allowedOrigins: ['https://lms.example.com'],
    });
    expect(seen).toEqual({
      method: 'POST',
      path: '/admin/organization/settings',
      body: {
        action: 'update',
        data: { customizedPermissions: { allowedOrigins: ['https://lms.example.com'] } },
      },
    });
    // The answer is the settings document, defaults filled in.
    expect(settings.customizedPermissions).toMatchObject({
      allowedOrigins: ['https://lms.example.com'],
      autoLogoutTimeout: 15,
    });
  });

  it("a refusal carries the server's reason", async () => {
    reply = {
      status: 400,
      data: null,
      errorMessage: 'Invalid settings: customizedPermissions.allowedOrigins.0: must be an origin',
    };
    await expect(updateCustomizedPermissions(api, { allowedOrigins: ['x'] })).rejects.toThrow(
      /allowedOrigins/,
    );
  });
});
