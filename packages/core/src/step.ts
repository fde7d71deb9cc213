import { TITLE_MAX_LENGTH } from './constants.js';

/** 001 §9: step order spacing 10, so a step can be placed between two without renumbering. */
export const STEP_ORDER_SPACING = 10;

/** The order for a step added after the others: the next multiple of the spacing. */
export function nextStepOrder(orders: readonly number[]): number {
  if (orders.length === 0) return STEP_ORDER_SPACING;
  const last = Math.max(...orders);
  return (Math.floor(last / STEP_ORDER_SPACING) + 1) * STEP_ORDER_SPACING;
}

/** Orders for `count` new steps: 10, 20, 30, ... */
export function initialStepOrders(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + 1) * STEP_ORDER_SPACING);
}

const ELLIPSIS = '…';

/**
 * A step's title from its transcript: the first sentence with any text, whitespace collapsed.
 * Too long, it is cut at the last word boundary that fits and ends in an ellipsis (a hard cut
 * when that boundary would keep less than half, as in scripts without spaces). No sentences,
 * or only empty ones, give '': the title is never made up.
 */
export function stepTitleFromSentences(
  sentences: readonly { sentence: string }[],
  maxLength: number = TITLE_MAX_LENGTH,
): string {
  const first = sentences.map((s) => s.sentence.replace(/\s+/gu, ' ').trim()).find(Boolean);
  if (first === undefined) return '';
  const chars = [...first];
  if (chars.length <= maxLength) return first;
  const room = chars.slice(0, maxLength - ELLIPSIS.length);
  const lastSpace = room.lastIndexOf(' ');
  // The character after the cut being a space means the cut already ends a word.
  const endsWord = chars[room.length] === ' ';
  const cut = endsWord || lastSpace < room.length / 2 ? room : room.slice(0, lastSpace);
  return cut.join('').replace(/[\s,;:–—-]+$/u, '') + ELLIPSIS;
}
