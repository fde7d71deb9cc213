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
