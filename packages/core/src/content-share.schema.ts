import { z } from 'zod';
import { idSchema } from './id.schema.js';
import {
  CONTENT_SHARE_TYPES,
  EXTERNAL_ACCESS_TYPES,
  SHARE_ACCESS_CODE_LENGTH,
  SHARE_MAX_DOMAINS,
  SHARE_MAX_EMAILS,
  SHARE_PASSWORD_MAX,
  SHARE_PASSWORD_MIN,
} from './content-share.js';

// The wire schemas of content shares (001 §3, §7); rules stay zod-free in content-share.ts.

export const externalAccessTypeSchema = z.enum(EXTERNAL_ACCESS_TYPES);
export const contentShareTypeSchema = z.enum(CONTENT_SHARE_TYPES);

/**
 * POST /v1/content-shares/ensure (001 §7 "type workflow plus workflowId, or type multimodalSop
 * plus multimodalSopId"): the share of a workflow or a smart instruction, made on first ask.
 */
export const contentShareEnsureSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('workflow'), workflowId: idSchema }),
  z.strictObject({ type: z.literal('multimodalSop'), multimodalSopId: idSchema }),
]);
export type ContentShareEnsure = z.infer<typeof contentShareEnsureSchema>;

const shareEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email('Enter a valid e-mail address');
/** A bare domain such as partner.test (a leading '@' is dropped). */
const shareDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@+/, ''))
  .pipe(
    z
      .string()
      .max(253)
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/,
        'Enter a domain such as example.com',
      ),
  );

/**
 * PUT /v1/content-shares/{id} (001 §7 "externalAccessType and access-specific fields"): only the
 * fields of the chosen type are accepted (strict objects), and only they are stored: switching
 * type clears the others. `notify` mails the listed addresses a link (restricted only); the
 * answer's `mailed` says how many went out (the sharing-success alert).
 * A password share keeps its password when `externalPassword` is left out.
 */
export const contentShareUpdateSchema = z.discriminatedUnion('externalAccessType', [
  z.strictObject({ externalAccessType: z.literal('none') }),
  z.strictObject({ externalAccessType: z.literal('public') }),
  z
    .strictObject({
      externalAccessType: z.literal('restricted'),
      externalRestrictedDomains: z.array(shareDomainSchema).max(SHARE_MAX_DOMAINS).default([]),
      externalRestrictedEmailRecords: z
        .array(z.strictObject({ email: shareEmailSchema }))
        .max(SHARE_MAX_EMAILS)
        .default([]),
      notify: z.boolean().default(false),
      /** A note for the mail (notify). */
      message: z.string().trim().max(1000).optional(),
    })
    .refine(
      (v) => v.externalRestrictedDomains.length + v.externalRestrictedEmailRecords.length > 0,
      { message: 'Add at least one e-mail address or domain', path: ['externalRestrictedDomains'] },
    ),
  z.strictObject({
    externalAccessType: z.literal('password'),
    externalPassword: z.string().min(SHARE_PASSWORD_MIN).max(SHARE_PASSWORD_MAX).optional(),
  }),
]);
export type ContentShareUpdate = z.input<typeof contentShareUpdateSchema>;

export const contentShareSchema = z.object({
  id: z.string(),
  redirectId: z.string(),
  type: contentShareTypeSchema,
  /** Null for a smart instruction's share. */
  workflowId: z.string().nullable(),
  /** The smart instruction of a multimodalSop share; null for a workflow's. */
  multimodalSopId: z.string().nullable().default(null),
  externalAccessType: externalAccessTypeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the organisation allows public links right now (publicLinksAllowed). */
  publicLinksAllowed: z.boolean(),
  /** Restricted shares: the allowed domains and addresses; empty for the other types. */
  externalRestrictedDomains: z.array(z.string()).default([]),
  externalRestrictedEmailRecords: z.array(z.object({ email: z.string() })).default([]),
  /** Password shares: whether a password is set (the password itself is never sent back). */
  hasPassword: z.boolean().default(false),
  /** Whether the organisation allows restricted (e-mail / domain) links (restrictedSharingAllowed). */
  restrictedSharingAllowed: z.boolean().default(false),
  /** Mails sent by this update (PUT with notify); 0 otherwise. */
  mailed: z.number().int().nonnegative().default(0),
  /** The organisation's logo (001 §7 "item.logo.url"), signed; null when it has none. */
  logo: z.object({ url: z.string() }).nullable().optional(),
});
/** A share as its routes answer it. */
export type ContentShareItem = z.infer<typeof contentShareSchema>;

/** The content-share routes' answer: the share. */
export const contentShareAnswerSchema = z.object({ item: contentShareSchema });

/**
 * GET /v1/share-landing/{contentShareId} (public, rate-limited): what the /share/{id} page needs
 * before anything is proven: the access type, what it opens, and the organisation's name and
 * logo. Nothing of the content (not even its title) for restricted and password shares; 404 for
 * a share of access 'none' or unknown.
 */
export const shareLandingSchema = z.object({
  id: z.string(),
  type: contentShareTypeSchema,
  externalAccessType: externalAccessTypeSchema,
  /** The workflow or smart instruction the share opens. */
  contentId: z.string(),
  /** The content's title: public shares only (null otherwise). */
  title: z.string().nullable(),
  organization: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
});
export type ShareLanding = z.infer<typeof shareLandingSchema>;
export const shareLandingAnswerSchema = z.object({ item: shareLandingSchema });

/** POST /v1/share-landing/{contentShareId}/access-code (public): mail a code to this address. */
export const shareAccessCodeRequestSchema = z.strictObject({
  email: shareEmailSchema,
  /** The mail's language (an interface language; default en-us). */
  lang: z.string().max(10).optional(),
});
export const shareAccessCodeAnswerSchema = z.object({
  item: z.object({ email: z.string(), expiresAt: z.string() }),
});

/**
 * POST /v1/share-landing/{contentShareId}/token (public, rate-limited): a share token in
 * exchange for the proof the access type needs: an address and its mailed code (restricted) or
 * the password (password). A public share answers a token without proof.
 */
export const shareTokenRequestSchema = z.union([
  z.strictObject({
    email: shareEmailSchema,
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${SHARE_ACCESS_CODE_LENGTH}}$`), 'Enter the code from the e-mail'),
  }),
  z.strictObject({ password: z.string().min(1).max(SHARE_PASSWORD_MAX) }),
  z.strictObject({}),
]);
export type ShareTokenRequest = z.infer<typeof shareTokenRequestSchema>;

/**
 * A share token as 002 §3 stores it (under ST-{contentId}): the token (sent in the
 * x-external-access-token header), the address it was issued to, the content and its expiry.
 */
export const issuedShareTokenSchema = z.object({
  token: z.string(),
  email: z.string().nullable(),
  contentId: z.string(),
  type: contentShareTypeSchema,
  expiredAt: z.string(),
  expireTs: z.number(),
});
export type IssuedShareToken = z.infer<typeof issuedShareTokenSchema>;
export const issuedShareTokenAnswerSchema = z.object({ item: issuedShareTokenSchema });
