// @vitest-environment jsdom
/**
 * Issue 16: the token a host page hands the signed-in embed lives in the page's memory and is
 * what the Api sends; it is never written to storage (the embed is framed by another site, whose
 * partition must not keep our session).
 */
import { handedSession } from '@stepwise/api';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../api';
import { handedToken, isFramedEmbed, setHandedToken } from './handed-token';
import { SESSION_KEY } from './local-keys';

afterEach(() => {
  setHandedToken(null);
  localStorage.clear();
});

describe('the handed session', () => {
  it('is what the Api sends, and never reaches storage', () => {
    setHandedToken('access-1');
    expect(api.tokens.get()).toMatchObject({ accessToken: 'access-1' });
    // A renewal (the Api sets the next handed session) stays in memory too.
    api.tokens.set(handedSession('access-2'));
    expect(handedToken()).toBe('access-2');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.length).toBe(0);
    // The end of the session forgets it.
    api.tokens.set(null);
    expect(handedToken()).toBeNull();
    expect(api.tokens.get()).toBeNull();
  });

  it('is taken only by the signed-in embed in a frame', () => {
    const framed = { self: 1, top: 2 } as unknown as Window;
    const alone = { self: 1, top: 1 } as unknown as Window;
    expect(isFramedEmbed({ pathname: '/playerembed/wf1' }, framed)).toBe(true);
    expect(isFramedEmbed({ pathname: '/playerembed/wf1' }, alone)).toBe(false);
    expect(isFramedEmbed({ pathname: '/playermain/wf1' }, framed)).toBe(false);
    expect(isFramedEmbed({ pathname: '/p/wf1' }, framed)).toBe(false);
  });
});
