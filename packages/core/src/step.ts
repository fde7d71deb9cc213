import { z } from 'zod';
import { TITLE_MAX_LENGTH, URL_MAX_LENGTH } from './constants.js';
import { idSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { sentenceSchema } from './transcription.schema.js';

/** 001 §9: step order spacing 10, so a step can be placed between two without renumbering. */
export const STEP_ORDER_SPACING = 10;

const mediaUrl = z.string().min(1).max(URL_MAX_LENGTH);
const seconds = z.number().nonnegative();

/**
 * A step title per language. Titles come from speech (see stepTitleFromSentences), so they keep
 * the punctuation the name rules forbid, and may be empty when nothing was said.
 */
const stepTitle = z
  .string()
  .trim()
  .refine((t) => [...t].length <= TITLE_MAX_LENGTH, { message: 'rules.max90' });

/**
 * 001 §3 / 002 §3 Step. startTime and endTime place it in the workflow's source video; its own
 * video, HLS playlist and per-resolution files start at zero, and so do its transcriptions
 * (sentences per language code, shifted with shiftSentences).
 */
export const stepSchema = z
  .object({
    id: idSchema,
    workflowId: idSchema,
    title: z.record(localeSchema, stepTitle),
    order: z.number().int().nonnegative(),
    startTime: seconds,
    endTime: seconds,
    duration: seconds,
    poster: mediaUrl.nullable(),
    hlsUrl: mediaUrl.nullable(),
    videos: z.record(z.string().regex(/^\d{3,4}$/), mediaUrl), // '720' -> file
    transcriptions: z.record(localeSchema, z.array(sentenceSchema)),
  })
  .refine((s) => s.endTime >= s.startTime, { message: 'endTime must not be before startTime' });
export type Step = z.infer<typeof stepSchema>;

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
