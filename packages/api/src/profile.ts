/** The signed-in user's own profile and password (000 §3, §7). */
import type { UserProfile } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export interface ProfileUpdate {
  displayName?: string;
  firstName?: string;
  lastName?: string;
  locale?: string;
}

/** PATCH /v1/profile/me. */
export function updateProfile(api: Api, update: ProfileUpdate): Promise<UserProfile> {
  return call(api, 'PATCH /v1/profile/me', { json: update });
}

/**
 * POST /v1/auth/reset-password: the signed-in user's password change. A wrong current password
 * is refused with `auth.invalidLoginCredentials` (400, so the session stays).
 */
export async function changePassword(
  api: Api,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  await call(api, 'POST /v1/auth/reset-password', { json: body });
}
