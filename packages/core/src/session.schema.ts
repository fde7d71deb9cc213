/**
 * Sign-in answers (000 §3-§4, §7): the session every sign-in path answers with, the local
 * (employee-ID and shared-device) session, what a sign-in screen loads by client key, the SSO
 * check and the PIN steps. Built by the server, parsed by `@stepwise/api`.
 */
import { z } from 'zod';
import { pinResetStatusSchema } from './login.schema.js';
import { loginTypeSchema } from './organization.schema.js';

/** What every sign-in path answers with (inside the response wrapper). */
export const sessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().int(),
  tokenType: z.literal('Bearer'),
  userId: z.string(),
  organizationId: z.string(),
  email: z.string(),
  role: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** 000 §3 "Local session account": an employee-ID or shared-device session. */
export const localSessionSchema = sessionSchema.extend({
  account: z.string(),
  isSharedAccount: z.boolean(),
});
export type LocalSession = z.infer<typeof localSessionSchema>;

/** What a sign-in screen loads by client key (000 §4 "Employee ID sign-in" step 1). */
export const loginSettingsSchema = z.object({
  employeeIdLogin: z.boolean(),
  employeeIdMPEnabled: z.boolean(),
  sharedAccountLogin: z.boolean(),
  employeeIdPinLogin: z.boolean(),
  loginType: loginTypeSchema,
  ssoLoginOnly: z.boolean(),
});
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

/** POST /sso/check-idp: the single sign-on serving an address, or null when none does. */
export const ssoCheckSchema = z.object({ domain: z.string(), ssoLoginOnly: z.boolean() });
export type SsoCheck = z.infer<typeof ssoCheckSchema>;

/** GET /v1/auth/employeeIdPIN/status. */
export const pinStatusAnswerSchema = z.object({ resetStatus: pinResetStatusSchema });
/** PUT /v1/reset/password/employeeIdPIN: the PIN chosen. */
export const pinSetAnswerSchema = z.object({
  employeeId: z.string(),
  resetStatus: pinResetStatusSchema,
});
/** Invitation, self-signup, password-reset and reset-link answers: the account's email. */
export const emailAnswerSchema = z.object({ email: z.string() });
