/** Player tracking (002 §7 "Tracking"): send a record, read records back. */
import {
  EXTERNAL_ACCESS_HEADER,
  type PageInfo,
  type StoredTracking,
  type TrackingItem,
  type TrackingRecord,
  type TrackingRecordInput,
} from '@stepwise/core';
import { call, readAnswer } from './call.js';
import type { Api } from './client.js';
import { networkError } from './errors.js';

/**
 * POST /v1/tracking: stores the record under its id; sending it again (or an older version) is
 * harmless. With `shareToken` it is the public variant (no sign-in; stored without identity).
 * `keepalive` lets the request outlive the page (on page hide), like sendBeacon but with headers
 * (which sendBeacon cannot send); browsers cap a keepalive body at 64 KB.
 */
export async function sendTracking(
  api: Api,
  record: TrackingRecord | TrackingRecordInput,
  opts: { shareToken?: string; keepalive?: boolean } = {},
): Promise<StoredTracking> {
  const path = 'v1/tracking';
  if (!opts.shareToken && !opts.keepalive) return call(api, 'POST /v1/tracking', { json: record });
  let response: Response;
  try {
    response = await api.http(path, {
      method: 'post',
      json: record,
      keepalive: opts.keepalive ?? false,
      headers: opts.shareToken ? { [EXTERNAL_ACCESS_HEADER]: opts.shareToken } : {},
    });
  } catch (err) {
    if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
      throw err;
    }
    throw networkError(err);
  }
  return readAnswer(response, 'POST /v1/tracking', path);
}

/** What navigator.sendBeacon needs of the browser (injectable for tests). */
export interface BeaconNavigator {
  sendBeacon(url: string, data: string): boolean;
}

/**
 * Queues the record for delivery after the page is gone, with navigator.sendBeacon: the
 * browser's own queue, kept when the page (or the frame) goes away. A beacon carries no headers
 * and sends a string as text/plain, so the credential rides in the body
 * (`POST /v1/tracking/beacon`, or `.../beacon/public` with a share token). False when there is
 * no credential or the browser refused it (no API, over its 64 KB quota): the caller falls back
 * to a keepalive request. Nothing here needs storage or cookies.
 */
export function beaconTracking(
  api: Api,
  record: TrackingRecord | TrackingRecordInput,
  opts: { shareToken?: string; navigator?: BeaconNavigator } = {},
): boolean {
  const nav = opts.navigator ?? (globalThis.navigator as BeaconNavigator | undefined);
  if (typeof nav?.sendBeacon !== 'function') return false;
  const accessToken = api.tokens.get()?.accessToken;
  const [path, body] = opts.shareToken
    ? ['v1/tracking/beacon/public', { shareToken: opts.shareToken, record }]
    : ['v1/tracking/beacon', { token: accessToken, record }];
  if (!opts.shareToken && !accessToken) return false;
  try {
    return nav.sendBeacon(`${api.baseUrl}/${path}`, JSON.stringify(body));
  } catch {
    return false;
  }
}

/** GET /v1/tracking: the caller's records of a workflow (admins: everyone's), newest first. */
export async function listTracking(
  api: Api,
  workflowId: string,
  query: { page?: number; size?: number } = {},
): Promise<{ items: TrackingItem[]; page: PageInfo }> {
  return call(api, 'GET /v1/tracking', {
    searchParams: { workflowId, page: query.page ?? 0, size: query.size ?? 100 },
  });
}
