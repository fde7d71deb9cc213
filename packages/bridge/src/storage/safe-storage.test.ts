import { describe, expect, it } from 'vitest';
import { memoryStorage, pageStorage, safeStorage } from './safe-storage.js';
import { requestUnpartitionedStorage, storageAccessSupported } from './storage-access.js';

/** A Web Storage in memory, optionally refusing writes (a full quota). */
function fakeStorage(opts: { refuseWrites?: boolean } = {}): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (opts.refuseWrites) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const denied = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};

describe('safeStorage', () => {
  it('uses the browser storage when the document may', () => {
    const backing = fakeStorage();
    const storage = safeStorage(() => backing);
    storage.setItem('a', '1');
    expect(backing.getItem('a')).toBe('1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.mode).toBe('browser');
    expect(storage.keys()).toEqual(['a']);
    storage.removeItem('a');
    expect(backing.getItem('a')).toBeNull();
  });

  it('never throws when reading the storage itself throws (a third-party frame): memory instead', () => {
    const storage = safeStorage(denied);
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.keys()).toEqual(['a']);
    expect(storage.mode).toBe('memory');
    storage.clear();
    expect(storage.getItem('a')).toBeNull();
  });

  it('keeps a refused write for the page (quota, old private modes)', () => {
    const storage = safeStorage(() => fakeStorage({ refuseWrites: true }));
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.mode).toBe('memory');
  });

  it('keeps a single refused write in memory while the others reach the browser', () => {
    let refuse = false;
    const backing = fakeStorage();
    const flaky: Storage = {
      ...backing,
      get length() {
        return backing.length;
      },
      key: (i) => backing.key(i),
      getItem: (k) => backing.getItem(k),
      setItem: (k, v) => {
        if (refuse) throw new DOMException('full', 'QuotaExceededError');
        backing.setItem(k, v);
      },
      removeItem: (k) => backing.removeItem(k),
      clear: () => backing.clear(),
    };
    const storage = safeStorage(() => flaky);
    storage.setItem('a', '1');
    refuse = true;
    storage.setItem('b', '2');
    expect(storage.getItem('b')).toBe('2');
    expect(backing.getItem('b')).toBeNull();
    expect(storage.keys().sort()).toEqual(['a', 'b']);
    refuse = false;
    storage.setItem('b', '3');
    expect(backing.getItem('b')).toBe('3');
    expect(storage.getItem('b')).toBe('3');
  });

  it('moves what it kept in memory to an adopted storage (Storage Access API handle)', () => {
    const storage = safeStorage(denied);
    storage.setItem('a', '1');
    const granted = fakeStorage();
    storage.adopt(granted);
    expect(storage.mode).toBe('browser');
    expect(granted.getItem('a')).toBe('1');
    storage.setItem('b', '2');
    expect(granted.getItem('b')).toBe('2');
  });

  it('memoryStorage never reaches the browser', () => {
    const storage = memoryStorage();
    storage.setItem('a', '1');
    expect(storage.mode).toBe('memory');
    expect(globalThis.localStorage.getItem('a')).toBeNull();
  });

  it('pageStorage gives one instance per kind, on the page’s storage', () => {
    expect(pageStorage('local')).toBe(pageStorage('local'));
    expect(pageStorage('session')).not.toBe(pageStorage('local'));
    pageStorage('session').setItem('k', 'v');
    expect(globalThis.sessionStorage.getItem('k')).toBe('v');
  });
});

describe('requestUnpartitionedStorage', () => {
  it('is null where the browser has no Storage Access API', async () => {
    const doc = {} as Document;
    expect(storageAccessSupported(doc)).toBe(false);
    expect(await requestUnpartitionedStorage(doc)).toBeNull();
  });

  it('returns the handle’s localStorage, and null when refused', async () => {
    const granted = fakeStorage();
    const yes = {
      requestStorageAccess: () => Promise.resolve({ localStorage: granted }),
    } as unknown as Document;
    expect(storageAccessSupported(yes)).toBe(true);
    expect(await requestUnpartitionedStorage(yes)).toBe(granted);
    const no = {
      requestStorageAccess: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
    } as unknown as Document;
    expect(await requestUnpartitionedStorage(no)).toBeNull();
  });
});
