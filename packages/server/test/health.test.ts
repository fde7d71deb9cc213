/**
 * `/healthz` answers from the process alone; `/readyz` only while the database answers (503 in
 * the wrapper otherwise), so a load balancer can tell "restart me" from "send me no traffic".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { seed: false });
});
afterAll(() => s?.close());

describe('health', () => {
  it('both answer while all is well', async () => {
    const kind = s.database.kind;
    expect((await s.api.get('/healthz')).body).toMatchObject({
      ok: true,
      data: { status: 'ok', database: kind },
    });
    expect((await s.api.get('/readyz')).body).toMatchObject({
      ok: true,
      data: { status: 'ready', database: kind },
    });
  });

  it('with the database gone, /healthz still answers and /readyz says 503', async () => {
    const db = s.app.services.db as unknown as { execute: (...a: unknown[]) => Promise<unknown> };
    const execute = db.execute;
    db.execute = () => Promise.reject(new Error('connection refused'));
    try {
      expect((await s.api.get('/healthz')).status).toBe(200);
      const ready = await s.api.get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ ok: false, code: 503 });
      expect(ready.body.errorMessage).toMatch(/database is not answering/);
    } finally {
      db.execute = execute;
    }
  });
});
