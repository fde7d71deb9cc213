/**
 * Employee-ID and shared-account sessions: the 000 §3 "local session account" (account,
 * isSharedAccount) on top of the usual session. The spec's refresh also returns a disposablePwd
 * for the third-party sign-in it replays; our refresh answers a new access token instead.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  isGeneration2Refused,
  type LocalSession,
  MessageKey,
  normaliseFeatureFlags,
  type Session,
  StepwiseError,
} from '@stepwise/core';

import type { Services } from '../services.js';
import { users } from '../db/schema.js';
import type { UserRow } from '../db/schema.js';
import { invalidCredentials, organizationOf } from './session.js';

export const refreshBody = z.object({ refreshToken: z.string().min(1).max(200) });

export function localSession(session: Session, user: UserRow): LocalSession {
  return {
    ...session,
    account: (user.shared ? user.sharedAccount : user.employeeId) ?? '',
    isSharedAccount: user.shared,
  };
}

export const signInDisabled = () =>
  new StepwiseError(ErrorCode.Forbidden, MessageKey.disableDHLogin, { category: 'auth' });

/**
 * Rotates a refresh token of one kind and re-applies what sign-in checked: the user still
 * exists and is enabled, the organisation is not refused, and (for shared accounts) the
 * organisation still allows shared-account login.
 */
export async function refreshLocalSession(
  services: Services,
  refreshToken: string,
  kind: 'employee-id' | 'shared',
): Promise<LocalSession> {
  const pair = await services.tokens.rotate(refreshToken, [kind]);
  const rows = await services.db.select().from(users).where(eq(users.id, pair.userId)).limit(1);
  const user = rows[0];
  if (!user || user.disabled) throw invalidCredentials();
  const { org, settings } = await organizationOf(services, user.organizationId);
  if (isGeneration2Refused({ generation: org.generation as 'gen2' | 'gen2plus' })) {
    throw invalidCredentials();
  }
  const features = normaliseFeatureFlags(settings.features, settings.employeeIdLogin);
  if (kind === 'shared' && !features.sharedAccountLogin) throw signInDisabled();
  return localSession(
    {
      ...pair,
      userId: user.id,
      organizationId: user.organizationId,
      email: user.email,
      role: user.role,
    },
    user,
  );
}
