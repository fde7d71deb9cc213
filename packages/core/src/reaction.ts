// 002 §3-4, §9: reactions to a workflow. Zod-free for the player; the wire schemas are in
// reaction.schema.ts.

/**
 * 002 §3 "workflow reaction set item: id, name, icon": the set itself is not shown, so it is
 * ours, fixed, and the same for every organisation. `name` is an i18n key's English text.
 */
export const WORKFLOW_REACTIONS = [
  { id: 'like', name: 'Like', icon: '👍' },
  { id: 'love', name: 'Love', icon: '❤️' },
  { id: 'insightful', name: 'Insightful', icon: '💡' },
  { id: 'celebrate', name: 'Celebrate', icon: '🎉' },
  { id: 'curious', name: 'Curious', icon: '🤔' },
] as const;

export type WorkflowReactionId = (typeof WORKFLOW_REACTIONS)[number]['id'];
export const WORKFLOW_REACTION_IDS = WORKFLOW_REACTIONS.map((r) => r.id) as WorkflowReactionId[];

export interface WorkflowReactionSetItem {
  id: WorkflowReactionId;
  name: string;
  icon: string;
}

/** 002 §3 workflow reaction entry; `timestamp` is ISO 8601. */
export interface WorkflowReactionEntry {
  uid: string;
  displayName: string;
  reaction: WorkflowReactionId;
  timestamp: string;
}

/** 002 §9: a press of 500 ms or more lists who reacted; clicks are debounced 300 ms. */
export const REACTION_LONG_PRESS_MS = 500;
export const REACTION_CLICK_DEBOUNCE_MS = 300;

export function isWorkflowReactionId(value: unknown): value is WorkflowReactionId {
  return typeof value === 'string' && (WORKFLOW_REACTION_IDS as string[]).includes(value);
}

/**
 * 002 §4: pressing the reaction already chosen removes it (null); a different one replaces it.
 * A user has at most one reaction per workflow (002 §3).
 */
export function nextReaction(
  current: WorkflowReactionId | null,
  pressed: WorkflowReactionId,
): WorkflowReactionId | null {
  return current === pressed ? null : pressed;
}

/** How many users chose each reaction; every reaction of the set is present, 0 when unused. */
export function reactionCounts(
  entries: readonly { reaction: string }[],
): Record<WorkflowReactionId, number> {
  const counts = Object.fromEntries(WORKFLOW_REACTION_IDS.map((id) => [id, 0])) as Record<
    WorkflowReactionId,
    number
  >;
  for (const e of entries) if (isWorkflowReactionId(e.reaction)) counts[e.reaction] += 1;
  return counts;
}

/** 002 §9: reaction and step counts are zero-padded to two digits. */
export function padCount(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, '0');
}
