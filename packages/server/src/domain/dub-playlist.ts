/**
 * The master playlist as served (issue 22): the stored master.m3u8 stays as processing or a
 * re-render wrote it, and every answer of it (GET /v1/media/... in proxy and presigned modes,
 * GET /v1/player/stream) adds the finished dubs of the workflow whose current media it is, as
 * HLS alternate audio renditions (media/audio-renditions.ts). Deleting a dub, or a re-render
 * moving the video elsewhere, therefore changes what players get at once, with no rewrite.
 *
 * The renditions' URIs are relative to the master (`audio/de-de-<job>/index.m3u8`, beside the
 * ladder in the same media folder), so the master's signed token covers them like the video's
 * renditions, and presigned delivery rewrites their segments like any other playlist's.
 */
import { posix } from 'node:path';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Services } from '../services.js';
import { workflowDubs, workflows } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import {
  languageOwnName,
  withAudioRenditions,
  type AudioRendition,
} from '../media/audio-renditions.js';
import { DUB_PLAYLIST } from '../media/mix-voice-over.js';

const MASTER = /(?:^|\/)master\.m3u8$/;

/** A stored master playlist's key (the ladder's, a render's or a clip's). */
export const isMasterKey = (key: string) => MASTER.test(key);

export interface PlayableDub {
  languageCode: string;
  name: string;
  /** Relative to the master playlist. */
  uri: string;
}

type DubLike = Pick<typeof workflowDubs.$inferSelect, 'languageCode' | 'storagePrefix'>;

/** The finished dubs that belong to the media at `hlsKey`, as renditions of its master. */
export function playableDubs(hlsKey: string, dubs: readonly DubLike[]): PlayableDub[] {
  const dir = posix.dirname(hlsKey);
  const seen = new Set<string>();
  return dubs.flatMap((d) => {
    if (!d.storagePrefix?.startsWith(`${dir}/audio/`) || seen.has(d.languageCode)) return [];
    seen.add(d.languageCode);
    const uri = `${d.storagePrefix.slice(dir.length + 1)}/${DUB_PLAYLIST}`;
    return [{ languageCode: d.languageCode, name: languageOwnName(d.languageCode), uri }];
  });
}

/** The finished dubs of one workflow, for the player's answer (`audioTracks`). */
export async function workflowAudioTracks(
  tenant: Tenant,
  workflow: { id: string; hlsKey: string | null },
): Promise<Pick<PlayableDub, 'languageCode' | 'name'>[]> {
  if (!workflow.hlsKey) return [];
  const rows = await tenant.select(
    workflowDubs,
    and(eq(workflowDubs.workflowId, workflow.id), eq(workflowDubs.status, 'finished')),
    { orderBy: [asc(workflowDubs.languageCode)] },
  );
  return playableDubs(workflow.hlsKey, rows).map(({ languageCode, name }) => ({
    languageCode,
    name,
  }));
}

/**
 * The master playlist `text` stored at `key` (in `organizationId`'s storage), with the finished
 * dubs of the live workflow(s) playing it. Not a master, or no dubs: `text` unchanged.
 */
export async function servedMasterPlaylist(
  services: Pick<Services, 'db'>,
  organizationId: string,
  key: string,
  text: string,
): Promise<string> {
  if (!isMasterKey(key)) return text;
  // A public media route: the organisation is the signed token's, checked before this runs.
  const tenant = new Tenant(services.db, organizationId);
  // A duplicated workflow plays its source's files: every live workflow on them counts.
  const owners = await tenant.select(
    workflows,
    and(eq(workflows.hlsKey, key), isNull(workflows.deletedAt)),
  );
  if (owners.length === 0) return text;
  const rows = await tenant.select(
    workflowDubs,
    and(
      inArray(
        workflowDubs.workflowId,
        owners.map((w) => w.id),
      ),
      eq(workflowDubs.status, 'finished'),
    ),
    { orderBy: [asc(workflowDubs.languageCode)] },
  );
  const dubs: AudioRendition[] = playableDubs(key, rows);
  const language = owners[0]!.languageCode;
  return withAudioRenditions(
    text,
    { languageCode: language, name: languageOwnName(language) },
    dubs,
  );
}
