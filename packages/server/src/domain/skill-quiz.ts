/**
 * Quizzes inside a skill (issue 24; 002 §4 quiz screen modes, §7 POST /v1/skill/skills/{id}/quiz).
 * The assessment names workflows of the skill whose quiz must be passed, with the skill's own
 * passing score. A person takes those quizzes through the ordinary quiz routes with
 * userOrTeamSkillId = their performance id: quiz taking asks here whether that id is theirs and
 * the workflow is in that skill, grades with the skill's score, and has the performance
 * recomputed once the attempt is stored.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { skillQuizSchema } from '@stepwise/core';
import type { Services } from '../services.js';
import { quizzes, skillPerformances, skills } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import { isQuizOpen } from './quizzes.js';
import {
  notAssigned,
  unpublishedSkill,
  type SkillPerformanceRow,
  type SkillRow,
} from './skill-access.js';
import { recomputePerformance } from './skill-progress.js';

type QuizBody = z.output<typeof skillQuizSchema>;

/** POST /v1/skill/skills/{id}/quiz: only workflows of the skill with a published quiz (400). */
export async function setAssessment(
  caller: Caller,
  skill: SkillRow,
  body: QuizBody,
): Promise<SkillRow> {
  const ids = [...new Set(body.quizWorkflowIds)];
  if (ids.length !== body.quizWorkflowIds.length) throw badRequest('A workflow is listed twice');
  const inSkill = new Set(skill.items.filter((i) => i.type === 'workflows').map((i) => i.id));
  const rows = ids.length
    ? await caller.tenant.select(quizzes, inArray(quizzes.workflowId, ids))
    : [];
  const withQuiz = new Set(rows.filter(isQuizOpen).map((q) => q.workflowId));
  const refused = ids.filter((id) => !inSkill.has(id) || !withQuiz.has(id));
  if (refused.length) {
    throw badRequest('Only workflows of this skill that have a published quiz', { refused });
  }
  const [row] = await caller.tenant.update(
    skills,
    {
      assessment: { quizWorkflowIds: ids, passingScore: body.passingScore },
      updatedAt: new Date(),
    },
    eq(skills.id, skill.id),
  );
  return row!;
}

export interface SkillQuizContext {
  skill: SkillRow;
  performance: SkillPerformanceRow;
  /** The skill's passing score when the assessment requires this quiz, else the quiz's own. */
  passingScore: number | null;
}

/**
 * The assignment a quiz attempt is taken in: the caller's own performance of a published skill
 * that holds the workflow. Someone else's (or an unknown) id is code 52, a draft skill code 2.
 */
export async function skillQuizContext(
  caller: Caller,
  performanceId: string,
  workflowId: string,
): Promise<SkillQuizContext> {
  const performance = await caller.tenant.first(
    skillPerformances,
    and(eq(skillPerformances.id, performanceId), eq(skillPerformances.userId, caller.userId)),
  );
  if (!performance) throw notAssigned();
  const skill = await caller.tenant.first(skills, eq(skills.id, performance.skillId));
  if (!skill) throw notAssigned();
  if (!skill.published) throw unpublishedSkill();
  if (!skill.items.some((i) => i.type === 'workflows' && i.id === workflowId)) {
    throw badRequest('This workflow is not in that skill');
  }
  const required = skill.assessment.quizWorkflowIds.includes(workflowId);
  return { skill, performance, passingScore: required ? skill.assessment.passingScore : null };
}

/** After an attempt in a skill: the performance as it now stands (may pass and certify). */
export async function afterSkillQuiz(
  tenant: Tenant,
  services: Pick<Services, 'mediaKey'>,
  ctx: SkillQuizContext,
): Promise<void> {
  const fresh = await tenant.first(skillPerformances, eq(skillPerformances.id, ctx.performance.id));
  if (fresh) await recomputePerformance(tenant, services, ctx.skill, fresh);
}
