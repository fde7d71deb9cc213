// 000 §5: "Search input fires after a 300 ms debounce or on Enter."
import { SEARCH_DEBOUNCE_MS } from './constants.js';

export interface Debouncer<T> {
  /** Fires `fn(value)` once `delay` ms pass with no newer call. */
  schedule(value: T): void;
  /** Fires `fn(value)` now and drops any pending call (Enter in a search box). */
  flush(value: T): void;
  /** Drops any pending call (unmount). */
  cancel(): void;
  readonly pending: boolean;
}

export function createDebouncer<T>(
  fn: (value: T) => void,
  delay: number = SEARCH_DEBOUNCE_MS,
): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(value) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        fn(value);
      }, delay);
    },
    flush(value) {
      cancel();
      fn(value);
    },
    cancel,
    get pending() {
      return timer !== undefined;
    },
  };
}
