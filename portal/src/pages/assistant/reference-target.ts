/**
 * Where a reference card of an answer leads (issue 7: "references open the player at that
 * moment; inside the portal it navigates"). In the player's Q&A tab a reference into the workflow
 * being played seeks it; any other reference opens that workflow's player at the step and time,
 * and a smart instruction's item opens the smart instruction (issue 20).
 */
import type { ChatReference } from '@stepwise/core';
import { paths } from '../../paths';

export type ReferenceTarget =
  { kind: 'seek'; stepId: string; time: number } | { kind: 'navigate'; to: string };

type Reference = Pick<Extract<ChatReference, { type: 'workflow' }>, 'id' | 'stepId' | 'startTime'>;
type AnyReference =
  Reference | Pick<Extract<ChatReference, { type: 'multimodalSop' }>, 'type' | 'id'>;

const isSop = (r: AnyReference): r is Extract<AnyReference, { type: 'multimodalSop' }> =>
  'type' in r && r.type === 'multimodalSop';

/** The portal page a reference opens: the player at its moment, or the smart instruction. */
export function referencePath(reference: AnyReference, route = 'playermain'): string {
  return isSop(reference) ? paths.smartInstruction(reference.id) : playerPathAt(reference, route);
}

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
  reference: AnyReference,
  playing?: { workflowId: string; route: string },
): ReferenceTarget {
  if (isSop(reference)) return { kind: 'navigate', to: paths.smartInstruction(reference.id) };
  if (playing && reference.id === playing.workflowId) {
    return { kind: 'seek', stepId: reference.stepId, time: Math.max(0, reference.startTime) };
  }
  return { kind: 'navigate', to: playerPathAt(reference, playing?.route) };
}
