/**
 * The assistant's references to smart instructions (issue 20 item 2): which of them the caller
 * may still see (a stored answer's references to an instruction since unpublished, deleted or
 * published to another team drop out, as workflows' do), and their cards for
 * `/chat/references` (current titles, the item's text, the signed poster).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ChatReferenceCard } from '@stepwise/core';
import { smartInstructions, sopItems } from '../db/schema.js';
import type { Services } from '../services.js';
import type { Caller } from './caller.js';
import { visibleInstructionsWhere } from './smart-instruction-lists.js';
import { sopMediaSigner } from './smart-instruction-view.js';

/** A quote on a card is at most this long (as a workflow's). */
const QUOTE_MAX = 300;

async function visibleRows(caller: Caller, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return caller.tenant.select(
    smartInstructions,
    and(
      inArray(smartInstructions.id, [...new Set(ids)]),
      eq(smartInstructions.published, true),
      eq(smartInstructions.status, 'completed'),
      await visibleInstructionsWhere(caller),
    ),
  );
}

/** The ids among `ids` of published instructions the caller may see. */
export async function visibleInstructionIds(
  caller: Caller,
  ids: readonly string[],
): Promise<Set<string>> {
  return new Set((await visibleRows(caller, ids)).map((r) => r.id));
}

/** A fresh card for each reference to an item the caller may still see; others left out. */
export async function sopReferenceCards(
  caller: Caller,
  media: { services: Pick<Services, 'config' | 'mediaKey'>; origin?: string | undefined },
  refs: readonly { id: string; itemId: string }[],
): Promise<Map<string, ChatReferenceCard>> {
  const cards = new Map<string, ChatReferenceCard>();
  const rows = await visibleRows(
    caller,
    refs.map((r) => r.id),
  );
  if (rows.length === 0) return cards;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = await caller.tenant.select(
    sopItems,
    inArray(
      sopItems.id,
      refs.filter((r) => byId.has(r.id)).map((r) => r.itemId),
    ),
  );
  const sign = sopMediaSigner(media.services, media.origin);
  for (const ref of refs) {
    const sop = byId.get(ref.id);
    const item = items.find((i) => i.id === ref.itemId && i.instructionId === ref.id);
    if (!sop || !item) continue;
    const said = item.description.replace(/\s+/g, ' ').trim();
    cards.set(`${ref.id}:${ref.itemId}`, {
      type: 'multimodalSop',
      id: sop.id,
      title: sop.title,
      itemId: item.id,
      itemTitle: item.title,
      itemOrder: item.order,
      quote: said.length > QUOTE_MAX ? `${said.slice(0, QUOTE_MAX - 1)}…` : said,
      languageCode: sop.languageCode,
      poster: sop.poster ? sign(sop.poster) : null,
      videoDuration: null,
    });
  }
  return cards;
}
