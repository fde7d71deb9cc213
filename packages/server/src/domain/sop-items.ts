/**
 * Items one at a time (issue 20; 001 §5 through the API): insert at a position, edit, move by
 * drag and drop, delete. Each change is checked by core's list rules (sop-list.ts), the very
 * ones the editor applies before it shows a drop, and refused with the spec's message (400).
 */
import { eq } from 'drizzle-orm';
import {
  insertRefusal,
  insertSopItem,
  moveSopItem,
  SopRuleMessage,
  type SopItemType,
} from '@stepwise/core';
import { smartInstructions, sopItems } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest, notFound } from './errors.js';
import {
  draggableInstruction,
  mutableInstruction,
  type SmartInstructionRow,
} from './smart-instruction-access.js';
import {
  draftOf,
  loadItems,
  writeItems,
  type ParsedSopItemInput,
  type SopItemDraft,
  type SopItemRow,
} from './sop-item-rows.js';

/** Ours: the two cards stay (001 §3: every SOP has its introduction and conclusion). */
export const CARD_NOT_DELETABLE = 'The introduction and conclusion cannot be deleted';

export interface ItemsChange {
  row: SmartInstructionRow;
  items: SopItemRow[];
}

/** Writes the list and answers it with the SOP as it now is (steps count, change time). */
async function rewrite(
  tx: Tenant,
  row: SmartInstructionRow,
  drafts: readonly SopItemDraft[],
): Promise<ItemsChange> {
  const items = await writeItems(tx, row.id, drafts);
  const fresh = await tx.first(smartInstructions, eq(smartInstructions.id, row.id));
  return { row: fresh ?? row, items };
}

/** Items as the list rules read them (a stored row is a draft with more columns). */
const typed = (items: readonly SopItemDraft[]): (SopItemDraft & { type: SopItemType })[] =>
  items.map((i) => ({ ...i, type: i.type as SopItemType }));

/** POST /v1/multimodal-sop/{id}/items: insert at `position` (0 = before the first item). */
export async function insertItem(
  caller: Caller,
  id: string,
  body: { item: ParsedSopItemInput; position: number },
): Promise<ItemsChange> {
  const { row } = await mutableInstruction(caller, id);
  return caller.tenant.transaction(async (tx) => {
    const stored = await loadItems(tx, row.id);
    if (body.item.id && stored.some((s) => s.id === body.item.id)) {
      throw badRequest(`Item id ${body.item.id} is used twice`);
    }
    const result = insertSopItem(typed(stored), body.position, {
      ...draftOf(body.item),
      type: body.item.type as SopItemType,
    });
    if (!result.ok) throw badRequest(result.message, { position: body.position });
    return rewrite(tx, row, result.items);
  });
}

/**
 * PUT /v1/multimodal-sop/{id}/items/{itemId}: one item's content. A change of type must still
 * fit where the item stands (a substep right after a step or a substep, no card in the middle).
 */
export async function updateItem(
  caller: Caller,
  id: string,
  itemId: string,
  body: ParsedSopItemInput & { id: string },
): Promise<ItemsChange> {
  if (body.id !== itemId) throw badRequest('The item id in the path and the body differ');
  const { row } = await mutableInstruction(caller, id);
  return caller.tenant.transaction(async (tx) => {
    const stored = await loadItems(tx, row.id);
    const at = stored.findIndex((s) => s.id === itemId);
    if (at < 0) throw notFound('SOP item');
    const before = stored[at]!;
    if (body.type !== before.type) {
      const others = typed(stored.filter((s) => s.id !== itemId));
      const fixedBefore = before.type === 'introduction' || before.type === 'conclusion';
      const refusal = fixedBefore
        ? SopRuleMessage.InvalidPosition
        : insertRefusal(others, at, body.type as SopItemType);
      if (refusal) throw badRequest(refusal, { itemId });
    }
    const next = stored.map((s) => (s.id === itemId ? draftOf(body, before) : s));
    return rewrite(tx, row, next);
  });
}

/** POST /v1/multimodal-sop/{id}/items/move: drop `draggedId` on `targetId` (001 §5). */
export async function moveItem(
  caller: Caller,
  id: string,
  body: { draggedId: string; targetId: string },
): Promise<ItemsChange> {
  const { row } = await draggableInstruction(caller, id);
  return caller.tenant.transaction(async (tx) => {
    const stored = await loadItems(tx, row.id);
    const result = moveSopItem(typed(stored), body.draggedId, body.targetId);
    if (!result.ok) throw badRequest(result.message, body);
    return rewrite(tx, row, result.items);
  });
}

/** DELETE /v1/multimodal-sop/items: an item by id; a step takes its substeps along. */
export async function deleteItem(caller: Caller, itemId: string): Promise<ItemsChange> {
  const item = await caller.tenant.first(sopItems, eq(sopItems.id, itemId));
  if (!item) throw notFound('SOP item');
  const { row } = await mutableInstruction(caller, item.instructionId);
  if (item.type === 'introduction' || item.type === 'conclusion') {
    throw badRequest(CARD_NOT_DELETABLE, { itemId });
  }
  return caller.tenant.transaction(async (tx) => {
    const stored = await loadItems(tx, row.id);
    const gone = new Set([itemId, ...(item.type === 'step' ? item.subItemIds : [])]);
    const rest = stored.filter((s) => !gone.has(s.id) && s.parentItemId !== itemId);
    return rewrite(tx, row, rest);
  });
}
