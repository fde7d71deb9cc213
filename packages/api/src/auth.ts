import type { Session, UserProfile } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** POST /v1/auth/login: the session is kept in the Api's token store. */
export async function login(
  api: Api,
  credentials: { email: string; password: string },
): Promise<Session> {
  const session = await call(api, 'POST /v1/auth/login', {
    json: { email: credentials.email.trim(), password: credentials.password },
  });
  api.tokens.set(session);
  return session;
}

/** POST /v1/auth/logout, then forgets the session even when the server could not be told. */
export async function logout(api: Api): Promise<void> {
  try {
    if (api.tokens.get()) await call(api, 'POST /v1/auth/logout', { json: {} });
  } finally {
    api.tokens.set(null);
  }
}

/** GET /v1/profile/me (000 §3). */
export function getProfile(api: Api): Promise<UserProfile> {
  return call(api, 'GET /v1/profile/me');
}
