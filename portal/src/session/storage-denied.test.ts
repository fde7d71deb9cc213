// @vitest-environment jsdom
/**
 * Issue 16: in a frame of another site the browser may deny storage, and then merely reading
 * `window.localStorage` throws a SecurityError. The portal's framed routes (/p, /playerembed,
 * /rustici) load the same modules as any page, so none of them may touch storage on import, and
 * what they keep lives in the page's memory instead.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const denied = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};

describe('the portal with storage denied (a frame of another site)', () => {
  const originals = new Map<string, PropertyDescriptor | undefined>();

  beforeEach(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      originals.set(name, Object.getOwnPropertyDescriptor(window, name));
      Object.defineProperty(window, name, { configurable: true, get: denied });
    }
    // Fresh modules: each caches its guarded storage on first use.
    vi.resetModules();
  });

  afterEach(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
    }
  });

  it('reading storage really throws here', () => {
    expect(() => window.localStorage).toThrow();
  });

  it('the session store, the Api and the route modules load; the visitor is signed out', async () => {
    const { session } = await import('./session');
    expect(session.get().status).toBe('signed-out');
    const { api } = await import('../api');
    expect(api.tokens.get()).toBeNull();
    await expect(import('../routes')).resolves.toBeDefined();
  });

  it('a session kept meanwhile lives in the page’s memory, and logout clears it', async () => {
    const { api } = await import('../api');
    const { hasStoredSession, clearLocalKeys } = await import('./local-keys');
    api.tokens.set({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 900,
      tokenType: 'Bearer',
      userId: 'u',
      organizationId: 'o',
      email: 'e@x.co',
      role: 'viewer',
    });
    expect(hasStoredSession()).toBe(true);
    clearLocalKeys();
    expect(hasStoredSession()).toBe(false);
  });

  it('the public player takes the link’s share token', async () => {
    const { publicPlayerLoader } = await import('../pages/player/public-player-page');
    const data = publicPlayerLoader({
      params: { workflowId: 'wf1' },
      request: new Request('http://stepwise.test/p/wf1?shareToken=share-1'),
      context: {},
    } as unknown as Parameters<typeof publicPlayerLoader>[0]);
    expect(data).toEqual({ shareToken: 'share-1' });
  });

  it('language and theme fall back to their defaults, and a choice lasts for the page', async () => {
    const { detectLanguage, storeLanguage, readStoredLanguage } = await import('@stepwise/i18n');
    expect(() => detectLanguage()).not.toThrow();
    storeLanguage('de-de');
    expect(readStoredLanguage()).toBe('de-de');
    const { applyTheme, readTheme } = await import('@stepwise/ui');
    applyTheme('light');
    expect(readTheme()).toBe('light');
  });
});
