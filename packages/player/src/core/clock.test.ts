import { describe, expect, it } from 'vitest';
import { createFakeClock } from './clock.js';

describe('fake clock', () => {
  it('runs due timers in time order, including ones they set', () => {
    const clock = createFakeClock(1000);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => {
      seen.push(`a@${clock.now()}`);
      clock.setTimeout(() => seen.push(`c@${clock.now()}`), 50);
    }, 100);
    const cancelled = clock.setTimeout(() => seen.push('never'), 10);
    clock.clearTimeout(cancelled);
    clock.advance(300);
    expect(seen).toEqual(['a@1100', 'c@1150', 'b@1200']);
    expect(clock.now()).toBe(1300);
    expect(clock.pending()).toBe(0);
  });
});
