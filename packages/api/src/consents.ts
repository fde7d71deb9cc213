/** The signed-in user's consents (000 §3, §4): read, answer, change an answer. */
import { consentSchema } from '@stepwise/core';
import { z } from 'zod';
import { request, type Api } from './client.js';

export const userConsentSchema = consentSchema.extend({ content: z.string() });
export type UserConsent = z.infer<typeof userConsentSchema>;

/** GET /v1/user-consents. */
export function listConsents(
  api: Api,
): Promise<{ consents: UserConsent[]; bannerNeeded: boolean }> {
  return request(
    api,
    'get',
    'v1/user-consents',
    z.object({ consents: z.array(userConsentSchema), bannerNeeded: z.boolean() }),
  );
}

/** POST /v1/user-consents (first answer) or PUT /v1/user-consents/{id} (a changed one). */
export function answerConsent(
  api: Api,
  consent: Pick<UserConsent, 'id' | 'signed'>,
  isAgree: boolean,
): Promise<UserConsent> {
  return consent.signed
    ? request(api, 'put', `v1/user-consents/${encodeURIComponent(consent.id)}`, userConsentSchema, {
        json: { isAgree },
      })
    : request(api, 'post', 'v1/user-consents', userConsentSchema, {
        json: { consentId: consent.id, isAgree },
      });
}
