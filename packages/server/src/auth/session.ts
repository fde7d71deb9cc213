import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  isGeneration2Refused,
  MessageKey,
  type OrganizationSettings,
  organizationSettingsSchema,
  type Session,
  StepwiseError,
} from '@stepwise/core';
import type { Services } from '../services.js';
import { organizations } from '../db/schema.js';
import type { OrganizationRow, UserRow } from '../db/schema.js';
import type { SessionKind } from './tokens.js';

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
