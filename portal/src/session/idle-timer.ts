/**
 * Automatic logout on idle (000 §4): `allowAutoLogout` with `autoLogoutTimeout` minutes from the
 * organisation's customised permissions. The timer is framework-free so its logic is tested
 * with a fake clock; session-effects.tsx wires it to pointer, key, scroll and visibility events.
 */
import { AUTO_LOGOUT_DEFAULT_MINUTES, type CustomizedPermissions } from '@stepwise/core';

/**
 * TEST HOOK: when localStorage holds this key (seconds), it replaces the organisation's timeout
 * so browser tests can watch an idle logout happen in seconds. It is read only when present and
 * never written by the portal; auto-logout must still be allowed by the organisation.
 */
export const AUTO_LOGOUT_OVERRIDE_KEY = 'stepwise.autoLogoutSeconds';

/** The idle timeout in ms, or null when the organisation does not log idle users out. */
export function autoLogoutMs(
  permissions: Pick<CustomizedPermissions, 'allowAutoLogout' | 'autoLogoutTimeout'>,
  storage: Pick<Storage, 'getItem'> | null,
): number | null {
  if (!permissions.allowAutoLogout) return null;
  const override = storage?.getItem(AUTO_LOGOUT_OVERRIDE_KEY);
  if (override != null) {
    const seconds = Number(override);
    if (Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
  }
  const minutes =
    permissions.autoLogoutTimeout > 0 ? permissions.autoLogoutTimeout : AUTO_LOGOUT_DEFAULT_MINUTES;
  return minutes * 60_000;
}

export interface IdleClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface IdleTimer {
  /** Any user activity: the countdown starts again. */
  activity(): void;
  /** The page became visible again: if the deadline passed while hidden, log out now. */
  check(): void;
  stop(): void;
}

/**
 * Fires `onIdle` once, `timeoutMs` after the last activity. Timers in hidden tabs are
 * throttled, so the deadline is kept as a time and re-checked, not trusted to one timeout.
 */
export function createIdleTimer(
  timeoutMs: number,
  onIdle: () => void,
  clock: IdleClock = realClock,
): IdleTimer {
  let deadline = clock.now() + timeoutMs;
  let handle: unknown = null;
  let done = false;

  const fire = () => {
    if (done) return;
    done = true;
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
    onIdle();
  };
  const arm = () => {
    if (done) return;
    if (handle !== null) clock.clearTimeout(handle);
    const left = deadline - clock.now();
    if (left <= 0) {
      fire();
      return;
    }
    handle = clock.setTimeout(() => {
      handle = null;
      check();
    }, left);
  };
  const check = () => {
    if (done) return;
    if (clock.now() >= deadline) fire();
    else arm();
  };
  arm();

  return {
    activity() {
      if (done) return;
      // An activity after the deadline (a timer throttled while hidden) does not revive it.
      if (clock.now() >= deadline) {
        fire();
        return;
      }
      deadline = clock.now() + timeoutMs;
      arm();
    },
    check,
    stop() {
      done = true;
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
  };
}
