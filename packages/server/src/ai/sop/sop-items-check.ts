/**
 * The checks every imported item list passes before it is stored, whoever made it (the PDF
 * reader, a chat model, a workflow): each item parses with core's sopItemInputSchema, and the
 * list obeys the step list's rules (sop-list.ts): the introduction first, the conclusion last,
 * no other card, every substep right after a step or another substep, at least one step, at
 * most SOP_MAX_ITEMS. A list that fails is never saved; the job fails with the problem.
 */
import {
  SOP_MAX_ITEMS,
  TITLE_MAX_LENGTH,
  SOP_DESCRIPTION_MAX_LENGTH,
  sopItemInputSchema,
  type SopItemInput,
} from '@stepwise/core';

/** The first problem of `items` in words, or null when they may be stored. */
export function importedItemsProblem(items: readonly SopItemInput[]): string | null {
  if (items.length > SOP_MAX_ITEMS) return `more than ${SOP_MAX_ITEMS} items`;
  for (const [i, item] of items.entries()) {
    const parsed = sopItemInputSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `item ${i + 1} is invalid: ${issue?.path.join('.') || 'item'} ${issue?.message ?? ''}`.trim();
    }
  }
  if (items[0]?.type !== 'introduction') return 'the list does not start with the introduction';
  if (items.at(-1)?.type !== 'conclusion') return 'the list does not end with the conclusion';
  const cards = items.filter((i) => i.type === 'introduction' || i.type === 'conclusion');
  if (cards.length !== 2) return 'the introduction and the conclusion appear more than once';
  if (!items.some((i) => i.type === 'step')) return 'there is no step';
  for (const [i, item] of items.entries()) {
    const prev = items[i - 1]?.type;
    if (item.type === 'sub_step' && prev !== 'step' && prev !== 'sub_step') {
      return `item ${i + 1}, a substep, does not follow a step`;
    }
  }
  return null;
}

/** Text cut to `max` characters at a word, with an ellipsis when cut. */
export function clipText(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** A title within the title rule (TITLE_MAX_LENGTH characters, not blank). */
export function clipTitle(text: string, fallback: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean === '' ? fallback : clipText(clean, TITLE_MAX_LENGTH);
}

export const clipDescription = (text: string) => clipText(text.trim(), SOP_DESCRIPTION_MAX_LENGTH);
