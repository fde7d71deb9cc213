/**
 * The bounded text fields of request bodies, as zod builders. Input rules, not HTTP: the domain's
 * own input schemas (shared-accounts.ts) use them as the routes do (through http/reply.ts).
 */
import { z } from 'zod';
import { MessageKey, TITLE_MAX_LENGTH, hasForbiddenNameChars } from '@stepwise/core';

/** Bounded strings: every text a client sends has a ceiling, so oversized input is a 400. */
export const text = (max = 200) => z.string().max(max);

/** A person's or a thing's name: bounded, not blank, none of the forbidden characters (000 §5). */
export const nameText = (max = TITLE_MAX_LENGTH, strict = false) =>
  z
    .string()
    .max(max)
    .refine((v) => v.trim().length > 0, { message: MessageKey.noAllSpace })
    .refine((v) => !hasForbiddenNameChars(v, strict), { message: MessageKey.invalidName });
