/**
 * Where a reference card of an answer leads (issue 7: "references open the player at that
 * moment; inside the portal it navigates"). In the player's Q&A tab a reference into the workflow
 * being played seeks it; any other reference opens that workflow's player at the step and time.
 */
import type { ChatReference } from '@stepwise/core';
import { paths } from '../../paths';

export type ReferenceTarget =
  { kind: 'seek'; stepId: string; time: number } | { kind: 'navigate'; to: string };

type Reference = Pick<ChatReference, 'id' | 'stepId' | 'startTime'>;

/**
 * A player route at a step and a time: `/{route}/{workflowId}/{stepId}?t={seconds}` (000 §2
 * `{stepId?}`; `t` is the portal's start-time query, seconds into the workflow's video, which the
 * player page seeks to once the media is ready). The private player unless `route` says which
 * (the fullscreen and embed players stay what they are).
 */
export function playerPathAt(reference: Reference, route = 'playermain'): string {
  const base =
    route === 'playermain'
      ? paths.player(reference.id)
      : `/${route}/${encodeURIComponent(reference.id)}`;
  const t = Math.max(0, Math.round(reference.startTime * 100) / 100);
  return `${base}/${encodeURIComponent(reference.stepId)}?t=${t}`;
}

/** In the player: seek when the reference is into `playing`, else open the other workflow. */
export function referenceTarget(
  reference: Reference,
  playing?: { workflowId: string; route: string },
): ReferenceTarget {
  if (playing && reference.id === playing.workflowId) {
    return { kind: 'seek', stepId: reference.stepId, time: Math.max(0, reference.startTime) };
  }
  return { kind: 'navigate', to: playerPathAt(reference, playing?.route) };
}
