/** The signed-in user's consents (000 §3, §4): read, answer, change an answer. */
import type { UserConsent } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** GET /v1/user-consents. */
export function listConsents(
  api: Api,
): Promise<{ consents: UserConsent[]; bannerNeeded: boolean }> {
  return call(api, 'GET /v1/user-consents');
}

/** POST /v1/user-consents (first answer) or PUT /v1/user-consents/{id} (a changed one). */
export function answerConsent(
  api: Api,
  consent: Pick<UserConsent, 'id' | 'signed'>,
  isAgree: boolean,
): Promise<UserConsent> {
  return consent.signed
    ? call(api, 'PUT /v1/user-consents/:consentId', {
        params: { consentId: consent.id },
        json: { isAgree },
      })
    : call(api, 'POST /v1/user-consents', { json: { consentId: consent.id, isAgree } });
}
