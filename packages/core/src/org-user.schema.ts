/**
 * Wire schemas of the admin users list and of a PIN setup code as it is issued (issue 14). The
 * server builds its answers with these; `@stepwise/api` parses them with the same ones.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './id.schema.js';
import { pinResetStatusSchema } from './login.schema.js';
import { ORG_USER_KINDS } from './org-user.js';
import { roleSchema } from './role.schema.js';
import { userKindSchema } from './user.schema.js';

export const orgUserKindSchema = z.enum(ORG_USER_KINDS);

export const orgUserSchema = z.object({
  id: z.string(),
  /** Display name, else first and last name; employee-ID users without one their ID. */
  displayName: z.string(),
  /** Null for generated addresses (employee-ID, shared and LMS accounts): they are not mail. */
  email: z.string().nullable(),
  employeeId: z.string().nullable(),
  role: roleSchema,
  kind: orgUserKindSchema,
  disabled: z.boolean(),
  /** Employee-ID accounts only: valid, pending (asked for a reset), reset-required, or none yet. */
  pinResetStatus: pinResetStatusSchema,
  createdAt: isoDateTimeSchema,
  /** Issue 25: an e-mail user who has not accepted the invitation (no password, never signed in). */
  invited: z.boolean().optional(),
});
export type OrgUser = z.infer<typeof orgUserSchema>;

export const orgUserListSchema = z.object({
  items: z.array(orgUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
});
export type OrgUserList = z.infer<typeof orgUserListSchema>;

/**
 * A setup code as issued: shown once to the admin (never readable again, only its hash is
 * kept), with its expiry, the portal path where it is used, and whether it was mailed.
 */
export const pinSetupIssuedSchema = z.object({
  code: z.string(),
  expiresAt: isoDateTimeSchema,
  path: z.string(),
  mailed: z.boolean(),
});
export type PinSetupIssued = z.infer<typeof pinSetupIssuedSchema>;

/** POST /v1/reset/password/employeeIdPIN/request: the reset, and the code that ends it. */
export const pinResetIssuedSchema = z.object({
  employeeId: z.string(),
  resetStatus: pinResetStatusSchema,
  pinSetup: pinSetupIssuedSchema,
});
export type PinResetIssued = z.infer<typeof pinResetIssuedSchema>;

/** POST /user/add: the account made, its invitation link or first PIN setup code when it has one. */
export const addedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  kind: userKindSchema,
  inviteLink: z.string().optional(),
  /** Employee-ID users: the code they choose their first PIN with, shown this once (issue 14). */
  pinSetup: pinSetupIssuedSchema.optional(),
});
export type AddedUser = z.infer<typeof addedUserSchema>;

/** GET /v1/people: people to pick as assignees or receivers (issue 24). */
export const peopleQuerySchema = z.object({
  keyword: z.string().trim().min(2).max(100),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const personOptionSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  /** Null for generated addresses (employee-ID accounts). */
  email: z.string().nullable(),
});
export type PersonOption = z.infer<typeof personOptionSchema>;
export const peopleAnswerSchema = z.object({ items: z.array(personOptionSchema) });
