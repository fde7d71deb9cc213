/**
 * Time, injected. Stores take a Clock so their timers (controls hiding, tracking sync) run in
 * tests without waiting: pass `createFakeClock()` and advance it by hand.
 */
export type TimerHandle = unknown;

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface FakeClock extends Clock {
  /** Moves time forward, running due timers in order (timers they set run too when due). */
  advance(ms: number): void;
  /** How many timers are waiting. */
  pending(): number;
}

export function createFakeClock(start = 0): FakeClock {
  let time = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const due = (until: number) => {
    let best: [number, { at: number; fn: () => void }] | undefined;
    for (const entry of timers) {
      if (entry[1].at <= until && (!best || entry[1].at < best[1].at)) best = entry;
    }
    return best;
  };
  return {
    now: () => time,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: time + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = time + ms;
      for (let next = due(until); next; next = due(until)) {
        timers.delete(next[0]);
        time = next[1].at;
        next[1].fn();
      }
      time = until;
    },
    pending: () => timers.size,
  };
}
