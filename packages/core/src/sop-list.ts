// The SOP step list's rules (001 §5): a step's group, insert positions and drag-and-drop, each
// refusal with the spec's message. Zod-free and pure: the portal's editor checks a drop before it
// shows it, and the server checks the same drop before it stores it.

import {
  fixedItemOrder,
  STEP_GROUP_FOLLOWER_TYPES,
  type SopItemType,
  type SopListMode,
} from './smart-instruction.js';

/** 001 §5 messages, word for word; the ones marked ours cover cases the spec leaves open. */
export const SopRuleMessage = {
  InvalidPosition: 'Invalid position',
  InsertBetweenStepAndSubsteps: 'Cannot insert between a Step and its Substeps',
  InsertBetweenSubsteps: 'Cannot insert between substeps of the same parent',
  InsertInsideSubstepGroup: 'Cannot insert inside a group of substeps',
  /** Ours: a substep is inserted right after its step or another substep. */
  SubstepNeedsStep: 'A SubStep must follow a Step or another SubStep',
  DragInViewerMode: 'Cannot drag in viewer mode',
  DropOnSelf: 'Cannot drop on self',
  SubstepOnSubstepOnly: 'SubSteps can only be dropped on other SubSteps',
  NonSubstepInSubstepGroup: 'Cannot drop non-SubStep cards within SubStep groups',
  DropOnNonDraggable: 'Cannot drop on non-draggable step',
  StepGroupWithinItself: 'Cannot drop step group within itself',
  /** Ours: the introduction and conclusion cards do not move. */
  DragNonDraggable: 'Cannot drag non-draggable step',
  /** Ours: an id that is not in the list. */
  ItemNotFound: 'Item not found',
  StepTypeRequired: 'Step type is required',
  StepIdRequired: 'Step ID is required',
  DeleteIdRequired: 'ID is required to delete a SOP item',
} as const;
export type SopRuleMessageValue = (typeof SopRuleMessage)[keyof typeof SopRuleMessage];

/** What the list rules read of an item; other fields ride along untouched. */
export interface SopListItem {
  id: string;
  type: SopItemType;
  parentItemId?: string | null;
  subItemIds?: string[];
  order?: number;
}

export type SopListResult<T> =
  { ok: true; items: T[] } | { ok: false; message: SopRuleMessageValue };

const isCard = (type: SopItemType) => type === 'introduction' || type === 'conclusion';
const follows = (type: SopItemType) =>
  (STEP_GROUP_FOLLOWER_TYPES as readonly string[]).includes(type);

/**
 * 001 §5: a step's group, its substeps plus the following warnings, tools and quizzes until the
 * next step. Other cards in between (a checklist, say) stay out of it and stay in place when the
 * step moves. Empty for an id that is not a step of the list.
 */
export function stepGroup<T extends SopListItem>(items: readonly T[], stepId: string): T[] {
  const at = items.findIndex((i) => i.id === stepId);
  if (at < 0 || items[at]!.type !== 'step') return [];
  const group: T[] = [];
  for (const item of items.slice(at + 1)) {
    if (item.type === 'step' || item.type === 'conclusion') break;
    if (item.type === 'sub_step' || follows(item.type)) group.push(item);
  }
  return group;
}

/**
 * Orders, parents and children from the positions: introduction 0, conclusion 999, the others
 * 1, 2, ... in list order; a substep's parent is the step before it, and a step lists its
 * substeps in `subItemIds`.
 */
export function normaliseSopItems<T extends SopListItem>(items: readonly T[]): T[] {
  let order = 0;
  let step: T | null = null;
  const subs = new Map<string, string[]>();
  const out = items.map((item): T => {
    const fixed = fixedItemOrder(item.type);
    const next = { ...item, order: fixed ?? ++order };
    if (item.type === 'step') {
      step = next;
      subs.set(item.id, []);
    } else if (item.type === 'sub_step') {
      const parent: T | null = step;
      next.parentItemId = parent ? parent.id : null;
      if (parent) subs.get(parent.id)!.push(item.id);
    } else if (item.type === 'conclusion') {
      step = null;
    }
    return next;
  });
  return out.map((item) =>
    item.type === 'step' ? { ...item, subItemIds: subs.get(item.id)! } : item,
  );
}

/**
 * 001 §5: why an item of `type` cannot go in at `position` (0 = before the first item, length =
 * after the last), or null. The list's bounds are inside its cards: nothing goes before the
 * introduction or after the conclusion.
 */
export function insertRefusal(
  items: readonly SopListItem[],
  position: number,
  type: SopItemType,
): SopRuleMessageValue | null {
  const first = items[0]?.type === 'introduction' ? 1 : 0;
  const last = items.at(-1)?.type === 'conclusion' ? items.length - 1 : items.length;
  if (!Number.isInteger(position) || position < first || position > last) {
    return SopRuleMessage.InvalidPosition;
  }
  if (isCard(type)) return SopRuleMessage.InvalidPosition;
  const prev = items[position - 1];
  const next = items[position];
  if (type === 'sub_step') {
    return prev?.type === 'step' || prev?.type === 'sub_step'
      ? null
      : SopRuleMessage.SubstepNeedsStep;
  }
  if (next?.type !== 'sub_step') return null;
  if (prev?.type === 'step') return SopRuleMessage.InsertBetweenStepAndSubsteps;
  if (prev?.type === 'sub_step' && prev.parentItemId === next.parentItemId) {
    return SopRuleMessage.InsertBetweenSubsteps;
  }
  return SopRuleMessage.InsertInsideSubstepGroup;
}

/** Inserts `item` at `position` (see insertRefusal), then renumbers with normaliseSopItems. */
export function insertSopItem<T extends SopListItem>(
  items: readonly T[],
  position: number,
  item: T,
): SopListResult<T> {
  const refusal = insertRefusal(items, position, item.type);
  if (refusal) return { ok: false, message: refusal };
  return {
    ok: true,
    items: normaliseSopItems([...items.slice(0, position), item, ...items.slice(position)]),
  };
}

/**
 * 001 §5: the first rule a drop of `draggedId` on `targetId` breaks, in the spec's order, or
 * null.
 */
export function dropRefusal(
  items: readonly SopListItem[],
  draggedId: string,
  targetId: string,
  mode: SopListMode = 'edit',
): SopRuleMessageValue | null {
  if (mode === 'view') return SopRuleMessage.DragInViewerMode;
  if (draggedId === targetId) return SopRuleMessage.DropOnSelf;
  const dragged = items.find((i) => i.id === draggedId);
  const target = items.find((i) => i.id === targetId);
  if (!dragged || !target) return SopRuleMessage.ItemNotFound;
  if (isCard(dragged.type)) return SopRuleMessage.DragNonDraggable;
  if (dragged.type === 'sub_step' && target.type !== 'sub_step') {
    return SopRuleMessage.SubstepOnSubstepOnly;
  }
  if (dragged.type !== 'sub_step' && target.type === 'sub_step') {
    return SopRuleMessage.NonSubstepInSubstepGroup;
  }
  if (isCard(target.type)) return SopRuleMessage.DropOnNonDraggable;
  if (dragged.type === 'step' && stepGroup(items, draggedId).some((i) => i.id === targetId)) {
    return SopRuleMessage.StepGroupWithinItself;
  }
  return null;
}

/**
 * 001 §5: drops `draggedId` on `targetId` and returns the new order (renumbered), or the refusal.
 * The dragged item takes the target's place: before it when moving up, after it when moving
 * down. A step moves with its group and lands between steps: before the target's step, or after
 * that step's span when moving down. Another card dropped on a step moving down lands after the
 * step's substeps, never between a step and its substeps. A substep dropped on another step's
 * substep joins that step.
 */
export function moveSopItem<T extends SopListItem>(
  items: readonly T[],
  draggedId: string,
  targetId: string,
  mode: SopListMode = 'edit',
): SopListResult<T> {
  const refusal = dropRefusal(items, draggedId, targetId, mode);
  if (refusal) return { ok: false, message: refusal };
  const from = items.findIndex((i) => i.id === draggedId);
  const to = items.findIndex((i) => i.id === targetId);
  const down = from < to;
  const dragged = items[from]!;
  const block = dragged.type === 'step' ? [dragged, ...stepGroup(items, draggedId)] : [dragged];
  const moving = new Set(block.map((i) => i.id));
  const rest = items.filter((i) => !moving.has(i.id));
  const indexIn = (id: string) => rest.findIndex((i) => i.id === id);

  let at: number;
  if (dragged.type === 'step') {
    // The step whose span holds the target (the nearest step at or before it).
    let owner: T | null = null;
    for (let i = to; i >= 0 && !owner; i--) if (items[i]!.type === 'step') owner = items[i]!;
    if (!owner || owner.id === draggedId) {
      at = indexIn(targetId) + (down ? 1 : 0);
    } else if (!down) {
      at = indexIn(owner.id);
    } else {
      at = indexIn(owner.id) + 1;
      while (at < rest.length && rest[at]!.type !== 'step' && rest[at]!.type !== 'conclusion') at++;
    }
  } else {
    at = indexIn(targetId);
    if (down) {
      at++;
      if (dragged.type !== 'sub_step') {
        while (rest[at]?.type === 'sub_step') at++;
      }
    }
  }
  return {
    ok: true,
    items: normaliseSopItems([...rest.slice(0, at), ...block, ...rest.slice(at)]),
  };
}

/**
 * 001 §5 for a whole list (the editor's autosave sends one): the introduction only first and the
 * conclusion only last, each at most once, and every substep right after a step or another
 * substep. The first rule broken, or null.
 */
export function listRefusal(items: readonly SopListItem[]): SopRuleMessageValue | null {
  const seen = new Set<SopItemType>();
  for (const [i, item] of items.entries()) {
    if (isCard(item.type)) {
      const atItsEnd = item.type === 'introduction' ? i === 0 : i === items.length - 1;
      if (!atItsEnd || seen.has(item.type)) return SopRuleMessage.InvalidPosition;
      seen.add(item.type);
    }
    const prev = items[i - 1]?.type;
    if (item.type === 'sub_step' && prev !== 'step' && prev !== 'sub_step') {
      return SopRuleMessage.SubstepNeedsStep;
    }
  }
  return null;
}
