import { z } from 'zod';

/** The wrapper every server path answers with (000 §8): `{ ok, code, errorMessage, data }`. */
export function apiResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({
    ok: z.boolean(),
    code: z.number().int(),
    errorMessage: z.string().nullable(),
    data: data.nullable(),
  });
}

// Small answers many routes share (the wrapper's `data`).

/** A deletion's answer: the id of what is gone. */
export const idAnswerSchema = z.object({ id: z.string() });
/** A deletion's answer in an item: `{ item: { id } }`. */
export const idItemAnswerSchema = z.object({ item: idAnswerSchema });
