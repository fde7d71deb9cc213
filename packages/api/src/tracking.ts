/** Player tracking (002 §7 "Tracking"): send a record, read records back. */
import {
  EXTERNAL_ACCESS_HEADER,
  type TrackingRecord,
  type TrackingRecordInput,
} from '@stepwise/core';
import { z } from 'zod';
import { readWrapped, request, type Api } from './client.js';
import { networkError } from './errors.js';
import { pageSchema } from './schemas.js';

export const trackingItemSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  uid: z.string().nullable(),
  email: z.string().nullable(),
  isPublic: z.boolean(),
  lastUpdated: z.number(),
  playedDuration: z.number(),
  /** The record as the server stores it (identity and organisation set by the server). */
  record: z.custom<TrackingRecord>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
});
export type TrackingItem = z.infer<typeof trackingItemSchema>;

const storedSchema = z.object({
  item: trackingItemSchema,
  /** The server holds this version now; false when it already had a later one. */
  current: z.boolean(),
});
export type StoredTracking = z.infer<typeof storedSchema>;

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
  if (!opts.shareToken && !opts.keepalive) {
    return request(api, 'post', path, storedSchema, { json: record });
  }
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
  return readWrapped(response, path, storedSchema);
}

/** GET /v1/tracking: the caller's records of a workflow (admins: everyone's), newest first. */
export async function listTracking(
  api: Api,
  workflowId: string,
  query: { page?: number; size?: number } = {},
): Promise<{ items: TrackingItem[]; page: z.infer<typeof pageSchema> }> {
  const schema = z.object({ items: z.array(trackingItemSchema), page: pageSchema });
  return request(api, 'get', 'v1/tracking', schema, {
    searchParams: { workflowId, page: query.page ?? 0, size: query.size ?? 100 },
  });
}
