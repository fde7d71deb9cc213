/**
 * What a skill tells its people (issue 24; 002 §4 notification rules): skill_assign (or
 * skill_assign_due with a due date) to people newly assigned a published skill; skill_publish to
 * every assignee when it is published (so people assigned while it was a draft learn it then);
 * skill_unpublish when it is withdrawn; skill_remind when a manager nudges those not yet passed.
 * Days-left and overdue notices are the due-date sweep's (notifications' own module).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { displayName } from '@stepwise/core';
import { skillPerformances } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { notify, type NotifySender } from './notify.js';
import type { SkillPerformanceRow, SkillRow } from './skill-access.js';
import { performanceState } from './skill-progress.js';

export const senderOf = (caller: Caller): NotifySender => ({
  id: caller.userId,
  name: displayName(caller.user) || caller.email,
});

/** One notice per new assignee: each carries their own assignment and due date. */
export async function noticeAssigned(
  tx: Tenant,
  caller: Caller,
  skill: SkillRow,
  created: readonly SkillPerformanceRow[],
): Promise<void> {
  if (!skill.published) return;
  for (const p of created) {
    await notify(tx, {
      type: p.dueAt ? 'skill_assign_due' : 'skill_assign',
      receiverIds: [p.userId],
      sender: senderOf(caller),
      title: skill.title,
      skillId: skill.id,
      skillPerformanceId: p.id,
      dueAt: p.dueAt,
    });
  }
}

/** skill_publish / skill_unpublish / skill_remind to the given people. */
export async function noticeAll(
  tx: Tenant,
  caller: Caller,
  skill: SkillRow,
  type: 'skill_publish' | 'skill_unpublish' | 'skill_remind',
  receiverIds: readonly string[],
): Promise<number> {
  return notify(tx, {
    type,
    receiverIds,
    sender: senderOf(caller),
    title: skill.title,
    skillId: skill.id,
  });
}

/**
 * POST /v1/skills/{id}/reminders: skill_remind to the assignees (all, or those named) who have
 * not passed; answers how many were told. A draft skill reminds nobody.
 */
export async function remindAssignees(
  caller: Caller,
  skill: SkillRow,
  userIds: readonly string[] | undefined,
): Promise<number> {
  if (!skill.published) return 0;
  const perfs = await caller.tenant.select(
    skillPerformances,
    and(
      eq(skillPerformances.skillId, skill.id),
      userIds ? inArray(skillPerformances.userId, [...userIds]) : undefined,
    ),
  );
  const now = Date.now();
  const pending = perfs.filter((p) => performanceState(skill, p, now) !== 'PASSED');
  return caller.tenant.transaction((tx) =>
    noticeAll(
      tx,
      caller,
      skill,
      'skill_remind',
      pending.map((p) => p.userId),
    ),
  );
}
