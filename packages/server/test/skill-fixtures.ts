/**
 * Skill fixtures for the generated walks (issue 24): a published skill on the sample workspace
 * holding the sample workflow and assigned to the viewer (with their performance), and a second
 * skill for the delete sample to remove.
 */
import { DEFAULT_SKILL_ASSESSMENT, DEFAULT_SKILL_CERTIFICATION } from '@stepwise/core';
import { skillAssignments, skillPerformances, skills } from '../src/db/schema.js';
import type { Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';

export async function buildSkillFixtures(
  db: Db,
  org: string,
  ids: { workspaceId: string; workflowId: string; viewerId: string; authorId: string },
): Promise<{ skillId: string; skillToDeleteId: string; skillPerformanceId: string }> {
  const skillId = newId();
  const skillToDeleteId = newId();
  const items = [{ type: 'workflows' as const, id: ids.workflowId }];
  const common = {
    organizationId: org,
    workspaceId: ids.workspaceId,
    assessment: DEFAULT_SKILL_ASSESSMENT,
    certification: DEFAULT_SKILL_CERTIFICATION,
    createdBy: ids.authorId,
  };
  await db.insert(skills).values([
    {
      ...common,
      id: skillId,
      title: 'Gearbox basics',
      published: true,
      publishedAt: new Date(),
      items,
    },
    { ...common, id: skillToDeleteId, title: 'Retired skill', items: [] },
  ]);
  await db.insert(skillAssignments).values({
    id: newId(),
    organizationId: org,
    skillId,
    assigneeType: 'user',
    assigneeId: ids.viewerId,
    assignedBy: ids.authorId,
  });
  const skillPerformanceId = newId();
  await db.insert(skillPerformances).values({
    id: skillPerformanceId,
    organizationId: org,
    skillId,
    userId: ids.viewerId,
    items: items.map((i) => ({ ...i, done: false, doneAt: null })),
  });
  return { skillId, skillToDeleteId, skillPerformanceId };
}
