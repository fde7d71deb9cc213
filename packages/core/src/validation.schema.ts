import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.js';
import { nameErrors, passwordErrors, titleErrors, type NameRuleOptions } from './validation.js';

// The wire schemas of the validation rules; the rules stay zod-free in validation.ts (see README:
// the portal's first visit loads no zod).

export const emailSchema = z.email().max(EMAIL_MAX_LENGTH);

/**
 * Employee IDs and shared-account names: characters valid in an email local part, and never
 * ending in ".shared", which would make an employee address read as a shared-account one.
 */
export const employeeIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/, {
    message: 'employee ID may only contain letters, digits, _ - and single dots',
  })
  .refine((id) => !id.toLowerCase().endsWith('.shared'), {
    message: 'employee ID may not end with ".shared"',
  });

/**
 * Shared-account names: lowercase, because the derived address is lowercased and the stored
 * name should read the same; dots only between other characters, so the address stays valid.
 */
export const sharedAccountNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/, {
    message: 'shared account may only contain a-z, 0-9, _ - and single inner dots',
  });

/** A name field: issues carry the rule keys as messages; the output is trimmed. */
export function nameSchema(opts: NameRuleOptions = {}) {
  return z
    .string()
    .superRefine((value, ctx) => {
      for (const key of nameErrors(value, opts)) ctx.addIssue({ code: 'custom', message: key });
    })
    .transform((value) => value.trim());
}

/** A workflow's or smart instruction's title: see titleErrors. Saved trimmed. */
export function titleSchema(max?: number) {
  return z
    .string()
    .superRefine((value, ctx) => {
      for (const key of titleErrors(value, max)) ctx.addIssue({ code: 'custom', message: key });
    })
    .transform((value) => value.trim());
}

export const passwordSchema = z.string().superRefine((value, ctx) => {
  for (const key of passwordErrors(value)) ctx.addIssue({ code: 'custom', message: key });
});
