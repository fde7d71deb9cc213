/**
 * Task fixtures (issue 24) for the generated walks and the task tests: in Assembly Line, a
 * published task holding the published SOP, assigned to the Night Shift team (the viewer) by a
 * one-off that started an hour ago and is due in a week, with the viewer's performance; and an
 * unassigned task for the batch-delete sample.
 */
import type { Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';
import { taskAssigneeSettings, taskMembers, taskPerformances, tasks } from '../src/db/schema.js';
import type { SampleFixtures } from '../src/http/types.js';

export const TASK_TITLE = 'Morning line check';

export async function buildTaskFixtures(
  db: Db,
  org: string,
  ids: {
    workspaceId: string;
    publishedSopId: string;
    teamId: string;
    viewerId: string;
    authorId: string;
  },
): Promise<SampleFixtures> {
  const f = {
    taskId: newId(),
    deletableTaskId: newId(),
    assigneeSettingId: newId(),
    taskPerformanceId: newId(),
  };
  const items = [{ type: 'multimodal-sops' as const, id: ids.publishedSopId }];
  await db.insert(tasks).values([
    {
      id: f.taskId,
      organizationId: org,
      workspaceId: ids.workspaceId,
      title: TASK_TITLE,
      published: true,
      items,
      createdBy: ids.authorId,
    },
    {
      id: f.deletableTaskId,
      organizationId: org,
      workspaceId: ids.workspaceId,
      title: 'Old shutdown check',
      createdBy: ids.authorId,
    },
  ]);
  const startsAt = new Date(Date.now() - 3_600_000);
  const dueAt = new Date(Date.now() + 7 * 86_400_000);
  await db.insert(taskAssigneeSettings).values({
    id: f.assigneeSettingId,
    organizationId: org,
    taskId: f.taskId,
    schedule: { type: 'once', startAt: startsAt.toISOString(), dueAt: dueAt.toISOString() },
    nextOccurrenceAt: null,
    createdBy: ids.authorId,
  });
  await db.insert(taskMembers).values({
    id: newId(),
    organizationId: org,
    taskId: f.taskId,
    assigneeSettingId: f.assigneeSettingId,
    memberType: 'team',
    memberId: ids.teamId,
  });
  await db.insert(taskPerformances).values({
    id: f.taskPerformanceId,
    organizationId: org,
    taskId: f.taskId,
    assigneeSettingId: f.assigneeSettingId,
    userId: ids.viewerId,
    teamId: ids.teamId,
    startsAt,
    dueAt,
    items: items.map((i) => ({ ...i, done: false, doneAt: null })),
  });
  return f;
}
