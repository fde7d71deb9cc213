import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  MessageKey,
  StepwiseError,
  isGeneration2Refused,
  organizationSettingsSchema,
  type OrganizationSettings,
} from '@stepwise/core';
import type { Services } from '../app.js';
import { organizations } from '../db/schema.js';
import type { OrganizationRow, UserRow } from '../http/types.js';
import type { SessionKind } from './tokens.js';

/** What every sign-in path answers with (inside the response wrapper). */
export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  tokenType: z.literal('Bearer'),
  userId: z.string(),
  organizationId: z.string(),
  email: z.string(),
  role: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const invalidCredentials = () =>
  new StepwiseError(ErrorCode.Unauthorized, MessageKey.invalidLoginCredentials, {
    category: 'auth',
  });

export async function organizationOf(
  services: Services,
  organizationId: string,
): Promise<{ org: OrganizationRow; settings: OrganizationSettings }> {
  const rows = await services.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const org = rows[0];
  if (!org) throw invalidCredentials();
  return { org, settings: organizationSettingsSchema.parse(org.settings) };
}

/** Checks that apply to every way in, then issues the session. */
export async function startSession(
  services: Services,
  user: UserRow,
  org: OrganizationRow,
  kind: SessionKind,
  /** The session id to use (a custom token's `jti`); a new one by default. */
  sessionId?: string,
): Promise<Session> {
  if (user.disabled) throw invalidCredentials();
  if (isGeneration2Refused({ generation: org.generation as 'gen2' | 'gen2plus' })) {
    throw new StepwiseError(ErrorCode.Forbidden, 'Generation-2 accounts are not supported', {
      category: 'permission',
    });
  }
  const pair = await services.tokens.issue(user, kind, sessionId);
  return {
    ...pair,
    userId: user.id,
    organizationId: user.organizationId,
    email: user.email,
    role: user.role,
  };
}
