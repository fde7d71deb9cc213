/**
 * The server's edge for bad input (issue 14), for what the generated walk cannot send through
 * fetch: request heads too large for Node (431), a malformed request line, an unsupported media
 * type (415), and the words of the JSON refusals. Each answer is the wrapper with `code` equal to
 * its status, and the server keeps serving.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { seed: false });
});
afterAll(() => s?.close());

/** Writes raw bytes to the server and reads everything it answers until it closes. */
function rawRequest(text: string): Promise<string> {
  const u = new URL(s.url);
  return new Promise((resolve) => {
    let out = '';
    const socket = net.connect(Number(u.port), u.hostname, () => socket.write(text));
    socket.on('data', (d) => (out += d.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', () => resolve(out));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

function parse(raw: string) {
  const [head, body] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]);
  return { status, head: (head ?? '').toLowerCase(), body: JSON.parse(body ?? 'null') };
}

describe('the edge', () => {
  it('answers headers over the limit with 431 in the wrapper', async () => {
    const r = parse(
      await rawRequest(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`),
    );
    expect(r.status).toBe(431);
    expect(r.body).toEqual({
      ok: false,
      code: 431,
      errorMessage: 'The request headers are too large',
      data: null,
    });
    expect(r.head).toContain("content-security-policy: default-src 'none'");
    expect(r.head).toContain('x-content-type-options: nosniff');
  });

  it('answers a malformed request with 400 in the wrapper', async () => {
    const r = parse(await rawRequest('GET /healthz HTTP/1.1\r\nHost x\r\n\r\n'));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ ok: false, code: 400 });
  });

  it('answers an unsupported content type with code 415', async () => {
    const r = await s.api.request('POST', '/v1/auth/login', {
      raw: '<login/>',
      contentType: 'application/xml',
    });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ ok: false, code: 415 });
  });

  it('says what is wrong with a JSON body', async () => {
    const cases: [string, RegExp][] = [
      ['{"email":', /^body: not valid JSON/],
      ['{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}', /__proto__/],
      ['{"constructor":{"prototype":{"admin":true}},"email":"a@b.c"}', /constructor\.prototype/],
      [
        `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        /^body\.email[.0]*: nested more than 32/,
      ],
      ['{"email":"a\\u0000@b.c","password":"x"}', /^body\.email: .*control character/],
      ['{"email":"\\ud800@b.c","password":"x"}', /^body\.email: .*unpaired surrogate/],
    ];
    for (const [raw, message] of cases) {
      const r = await s.api.request('POST', '/v1/auth/login', { raw });
      expect(r.status, raw.slice(0, 40)).toBe(400);
      expect(r.body.code).toBe(400);
      expect(r.body.errorMessage, raw.slice(0, 40)).toMatch(message);
    }
    expect((await s.api.get('/healthz')).status).toBe(200);
  });
});
