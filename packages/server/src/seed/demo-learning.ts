/**
 * The demo's learning (issue 24): the skill (demo-skills.ts), the weekly task (demo-tasks.ts)
 * and the activity around them (demo-activity.ts), and (issue 25) the week of viewing by 20
 * people the analytics show (demo-analytics.ts), on the conveyor sample, its quiz and the demo
 * smart instruction. Runs once the sample is processed (seed-demo-sop, demo-sop.ts), since the
 * viewing history needs its steps. Everything is written in one transaction, and only when the
 * skill is not there yet, so a restart half-way makes it all once.
 */
import { and, eq } from 'drizzle-orm';
import { employeeIdEmail } from '@stepwise/core';
import { loadItems } from '../domain/sop-item-rows.js';
import type { WorkflowRow } from '../domain/workflow-access.js';
import { quizzes, skills, smartInstructions, users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID, DEMO_USERS } from './demo.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoAnalytics } from './demo-analytics.js';
import {
  DEMO_LEARNER_EMAIL,
  DEMO_SKILL_TITLE,
  addDemoLearner,
  addDemoTeam,
  seedDemoSkill,
  type DemoLearningContext,
} from './demo-skills.js';
import { seedDemoTask } from './demo-tasks.js';

export interface DemoLearning {
  skillId: string;
  taskId: string;
}

/**
 * The demo's skill, task and activity in the workspace of `workflow` (the conveyor sample), with
 * the demo smart instruction `sopId`; null when they were made already.
 */
export async function ensureDemoLearning(
  tenant: Tenant,
  workflow: WorkflowRow,
  sopId: string,
  mediaKey: Uint8Array,
): Promise<DemoLearning | null> {
  if (await tenant.first(skills, eq(skills.title, DEMO_SKILL_TITLE))) return null;
  const byEmail = (email: string) => tenant.first(users, eq(users.email, email));
  const [admin, lead, publisher, viewer, employee, sop, quiz] = await Promise.all([
    byEmail(DEMO_USERS.orgAdmin),
    byEmail(DEMO_USERS.workspaceAdmin),
    byEmail(DEMO_USERS.publisher),
    byEmail(DEMO_USERS.viewer),
    byEmail(employeeIdEmail(DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID)),
    tenant.first(smartInstructions, eq(smartInstructions.id, sopId)),
    tenant.first(quizzes, and(eq(quizzes.workflowId, workflow.id), eq(quizzes.published, true))),
  ]);
  // The assessment is the sample's quiz: without it (the generator made none) there is no demo.
  if (!admin || !lead || !publisher || !viewer || !employee || !sop || !quiz) return null;
  const sopItems = await loadItems(tenant, sop.id);
  return tenant.transaction(async (tx) => {
    const learner =
      (await tx.first(users, eq(users.email, DEMO_LEARNER_EMAIL))) ??
      (await addDemoLearner(tx, viewer, workflow.workspaceId));
    const teamId = await addDemoTeam(tx, workflow.workspaceId, [
      viewer.id,
      employee.id,
      learner.id,
    ]);
    const c: DemoLearningContext = {
      people: { admin, lead, publisher, viewer, employee, learner },
      workspaceId: workflow.workspaceId,
      workflowId: workflow.id,
      sop: { id: sop.id, items: sopItems },
      quiz: { id: quiz.id, questions: quiz.questions },
      teamId,
      mediaKey,
      now: Date.now(),
    };
    const skill = await seedDemoSkill(tx, c);
    const task = await seedDemoTask(tx, c);
    await seedDemoActivity(tx, c, { skill, workflowTitle: workflow.title });
    // Issue 25: the week of viewing the analytics reports show (demo-analytics.ts).
    await seedDemoAnalytics(tx, c);
    return { skillId: skill.id, taskId: task.taskId };
  });
}
