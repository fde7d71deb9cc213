/**
 * Smart instructions as the routes answer them (core smartInstructionSummarySchema and
 * smartInstructionSchema): the row with its workspace's name, its author, and media keys signed
 * into URLs. Lists load authors and workspace names in one query each.
 */
import { inArray } from 'drizzle-orm';
import {
  displayName,
  type SmartInstruction,
  type SmartInstructionStatus,
  type SmartInstructionSummary,
  type SmartInstructionType,
} from '@stepwise/core';
import { users, workspaces } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Services } from '../services.js';
import { mediaUrlSigner } from './media-urls.js';
import type { SmartInstructionRow } from './smart-instruction-access.js';
import { itemView, loadItems, type MediaSigner, type SopItemRow } from './sop-item-rows.js';
import { approvalRefOf } from './approval-requests.js';

export interface Person {
  uid: string;
  displayName: string;
}

/** Signs keys of our storage (`org/...`); anything else (an external URL) passes unchanged. */
export function sopMediaSigner(
  services: Pick<Services, 'config' | 'mediaKey'>,
  origin?: string,
): MediaSigner {
  const sign = mediaUrlSigner(services, origin ? { origin } : {});
  return (url) => (url.startsWith('org/') ? (sign(url) ?? url) : url);
}

/** Display names of users by id (missing users are left out). */
export async function peopleById(
  tenant: Tenant,
  ids: readonly (string | null)[],
): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await tenant.select(users, inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, { uid: u.id, displayName: displayName(u) }]));
}

async function workspaceNames(tenant: Tenant, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await tenant.select(workspaces, inArray(workspaces.id, wanted));
  return new Map(rows.map((w) => [w.id, w.name]));
}

export function summaryOf(
  row: SmartInstructionRow,
  ctx: { workspaceName: string; author: Person | null; sign: MediaSigner },
): SmartInstructionSummary {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    organizationId: row.organizationId,
    type: row.type as SmartInstructionType,
    languageCode: row.languageCode,
    title: row.title,
    description: row.description,
    poster: row.poster ? ctx.sign(row.poster) : null,
    metadata: row.metadata,
    titleTranslations: row.titleTranslations,
    published: row.published,
    status: row.status as SmartInstructionStatus,
    isLimitedInSkill: row.isLimitedInSkill,
    version: row.version,
    stepsCount: row.stepsCount,
    duration: row.duration,
    publishedTeamIds: row.publishedTeamIds,
    author: ctx.author,
    workspaceName: ctx.workspaceName,
    sourceWorkflowId: row.sourceWorkflowId,
    job:
      row.status === 'processing'
        ? {
            progress: Math.min(1, Math.max(0, row.jobProgress ?? 0)),
            message: row.jobMessage ?? '',
          }
        : null,
    errorMessage: row.status === 'failed' ? (row.errorMessage ?? 'The import failed') : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Summaries of a page of rows, in their order. */
export async function summariesOf(
  tenant: Tenant,
  rows: readonly SmartInstructionRow[],
  sign: MediaSigner,
): Promise<SmartInstructionSummary[]> {
  const [people, names] = await Promise.all([
    peopleById(
      tenant,
      rows.map((r) => r.authorId),
    ),
    workspaceNames(
      tenant,
      rows.map((r) => r.workspaceId),
    ),
  ]);
  return rows.map((row) =>
    summaryOf(row, {
      workspaceName: names.get(row.workspaceId) ?? '',
      author: row.authorId ? (people.get(row.authorId) ?? null) : null,
      sign,
    }),
  );
}

/** The editor's read: the summary with every item, answers included. */
export async function instructionView(
  tenant: Tenant,
  row: SmartInstructionRow,
  sign: MediaSigner,
  items?: readonly SopItemRow[],
): Promise<SmartInstruction> {
  const [[summary], list, approvalRequest] = await Promise.all([
    summariesOf(tenant, [row], sign),
    items ?? loadItems(tenant, row.id),
    // Issue 23: the open approval request, so the editor shows it is waiting for review.
    approvalRefOf(tenant, { multimodalSopId: row.id }),
  ]);
  return { ...summary!, approvalRequest, items: list.map((i) => itemView(i, sign)) };
}
