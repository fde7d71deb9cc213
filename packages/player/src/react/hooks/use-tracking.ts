/**
 * The tracking record of this viewing (002 §3-4): started once the stores exist, fed by
 * connectTracking, saved locally (IndexedDB) and sent through the data source. The record id is
 * kept in sessionStorage per workflow, so a reload continues the same record (where storage is
 * refused, a frame of another site, the id lasts for the page: the reload starts a new record).
 */
import { pageStorage } from '@stepwise/bridge/storage';
import { useEffect } from 'react';
import { connectTracking } from '../../core/connect-tracking.js';
import type { PlayerDataSource } from '../../core/data-source.js';
import { createTrackingStore } from '../../core/tracking-store.js';
import type { TrackingPersistence } from '../../core/tracking-ports.js';
import { idbTrackingPersistence } from '../tracking-idb.js';
import type { PlayerStores } from './use-player-stores.js';

/** Per workflow, and per past version played (its record is another one). */
export const trackingSessionKey = (workflowId: string, versionId?: string | null) =>
  `stepwise-tracking:${workflowId}${versionId ? `:${versionId}` : ''}`;

export function useTracking(options: {
  stores: PlayerStores | null;
  workflowId: string;
  /** Issue 23: the past version played; its records carry it. */
  versionId?: string | null | undefined;
  source: PlayerDataSource;
  persistence?: TrackingPersistence | undefined;
  onError: (error: unknown) => void;
}): void {
  const { stores, workflowId, versionId, source, persistence, onError } = options;

  useEffect(() => {
    if (!stores) return;
    const tracking = createTrackingStore({
      workflowId,
      versionId,
      isPublic: source.isPublic,
      stepIds: stores.steps.$timeline.get().map((step) => step.id),
      persistence: persistence ?? idbTrackingPersistence(),
      sender: source.tracking,
      location: typeof location === 'undefined' ? null : location.href,
      onError,
    });
    let disconnect: (() => void) | null = null;
    let stopped = false;
    const key = trackingSessionKey(workflowId, versionId);
    void tracking
      .start({ resumeId: pageStorage('session').getItem(key) })
      .then((record) => {
        if (stopped) return;
        pageStorage('session').setItem(key, record.id);
        disconnect = connectTracking({ tracking, ...stores });
      })
      .catch(onError);

    const onPageHide = () => tracking.pageHide();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) tracking.pageShow();
    };
    addEventListener('pagehide', onPageHide);
    addEventListener('pageshow', onPageShow);
    return () => {
      stopped = true;
      removeEventListener('pagehide', onPageHide);
      removeEventListener('pageshow', onPageShow);
      disconnect?.();
      // Leaving the player inside the page (a route change) is a page hide for the record.
      tracking.pageHide();
      tracking.destroy();
    };
    // onError is the caller's stable callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stores, workflowId, versionId, source, persistence]);
}
