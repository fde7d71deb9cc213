import { describe, expect, it } from 'vitest';
import { TokenSession } from './token-session.js';

describe('TokenSession', () => {
  it('reports a refused token once, and a new token after it starts a new session', () => {
    const auth = new TokenSession();
    expect(auth.renewed('a')).toBe(false); // nothing was refused yet
    expect(auth.refused('a')).toBe('ask');
    expect(auth.refused('a')).toBe('none');
    expect(auth.renewed('a')).toBe(false); // the same token again is no answer
    expect(auth.session).toBe(0);
    expect(auth.renewed('b')).toBe(true);
    expect(auth.session).toBe(1);
    expect(auth.refused('b')).toBe('ask');
    expect(auth.refused(undefined)).toBe('ask');
    expect(auth.refused(null)).toBe('none'); // no token is no token
  });

  it('a call that left before the host handed its token: start again with it, once, no asking', () => {
    const auth = new TokenSession();
    // The page hands its token while the widget's first two calls are out without one.
    expect(auth.renewed('a')).toBe(false);
    expect(auth.refused(null, 'a')).toBe('reload');
    expect(auth.session).toBe(1);
    expect(auth.refused(null, 'a')).toBe('none'); // the other call of the same start
    expect(auth.session).toBe(1);
    // The new session's calls carry `a`: a refusal of it is the host's to answer.
    expect(auth.refused('a', 'a')).toBe('ask');
  });

  it('calls of the old token still out when the fresh one came: nothing to ask, no second start', () => {
    const auth = new TokenSession();
    expect(auth.refused('a', 'a')).toBe('ask');
    expect(auth.renewed('b')).toBe(true);
    expect(auth.session).toBe(1);
    expect(auth.refused('a', 'b')).toBe('none');
    expect(auth.session).toBe(1);
    expect(auth.refused('b', 'b')).toBe('ask');
  });
});
