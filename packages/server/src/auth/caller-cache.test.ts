import { describe, expect, it, vi } from 'vitest';
import { CallerCache } from './caller-cache.js';

describe('CallerCache', () => {
  it('caches nothing until the change feed is live, and forgets everything when it drops', () => {
    const c = new CallerCache<string>();
    c.set('u1', 'o1', 'a', c.begin());
    expect(c.get('u1')).toBeUndefined();
    c.setLive(true);
    c.set('u1', 'o1', 'a', c.begin());
    expect(c.get('u1')).toBe('a');
    c.setLive(false);
    expect(c.get('u1')).toBeUndefined();
    c.setLive(true);
    expect(c.get('u1')).toBeUndefined();
  });

  it("drops exactly the changed organisation's callers", () => {
    const c = new CallerCache<string>();
    c.setLive(true);
    c.set('u1', 'o1', 'a', c.begin());
    c.set('u2', 'o2', 'b', c.begin());
    c.invalidateOrganization('o1');
    expect(c.get('u1')).toBeUndefined();
    expect(c.get('u2')).toBe('b');
  });

  it('does not store a value read before an invalidation that arrived during the read', () => {
    const c = new CallerCache<string>();
    c.setLive(true);
    const epoch = c.begin();
    c.invalidateOrganization('o1'); // a change lands while the database read is in flight
    c.set('u1', 'o1', 'stale', epoch);
    expect(c.get('u1')).toBeUndefined();
  });

  it('expires entries after the TTL', () => {
    vi.useFakeTimers();
    try {
      const c = new CallerCache<string>(1000);
      c.setLive(true);
      c.set('u1', 'o1', 'a', c.begin());
      vi.advanceTimersByTime(999);
      expect(c.get('u1')).toBe('a');
      vi.advanceTimersByTime(2);
      expect(c.get('u1')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const c = new CallerCache<number>(10_000, 3);
    c.setLive(true);
    for (let i = 0; i < 5; i++) c.set(`u${i}`, 'o', i, c.begin());
    expect(c.size).toBe(3);
    expect(c.get('u0')).toBeUndefined();
    expect(c.get('u4')).toBe(4);
  });
});
