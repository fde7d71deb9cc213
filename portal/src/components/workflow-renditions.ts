import { getPlayerWorkflow } from '@stepwise/api';
import { parseMasterPlaylist } from '@stepwise/player/core';
import { api } from '../api';

/**
 * The heights a workflow's stream is encoded at (lowest first), read from its HLS master
 * playlist: the same source of truth the player's quality menu reads. A source is never encoded
 * above its own size, so a 720p upload has no 1080. Rejects when the workflow has no video or
 * its playlist cannot be read.
 */
export async function workflowRenditions(workflowId: string): Promise<number[]> {
  const workflow = await getPlayerWorkflow(api, workflowId);
  if (!workflow.videoURL) throw new Error('The workflow has no video yet.');
  const response = await fetch(workflow.videoURL);
  if (!response.ok) throw new Error(`The playlist could not be read (HTTP ${response.status}).`);
  return parseMasterPlaylist(await response.text()).map((r) => r.height);
}

/**
 * The export resolutions to offer: those the stream has; all of them while unknown (or when it
 * cannot be read: the server plays the nearest rendition anyway); the lowest when the source is
 * below every one of them (its one rendition is what plays).
 */
export function offeredResolutions<T extends number>(
  all: readonly T[],
  heights: readonly number[] | null,
): T[] {
  if (heights === null) return [...all];
  const offered = all.filter((h) => heights.includes(h));
  return offered.length > 0 ? offered : all.slice(0, 1);
}

/** The chosen resolution if offered, else the tallest offered below it, else the lowest. */
export function offeredChoice<T extends number>(chosen: T, offered: readonly T[]): T {
  if (offered.includes(chosen)) return chosen;
  return offered.filter((h) => h < chosen).at(-1) ?? offered[0] ?? chosen;
}
