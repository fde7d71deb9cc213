/**
 * Whether a viewer's media token may still open a workflow folder's processed original (its
 * ladder, thumbnails and poster at the folder's root; media-urls.ts `isOriginalMediaPath`).
 *
 * Once the editor re-renders a workflow, the original still holds what the author cut out or
 * blurred (issue 22: "the hidden content is not in any rendition or download"), and a token is
 * per folder, so without this a viewer could swap `renders/{id}/hls/…` for `hls/…` in a URL the
 * player was given. A token signed for an editor (the edit document's preview) always opens it;
 * any other only while some live workflow still plays it (one never re-rendered, or a duplicate
 * made before the re-render, which shares its source's files), or a kept version of a live
 * workflow does (issue 23: a version published before the re-render plays the original).
 */
import { and, isNull, like, sql } from 'drizzle-orm';
import { workflows, workflowVersionHistories } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import type { Services } from '../services.js';
import type { MediaGrant } from './media-urls.js';

/**
 * Each segment request would otherwise query; the answer changes only when a re-render swaps
 * media in, so a viewer may open the original for at most this long after that.
 */
const CACHE_MS = 10_000;
const CACHE_MAX = 1000;
const cache = new Map<string, { inUse: boolean; at: number }>();

/**
 * Issue 23: a kept version of a live workflow that plays the original (published before any
 * re-render). Its player signs it only for whoever may play that workflow (routes/player.ts).
 */
async function versionPlaysOriginal(tenant: Tenant, prefix: string): Promise<boolean> {
  const rows = await tenant.query<{ found: number }>(
    (from) => sql`select 1 as found from ${from(workflowVersionHistories)}
      join ${from(workflows)} on ${workflows.id} = ${workflowVersionHistories.workflowId}
      where ${workflows.deletedAt} is null
        and starts_with(${workflowVersionHistories.hlsKey}, ${`${prefix}/hls/`})
      limit 1`,
  );
  return rows.length > 0;
}

export async function originalMediaPlayed(
  services: Pick<Services, 'db'>,
  grant: MediaGrant,
  now = Date.now(),
): Promise<boolean> {
  const hit = cache.get(grant.prefix);
  if (hit && now - hit.at < CACHE_MS) return hit.inUse;
  // A public media route: the organisation is the signed token's, checked before this runs.
  const tenant = new Tenant(services.db, grant.organizationId);
  const playing = await tenant.select(
    workflows,
    and(like(workflows.hlsKey, `${grant.prefix}/hls/%`), isNull(workflows.deletedAt)),
    { limit: 1 },
  );
  const inUse = playing.length > 0 || (await versionPlaysOriginal(tenant, grant.prefix));
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(grant.prefix, { inUse, at: now });
  return inUse;
}
