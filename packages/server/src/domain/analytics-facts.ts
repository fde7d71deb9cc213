/**
 * Analytics facts (issue 25): each viewing session's tracking record, reduced by core
 * `viewFacts` to one `analytics_views` row and one `analytics_step_views` row per step, written
 * whenever the server takes a newer version of the record (tracking-store.ts). Reports read the
 * facts, never the records. Rewritten whole in one transaction, so a resend cannot count twice.
 */
import { eq } from 'drizzle-orm';
import { viewFacts, type TrackingRecord } from '@stepwise/core';
import { analyticsStepViews, analyticsViews } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';

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
