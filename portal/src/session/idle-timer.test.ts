import { describe, expect, it } from 'vitest';
import {
  AUTO_LOGOUT_OVERRIDE_KEY,
  autoLogoutMs,
  createIdleTimer,
  type IdleClock,
} from './idle-timer';

function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: IdleClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      seq += 1;
      timers.set(seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number, fireTimers = true) => {
    now += ms;
    if (!fireTimers) return;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.fn();
      }
    }
  };
  return { clock, advance };
}

const storage = (value: string | null) => ({ getItem: () => value });

describe('autoLogoutMs (000 §3, §4)', () => {
  it('is off unless the organisation allows auto-logout', () => {
    expect(autoLogoutMs({ allowAutoLogout: false, autoLogoutTimeout: 15 }, null)).toBeNull();
  });
  it('uses autoLogoutTimeout minutes', () => {
    expect(autoLogoutMs({ allowAutoLogout: true, autoLogoutTimeout: 15 }, null)).toBe(900_000);
    expect(autoLogoutMs({ allowAutoLogout: true, autoLogoutTimeout: 2 }, storage(null))).toBe(
      120_000,
    );
  });
  it('the test hook (localStorage seconds) replaces the timeout only when present and valid', () => {
    expect(AUTO_LOGOUT_OVERRIDE_KEY).toBe('stepwise.autoLogoutSeconds');
    const on = { allowAutoLogout: true, autoLogoutTimeout: 15 };
    expect(autoLogoutMs(on, storage('5'))).toBe(5000);
    expect(autoLogoutMs(on, storage('nonsense'))).toBe(900_000);
    expect(autoLogoutMs({ ...on, allowAutoLogout: false }, storage('5'))).toBeNull();
  });
});

describe('createIdleTimer', () => {
  it('fires once after the timeout without activity', () => {
    const { clock, advance } = fakeClock();
    let fired = 0;
    createIdleTimer(1000, () => (fired += 1), clock);
    advance(999);
    expect(fired).toBe(0);
    advance(1);
    expect(fired).toBe(1);
    advance(5000);
    expect(fired).toBe(1);
  });
  it('activity restarts the countdown', () => {
    const { clock, advance } = fakeClock();
    let fired = 0;
    const timer = createIdleTimer(1000, () => (fired += 1), clock);
    advance(800);
    timer.activity();
    advance(800);
    expect(fired).toBe(0);
    advance(200);
    expect(fired).toBe(1);
  });
  it('a throttled timer (hidden tab) still logs out on the visibility check', () => {
    const { clock, advance } = fakeClock();
    let fired = 0;
    const timer = createIdleTimer(1000, () => (fired += 1), clock);
    advance(5000, false);
    expect(fired).toBe(0);
    timer.check();
    expect(fired).toBe(1);
  });
  it('activity after the deadline does not revive the session', () => {
    const { clock, advance } = fakeClock();
    let fired = 0;
    const timer = createIdleTimer(1000, () => (fired += 1), clock);
    advance(2000, false);
    timer.activity();
    expect(fired).toBe(1);
  });
  it('stop cancels it', () => {
    const { clock, advance } = fakeClock();
    let fired = 0;
    const timer = createIdleTimer(1000, () => (fired += 1), clock);
    timer.stop();
    advance(5000);
    expect(fired).toBe(0);
  });
});
