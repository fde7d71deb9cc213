/**
 * Stores player tracking records (002 §3-4) idempotently. A record is keyed by the id its client
 * generated (within the organisation): sending it again, or a later version of it, lands on the
 * same row, and the version with the later `lastUpdated` wins. Played duration is recomputed
 * from the steps here (core `recordPlayedDuration`), so a client cannot claim more than its
 * steps hold and a resend is never counted twice.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import {
  recordPlayedDuration,
  type TrackingRecord,
  type TrackingRecordInput,
} from '@stepwise/core';
import { trackingRecords, workflowVersionHistories } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { writeViewFacts } from './analytics-facts.js';
import { badRequest, conflict } from './errors.js';

export type TrackingRow = typeof trackingRecords.$inferSelect;

/** Who sent the record: a signed-in user, or a public visitor (no identity, 002 §6). */
export interface TrackingSender {
  userId: string | null;
  email: string | null;
  isPublic: boolean;
}

export interface StoredTracking {
  row: TrackingRow;
  /** The server now holds this version (stored now, or an identical resend); false when older. */
  current: boolean;
}

/** Issue 23: a record of a past version names a version of its own workflow (else 400). */
async function assertVersionOf(tenant: Tenant, workflowId: string, versionId: string) {
  const found = await tenant.first(
    workflowVersionHistories,
    and(
      eq(workflowVersionHistories.id, versionId),
      eq(workflowVersionHistories.workflowId, workflowId),
    ),
  );
  if (!found) throw badRequest('Unknown version', { versionId });
}

export async function storeTracking(
  tenant: Tenant,
  input: TrackingRecordInput,
  sender: TrackingSender,
): Promise<StoredTracking> {
  const record: TrackingRecord = {
    ...input,
    organization: tenant.organizationId,
    uid: sender.userId,
    email: sender.email,
    isPublic: sender.isPublic,
    playedDuration: recordPlayedDuration(input),
  };
  const versionId = input.versionId ?? null;
  if (versionId !== null) await assertVersionOf(tenant, record.workflowId, versionId);
  const columns = {
    workflowId: record.workflowId,
    versionId,
    userId: sender.userId,
    email: sender.email,
    isPublic: sender.isPublic,
    lastUpdated: record.lastUpdated,
    playedDuration: record.playedDuration,
    record,
  };
  const own = and(
    eq(trackingRecords.id, record.id),
    eq(trackingRecords.workflowId, record.workflowId),
    sender.userId === null
      ? isNull(trackingRecords.userId)
      : eq(trackingRecords.userId, sender.userId),
  );
  // Two statements, each atomic: the insert wins the first time; afterwards only a strictly
  // later version may replace the row, so concurrent resends cannot regress it.
  await tenant.insertIgnore(trackingRecords, { id: record.id, ...columns });
  const updated = await tenant.update(
    trackingRecords,
    { ...columns, updatedAt: new Date() },
    and(own, lt(trackingRecords.lastUpdated, record.lastUpdated)),
  );
  if (updated[0]) {
    await writeViewFacts(tenant, record);
    return { row: updated[0], current: true };
  }
  const stored = await tenant.first(trackingRecords, own);
  // The id is taken by someone else's record (or another workflow's): never overwrite it.
  if (!stored) throw conflict('Tracking record id already in use');
  const current = stored.lastUpdated === record.lastUpdated;
  // The first insert (or an identical resend): the facts follow the stored version.
  if (current) await writeViewFacts(tenant, record);
  return { row: stored, current };
}
