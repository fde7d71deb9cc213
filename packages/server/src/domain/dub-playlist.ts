/**
 * The master playlist as served (issue 22): the stored master.m3u8 stays as processing or a
 * re-render wrote it, and every answer of it (GET /v1/media/... in proxy and presigned modes,
 * GET /v1/player/stream.m3u8) adds the finished dubs of the workflow whose current media it is, as
 * HLS alternate audio renditions (media/audio-renditions.ts). Deleting a dub, or a re-render
 * moving the video elsewhere, therefore changes what players get at once, with no rewrite.
 *
 * The renditions' URIs are relative to the master (`audio/de-de-<job>/index.m3u8`, beside the
 * ladder in the same media folder), so the master's signed token covers them like the video's
 * renditions, and presigned delivery rewrites their segments like any other playlist's.
 */
import { posix } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Services } from '../services.js';
import { workflowDubs, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
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
 * The master playlist stored at `key` (in `organizationId`'s storage; `read` reads its text),
 * with the finished dubs of the live workflow(s) playing it. Not a master, or no dubs: the text
 * unchanged. The text is read while the database answers (one query): a player's first frame
 * waits for this answer.
 */
export async function servedMasterPlaylist(
  services: Pick<Services, 'db'>,
  organizationId: string,
  key: string,
  read: () => Promise<string>,
): Promise<string> {
  if (!isMasterKey(key)) return read();
  const [text, rows] = await Promise.all([read(), masterDubRows(services, organizationId, key)]);
  // No live workflow plays it: no row at all.
  const first = rows[0];
  if (!first) return text;
  const found = rows.flatMap((r) =>
    r.dubLanguage === null ? [] : [{ languageCode: r.dubLanguage, storagePrefix: r.storagePrefix }],
  );
  // By language across the workflows (a stable sort: the oldest workflow's dub of a language wins).
  found.sort((a, b) =>
    a.languageCode < b.languageCode ? -1 : a.languageCode > b.languageCode ? 1 : 0,
  );
  const dubs: AudioRendition[] = playableDubs(key, found);
  const language = first.languageCode;
  return withAudioRenditions(
    text,
    { languageCode: language, name: languageOwnName(language) },
    dubs,
  );
}

/**
 * The live workflows playing `key` (a duplicated workflow plays its source's files: every one
 * counts), each with its finished dubs (one row per dub, or one with no dub), the oldest workflow
 * first (its language is the master's), the dubs by language. A public media route: the
 * organisation is the signed token's (or the share's), checked before this runs.
 */
function masterDubRows(services: Pick<Services, 'db'>, organizationId: string, key: string) {
  return services.db
    .select({
      languageCode: workflows.languageCode,
      dubLanguage: workflowDubs.languageCode,
      storagePrefix: workflowDubs.storagePrefix,
    })
    .from(workflows)
    .leftJoin(
      workflowDubs,
      and(
        eq(workflowDubs.workflowId, workflows.id),
        eq(workflowDubs.organizationId, workflows.organizationId),
        eq(workflowDubs.status, 'finished'),
      ),
    )
    .where(
      and(
        eq(workflows.organizationId, organizationId),
        eq(workflows.hlsKey, key),
        isNull(workflows.deletedAt),
      ),
    )
    .orderBy(asc(workflows.createdAt), asc(workflows.id), asc(workflowDubs.languageCode));
}
