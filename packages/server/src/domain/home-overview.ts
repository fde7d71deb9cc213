/**
 * GET /v1/me/home/overview (issue 24; 002 §2 /home/overview): the caller's assigned skills and
 * task occurrences counted as to do / completed, what is due (overdue first, then soonest), the
 * workflows and smart instructions they viewed last, and the mean progress of the open items.
 */
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { HomeOverview } from '@stepwise/core';
import {
  skillPerformances,
  skills,
  sopSessions,
  taskPerformances,
  tasks,
  trackingRecords,
} from '../db/schema.js';
import type { Caller } from './caller.js';
import { assignedRequests } from './approval-views.js';
import {
  homeScope,
  visibleInstructions,
  visibleWorkflows,
  type HomeMedia,
} from './home-visibility.js';
import { signedMediaUrls } from './media-urls.js';
import { sopMediaSigner } from './smart-instruction-view.js';

export const HOME_LIST_MAX = 10;
/** Rows read to find the 10 most recent distinct items (one item has many rows). */
const RECENT_ROWS_READ = 200;

interface OpenItem {
  kind: 'skill' | 'task';
  id: string;
  refId: string;
  title: string;
  dueAt: Date | null;
  progress: number;
  done: boolean;
}

async function myItems(caller: Caller, now: Date): Promise<OpenItem[]> {
  const [skillRows, taskRows] = await Promise.all([
    caller.tenant.select(skillPerformances, eq(skillPerformances.userId, caller.userId)),
    caller.tenant.select(
      taskPerformances,
      and(eq(taskPerformances.userId, caller.userId), lte(taskPerformances.startsAt, now)),
    ),
  ]);
  const [skillList, taskList] = await Promise.all([
    caller.tenant.select(skills, eq(skills.published, true)),
    caller.tenant.select(tasks, undefined),
  ]);
  // Unpublished skills are not the learner's to do (002 §8 code 2); their rows stay for later.
  const skillById = new Map(skillList.map((s) => [s.id, s]));
  const taskById = new Map(taskList.map((t) => [t.id, t]));
  const items: OpenItem[] = [];
  for (const p of skillRows) {
    const s = skillById.get(p.skillId);
    if (!s) continue;
    items.push({
      kind: 'skill',
      id: s.id,
      refId: p.id,
      title: s.title,
      dueAt: p.dueAt,
      progress: p.progress,
      done: p.completedAt !== null,
    });
  }
  for (const p of taskRows) {
    const t = taskById.get(p.taskId);
    if (!t) continue;
    items.push({
      kind: 'task',
      id: p.id,
      refId: t.id,
      title: t.title,
      dueAt: p.dueAt,
      progress: p.progress,
      done: p.status === 'completed' || p.completedAt !== null,
    });
  }
  return items;
}

/** Overdue first (they are the earliest due), then soonest; undated last. */
function byDue(a: OpenItem, b: OpenItem): number {
  const ta = a.dueAt?.getTime() ?? Infinity;
  const tb = b.dueAt?.getTime() ?? Infinity;
  return ta - tb || a.title.localeCompare(b.title);
}

async function recentlyViewed(caller: Caller, media: HomeMedia): Promise<HomeOverview['recent']> {
  const sign = sopMediaSigner(media.services, media.origin);
  const [tracks, sessions, scope] = await Promise.all([
    caller.tenant.select(trackingRecords, eq(trackingRecords.userId, caller.userId), {
      orderBy: [desc(trackingRecords.updatedAt)],
      limit: RECENT_ROWS_READ,
    }),
    caller.tenant.select(
      sopSessions,
      and(eq(sopSessions.userId, caller.userId), isNotNull(sopSessions.instructionId)),
      { orderBy: [desc(sopSessions.updatedAt)], limit: RECENT_ROWS_READ },
    ),
    homeScope(caller),
  ]);
  const lastViewed = new Map<string, { type: 'workflows' | 'multimodal-sops'; at: Date }>();
  for (const t of tracks) {
    const key = `w:${t.workflowId}`;
    if (!lastViewed.has(key)) lastViewed.set(key, { type: 'workflows', at: t.updatedAt });
  }
  for (const s of sessions) {
    const key = `s:${s.instructionId}`;
    if (!lastViewed.has(key)) lastViewed.set(key, { type: 'multimodal-sops', at: s.updatedAt });
  }
  const idsOf = (prefix: string) =>
    [...lastViewed.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(2));
  const [flows, sops] = await Promise.all([
    visibleWorkflows(caller, scope, idsOf('w:')),
    visibleInstructions(caller, scope, idsOf('s:')),
  ]);
  const recent: HomeOverview['recent'] = [
    ...flows.map((w) => ({
      type: 'workflows' as const,
      id: w.id,
      title: w.title,
      posterURL: signedMediaUrls(media.services, w, { origin: media.origin }).posterURL,
      viewedAt: lastViewed.get(`w:${w.id}`)!.at.toISOString(),
    })),
    ...sops.map((s) => ({
      type: 'multimodal-sops' as const,
      id: s.id,
      title: s.title,
      posterURL: s.poster ? sign(s.poster) : null,
      viewedAt: lastViewed.get(`s:${s.id}`)!.at.toISOString(),
    })),
  ];
  recent.sort((a, b) => b.viewedAt.localeCompare(a.viewedAt) || a.id.localeCompare(b.id));
  return recent.slice(0, HOME_LIST_MAX);
}

export async function homeOverview(
  caller: Caller,
  media: HomeMedia,
  now = new Date(),
): Promise<HomeOverview> {
  const [items, approvals, recent] = await Promise.all([
    myItems(caller, now),
    assignedRequests(caller, { page: 0, size: 1 }),
    recentlyViewed(caller, media),
  ]);
  const open = items.filter((i) => !i.done);
  const isOverdue = (i: OpenItem) => i.dueAt !== null && i.dueAt.getTime() < now.getTime();
  const count = (kind: OpenItem['kind'], done: boolean) =>
    items.filter((i) => i.kind === kind && i.done === done).length;
  return {
    counts: {
      skillsTodo: count('skill', false),
      skillsCompleted: count('skill', true),
      tasksTodo: count('task', false),
      tasksCompleted: count('task', true),
      overdue: open.filter(isOverdue).length,
      forApproval: approvals.page.dataCount,
    },
    due: [...open]
      .sort(byDue)
      .slice(0, HOME_LIST_MAX)
      .map((i) => ({
        kind: i.kind,
        id: i.id,
        refId: i.refId,
        title: i.title,
        dueAt: i.dueAt?.toISOString() ?? null,
        progress: Math.max(0, Math.min(100, Math.round(i.progress))),
        overdue: isOverdue(i),
      })),
    recent,
    progress: open.length
      ? Math.round(
          open.reduce((sum, i) => sum + Math.max(0, Math.min(100, i.progress)), 0) / open.length,
        )
      : 0,
  };
}
