/**
 * Web Storage that never throws. In a frame of another site the browser may deny storage
 * (Chromium with third-party cookies blocked: reading `window.localStorage` throws a
 * SecurityError), partition it by the top-level site (Firefox, Safari, Chrome with partitioning),
 * or refuse a write (a full quota, old private modes). Widgets and the portal's framed routes must
 * play in all of those, so every read and write goes through here: the browser's storage when
 * this document may use it, else a map in memory that lasts as long as the page.
 *
 * Nothing here decides what may be kept; a caller that must not persist something in a third
 * party's partition (a session) uses `memoryStorage()` for it.
 */

/** What a page keeps: strings under string keys, as Web Storage. */
export interface SafeStorage {
  getItem(key: string): string | null;
  /** Keeps the value; when the browser refuses it, for this page only. */
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** The keys held now (the browser's and this page's own). */
  keys(): string[];
  clear(): void;
  /**
   * `browser`: the browser keeps it (perhaps in this top-level site's partition);
   * `memory`: this page only (storage denied or missing).
   */
  readonly mode: 'browser' | 'memory';
  /**
   * Uses `storage` from now on (the unpartitioned storage the Storage Access API handed over);
   * what was kept in memory meanwhile moves there.
   */
  adopt(storage: Storage): void;
}

export type StorageKind = 'local' | 'session';

const PROBE_KEY = '__stepwise_storage_probe__';

/** A storage that lives in memory only. */
export function memoryStorage(): SafeStorage {
  return safeStorage(() => null);
}

/**
 * A guarded view of the Storage `open` returns. `open` runs once, on first use, inside a try:
 * the getter itself may throw. A storage that cannot take a probe write counts as missing.
 */
export function safeStorage(open: () => Storage | null | undefined): SafeStorage {
  let source = open;
  let backing: Storage | null | undefined;
  /** Values the browser would not take (or all of them, without a backing store). */
  const memory = new Map<string, string>();

  const store = (): Storage | null => {
    if (backing !== undefined) return backing;
    try {
      const candidate = source() ?? null;
      candidate?.setItem(PROBE_KEY, '1');
      candidate?.removeItem(PROBE_KEY);
      backing = candidate;
    } catch {
      backing = null;
    }
    return backing;
  };

  const attempt = <T>(fn: (storage: Storage) => T, fallback: T): T => {
    const storage = store();
    if (!storage) return fallback;
    try {
      return fn(storage);
    } catch {
      return fallback;
    }
  };

  const safe: SafeStorage = {
    getItem(key) {
      if (memory.has(key)) return memory.get(key)!;
      return attempt((s) => s.getItem(key), null);
    },
    setItem(key, value) {
      const kept = attempt((s) => {
        s.setItem(key, value);
        return true;
      }, false);
      if (kept) memory.delete(key);
      else memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      attempt((s) => s.removeItem(key), undefined);
    },
    keys() {
      const keys = new Set(memory.keys());
      attempt((s) => {
        for (let i = 0; i < s.length; i += 1) {
          const key = s.key(i);
          if (key !== null) keys.add(key);
        }
      }, undefined);
      return [...keys];
    },
    clear() {
      memory.clear();
      attempt((s) => s.clear(), undefined);
    },
    get mode() {
      return store() ? 'browser' : 'memory';
    },
    adopt(storage) {
      const previous = source;
      source = () => storage;
      backing = undefined;
      if (!store()) {
        source = previous;
        backing = undefined;
        return;
      }
      for (const [key, value] of [...memory]) safe.setItem(key, value);
    },
  };
  return safe;
}

const pages: Partial<Record<StorageKind, SafeStorage>> = {};

/**
 * This page's localStorage or sessionStorage, guarded. One instance per kind, so every module
 * of the page sees the same values when they live in memory.
 */
export function pageStorage(kind: StorageKind): SafeStorage {
  return (pages[kind] ??= safeStorage(() =>
    kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage,
  ));
}
