/**
 * The demo's everyday activity around the skill and the task (issue 24): favourites, reactions
 * and the notifications those events would have sent, so the bell, home's favourites and the
 * grouped reaction card show something on a first visit.
 *
 * - Victor (viewer): the conveyor sample shared by Priya and "5 days left" for the skill, both
 *   unread (the skill's and the weekly task's "assigned" notices are written with the skill and
 *   the task, demo-skills.ts and demo-tasks.ts). His favourites: the conveyor sample and the
 *   demo smart instruction.
 * - Olivia (org admin): Priya shares the conveyor sample (unread) and asks her to review it.
 * - Priya (publisher, the sample's author): Victor and Erin reacted to it (one grouped card).
 *
 * Every notification is stored through `notify`, as the events store them; only its time and
 * read state are then set back to when it would have happened.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { displayName, type NotificationType } from '@stepwise/core';
import {
  notifications,
  skillPerformances,
  sopLikes,
  workflowLikes,
  workflowReactions,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { notify, type NotifyInput } from '../domain/notify.js';
import { storeWatch } from './demo-runs.js';
import type { DemoLearningContext } from './demo-skills.js';

const DAY_MS = 24 * 3_600_000;
/** The due-date sweep's reminders have no sender (domain/due-reminders.ts). */
const SYSTEM_SENDER = { id: null, name: '' };

export interface DemoActivityInput {
  skill: { id: string; title: string; viewerPerformanceId: string; dueAt: Date };
  workflowTitle: string;
}

/** One stored notification, then dated `ago` ms back and read or not. */
async function notifyAt(
  tx: Tenant,
  n: NotifyInput & { receiverIds: [string] },
  at: { ago: number; read: boolean; now: number },
): Promise<void> {
  await notify(tx, n);
  const when = new Date(at.now - at.ago);
  await tx.update(
    notifications,
    { createdAt: when, read: at.read, counter: at.read ? 0 : 1 },
    and(
      eq(notifications.receiverId, n.receiverIds[0]),
      eq(notifications.type, n.type),
      n.sender.id === null
        ? isNull(notifications.senderId)
        : eq(notifications.senderId, n.sender.id),
    ),
  );
}

export async function seedDemoActivity(
  tx: Tenant,
  c: DemoLearningContext,
  a: DemoActivityInput,
): Promise<void> {
  const { people, now } = c;
  const who = (u: { id: string } & Parameters<typeof displayName>[0]) => ({
    id: u.id,
    name: displayName(u),
  });
  const [olivia, priya, victor, erin] = [
    who(people.admin),
    who(people.publisher),
    who(people.viewer),
    who(people.employee),
  ];

  // More viewing history: the lead and the author checked the sample this week too.
  await storeWatch(tx, c.workflowId, people.lead, now - 5 * DAY_MS);
  await storeWatch(tx, c.workflowId, people.publisher, now - 3 * DAY_MS);

  await tx.insert(workflowLikes, { userId: victor.id, workflowId: c.workflowId });
  await tx.insert(sopLikes, { userId: victor.id, multimodalSopId: c.sop.id });
  await tx.insert(workflowReactions, [
    { workflowId: c.workflowId, userId: victor.id, reaction: 'like' },
    { workflowId: c.workflowId, userId: erin.id, reaction: 'insightful' },
  ]);

  const skill = { skillId: a.skill.id, title: a.skill.title };
  const sample = { workflowId: c.workflowId, title: a.workflowTitle };
  const n = (
    type: NotificationType,
    receiver: string,
    sender: { id: string | null; name: string },
    rest: Omit<NotifyInput, 'type' | 'receiverIds' | 'sender'>,
  ) => ({ type, receiverIds: [receiver] as [string], sender, ...rest });
  const dated = (ago: number, read: boolean) => ({ ago, read, now });

  // Victor.
  await notifyAt(
    tx,
    n('share_workflow', victor.id, priya, {
      ...sample,
      message: 'Watch this before your next shift on line 1.',
    }),
    dated(DAY_MS / 2, false),
  );
  await notifyAt(
    tx,
    n('skill_days_left', victor.id, SYSTEM_SENDER, {
      ...skill,
      skillPerformanceId: a.skill.viewerPerformanceId,
      dueAt: a.skill.dueAt,
    }),
    dated(2 * 3_600_000, false),
  );
  // Claimed as the sweep claims what it sends, so it does not remind Victor of it again.
  await tx.update(
    skillPerformances,
    { dueSoonNotifiedAt: new Date(now - 2 * 3_600_000) },
    eq(skillPerformances.id, a.skill.viewerPerformanceId),
  );

  // Olivia.
  await notifyAt(
    tx,
    n('share_workflow', olivia.id, priya, {
      ...sample,
      message: 'The start-up steps the operators train on, for your skill.',
    }),
    dated(3 * 3_600_000, false),
  );
  await notifyAt(tx, n('review_workflow', olivia.id, priya, sample), dated(2 * DAY_MS, true));

  // Priya: one card for both reactions (grouped by the sample).
  for (const [sender, reaction, ago] of [
    [victor, 'like', 20 * 3_600_000],
    [erin, 'insightful', 4 * 3_600_000],
  ] as const) {
    await notifyAt(
      tx,
      n('reaction_workflow', priya.id, sender, {
        ...sample,
        reaction,
        groupKey: `reaction_workflow:${c.workflowId}`,
      }),
      dated(ago, false),
    );
  }
}
