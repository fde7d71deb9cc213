import { userProfileSchema, type UserProfile } from '@stepwise/core';
import { z } from 'zod';
import { request, type Api } from './client.js';
import { sessionSchema, type Session } from './schemas.js';

/** POST /v1/auth/login: the session is kept in the Api's token store. */
export async function login(
  api: Api,
  credentials: { email: string; password: string },
): Promise<Session> {
  const session = await request(api, 'post', 'v1/auth/login', sessionSchema, {
    json: { email: credentials.email.trim(), password: credentials.password },
  });
  api.tokens.set(session);
  return session;
}

/** POST /v1/auth/logout, then forgets the session even when the server could not be told. */
export async function logout(api: Api): Promise<void> {
  try {
    if (api.tokens.get()) await request(api, 'post', 'v1/auth/logout', z.null(), { json: {} });
  } finally {
    api.tokens.set(null);
  }
}

/** GET /v1/profile/me (000 §3). */
export function getProfile(api: Api): Promise<UserProfile> {
  return request(api, 'get', 'v1/profile/me', userProfileSchema);
}
