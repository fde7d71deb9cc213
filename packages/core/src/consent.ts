import type { Consent } from './consent.schema.js';

type ConsentState = Pick<Consent, 'signed' | 'mandatory' | 'signedInfo'>;

/** 000 §4: the banner opens if any consent is unsigned, or a mandatory one was refused. */
export function consentBannerNeeded(consents: readonly ConsentState[]): boolean {
  return consents.some((c) => !c.signed || (c.mandatory && c.signedInfo?.isAgree === false));
}
