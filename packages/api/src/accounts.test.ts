/** The sign-in and account calls, the refresh path per session kind, refusals by code. */
import { describe, expect, it } from 'vitest';
import { checkIdp, signInEmployeePin } from './accounts.js';
import { createApi, memoryTokenStore } from './client.js';
import { getProfile } from './auth.js';

const session = {
  accessToken: 'a1',
  refreshToken: 'r1',
  expiresIn: 900,
  tokenType: 'Bearer' as const,
  userId: 'u1',
  organizationId: 'o1',
  email: 'e1001@demo.users.stepwise.invalid',
  role: 'viewer',
};

const reply = (status: number, code: number, data: unknown, errorMessage: string | null = null) =>
  new Response(JSON.stringify({ ok: status < 400, code, errorMessage, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function apiWith(handler: (url: string, init?: RequestInit) => Response, extra = {}) {
  const seen: string[] = [];
  const api = createApi({
    baseUrl: 'http://x.test',
    tokens: memoryTokenStore(),
    fetch: async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      seen.push(new URL(url).pathname);
      return handler(url, init);
    },
    ...extra,
  });
  return { api, seen };
}

describe('checkIdp (000 §7)', () => {
  it("resolves null for the expected 404 'SSO not supported'", async () => {
    const { api } = apiWith(() => reply(404, 404, null, 'SSO not supported'));
    expect(await checkIdp(api, 'a@b.test')).toBeNull();
  });
  it('answers domain and ssoLoginOnly', async () => {
    const { api } = apiWith(() => reply(200, 0, { domain: 'acme.test', ssoLoginOnly: true }));
    expect(await checkIdp(api, 'a@acme.test')).toEqual({ domain: 'acme.test', ssoLoginOnly: true });
  });
  it('other failures still throw', async () => {
    const { api } = apiWith(() => reply(500, 500, null, 'boom'));
    await expect(checkIdp(api, 'a@b.test')).rejects.toThrow('boom');
  });
});

describe('employee-ID sessions', () => {
  it('keeps the session and refreshes through the path the portal names', async () => {
    let profileCalls = 0;
    const { api, seen } = apiWith(
      (url) => {
        const path = new URL(url).pathname;
        if (path === '/v1/auth/employeeId-account/login') {
          return reply(200, 0, { ...session, account: 'E1001', isSharedAccount: false });
        }
        if (path === '/v1/auth/employeeId-account/refresh') {
          return reply(200, 0, { ...session, accessToken: 'a2', refreshToken: 'r2' });
        }
        profileCalls += 1;
        return profileCalls === 1 ? reply(401, 401, null, 'expired') : reply(200, 0, null);
      },
      { refreshPathFor: () => 'v1/auth/employeeId-account/refresh' },
    );
    const local = await signInEmployeePin(api, {
      employeeId: 'E1001',
      clientKey: 'demo',
      password: 'x',
    });
    expect(local.account).toBe('E1001');
    expect(api.tokens.get()?.accessToken).toBe('a1');
    await getProfile(api).catch(() => undefined);
    expect(seen).toContain('/v1/auth/employeeId-account/refresh');
    expect(api.tokens.get()?.accessToken).toBe('a2');
  });
});

describe('onRefusal', () => {
  it('hears the wrapper code of a 403 (code 5: IP not allowed)', async () => {
    const codes: number[] = [];
    const { api } = apiWith(() => reply(403, 5, null, 'IP not allowed'), {
      onRefusal: (code: number) => codes.push(code),
    });
    await expect(getProfile(api)).rejects.toThrow('IP not allowed');
    expect(codes).toEqual([5]);
  });
});
