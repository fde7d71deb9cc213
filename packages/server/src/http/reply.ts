import { z } from 'zod';
import { apiResponseSchema, okResponse } from '@stepwise/core';

// The text fields are input rules the domain uses too; the routes take them from here with the
// rest of what a route declares.
export { nameText, text } from '../domain/text-fields.js';

/** Success in the spec's wrapper. */
export const ok = okResponse;

/** Response schema for the OpenAPI document and the serializer: `{ok, code, errorMessage, data}`. */
export const wrapped = <T extends z.ZodType>(data: T) => ({ 200: apiResponseSchema(data) });

export const idParam = z.object({ id: z.string().min(1).max(64) });
