import { memoryTokenStore, type Api, type Session as Tokens } from '@stepwise/api';
import { safeStorage, type SafeStorage } from '@stepwise/bridge/storage';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_FLAG } from './local-keys';
import { SessionStore } from './store';

function memoryStorage(initial: Record<string, string> = {}): SafeStorage {
  const data = new Map(Object.entries(initial));
  return safeStorage(() => ({
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  }));
}

const tokens: Tokens = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 900,
  tokenType: 'Bearer',
  userId: 'u',
  organizationId: 'o',
  email: 'e@x.co',
  role: 'viewer',
};

function fakeApi(withSession: boolean, calls: string[]): Api {
  return {
    baseUrl: 'http://x',
    tokens: memoryTokenStore(withSession ? tokens : null),
    http: (async (path: string) => {
      calls.push(String(path));
      return new Response(JSON.stringify({ ok: true, code: 0, errorMessage: null, data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as Api['http'],
    refresh: async () => false,
  };
}

/** The store's view of an Api: whether it holds tokens, and the Api itself on first use. */
function apiDeps(api: Api) {
  return { hasSession: () => api.tokens.get() !== null, api: async () => api };
}

describe('SessionStore', () => {
  it('without a token it is signed out at once (the guard does not wait)', async () => {
    const store = new SessionStore({
      ...apiDeps(fakeApi(false, [])),
      goToRoot: () => undefined,
      local: memoryStorage(),
      tab: memoryStorage(),
    });
    expect((await store.ensure()).status).toBe('signed-out');
  });

  it('a stored value the Api does not accept as a session is signed out, without a server call', async () => {
    const calls: string[] = [];
    const api = fakeApi(false, calls);
    const store = new SessionStore({
      // The first visit's shape check said yes; the Api's full check says no.
      hasSession: () => true,
      api: async () => api,
      goToRoot: () => undefined,
      local: memoryStorage(),
      tab: memoryStorage(),
    });
    expect(store.get().status).toBe('loading');
    expect((await store.ensure()).status).toBe('signed-out');
    expect(calls).toEqual([]);
  });

  it('logout signs out on the server, clears every local key but the preferences, returns to /', async () => {
    const calls: string[] = [];
    const local = memoryStorage({
      'stepwise.session': '{}',
      'stepwise.clientKey': 'demo',
      'stepwise.localAccount': '{}',
      locale: 'ja-jp',
      'stepwise.theme': 'light',
    });
    const tab = memoryStorage({ other: '1' });
    let wentHome = 0;
    const store = new SessionStore({
      ...apiDeps(fakeApi(true, calls)),
      goToRoot: () => (wentHome += 1),
      local,
      tab,
    });
    await store.logout();
    expect(calls).toEqual(['v1/auth/logout']);
    expect(wentHome).toBe(1);
    expect(local.getItem('stepwise.session')).toBeNull();
    expect(local.getItem('stepwise.clientKey')).toBeNull();
    expect(local.getItem('stepwise.localAccount')).toBeNull();
    expect(local.getItem('locale')).toBe('ja-jp');
    expect(local.getItem('stepwise.theme')).toBe('light');
    expect(tab.getItem('other')).toBeNull();
    expect(tab.getItem(LOGGED_OUT_FLAG)).toBe('logout');
    expect(store.get()).toEqual({ status: 'signed-out', reason: 'logout' });
  });

  it('an unconfirmed logout shows no message on the sign-in page', async () => {
    const tab = memoryStorage();
    const store = new SessionStore({
      ...apiDeps(fakeApi(true, [])),
      goToRoot: () => undefined,
      local: memoryStorage(),
      tab,
    });
    await store.logout({ confirmed: false });
    expect(tab.getItem(LOGGED_OUT_FLAG)).toBeNull();
  });

  it('a session found at start-up is refreshed once; a failed load logs out (000 §4)', async () => {
    const calls: string[] = [];
    const api = fakeApi(true, calls);
    let refreshes = 0;
    api.refresh = async () => {
      refreshes += 1;
      return true;
    };
    let wentHome = 0;
    const store = new SessionStore({
      ...apiDeps(api),
      goToRoot: () => (wentHome += 1),
      local: memoryStorage(),
      tab: memoryStorage(),
    });
    // The fake server answers null everywhere: the profile cannot be read.
    const state = await store.ensure();
    expect(refreshes).toBe(1);
    expect(calls[0]).toBe('v1/profile/me');
    expect(calls).toContain('v1/auth/logout');
    expect(state).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(wentHome).toBe(1);
  });
});
