import type { TrackingRecord } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  idbTrackingPersistence,
  memoryTrackingPersistence,
  TRACKING_DB_VERSION,
} from './tracking-idb.js';

const record = (lastUpdated: number) => ({ id: 'r1', lastUpdated }) as unknown as TrackingRecord;

describe('tracking persistence (002 §9 local tracking database version 1)', () => {
  it('is database version 1', () => {
    expect(TRACKING_DB_VERSION).toBe(1);
  });

  it.each([
    ['memory', memoryTrackingPersistence],
    ['IndexedDB missing: memory', () => idbTrackingPersistence(undefined)],
    [
      'IndexedDB refusing to open: memory',
      () =>
        idbTrackingPersistence({
          open: () => {
            throw new DOMException('blocked', 'SecurityError');
          },
        } as unknown as IDBFactory),
    ],
    [
      // What Chromium does in a frame of another site that is denied storage (issue 16).
      'IndexedDB failing its open request: memory',
      () =>
        idbTrackingPersistence({
          open: () => {
            const request = { error: null } as { error: unknown; onerror?: () => void };
            setTimeout(() => {
              request.error = new DOMException('denied', 'UnknownError');
              request.onerror?.();
            }, 0);
            return request;
          },
        } as unknown as IDBFactory),
    ],
  ])('%s: keeps a record pending until the server has its version', async (_name, make) => {
    const persistence = make();
    await persistence.save(record(1));
    expect(await persistence.load('r1')).toEqual(record(1));
    expect(await persistence.listPending()).toEqual([record(1)]);
    await persistence.markSent('r1', 1);
    expect(await persistence.listPending()).toEqual([]);
    await persistence.save(record(2));
    expect(await persistence.listPending()).toEqual([record(2)]);
    expect(await persistence.load('missing')).toBeNull();
  });
});
