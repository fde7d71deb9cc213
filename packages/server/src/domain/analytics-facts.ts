/**
 * Analytics facts (issue 25): each viewing session's tracking record, reduced by core
 * `viewFacts` to one `analytics_views` row and one `analytics_step_views` row per step, written
 * whenever the server takes a newer version of the record (tracking-store.ts). Reports read the
 * facts, never the records. Rewritten whole in one transaction, so a resend cannot count twice.
 */
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { viewFacts, type TrackingRecord } from '@stepwise/core';
import type { Db } from '../db/client.js';
import { analyticsStepViews, analyticsViews, trackingRecords } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';

export async function writeViewFacts(tenant: Tenant, record: TrackingRecord): Promise<void> {
  const fact = viewFacts(record);
  await tenant.transaction(async (tx) => {
    await tx.delete(analyticsViews, eq(analyticsViews.recordId, fact.recordId));
    await tx.insert(analyticsViews, {
      recordId: fact.recordId,
      workflowId: fact.workflowId,
      userId: fact.userId,
      isPublic: fact.isPublic,
      day: fact.day,
      enteredAt: new Date(fact.enteredAt),
      playedSeconds: fact.playedSeconds,
      durationSeconds: fact.durationSeconds,
      stepsTotal: fact.stepsTotal,
      stepsReached: fact.stepsReached,
      stepsFinished: fact.stepsFinished,
      completed: fact.completed,
    });
    await tx.insert(
      analyticsStepViews,
      fact.steps.map((s) => ({
        recordId: fact.recordId,
        workflowId: fact.workflowId,
        stepId: s.stepId,
        stepIndex: s.stepIndex,
        day: fact.day,
        reached: s.reached,
        finished: s.finished,
        playedSeconds: s.playedSeconds,
      })),
    );
  });
}

/** How many records the start-up backfill reads per round. */
export const BACKFILL_BATCH = 500;

export interface BackfillResult {
  written: number;
  failed: number;
}

/**
 * Facts for every tracking record that has none (records stored before the facts existed, or
 * written straight into the table), in rounds of BACKFILL_BATCH in key order, each record
 * through `writeViewFacts`. Run once at start-up after the migrations. Harmless beside other
 * processes doing the same: each record is one delete + insert transaction, and a record another
 * process wrote first only fails its insert here (counted, never retried in this run). A record
 * that cannot be reduced (a hand-written row without steps) is counted as failed too.
 */
export async function backfillViewFacts(
  db: Db,
  opts: {
    batch?: number;
    onError?: (recordId: string, error: unknown) => void;
    /** Checked between rounds: a closing server stops here (the next start goes on). */
    stopped?: () => boolean;
  } = {},
): Promise<BackfillResult> {
  const batch = opts.batch ?? BACKFILL_BATCH;
  const result: BackfillResult = { written: 0, failed: 0 };
  let after: { organizationId: string; id: string } | null = null;
  for (;;) {
    const rows: {
      organizationId: string;
      id: string;
      userId: string | null;
      email: string | null;
      isPublic: boolean;
      workflowId: string;
      record: unknown;
    }[] = await db
      .select({
        organizationId: trackingRecords.organizationId,
        id: trackingRecords.id,
        userId: trackingRecords.userId,
        email: trackingRecords.email,
        isPublic: trackingRecords.isPublic,
        workflowId: trackingRecords.workflowId,
        record: trackingRecords.record,
      })
      .from(trackingRecords)
      .leftJoin(
        analyticsViews,
        and(
          eq(analyticsViews.organizationId, trackingRecords.organizationId),
          eq(analyticsViews.recordId, trackingRecords.id),
        ),
      )
      .where(
        and(
          isNull(analyticsViews.recordId),
          after
            ? or(
                gt(trackingRecords.organizationId, after.organizationId),
                and(
                  eq(trackingRecords.organizationId, after.organizationId),
                  gt(trackingRecords.id, after.id),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(asc(trackingRecords.organizationId), asc(trackingRecords.id))
      .limit(batch);
    for (const row of rows) {
      try {
        const stored = row.record as TrackingRecord;
        // Identity and workflow as the row holds them (the columns the store wrote).
        const record: TrackingRecord = {
          ...stored,
          id: row.id,
          workflowId: row.workflowId,
          organization: row.organizationId,
          uid: row.userId,
          email: row.email,
          isPublic: row.isPublic,
          stepsArray: Array.isArray(stored.stepsArray) ? stored.stepsArray : [],
          steps: stored.steps && typeof stored.steps === 'object' ? stored.steps : {},
        };
        await writeViewFacts(new Tenant(db, row.organizationId), record);
        result.written++;
      } catch (error) {
        result.failed++;
        opts.onError?.(row.id, error);
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch || opts.stopped?.()) break;
    after = { organizationId: last.organizationId, id: last.id };
  }
  return result;
}
