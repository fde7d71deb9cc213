/**
 * Shared (shared-device) accounts: one sign-in for a tablet on the line. Created by
 * POST /user/add (type user-shared) and POST /v1/admin/user/shared-account alike.
 */
import { z } from 'zod';
import {
  PERSON_NAME_MAX_LENGTH,
  Role,
  sharedAccountNameSchema,
  escapeHtml,
  sharedAccountEmail,
} from '@stepwise/core';
import type { Tenant } from '../db/tenant.js';
import { hashSecret } from '../auth/passwords.js';
import { nameText, text } from './text-fields.js';
import type { UserRow } from '../db/schema.js';
import { assertNewPassword } from './new-password.js';
import { insertOrgUser, workspaceGrantsSchema } from './org-users.js';

export const sharedAccountInputSchema = z
  .object({
    // One rule for shared-account names wherever they are created (it becomes an email local part).
    account: sharedAccountNameSchema,
    displayName: nameText(PERSON_NAME_MAX_LENGTH),
    password: text(200).min(1),
    groups: workspaceGrantsSchema.default([]),
  })
  .strict();
export type SharedAccountInput = z.infer<typeof sharedAccountInputSchema>;

/**
 * Password rules as for people (002 §5 / §8, with the account name as the certain value);
 * 409 'user already exists' when the account name is taken.
 */
export async function createSharedAccount(
  tenant: Tenant,
  clientKey: string,
  input: SharedAccountInput,
): Promise<UserRow> {
  await assertNewPassword(input.password, input.account);
  return insertOrgUser(
    tenant,
    {
      email: sharedAccountEmail(clientKey, input.account),
      role: Role.Viewer,
      displayName: escapeHtml(input.displayName.trim()),
      shared: true,
      sharedAccount: input.account,
      passwordHash: await hashSecret(input.password),
    },
    input.groups,
  );
}
