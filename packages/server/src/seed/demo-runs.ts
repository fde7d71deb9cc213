/**
 * What the demo's people did, as the players would have recorded it: a smart-instruction run's
 * items (demo-sop.ts, the skill and the task runs) and a watch of a workflow (a tracking
 * record made with core's tracking functions, stored through the tracking store the player's
 * beacon uses), so progress, "recent" and the performance screens read real records.
 */
import {
  addStepPlayedTime,
  closeInterval,
  newTrackingRecord,
  openInterval,
  trackingRecordSchema,
  withStep,
  type TrackingRecord,
} from '@stepwise/core';
import { and, eq } from 'drizzle-orm';
import { newId } from '../db/ids.js';
import { steps, trackingRecords, type StoredSopSessionItem } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { storeTracking } from '../domain/tracking-store.js';

const RUN_ITEM_MS = 30_000;

interface RunItem {
  id: string;
  type: string;
  checklistItems: readonly { id: string }[];
}

/** The first `count` items of a run started at `start`, each done 30 s after the one before. */
export function sopRunItems(
  items: readonly RunItem[],
  start: number,
  count = items.length,
): StoredSopSessionItem[] {
  return items.slice(0, count).map((item, n) => ({
    itemId: item.id,
    done: true,
    doneAt: start + n * RUN_ITEM_MS,
    checkedItemIds: item.type === 'checklist' ? item.checklistItems.map((c) => c.id) : [],
    userFileIds: [],
    quizCheckId: null,
    quizScore: null,
  }));
}

/** A whole run of `items` by `user`, finished at `finishedAt` (a sop_sessions row). */
export function finishedSopRun(
  instructionId: string,
  items: readonly RunItem[],
  user: { id: string; email: string },
  finishedAt: number,
  link: { skillId?: string; taskPerformanceId?: string } = {},
) {
  const start = finishedAt - items.length * RUN_ITEM_MS;
  return {
    id: newId(),
    instructionId,
    version: '1.0',
    userId: user.id,
    email: user.email,
    onEnter: start,
    onExit: finishedAt,
    durationSeconds: (items.length * RUN_ITEM_MS) / 1000,
    deviceInfo: { platform: 'demo tablet' },
    currentItemId: items.at(-1)?.id ?? null,
    items: sopRunItems(items, start, items.length),
    completed: true,
    completedAt: new Date(finishedAt),
    skillId: link.skillId ?? null,
    taskPerformanceId: link.taskPerformanceId ?? null,
    // When it happened, so "recent" and the performance screens date it right.
    createdAt: new Date(start),
    updatedAt: new Date(finishedAt),
  };
}

/**
 * `user` watched `workflowId` from the start, its first `share` of steps (all of it by default),
 * ending at `endedAt`: one stored tracking record.
 */
export async function storeWatch(
  tenant: Tenant,
  workflowId: string,
  user: { id: string; email: string },
  endedAt: number,
  share = 1,
): Promise<void> {
  const all = await tenant.select(steps, eq(steps.workflowId, workflowId));
  all.sort((a, b) => a.order - b.order);
  const stepRows = all.slice(0, Math.max(1, Math.round(all.length * share)));
  const total = stepRows.reduce((sum, st) => sum + Math.max(0, st.endTime - st.startTime), 0);
  let at = endedAt - total * 1000;
  let record: TrackingRecord = newTrackingRecord({
    id: newId(),
    isPublic: false,
    workflowId,
    stepsArray: all.map((st) => st.id),
    at,
    deviceInfo: { platform: 'demo tablet' },
  });
  for (const st of stepRows) {
    const seconds = Math.max(0, st.endTime - st.startTime);
    const from = at;
    at += seconds * 1000;
    record = addStepPlayedTime(record, st.id, seconds, seconds, at);
    // The played interval, as the player's play and pause events close it.
    const step = closeInterval(openInterval(record.steps[st.id]!, from), at);
    record = withStep(record, st.id, step);
  }
  record = { ...record, onExit: at, lastUpdated: at };
  const { row } = await storeTracking(tenant, trackingRecordSchema.parse(record), {
    userId: user.id,
    email: user.email,
    isPublic: false,
  });
  // Dated when it happened, as if the beacon had sent it then.
  await tenant.update(
    trackingRecords,
    { createdAt: new Date(record.onEnter), updatedAt: new Date(at) },
    and(eq(trackingRecords.id, row.id), eq(trackingRecords.workflowId, workflowId)),
  );
}
