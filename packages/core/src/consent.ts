import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';

/** 000 §3: signed, mandatory, signedInfo.isAgree. */
export const consentSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(200),
  signed: z.boolean(),
  mandatory: z.boolean(),
  signedInfo: z
    .object({
      isAgree: z.boolean(),
      signedAt: isoDateTimeSchema,
    })
    .nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

type ConsentState = Pick<Consent, 'signed' | 'mandatory' | 'signedInfo'>;

/** 000 §4: the banner opens if any consent is unsigned, or a mandatory one was refused. */
export function consentBannerNeeded(consents: readonly ConsentState[]): boolean {
  return consents.some((c) => !c.signed || (c.mandatory && c.signedInfo?.isAgree === false));
}
