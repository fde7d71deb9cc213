/**
 * Content shares of workflows and smart instructions (001 §3, §6-7): one per content, made on
 * first ask. Publishers and admins of the content's workspace manage it; making it public needs the external-sharing
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

export function shareView(row: ContentShareRow, org: OrganizationRow) {
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
  };
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
