/**
 * The public sign-in and account routes of 000 §4 / §7 and 002 §2-§5: SSO check, employee-ID
 * and shared-account sign-in, PIN status and reset, invitations, self-signup, password reset.
 * Sign-in calls keep the session in the Api's token store, like `login`.
 */
import type {
  LocalSession,
  LoginSettings,
  PinResetStatusValue,
  Session,
  SsoCheck,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/**
 * POST /sso/check-idp: null when no single sign-on serves the address (our server answers null;
 * a server answering the spec's 404 'SSO not supported' resolves to null too).
 */
export async function checkIdp(api: Api, email: string): Promise<SsoCheck | null> {
  try {
    return await call(api, 'POST /sso/check-idp', { json: { email } });
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('SSO not supported')) return null;
    throw err;
  }
}

/** GET /v1/permission-settings/client-key/{clientKey}. */
export function getLoginSettings(api: Api, clientKey: string): Promise<LoginSettings> {
  return call(api, 'GET /v1/permission-settings/client-key/:clientKey', { params: { clientKey } });
}

/**
 * GET /v1/auth/employeeIdPIN/status. Since issue 14 the server answers every ID alike ('valid':
 * go to the PIN step), so it tells nobody which IDs exist or lack a PIN.
 */
export async function getPinStatus(
  api: Api,
  input: { employeeId: string; clientKey: string },
): Promise<PinResetStatusValue | null> {
  const data = await call(api, 'GET /v1/auth/employeeIdPIN/status', { searchParams: input });
  return data.resetStatus;
}

function keep<T extends Session>(api: Api, session: T): T {
  api.tokens.set(session);
  return session;
}

/** POST /admin/gettoken: employee ID alone, or with the master password. */
export async function signInEmployeeId(
  api: Api,
  input: { employeeId: string; clientKey: string; employeeIdMP?: string },
): Promise<LocalSession> {
  return keep(api, await call(api, 'POST /admin/gettoken', { json: input }));
}

/** POST /v1/auth/employeeId-account/login: employee ID and PIN. */
export async function signInEmployeePin(
  api: Api,
  input: { employeeId: string; clientKey: string; password: string },
): Promise<LocalSession> {
  const session = await call(api, 'POST /v1/auth/employeeId-account/login', { json: input });
  return keep(api, session);
}

/** POST /v1/auth/shared-account/login. */
export async function signInSharedAccount(
  api: Api,
  input: { account: string; clientKey: string; password: string },
): Promise<LocalSession> {
  const session = await call(api, 'POST /v1/auth/shared-account/login', { json: input });
  return keep(api, session);
}

/** POST /reset/forgot: mails a reset link (the answer never says whether the account exists). */
export async function forgotPassword(
  api: Api,
  input: { email: string; baseUrl?: string; languageCode?: string },
): Promise<void> {
  await call(api, 'POST /reset/forgot', { json: input });
}

/** POST /v1/reset/password/employeeIdPIN/forgot-PIN: asks the organisation's admins. */
export async function forgotPin(
  api: Api,
  input: { employeeId: string; clientKey: string },
): Promise<void> {
  await call(api, 'POST /v1/reset/password/employeeIdPIN/forgot-PIN', { json: input });
}

/**
 * PUT /v1/reset/password/employeeIdPIN: chooses a PIN (none yet, or reset by an admin) with the
 * one-time setup code that reset or the account's creation issued (issue 14).
 */
export async function setPin(
  api: Api,
  input: { employeeId: string; clientKey: string; password: string; setupCode: string },
): Promise<void> {
  await call(api, 'PUT /v1/reset/password/employeeIdPIN', { json: input });
}

/** POST /invite/v2/setuser: accepts an invitation; answers the account's email. */
export async function acceptInvitation(
  api: Api,
  input: { token: string; name: string; password: string },
): Promise<string> {
  return (await call(api, 'POST /invite/v2/setuser', { json: input })).email;
}

/** POST /v1/self-signup/setuser: finishes a free-trial sign-up; answers the account's email. */
export async function finishSelfSignup(
  api: Api,
  input: { token: string; name: string; password: string },
): Promise<string> {
  return (await call(api, 'POST /v1/self-signup/setuser', { json: input })).email;
}

/** POST /reset/v2/setpwd: sets a new password from a reset link; answers the account's email. */
export async function resetPassword(
  api: Api,
  input: { token: string; password: string },
): Promise<string> {
  return (await call(api, 'POST /reset/v2/setpwd', { json: input })).email;
}
