/**
 * Content shares of workflows and smart instructions (001 §3, §6-7): one per content, made on
 * first ask. Publishers and admins of the content's workspace manage it; an external access type
 * needs the external-sharing right, and the organisation must allow that type: public links
 * (core publicLinksAllowed), e-mail / domain sharing for restricted ones. Only the chosen type's
 * fields are stored (share-update.ts); this module reads shares and says which types are open.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  canShareExternally,
  emailAdmittedByShare,
  externalSharingAvailable,
  normalisePermissionSettings,
  publicLinksAllowed,
  restrictedSharingAllowed,
  type ContentShareType,
  type ExternalAccessType,
  type FeatureFlags,
  type OrganizationLogo,
  type PublicLinkContext,
} from '@stepwise/core';
import { contentShares } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Caller } from './caller.js';
import type { OrganizationRow } from '../db/schema.js';
import { forbidden, notFound } from './errors.js';
import { editableWorkflow } from './workflow-access.js';
import { editableInstruction } from './smart-instruction-access.js';
import { settingsOf } from './organization-settings.js';

export type ContentShareRow = typeof contentShares.$inferSelect;

export function publicLinkContext(org: OrganizationRow): PublicLinkContext {
  const settings = settingsOf(org);
  return {
    generation: org.generation,
    publicSharing: settings.features.publicSharing,
    disablePublicLinks: settings.customizedPermissions.disablePublicLinks,
  };
}

/** The workflow or smart instruction a share opens. */
export const shareContentId = (row: ContentShareRow): string =>
  row.workflowId ?? row.multimodalSopId ?? '';

/** A share as its routes answer it; `logo` is the organisation's signed logo (001 §7). */
export function shareView(
  row: ContentShareRow,
  org: OrganizationRow,
  mailed = 0,
  logo: OrganizationLogo = null,
) {
  const restricted = row.externalAccessType === 'restricted';
  return {
    id: row.id,
    redirectId: row.redirectId,
    type: row.type as ContentShareType,
    workflowId: row.workflowId,
    multimodalSopId: row.multimodalSopId,
    externalAccessType: row.externalAccessType as ExternalAccessType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publicLinksAllowed: publicLinksAllowed(publicLinkContext(org)),
    // Only the chosen type's fields are stored, but a view never shows another type's anyway.
    externalRestrictedDomains: restricted ? row.externalRestrictedDomains : [],
    externalRestrictedEmailRecords: restricted
      ? row.externalRestrictedEmails.map((email) => ({ email }))
      : [],
    hasPassword: row.externalAccessType === 'password' && row.externalPasswordHash !== null,
    restrictedSharingAllowed: restrictedSharingAllowed(settingsOf(org).features),
    mailed,
    logo,
  };
}

/**
 * The lists a restricted share admits by now: an organisation that turned e-mail sharing off
 * no longer admits listed addresses, one that turned domain sharing off no longer admits domains.
 */
function openLists(row: ContentShareRow, features: FeatureFlags) {
  return {
    emails: features.emailSharing ? row.externalRestrictedEmails : [],
    domains: features.domainSharing ? row.externalRestrictedDomains : [],
  };
}

/**
 * Whether the share's access type is still open in its organisation: an admin turning a kind of
 * sharing off closes every share of that kind at once, without rewriting them.
 */
export function shareAccessOpen(row: ContentShareRow, org: OrganizationRow): boolean {
  const features = settingsOf(org).features;
  switch (row.externalAccessType as ExternalAccessType) {
    case 'public':
      return publicLinksAllowed(publicLinkContext(org));
    case 'restricted': {
      const lists = openLists(row, features);
      return lists.emails.length + lists.domains.length > 0;
    }
    case 'password':
      return externalSharingAvailable(features) && row.externalPasswordHash !== null;
    default:
      return false;
  }
}

/** Whether a restricted share admits this address now (001 §3; exact domain match). */
export function shareAdmitsEmail(row: ContentShareRow, org: OrganizationRow, email: string) {
  if (row.externalAccessType !== 'restricted') return false;
  return emailAdmittedByShare(email, openLists(row, settingsOf(org).features));
}

// 10 base62 characters (~59 bits): short enough for a /share/ link, never derived from ids.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function redirectId(): string {
  return [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** What a share is of: a workflow, or a smart instruction (001 §7 content-shares/ensure). */
export type ShareTarget =
  { type: 'workflow'; workflowId: string } | { type: 'multimodalSop'; multimodalSopId: string };

/** The share's content column and its id, once the caller is known to manage it. */
async function managedTarget(caller: Caller, target: ShareTarget) {
  if (target.type === 'workflow') {
    const { workflow } = await editableWorkflow(caller, target.workflowId);
    return {
      where: eq(contentShares.workflowId, workflow.id),
      values: { workflowId: workflow.id },
    };
  }
  const { row } = await editableInstruction(caller, target.multimodalSopId);
  return {
    where: eq(contentShares.multimodalSopId, row.id),
    values: { multimodalSopId: row.id },
  };
}

/** The content's share, created (access 'none') if it has none yet. */
export async function ensureShare(caller: Caller, target: ShareTarget): Promise<ContentShareRow> {
  const { where: ofContent, values } = await managedTarget(caller, target);
  const where = and(eq(contentShares.type, target.type), ofContent);
  const existing = await caller.tenant.first(contentShares, where);
  if (existing) return existing;
  // Two first asks at once: the unique index keeps one, and both answer it.
  await caller.tenant.insertIgnore(contentShares, {
    id: newId(),
    type: target.type,
    ...values,
    redirectId: redirectId(),
    createdBy: caller.userId,
  });
  const row = await caller.tenant.first(contentShares, where);
  if (!row) throw notFound('Content share');
  return row;
}

/** A share the caller may manage: hidden ones 404, read-only ones 403 (editableWorkflow). */
export async function managedShare(caller: Caller, id: string): Promise<ContentShareRow> {
  const share = await caller.tenant.first(contentShares, eq(contentShares.id, id));
  if (!share) throw notFound('Content share');
  if (share.multimodalSopId) await editableInstruction(caller, share.multimodalSopId);
  else await editableWorkflow(caller, share.workflowId ?? '');
  return share;
}

/**
 * 001 §6: which access types a caller may set. Every external type needs the external-sharing
 * right; public also an organisation allowing public links; restricted e-mail sharing for the
 * addresses and domain sharing for the domains (each refused on its own, so the message says
 * which part to drop).
 */
export function assertAccessTypeAllowed(
  caller: Caller,
  update: { externalAccessType: ExternalAccessType; emails?: number; domains?: number },
): void {
  const type = update.externalAccessType;
  if (type === 'none') return;
  const settings = normalisePermissionSettings(caller.settings.permissionSettings, caller.features);
  if (!canShareExternally(caller.role, settings)) {
    throw forbidden('Your role may not share outside the organisation');
  }
  if (type === 'public' && !publicLinksAllowed(publicLinkContext(caller.organization))) {
    throw forbidden('Public links are turned off for this organisation');
  }
  if (type === 'restricted') {
    if (!restrictedSharingAllowed(caller.features)) {
      throw forbidden('Sharing by e-mail address or domain is turned off for this organisation');
    }
    if ((update.emails ?? 0) > 0 && !caller.features.emailSharing) {
      throw forbidden('Sharing with e-mail addresses is turned off for this organisation');
    }
    if ((update.domains ?? 0) > 0 && !caller.features.domainSharing) {
      throw forbidden('Sharing with domains is turned off for this organisation');
    }
  }
}
