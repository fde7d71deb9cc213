/** The bell's live stream (issue 24) over fetch streaming against a local stand-in. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '@stepwise/core';
import { createApi, memoryTokenStore, type Api } from './client.js';
import { statusOf } from './errors.js';
import { watchNotifications } from './notifications.js';

let server: ReturnType<typeof createServer>;
let api: Api;
let connections = 0;
let refuse = false;
let script: (res: ServerResponse, connection: number) => void;

const frame = (e: NotificationEvent) => `event: notification\ndata: ${JSON.stringify(e)}\n\n`;

beforeAll(async () => {
  server = createServer((req, res) => {
    connections += 1;
    if (refuse || req.url !== '/v1/me/notifications/events') {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ ok: false, code: 403, errorMessage: 'Not allowed', data: null }),
      );
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    script(res, connections);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApi({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokens: memoryTokenStore({
      accessToken: 'tok',
      refreshToken: 'r',
      expiresIn: 900,
      tokenType: 'Bearer',
      userId: 'u',
      organizationId: 'o',
      email: 'e@x.test',
      role: 'viewer',
    }),
  });
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  connections = 0;
  refuse = false;
});

const quick = { retryDelayMs: () => 10 };

describe('watchNotifications', () => {
  it('reads count events, skips pings and bad data, and reconnects whenever the stream ends', async () => {
    const seen: NotificationEvent[] = [];
    const controller = new AbortController();
    script = (res, n) => {
      res.write(': ping\n\n');
      res.write('event: notification\ndata: {"nope":1}\n\n');
      res.write(frame({ unread: n, unseen: n }));
      res.end();
    };
    const done = watchNotifications(
      api,
      (e) => {
        seen.push(e);
        if (seen.length === 3) controller.abort();
      },
      controller.signal,
      quick,
    );
    await expect(done).resolves.toBeUndefined();
    expect(seen.map((e) => e.unseen)).toEqual([1, 2, 3]);
    expect(connections).toBe(3);
  });

  it('ends with a refusal, without reconnecting', async () => {
    refuse = true;
    const err = await watchNotifications(api, () => undefined, undefined, quick).catch(
      (e: unknown) => e,
    );
    expect(statusOf(err)).toBe(403);
    expect(connections).toBe(1);
  });

  it('resolves at once when aborted while connected', async () => {
    const controller = new AbortController();
    script = (res) => res.write(frame({ unread: 0, unseen: 0 }));
    const done = watchNotifications(api, () => controller.abort(), controller.signal, quick);
    await expect(done).resolves.toBeUndefined();
  });
});
