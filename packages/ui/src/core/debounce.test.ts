// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from './constants.js';
import { createDebouncer } from './debounce.js';

// 000 §5: "Search input fires after a 300 ms debounce or on Enter."
describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once, 300 ms after the last call, with the last value', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    const fn = vi.fn();
    const d = createDebouncer(fn);
    d.schedule('a');
    vi.advanceTimersByTime(200);
    d.schedule('ab');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
    expect(d.pending).toBe(false);
  });

  it('fires at once on flush (Enter) and drops the pending call', () => {
    const fn = vi.fn();
    const d = createDebouncer(fn);
    d.schedule('ab');
    d.flush('abc');
    expect(fn).toHaveBeenCalledWith('abc');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('fires nothing after cancel', () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, 50);
    d.schedule('x');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
