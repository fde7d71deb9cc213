import { z } from 'zod';
import {
  MessageKey,
  TITLE_MAX_LENGTH,
  apiResponseSchema,
  hasForbiddenNameChars,
  okResponse,
} from '@stepwise/core';

/** Success in the spec's wrapper. */
export const ok = okResponse;

/** Response schema for the OpenAPI document and the serializer: `{ok, code, errorMessage, data}`. */
export const wrapped = <T extends z.ZodType>(data: T) => ({ 200: apiResponseSchema(data) });

/** Bounded strings: every text a client sends has a ceiling, so oversized input is a 400. */
export const text = (max = 200) => z.string().max(max);
export const idParam = z.object({ id: z.string().min(1).max(64) });

/** A person's or a thing's name: bounded, not blank, none of the forbidden characters (000 §5). */
export const nameText = (max = TITLE_MAX_LENGTH, strict = false) =>
  z
    .string()
    .max(max)
    .refine((v) => v.trim().length > 0, { message: MessageKey.noAllSpace })
    .refine((v) => !hasForbiddenNameChars(v, strict), { message: MessageKey.invalidName });
