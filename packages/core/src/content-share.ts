// 001 §3 content shares and the public-link rule of 001 §6 / 002 §6. Zod-free so the sharing
// dialog and the public player can use it without zod; wire schemas in content-share.schema.ts.

/** 001 §3 externalAccessType. */
export const EXTERNAL_ACCESS_TYPES = ['none', 'restricted', 'public', 'password'] as const;
export type ExternalAccessType = (typeof EXTERNAL_ACCESS_TYPES)[number];

/** What can be shared: a workflow, or a smart instruction ('multimodalSop', issue 20). */
export const CONTENT_SHARE_TYPES = ['workflow', 'multimodalSop'] as const;
export type ContentShareType = (typeof CONTENT_SHARE_TYPES)[number];

/**
 * The header a public or embedded player sends its share token in (002 §7 "shared variant
 * sends an external access token header"). The token is the content share's id.
 */
export const EXTERNAL_ACCESS_HEADER = 'x-external-access-token';

/** 002 §3: share tokens kept in the browser are stored under keys starting with ST-. */
export const SHARE_TOKEN_KEY_PREFIX = 'ST-';

export interface ContentShare {
  id: string;
  redirectId: string;
  type: ContentShareType;
  /** The shared workflow (type workflow), else null. */
  workflowId: string | null;
  /** The shared smart instruction (type multimodalSop), else null. */
  multimodalSopId: string | null;
  externalAccessType: ExternalAccessType;
  createdAt: string;
  updatedAt: string;
}

export interface PublicLinkContext {
  /** The organisation's generation: 'gen2' accounts have no public links. */
  generation: string;
  /** Feature flag publicSharing. */
  publicSharing: boolean;
  /** Customised permission disablePublicLinks. */
  disablePublicLinks: boolean;
}

/**
 * 001 §6 / 002 §6: "Public links allowed when plan is not gen2, public sharing is enabled and
 * the admin has not disabled public links."
 */
export function publicLinksAllowed(ctx: PublicLinkContext): boolean {
  return ctx.generation !== 'gen2' && ctx.publicSharing && !ctx.disablePublicLinks;
}

/**
 * Whether a share currently admits an anonymous player: it is public and the organisation still
 * allows public links (an admin turning them off closes every public link at once, without
 * rewriting the shares).
 */
export function shareAdmitsPublic(
  share: Pick<ContentShare, 'externalAccessType'>,
  ctx: PublicLinkContext,
): boolean {
  return share.externalAccessType === 'public' && publicLinksAllowed(ctx);
}

/** 002 §5: a stored share token is ignored once expired or when its email or content differs. */
export function storedShareTokenValid(
  stored: { expireTs: number; email: string | null; contentId: string },
  expected: { email: string | null; contentId: string; now: number },
): boolean {
  return (
    stored.expireTs > expected.now &&
    stored.contentId === expected.contentId &&
    (stored.email ?? null) === (expected.email ?? null)
  );
}

// ---- Issue 23: restricted and password links --------------------------------------------------

/** At most this many allowed domains and addresses on one restricted share (ours). */
export const SHARE_MAX_DOMAINS = 50;
export const SHARE_MAX_EMAILS = 500;
/** A share password: 10 to 25 characters, like an account's (002 §9 "password length 10 to 25"). */
export const SHARE_PASSWORD_MIN = 10;
export const SHARE_PASSWORD_MAX = 25;
/** The one-time code mailed to a restricted share's visitor: 6 digits, valid 15 minutes (ours). */
export const SHARE_ACCESS_CODE_LENGTH = 6;
export const SHARE_ACCESS_CODE_TTL_SECONDS = 15 * 60;
/** Wrong codes for one address and share before the code is spent (ours). */
export const SHARE_ACCESS_CODE_MAX_ATTEMPTS = 5;
/**
 * How long an issued share token opens its content (ours; the spec stores expiredAt / expireTs
 * but gives no figure). Changing the share's access type or its lists revokes issued tokens.
 */
export const SHARE_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** An address as compared: trimmed, lower-case. */
export function normaliseShareEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A domain as compared: trimmed, lower-case, without a leading '@' or '.'. */
export function normaliseShareDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[@.]+/, '');
}

/**
 * 001 §3 restricted share: an address may open it when it is listed (externalRestrictedEmailRecords)
 * or its domain is (externalRestrictedDomains). The domain must match exactly: 'partner.test'
 * admits a@partner.test, not a@sub.partner.test nor a@notpartner.test.
 */
export function emailAdmittedByShare(
  email: string,
  share: { domains: readonly string[]; emails: readonly string[] },
): boolean {
  const address = normaliseShareEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return false;
  if (share.emails.some((e) => normaliseShareEmail(e) === address)) return true;
  const domain = address.slice(at + 1);
  return share.domains.some((d) => normaliseShareDomain(d) === domain);
}

/** 001 §6: "Restricted sharing on when e-mail or domain sharing is enabled". */
export function restrictedSharingAllowed(features: {
  emailSharing: boolean;
  domainSharing: boolean;
}): boolean {
  return features.emailSharing || features.domainSharing;
}
