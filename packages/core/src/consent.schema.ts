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

/** A consent as its user sees it: with the text to agree to. */
export const userConsentSchema = consentSchema.extend({ content: z.string() });
export type UserConsent = z.infer<typeof userConsentSchema>;

/** GET /v1/user-consents: the user's consents and whether the banner opens (000 §4). */
export const userConsentsAnswerSchema = z.object({
  consents: z.array(userConsentSchema),
  bannerNeeded: z.boolean(),
});
