/**
 * Content shares of workflows (001 §3, §6-7): one per workflow, made on first ask. Publishers and
 * admins of the workflow's workspace manage it; making it public needs the external-sharing
 * right and an organisation that allows public links (core publicLinksAllowed).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  canShareExternally,
  normalisePermissionSettings,
  publicLinksAllowed,
  type ContentShareType,
  type ExternalAccessType,
  type PublicLinkContext,
} from '@stepwise/core';
import { contentShares } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Caller } from './caller.js';
import type { OrganizationRow } from '../db/schema.js';
import { badRequest, forbidden, notFound } from './errors.js';
import { editableWorkflow } from './workflow-access.js';
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

export function shareView(row: ContentShareRow, org: OrganizationRow) {
  return {
    id: row.id,
    redirectId: row.redirectId,
    type: row.type as ContentShareType,
    workflowId: row.workflowId,
    externalAccessType: row.externalAccessType as ExternalAccessType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publicLinksAllowed: publicLinksAllowed(publicLinkContext(org)),
  };
}

// 10 base62 characters (~59 bits): short enough for a /share/ link, never derived from ids.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function redirectId(): string {
  return [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The workflow's share, created (access 'none') if it has none yet. */
export async function ensureShare(
  caller: Caller,
  type: ContentShareType,
  workflowId: string,
): Promise<ContentShareRow> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const where = and(eq(contentShares.type, type), eq(contentShares.workflowId, workflow.id));
  const existing = await caller.tenant.first(contentShares, where);
  if (existing) return existing;
  // Two first asks at once: the unique index keeps one, and both answer it.
  await caller.tenant.insertIgnore(contentShares, {
    id: newId(),
    type,
    workflowId: workflow.id,
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
  await editableWorkflow(caller, share.workflowId);
  return share;
}

/** Which access types a caller may set now; 'restricted' and 'password' are not built yet. */
export function assertAccessTypeAllowed(caller: Caller, type: ExternalAccessType): void {
  if (type === 'none') return;
  if (type === 'restricted' || type === 'password') {
    throw badRequest(`externalAccessType '${type}' is not supported yet`);
  }
  const settings = normalisePermissionSettings(caller.settings.permissionSettings, caller.features);
  if (!canShareExternally(caller.role, settings)) {
    throw forbidden('Your role may not share outside the organisation');
  }
  if (!publicLinksAllowed(publicLinkContext(caller.organization))) {
    throw forbidden('Public links are turned off for this organisation');
  }
}
