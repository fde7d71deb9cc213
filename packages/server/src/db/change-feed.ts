/**
 * Listens to 'stepwise_org_changed' (raised by triggers, see drizzle/0001_caller_invalidation.sql)
 * and 'stepwise_session_revoked' (drizzle/0011_hardening.sql), so caches in this process learn
 * about changes made by any process. `onState(false)` means notifications may be missed: caches
 * must stop trusting themselves until `onState(true)`.
 */
import type { Database } from './client.js';
import { listenTo } from './notify-listener.js';

export const ORG_CHANGED_CHANNEL = 'stepwise_org_changed';
export const SESSION_REVOKED_CHANNEL = 'stepwise_session_revoked';

export interface ChangeFeed {
  close(): Promise<void>;
}

export interface ChangeFeedHandlers {
  onChange(organizationId: string): void;
  onSessionRevoked(sessionId: string): void;
  onState(live: boolean): void;
}

export function openChangeFeed(database: Database, h: ChangeFeedHandlers): Promise<ChangeFeed> {
  return listenTo(database, [ORG_CHANGED_CHANNEL, SESSION_REVOKED_CHANNEL], {
    onNotify: (channel, payload) =>
      channel === SESSION_REVOKED_CHANNEL ? h.onSessionRevoked(payload) : h.onChange(payload),
    onState: h.onState,
  });
}
