/**
 * Photos taken in a run but not yet on the server (offline, or the upload failed on the way):
 * kept in IndexedDB so a reload or a closed tab does not lose them, and sent when back online.
 * A page without IndexedDB (a private window of some browsers, jsdom) keeps them in memory:
 * they survive going offline, not a reload.
 */

export interface QueuedPhoto {
  /** `${sessionId}:${itemId}:${photoId}`. */
  key: string;
  instructionId: string;
  sessionId: string;
  itemId: string;
  photoId: string;
  fileName: string;
  blob: Blob;
}

export interface PhotoQueue {
  put(photo: QueuedPhoto): Promise<void>;
  /** The queued photos of one run session. */
  list(sessionId: string): Promise<QueuedPhoto[]>;
  get(key: string): Promise<QueuedPhoto | undefined>;
  remove(key: string): Promise<void>;
}

export const photoKey = (sessionId: string, itemId: string, photoId: string) =>
  `${sessionId}:${itemId}:${photoId}`;

export function memoryPhotoQueue(): PhotoQueue {
  const photos = new Map<string, QueuedPhoto>();
  return {
    put: async (photo) => void photos.set(photo.key, photo),
    list: async (sessionId) => [...photos.values()].filter((p) => p.sessionId === sessionId),
    get: async (key) => photos.get(key),
    remove: async (key) => void photos.delete(key),
  };
}

const DB_NAME = 'stepwise-instruction';
const STORE = 'photos';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The IndexedDB queue, or the memory one where IndexedDB cannot be opened. */
export function browserPhotoQueue(): PhotoQueue {
  const idb = globalThis.indexedDB as IDBFactory | undefined;
  if (!idb) return memoryPhotoQueue();
  const fallback = memoryPhotoQueue();
  let opened: Promise<IDBDatabase | null> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase | null>((resolve) => {
      try {
        const req = idb.open(DB_NAME, 1);
        req.onupgradeneeded = () => {
          const store = req.result.createObjectStore(STORE, { keyPath: 'key' });
          store.createIndex('sessionId', 'sessionId');
        };
        req.onsuccess = () => resolve(req.result);
        // Refused (storage disabled): memory it is.
        req.onerror = () => resolve(null);
        req.onblocked = () => resolve(null);
      } catch {
        resolve(null);
      }
    }));
  const store = async (mode: IDBTransactionMode) => {
    const db = await open();
    return db ? db.transaction(STORE, mode).objectStore(STORE) : null;
  };
  return {
    async put(photo) {
      const s = await store('readwrite');
      if (s) await request(s.put(photo));
      else await fallback.put(photo);
    },
    async list(sessionId) {
      const s = await store('readonly');
      if (!s) return fallback.list(sessionId);
      return (await request(s.index('sessionId').getAll(sessionId))) as QueuedPhoto[];
    },
    async get(key) {
      const s = await store('readonly');
      if (!s) return fallback.get(key);
      return (await request(s.get(key))) as QueuedPhoto | undefined;
    },
    async remove(key) {
      const s = await store('readwrite');
      if (s) await request(s.delete(key));
      else await fallback.remove(key);
    },
  };
}
