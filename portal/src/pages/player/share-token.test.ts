// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetShareToken,
  rememberIssuedShareToken,
  rememberShareToken,
  resolveShareToken,
  SHARE_TOKEN_TTL_MS,
  shareTokenKey,
  storedShareToken,
} from './share-token';

const now = Date.UTC(2026, 0, 1);

describe('stored share token (002 §3, §5)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps token, email, contentId, expiredAt, expireTs under a key starting with ST-', () => {
    rememberShareToken(localStorage, 'w1', 'tok', now);
    expect(shareTokenKey('w1')).toBe('ST-w1');
    expect(JSON.parse(localStorage.getItem('ST-w1')!)).toEqual({
      token: 'tok',
      email: null,
      contentId: 'w1',
      expiredAt: new Date(now + SHARE_TOKEN_TTL_MS).toISOString(),
      expireTs: now + SHARE_TOKEN_TTL_MS,
    });
  });

  it("the link's token wins and is remembered; without one the stored token is used", () => {
    expect(resolveShareToken(localStorage, 'w1', 'a', now)).toBe('a');
    expect(resolveShareToken(localStorage, 'w1', undefined, now + 1000)).toBe('a');
    expect(resolveShareToken(localStorage, 'w1', 'b', now)).toBe('b');
    expect(resolveShareToken(localStorage, 'w1', undefined, now)).toBe('b');
  });

  it('an expired token is ignored and dropped', () => {
    rememberShareToken(localStorage, 'w1', 'a', now);
    expect(resolveShareToken(localStorage, 'w1', undefined, now + SHARE_TOKEN_TTL_MS)).toBe(
      undefined,
    );
    expect(localStorage.getItem('ST-w1')).toBeNull();
  });

  it("a token stored for another content is ignored; another workflow's key is separate", () => {
    localStorage.setItem(
      'ST-w1',
      JSON.stringify({
        token: 'x',
        email: null,
        contentId: 'w2',
        expiredAt: '',
        expireTs: now * 2,
      }),
    );
    expect(resolveShareToken(localStorage, 'w1', undefined, now)).toBe(undefined);
    rememberShareToken(localStorage, 'w2', 'y', now);
    expect(resolveShareToken(localStorage, 'w1', undefined, now)).toBe(undefined);
  });

  it('garbage is ignored; forgetting clears it (a failed fetch)', () => {
    localStorage.setItem('ST-w1', '{not json');
    expect(resolveShareToken(localStorage, 'w1', undefined, now)).toBe(undefined);
    rememberShareToken(localStorage, 'w1', 'a', now);
    forgetShareToken(localStorage, 'w1');
    expect(resolveShareToken(localStorage, 'w1', undefined, now)).toBe(undefined);
  });

  it('an issued token (the /share page) keeps its address and expiry; the players use it as is', () => {
    const issued = {
      token: 'st1.abc.def',
      email: 'a@partner.test',
      contentId: 'w1',
      expiredAt: new Date(now + 5000).toISOString(),
      expireTs: now + 5000,
    };
    rememberIssuedShareToken(localStorage, issued);
    expect(JSON.parse(localStorage.getItem('ST-w1')!)).toEqual(issued);
    expect(resolveShareToken(localStorage, 'w1', undefined, now)).toBe('st1.abc.def');
    // The same token in a link does not overwrite what the server said about it.
    expect(resolveShareToken(localStorage, 'w1', 'st1.abc.def', now)).toBe('st1.abc.def');
    expect(JSON.parse(localStorage.getItem('ST-w1')!)).toEqual(issued);
    expect(resolveShareToken(localStorage, 'w1', undefined, now + 5000)).toBe(undefined);
    expect(localStorage.getItem('ST-w1')).toBeNull();
  });

  it("002 §5: asked for an address, another address's token is ignored (and kept for them)", () => {
    rememberShareToken(localStorage, 'w1', 'st1.t', now, 'a@partner.test');
    expect(storedShareToken(localStorage, 'w1', now, 'b@partner.test')).toBeNull();
    expect(localStorage.getItem('ST-w1')).not.toBeNull();
    expect(storedShareToken(localStorage, 'w1', now, 'a@partner.test')?.token).toBe('st1.t');
    expect(storedShareToken(localStorage, 'w1', now)?.email).toBe('a@partner.test');
    expect(
      storedShareToken(localStorage, 'w1', now + SHARE_TOKEN_TTL_MS, 'a@partner.test'),
    ).toBeNull();
    expect(localStorage.getItem('ST-w1')).toBeNull();
  });
});
