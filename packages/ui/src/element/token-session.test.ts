import { describe, expect, it } from 'vitest';
import { TokenSession } from './token-session.js';

describe('TokenSession', () => {
  it('reports a refused token once, and a new token after it starts a new session', () => {
    const auth = new TokenSession();
    expect(auth.renewed('a')).toBe(false); // nothing was refused yet
    expect(auth.refused('a')).toBe(true);
    expect(auth.refused('a')).toBe(false);
    expect(auth.renewed('a')).toBe(false); // the same token again is no answer
    expect(auth.session).toBe(0);
    expect(auth.renewed('b')).toBe(true);
    expect(auth.session).toBe(1);
    expect(auth.refused('b')).toBe(true);
    expect(auth.refused(undefined)).toBe(true);
    expect(auth.refused(null)).toBe(false); // no token is no token
  });
});
