/**
 * The tracking store's local persistence (002 §9 "local tracking database version 1"): IndexedDB
 * database `stepwise-tracking`, one `records` store keyed by record id. Each entry remembers the
 * version (`lastUpdated`) the server confirmed, so a record saved after its last send stays
 * pending. Where IndexedDB is missing or refuses (private modes, some frames) the records live
 * in memory for the page's life: tracking still works, it just does not survive a reload.
 */
import type { TrackingRecord } from '@stepwise/core';
import type { TrackingPersistence } from '../core/tracking-ports.js';

export const TRACKING_DB_NAME = 'stepwise-tracking';
export const TRACKING_DB_VERSION = 1;
const STORE = 'records';

interface Entry {
  id: string;
  record: TrackingRecord;
  /** The `lastUpdated` the server has; 0 before the first send. */
  sent: number;
}

const pending = (entries: readonly Entry[]) =>
  entries.filter((e) => e.record.lastUpdated > e.sent).map((e) => e.record);

export function memoryTrackingPersistence(): TrackingPersistence {
  const entries = new Map<string, Entry>();
  return {
    load: (id) => Promise.resolve(entries.get(id)?.record ?? null),
    save: (record) => {
      entries.set(record.id, { id: record.id, record, sent: entries.get(record.id)?.sent ?? 0 });
      return Promise.resolve();
    },
    listPending: () => Promise.resolve(pending([...entries.values()])),
    markSent: (id, lastUpdated) => {
      const entry = entries.get(id);
      if (entry) entry.sent = Math.max(entry.sent, lastUpdated);
      return Promise.resolve();
    },
  };
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(TRACKING_DB_NAME, TRACKING_DB_VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) {
      request.result.createObjectStore(STORE, { keyPath: 'id' });
    }
  };
  return done(request);
}

/** The page's IndexedDB; reading it may itself throw (sandboxed and some third-party frames). */
function pageIndexedDb(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB;
  } catch {
    return undefined;
  }
}

/**
 * IndexedDB persistence, or memory when the browser has none or refuses it (storage denied to a
 * frame of another site: `open` fails). The memory queue lasts for the page; the tracking store
 * sends the record with a beacon on page hide, so what it holds is not lost when the page goes.
 */
export function idbTrackingPersistence(
  factory: IDBFactory | undefined = pageIndexedDb(),
): TrackingPersistence {
  const memory = memoryTrackingPersistence();
  if (!factory) return memory;
  let db: Promise<IDBDatabase | null> | null = null;
  // open() itself may throw (blocked storage), not only fail its request.
  const database = () =>
    (db ??= Promise.resolve()
      .then(() => openDatabase(factory))
      .catch(() => null));
  const store = async (mode: IDBTransactionMode) =>
    (await database())?.transaction(STORE, mode).objectStore(STORE) ?? null;
  const get = async (id: string) => {
    const s = await store('readonly');
    return s ? ((await done(s.get(id))) as Entry | undefined) : undefined;
  };

  return {
    async load(id) {
      if (!(await database())) return memory.load(id);
      return (await get(id))?.record ?? null;
    },
    async save(record) {
      if (!(await database())) return memory.save(record);
      const sent = (await get(record.id))?.sent ?? 0;
      const s = await store('readwrite');
      await done(s!.put({ id: record.id, record, sent } satisfies Entry));
    },
    async listPending() {
      const s = await store('readonly');
      if (!s) return memory.listPending();
      return pending((await done(s.getAll())) as Entry[]);
    },
    async markSent(id, lastUpdated) {
      if (!(await database())) return memory.markSent(id, lastUpdated);
      const entry = await get(id);
      if (!entry) return;
      const s = await store('readwrite');
      await done(s!.put({ ...entry, sent: Math.max(entry.sent, lastUpdated) }));
    },
  };
}
