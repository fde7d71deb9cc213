/**
 * The I/O the tracking store needs, as ports the React layer fills: IndexedDB for persistence,
 * the POST /v1/tracking call (`sendTracking` in @stepwise/api) and navigator.sendBeacon for the
 * sender. Tests pass in-memory fakes.
 */
import type { TrackingRecord } from '@stepwise/core';

/** Local storage of records (IndexedDB in the browser). */
export interface TrackingPersistence {
  load(id: string): Promise<TrackingRecord | null>;
  save(record: TrackingRecord): Promise<void>;
  /** Records saved but not yet confirmed by the server. */
  listPending(): Promise<TrackingRecord[]>;
  /** The server has this version (`lastUpdated`); a later saved version stays pending. */
  markSent(id: string, lastUpdated: number): Promise<void>;
}

export interface TrackingSender {
  /** Resolves when the server stored the record; rejects when offline or refused. */
  send(record: TrackingRecord): Promise<void>;
  /** Queues the record for delivery after the page is gone; false when the browser refused. */
  sendBeacon(record: TrackingRecord): boolean;
}
