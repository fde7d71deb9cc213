/**
 * What a person has done of assigned content (issue 24; 002 §9 "watched 90 %", 001 §7 run
 * completion), written once for skills and tasks. A workflow is done when the person's tracking
 * records since the assignment cover WATCHED_FRACTION of its duration: each step counts at most
 * its own length (core `stepCounts` rules), so watching the first half twice is not the whole.
 * A smart instruction is done by a completed run the caller of this module names (a task's
 * runs carry its performance id; a skill's its skill id).
 */
import { and, eq, gte, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { stepCounts, WATCHED_FRACTION, type TrackingRecord } from '@stepwise/core';
import { sopSessions, trackingRecords, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';

/** When each workflow became watched (ms), for the workflows `userId` watched since `since`. */
export async function watchedWorkflows(
  tenant: Tenant,
  userId: string,
  workflowIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  const done = new Map<string, number>();
  if (workflowIds.length === 0) return done;
  const [rows, wfs] = await Promise.all([
    tenant.select(
      trackingRecords,
      and(
        eq(trackingRecords.userId, userId),
        inArray(trackingRecords.workflowId, [...workflowIds]),
        gte(trackingRecords.lastUpdated, since.getTime()),
      ),
      { orderBy: trackingRecords.lastUpdated },
    ),
    tenant.select(workflows, inArray(workflows.id, [...workflowIds])),
  ]);
  const duration = new Map(wfs.map((w) => [w.id, w.videoDuration ?? 0]));
  // Per workflow and step: seconds played (capped at the step's length) and the step's length.
  const played = new Map<string, Map<string, { played: number; length: number }>>();
  for (const row of rows) {
    if (done.has(row.workflowId)) continue;
    const record = row.record as Pick<TrackingRecord, 'steps'>;
    const perStep = played.get(row.workflowId) ?? new Map();
    played.set(row.workflowId, perStep);
    for (const [stepId, step] of Object.entries(record.steps ?? {})) {
      if (!stepCounts(step)) continue;
      const seen = perStep.get(stepId) ?? { played: 0, length: step.stepDuration };
      seen.length = Math.max(seen.length, step.stepDuration);
      seen.played = Math.min(seen.length, seen.played + step.playedDuration);
      perStep.set(stepId, seen);
    }
    let total = 0;
    let lengths = 0;
    for (const s of perStep.values()) {
      total += s.played;
      lengths += s.length;
    }
    // The workflow's own duration when processing set it, else the steps the player knew.
    const whole = (duration.get(row.workflowId) ?? 0) > 0 ? duration.get(row.workflowId)! : lengths;
    if (whole > 0 && total >= WATCHED_FRACTION * whole) done.set(row.workflowId, row.lastUpdated);
  }
  return done;
}

/** When each smart instruction was first completed (ms) by `userId` in the runs `where` names. */
export async function completedRuns(
  tenant: Tenant,
  userId: string,
  instructionIds: readonly string[],
  where: SQL | undefined,
): Promise<Map<string, number>> {
  const done = new Map<string, number>();
  if (instructionIds.length === 0) return done;
  const rows = await tenant.select(
    sopSessions,
    and(
      eq(sopSessions.userId, userId),
      eq(sopSessions.completed, true),
      isNotNull(sopSessions.completedAt),
      inArray(sopSessions.instructionId, [...instructionIds]),
      where,
    ),
    { orderBy: sopSessions.completedAt },
  );
  for (const r of rows) {
    if (!done.has(r.instructionId)) done.set(r.instructionId, r.completedAt!.getTime());
  }
  return done;
}
