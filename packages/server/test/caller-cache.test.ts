/**
 * Signed-in requests reuse a cached caller (auth/caller-cache.ts). These tests show the cache
 * never outlives a change: through the API it is gone by the next request, and a change made
 * straight in the database (as another server process or an operator would) reaches every
 * process through the trigger + LISTEN/NOTIFY feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe('caller cache', () => {
  it('a role changed in the database by someone else applies without a new sign-in', async () => {
    const { accessToken } = await s.api.login(DEMO_USERS.publisher);
    expect((await s.api.get('/v1/profile/me', accessToken)).body.data.role).toBe('publisher');
    expect((await s.api.get('/v1/profile/me', accessToken)).body.data.role).toBe('publisher'); // now cached
    await s.database.db
      .update(users)
      .set({ role: 'viewer' })
      .where(eq(users.email, DEMO_USERS.publisher));
    const applied = await eventually(
      async () => (await s.api.get('/v1/profile/me', accessToken)).body.data.role === 'viewer',
    );
    expect(applied).toBe(true);
  });

  it('a user disabled in the database is refused on the next requests', async () => {
    const { accessToken } = await s.api.login(DEMO_USERS.viewer);
    expect((await s.api.get('/v1/profile/me', accessToken)).status).toBe(200);
    await s.database.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.email, DEMO_USERS.viewer));
    expect(
      await eventually(async () => (await s.api.get('/v1/profile/me', accessToken)).status === 401),
    ).toBe(true);
  });

  it('a shared account disabled through the API is refused on the very next request', async () => {
    const admin = await s.api.login(DEMO_USERS.orgAdmin);
    const login = await s.api.post('/v1/auth/shared-account/login', {
      account: 'line-tablet',
      clientKey: 'demo',
      password: s.config.demoPassword,
    });
    expect(login.status).toBe(200);
    const tablet = login.body.data.accessToken as string;
    expect((await s.api.get('/v1/profile/me', tablet)).status).toBe(200);
    const id = login.body.data.userId as string;
    const patched = await s.api.patch(
      `/v1/admin/user/shared-account/${id}`,
      { disabled: true },
      admin.accessToken,
    );
    expect(patched.status).toBe(200);
    // No waiting: the change went through this process, which dropped its cached callers.
    expect((await s.api.get('/v1/profile/me', tablet)).status).toBe(401);
  });
});
