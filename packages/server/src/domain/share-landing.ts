/**
 * The visitor's side of a share (001 §3, 002 §3, §5), before any sign-in: what the /share/{id}
 * page shows first (the landing), the mailed code of a restricted share, and the share token the
 * proof buys (share-tokens.ts), which then opens the player (external-access.ts shareGrant).
 * A share that is unknown, of access 'none', of a type its organisation has since turned off,
 * or of deleted content is 404 alike: the page learns nothing of it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  SHARE_ACCESS_CODE_TTL_SECONDS,
  SHARE_TOKEN_TTL_SECONDS,
  type ContentShareType,
  type ExternalAccessType,
  type IssuedShareToken,
  type OrganizationLogo,
  type ShareLanding,
  type ShareTokenRequest,
} from '@stepwise/core';
import { smartInstructions, workflows, type OrganizationRow } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { verifySecret } from '../auth/passwords.js';
import type { Services } from '../services.js';
import { badRequest, conflict, forbidden, notFound } from './errors.js';
import {
  shareAccessOpen,
  shareAdmitsEmail,
  shareContentId,
  type ContentShareRow,
} from './content-shares.js';
import { redeemAccessCode, storeAccessCode } from './share-access-codes.js';
import { mailShareAccessCode } from './share-mail.js';
import { shareTokenKey, signShareToken } from './share-tokens.js';
import { shareWithOrganization } from './external-access.js';

type LandingServices = Pick<Services, 'db' | 'mediaKey' | 'config' | 'mailer'>;

export interface LandingShare {
  share: ContentShareRow;
  organization: OrganizationRow;
  tenant: Tenant;
  title: string;
}

export const NOT_ADMITTED = 'This address may not open this content. Ask the person who shared it.';
export const WRONG_CODE = 'The code is wrong or has expired';
export const WRONG_PASSWORD = 'Wrong password';

/** A share the /share page may show: open in its organisation, its content not deleted. */
export async function landingShare(db: Services['db'], id: string): Promise<LandingShare> {
  const missing = () => notFound('Content share');
  const found = await shareWithOrganization(db, id);
  if (!found || !shareAccessOpen(found.share, found.organization)) throw missing();
  const tenant = new Tenant(db, found.organization.id);
  const { share } = found;
  // Unpublished content still lands: the player then says it is not published (code 2).
  const content = share.multimodalSopId
    ? await tenant.first(smartInstructions, eq(smartInstructions.id, share.multimodalSopId))
    : await tenant.first(
        workflows,
        and(eq(workflows.id, share.workflowId ?? ''), isNull(workflows.deletedAt)),
      );
  if (!content) throw missing();
  return { ...found, tenant, title: content.title };
}

/** The landing's answer; `logo` is the organisation's signed logo (organization-logo.ts). */
export function landingView(landing: LandingShare, logo: OrganizationLogo = null): ShareLanding {
  const { share, organization } = landing;
  const type = share.externalAccessType as ExternalAccessType;
  return {
    id: share.id,
    type: share.type as ContentShareType,
    externalAccessType: type,
    contentId: shareContentId(share),
    // Nothing of restricted or password content is told before the proof.
    title: type === 'public' ? landing.title : null,
    // Signed like a public player's poster: the visitor opens it without signing in.
    organization: { name: organization.name, logoUrl: logo?.url ?? null },
  };
}

/** Mails a code to an address the restricted share admits; 409 for the other types. */
export async function requestAccessCode(
  services: LandingServices,
  landing: LandingShare,
  email: string,
): Promise<{ email: string; expiresAt: string }> {
  const { share, organization } = landing;
  if (share.externalAccessType !== 'restricted') {
    throw conflict('This link does not use e-mail codes');
  }
  if (!shareAdmitsEmail(share, organization, email)) throw forbidden(NOT_ADMITTED);
  const { code, expiresAt } = await storeAccessCode(
    landing.tenant,
    shareTokenKey(services.mediaKey),
    share,
    email,
  );
  await mailShareAccessCode(services, {
    to: email,
    organizationId: organization.id,
    shareId: share.id,
    code,
    minutes: SHARE_ACCESS_CODE_TTL_SECONDS / 60,
  });
  return { email, expiresAt: expiresAt.toISOString() };
}

type Proof =
  | { kind: 'code'; email: string; code: string }
  | { kind: 'password'; password: string }
  | { kind: 'none' };

const PROOF_NEEDED: Record<string, string> = {
  restricted: 'an e-mail address and its code',
  password: 'the password',
  public: 'no proof',
};

/** The proof each access type needs; another kind of proof is a malformed request. */
function proofOf(type: ExternalAccessType, body: ShareTokenRequest): Proof {
  if (type === 'restricted' && 'code' in body) {
    return { kind: 'code', email: body.email, code: body.code };
  }
  if (type === 'password' && 'password' in body)
    return { kind: 'password', password: body.password };
  if (type === 'public' && !('code' in body) && !('password' in body)) return { kind: 'none' };
  throw badRequest(`body: this link needs ${PROOF_NEEDED[type] ?? 'no proof'}`);
}

/** A share token for the proof: the address's code, the password, or nothing for public. */
export async function issueShareToken(
  services: LandingServices,
  landing: LandingShare,
  body: ShareTokenRequest,
  now = Date.now(),
): Promise<IssuedShareToken> {
  const { share, organization } = landing;
  const key = shareTokenKey(services.mediaKey);
  const proof = proofOf(share.externalAccessType as ExternalAccessType, body);
  let email: string | null = null;
  if (proof.kind === 'code') {
    // An address no longer admitted has no live code worth trying: refused alike.
    const right =
      shareAdmitsEmail(share, organization, proof.email) &&
      (await redeemAccessCode(landing.tenant, key, share, proof.email, proof.code, new Date(now)));
    if (!right) throw forbidden(WRONG_CODE);
    email = proof.email;
  } else if (proof.kind === 'password') {
    if (!(await verifySecret(share.externalPasswordHash, proof.password))) {
      throw forbidden(WRONG_PASSWORD);
    }
  }
  const expiresAt = Math.floor(now / 1000) + SHARE_TOKEN_TTL_SECONDS;
  const contentId = shareContentId(share);
  const token = signShareToken(key, {
    shareId: share.id,
    contentId,
    email,
    expiresAt,
    epoch: share.tokenEpoch,
  });
  return {
    token,
    email,
    contentId,
    type: share.type as ContentShareType,
    expiredAt: new Date(expiresAt * 1000).toISOString(),
    expireTs: expiresAt * 1000,
  };
}
