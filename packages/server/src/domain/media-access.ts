/**
 * Whose media a caller may sign: a workflow they can see (workflow-access.ts: another
 * organisation's, a deleted one or one in a private workspace they are not in is a 404) that is
 * published, or that they may edit (the author's preview). Unpublished for anyone else is the
 * spec's code 2, as in the player (002 §4 "an unpublished workflow shows an error unless preview").
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import { workflows } from '../db/schema.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import type { ObjectStorage } from '../storage/storage.js';
import { renditionPlaylist } from '../media/hls-ladder.js';
import { visibleWorkflow, type WorkflowAccess } from './workflow-access.js';
import { mediaFolderOf } from './media-urls.js';
import { reviewerWorkflowAccess, reviews } from './reviewer-access.js';

/** 002 §8 code 2, with the player's own message (002 §8 "Player messages"). */
export const unpublishedWorkflow = () =>
  new StepwiseError(ErrorCode.UnpublishedSkill, 'this workflow is not available');

/**
 * Issue 23 (002 §1): an active reviewer of the workflow's open approval request plays it
 * unpublished, even where the workspace hides it from them (reviewer-access.ts).
 */
export async function playableWorkflow(caller: Caller, id: string): Promise<WorkflowAccess> {
  let found: WorkflowAccess;
  try {
    found = await visibleWorkflow(caller, id);
  } catch (err) {
    const granted = await reviewerWorkflowAccess(caller, id);
    if (!granted) throw err;
    return granted;
  }
  if (
    !found.workflow.published &&
    !found.access.canEdit(found.workspace) &&
    !(await reviews(caller, { workflowId: found.workflow.id }))
  ) {
    throw unpublishedWorkflow();
  }
  return found;
}

// Copies share one folder; a handful of candidates is plenty to find one the caller may play.
const MAX_FOLDER_CANDIDATES = 50;

/**
 * The storage key `key` when it lies in the media folder of a workflow the caller may play: the
 * folder's own workflow, or any copy whose keys point into it. 404 when no such workflow is
 * visible (another organisation's folder included), code 2 when the only ones are unpublished.
 */
export async function playableMediaKey(caller: Caller, key: string): Promise<string> {
  const found = mediaFolderOf(key);
  if (!found || found.organizationId !== caller.organizationId) throw notFound('Workflow');
  const within = `${found.folder}/`;
  const candidates = await caller.tenant.select(
    workflows,
    and(
      isNull(workflows.deletedAt),
      or(
        eq(workflows.id, found.ownerId),
        sql`starts_with(${workflows.hlsKey}, ${within})`,
        sql`starts_with(${workflows.posterKey}, ${within})`,
      ),
    ),
    { limit: MAX_FOLDER_CANDIDATES },
  );
  let refusal: unknown = notFound('Workflow');
  for (const candidate of candidates) {
    try {
      await playableWorkflow(caller, candidate.id);
      return key;
    } catch (err) {
      if (err instanceof StepwiseError && err.code === ErrorCode.UnpublishedSkill) refusal = err;
      else if (!(err instanceof StepwiseError && err.code === ErrorCode.NotFound)) throw err;
    }
  }
  throw refusal;
}

export const REZ_CHOICES = ['auto', '360', '480', '720', '1080'] as const;
export type Rez = (typeof REZ_CHOICES)[number];

const RENDITION = /^(\d+)p\/index\.m3u8$/;

/**
 * The playlist to play at a chosen quality: the master for 'auto'; otherwise the rendition of
 * that height, else the highest below it, else the lowest there is (a source is never encoded
 * above its own size, so 1080 on a 720p video is its 720p). The master when nothing matches.
 */
export async function playlistFor(
  storage: ObjectStorage,
  hlsKey: string,
  rez: Rez | undefined,
): Promise<string> {
  const slash = hlsKey.lastIndexOf('/');
  if (!rez || rez === 'auto' || slash < 1) return hlsKey;
  const folder = hlsKey.slice(0, slash);
  const heights = (await storage.list(folder))
    .map((k) => RENDITION.exec(k.slice(folder.length + 1))?.[1])
    .filter((h): h is string => h !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  if (heights.length === 0) return hlsKey;
  const wanted = Number(rez);
  const height = heights.filter((h) => h <= wanted).at(-1) ?? heights[0]!;
  return `${folder}/${renditionPlaylist(`${height}p`)}`;
}
