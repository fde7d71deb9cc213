/**
 * The caller's notification cards (issue 24; 002 §3 entity, §4 read / counter and reaction
 * message rules, §7 "read ... filtered by organization and receiverId, ordered by createdAt,
 * limit 500, last 30 days"). Stored rows of a grouped kind (reaction_workflow) with the same
 * group key become ONE card standing for all of them: its senders newest first, read only when
 * all are read, its counter their sum. The counts (`unread`, `unseen`) count cards, so the badge
 * agrees with what the bell lists.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import {
  dueInterval,
  NOTIFICATION_LIST_DAYS,
  NOTIFICATION_LIST_MAX,
  notificationTypeSchema,
  type NotificationType,
  type StoredNotification,
} from '@stepwise/core';
import { notifications, skills, smartInstructions, tasks, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import type { HomeMedia } from './home-visibility.js';
import { signedMediaUrls } from './media-urls.js';
import { sopMediaSigner } from './smart-instruction-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type Row = typeof notifications.$inferSelect;
type Card = Omit<StoredNotification, 'posterURL'>;

export interface NotificationCounts {
  unread: number;
  unseen: number;
}

/** The receiver's stored rows of the list window, newest first. */
async function windowRows(tenant: Tenant, receiverId: string, now: number): Promise<Row[]> {
  const since = new Date(now - NOTIFICATION_LIST_DAYS * DAY_MS);
  return tenant.select(
    notifications,
    and(eq(notifications.receiverId, receiverId), gte(notifications.createdAt, since)),
    {
      orderBy: [desc(notifications.createdAt), desc(notifications.id)],
      limit: NOTIFICATION_LIST_MAX,
    },
  );
}

/** Days until the due date (negative once past), whole days as dueState counts them. */
function daysLeft(dueAt: number, now: number): number {
  return dueAt > now ? Math.ceil((dueAt - now) / DAY_MS) : -Math.floor((now - dueAt) / DAY_MS);
}

function cardOf(n: Row, type: NotificationType, now: number): Card {
  const due = n.dueAt?.getTime() ?? null;
  const interval = due === null ? null : dueInterval(due, now);
  return {
    id: n.id,
    ids: [n.id],
    type,
    read: n.read,
    counter: n.counter,
    workflowId: n.workflowId,
    skillId: n.skillId,
    taskId: n.taskId,
    taskPerformanceId: n.taskPerformanceId,
    skillPerformanceId: n.skillPerformanceId,
    multimodalSopId: n.multimodalSopId,
    mmsopSessionId: n.mmsopSessionId,
    approvalRequestId: n.approvalRequestId,
    title: n.title,
    message: n.message,
    dueAt: n.dueAt?.toISOString() ?? null,
    dueDateIntervalType: interval?.dueDateIntervalType ?? null,
    dueDateInterval: interval?.dueDateInterval ?? null,
    dueDaysLeft: due === null ? null : daysLeft(due, now),
    activity: { senderId: n.senderId, senderName: n.senderName },
    senders: [{ id: n.senderId, name: n.senderName }],
    reaction: n.reaction,
    comment: n.isReviewer === null ? null : { isReviewer: n.isReviewer },
    createdAt: n.createdAt.toISOString(),
    latestNotificationCreatedAt: n.createdAt.toISOString(),
  };
}

/** Rows (newest first) as cards (newest first), the grouped kinds folded per group key. */
export function groupCards(rows: readonly Row[], now: number): Card[] {
  const cards: Card[] = [];
  const byGroup = new Map<string, Card>();
  for (const n of rows) {
    // Kinds a later version adds are left out rather than answered in a shape clients refuse.
    const type = notificationTypeSchema.safeParse(n.type);
    if (!type.success) continue;
    const group = n.groupKey ? byGroup.get(n.groupKey) : undefined;
    if (!group) {
      const card = cardOf(n, type.data, now);
      cards.push(card);
      if (n.groupKey) byGroup.set(n.groupKey, card);
      continue;
    }
    // An older row of the group: the card keeps the newest's fields and gathers the rest.
    group.ids.push(n.id);
    group.read &&= n.read;
    group.counter += n.counter;
    group.createdAt = n.createdAt.toISOString();
    const known = group.senders.some((s) =>
      s.id !== null ? s.id === n.senderId : s.name === n.senderName,
    );
    if (!known) group.senders.push({ id: n.senderId, name: n.senderName });
  }
  return cards;
}

export function countsOf(cards: readonly Pick<Card, 'read' | 'counter'>[]): NotificationCounts {
  return {
    unread: cards.filter((c) => !c.read).length,
    unseen: cards.filter((c) => c.counter > 0).length,
  };
}

/** The receiver's card counts (read / seen answers, the live stream). */
export async function notificationCounts(
  tenant: Tenant,
  receiverId: string,
  now = Date.now(),
): Promise<NotificationCounts> {
  return countsOf(groupCards(await windowRows(tenant, receiverId, now), now));
}

/**
 * Posters of the cards' content, signed as the other cards sign them: the workflow's, the
 * instruction's, or the first item of the skill's or task's list.
 */
async function withPosters(
  tenant: Tenant,
  media: HomeMedia,
  cards: Card[],
): Promise<StoredNotification[]> {
  const unique = (ids: (string | null)[]) => [...new Set(ids.filter((x): x is string => !!x))];
  const [skillRows, taskRows] = await Promise.all([
    loadByIds(tenant, skills, skills.id, unique(cards.map((c) => c.skillId))),
    loadByIds(tenant, tasks, tasks.id, unique(cards.map((c) => c.taskId))),
  ]);
  const firstItem = new Map<string, { type: string; id: string }>();
  for (const r of [...skillRows, ...taskRows]) if (r.items[0]) firstItem.set(r.id, r.items[0]);
  const contentOf = (c: Card): { type: string; id: string } | null => {
    if (c.workflowId) return { type: 'workflows', id: c.workflowId };
    if (c.multimodalSopId) return { type: 'multimodal-sops', id: c.multimodalSopId };
    return firstItem.get(c.skillId ?? '') ?? firstItem.get(c.taskId ?? '') ?? null;
  };
  const refs = cards.map(contentOf);
  const idsOf = (type: string) => unique(refs.map((r) => (r?.type === type ? r.id : null)));
  const [flows, sops] = await Promise.all([
    loadByIds(tenant, workflows, workflows.id, idsOf('workflows')),
    loadByIds(tenant, smartInstructions, smartInstructions.id, idsOf('multimodal-sops')),
  ]);
  const signSop = sopMediaSigner(media.services, media.origin);
  const posters = new Map<string, string | null>();
  for (const w of flows)
    posters.set(
      `workflows:${w.id}`,
      signedMediaUrls(media.services, w, { origin: media.origin }).posterURL,
    );
  for (const s of sops) posters.set(`multimodal-sops:${s.id}`, s.poster ? signSop(s.poster) : null);
  return cards.map((c, i) => {
    const ref = refs[i];
    return { ...c, posterURL: ref ? (posters.get(`${ref.type}:${ref.id}`) ?? null) : null };
  });
}

async function loadByIds<
  T extends typeof skills | typeof tasks | typeof workflows | typeof smartInstructions,
>(tenant: Tenant, table: T, idColumn: T['id'], ids: string[]): Promise<T['$inferSelect'][]> {
  return ids.length ? tenant.select(table, inArray(idColumn, ids)) : [];
}

/** GET /v1/me/notifications: the caller's cards, newest first, with the counts. */
export async function myNotifications(
  caller: Caller,
  media: HomeMedia,
  now = Date.now(),
): Promise<{ items: StoredNotification[] } & NotificationCounts> {
  const cards = groupCards(await windowRows(caller.tenant, caller.userId, now), now);
  return { items: await withPosters(caller.tenant, media, cards), ...countsOf(cards) };
}

/**
 * The live stream's view: the counts and the newest card (with its poster). One read of the
 * window, like the list, so the stream and the bell cannot disagree.
 */
export async function newestNotification(
  caller: Caller,
  media: HomeMedia,
  now = Date.now(),
): Promise<{ item: StoredNotification | null } & NotificationCounts> {
  const cards = groupCards(await windowRows(caller.tenant, caller.userId, now), now);
  const [item] = cards[0] ? await withPosters(caller.tenant, media, [cards[0]]) : [];
  return { item: item ?? null, ...countsOf(cards) };
}

/** POST /v1/me/notifications/read: the caller's rows among `ids` are read (others ignored). */
export async function markRead(caller: Caller, ids: readonly string[]): Promise<void> {
  await caller.tenant.update(
    notifications,
    { read: true },
    and(eq(notifications.receiverId, caller.userId), inArray(notifications.id, [...ids])),
  );
}

/** POST /v1/me/notifications/seen: the bell was opened, nothing of the caller's is unseen. */
export async function markSeen(caller: Caller): Promise<void> {
  await caller.tenant.update(
    notifications,
    { counter: 0 },
    and(eq(notifications.receiverId, caller.userId), gte(notifications.counter, 1)),
  );
}
