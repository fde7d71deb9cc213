/**
 * One person's progress in a skill (issue 24; 002 §3-§4 skill states): which items are done,
 * the assessment's result, passing, and the certificate that passing earns.
 *
 * - A workflow is done once the person played WATCHED_FRACTION of its duration since the
 *   assignment, each step counted at most its own length (content-progress.ts, shared with
 *   tasks).
 * - A smart instruction is done by a completed run since the assignment (or a run made in this
 *   skill, sop_sessions.skill_id).
 * - The assessment is the latest attempt, taken in this assignment, at each required quiz.
 * - After a certificate expires the person must pass again: only activity after the expiry
 *   counts (recertification), and the expired pass no longer shows as PASSED (core skillState).
 */
import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import {
  assessmentResult,
  itemsProgress,
  needsRecertification,
  skillPassed,
  skillState,
  type SkillState,
} from '@stepwise/core';
import type { Services } from '../services.js';
import type { StoredItemProgress } from '../db/schema/skills-tasks.js';
import { skillPerformances, sopSessions, userQuizzes } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { SkillPerformanceRow, SkillRow } from './skill-access.js';
import { issueCertificate } from './skill-certificates.js';
import { contentRows } from './skill-content.js';
import { completedRuns, watchedWorkflows } from './content-progress.js';

type UserQuizRow = typeof userQuizzes.$inferSelect;

/** The state lists and the matrix show (core skillState over the stored performance). */
export function performanceState(
  skill: SkillRow,
  perf: SkillPerformanceRow,
  now = Date.now(),
): SkillState {
  const passed =
    perf.passedAt !== null && (!skill.certification.enabled || perf.certifiedAt !== null);
  return skillState({
    contentDone: perf.progress === 100,
    hasAssessment: skill.assessment.quizWorkflowIds.length > 0,
    assessment: (perf.assessmentResult as 'passed' | 'failed' | null) ?? null,
    expiresAt: perf.expiresAt?.getTime() ?? null,
    passed,
    now,
  });
}

/** When the counted activity starts: the assignment, or the expiry of the last certificate. */
export function countingSince(perf: SkillPerformanceRow, now: number): Date {
  const expired = needsRecertification(perf.expiresAt?.getTime() ?? null, now);
  return expired && perf.expiresAt ? perf.expiresAt : perf.assignedAt;
}

async function itemsDone(
  tenant: Tenant,
  skill: SkillRow,
  perf: SkillPerformanceRow,
  since: Date,
  now: Date,
): Promise<StoredItemProgress[]> {
  const refs = skill.items;
  const workflowIds = refs.filter((r) => r.type === 'workflows').map((r) => r.id);
  const sopIds = refs.filter((r) => r.type === 'multimodal-sops').map((r) => r.id);
  const firstRound = since.getTime() === perf.assignedAt.getTime();
  const [rows, watched, runs] = await Promise.all([
    contentRows(tenant, refs),
    watchedWorkflows(tenant, perf.userId, workflowIds, since),
    completedRuns(
      tenant,
      perf.userId,
      sopIds,
      or(
        gte(sopSessions.completedAt, since),
        firstRound ? eq(sopSessions.skillId, skill.id) : undefined,
      ),
    ),
  ]);
  const before = new Map(perf.items.map((i) => [`${i.type}:${i.id}`, i]));
  return refs.map((ref) => {
    const prior = before.get(`${ref.type}:${ref.id}`);
    // Done stays done within the counting period (content edits do not undo what was watched).
    if (prior?.done && prior.doneAt !== null && prior.doneAt >= since.getTime()) return prior;
    // Deleted or hidden content cannot be done (it stays listed, unavailable).
    const exists =
      ref.type === 'workflows' ? rows.workflows.has(ref.id) : rows.instructions.has(ref.id);
    const done = exists && (ref.type === 'workflows' ? watched : runs).has(ref.id);
    return { ...ref, done, doneAt: done ? now.getTime() : null };
  });
}

export interface SkillQuizResults {
  result: 'passed' | 'failed' | null;
  /** Mean of the latest scores of the required quizzes taken; null before any. */
  score: number | null;
  /** Workflow id -> the latest attempt in this assignment (required or not). */
  latest: Map<string, UserQuizRow>;
}

/** The latest attempts taken in this assignment since `since`, and the assessment's result. */
export async function skillQuizResults(
  tenant: Tenant,
  skill: SkillRow,
  perf: SkillPerformanceRow,
  since: Date,
): Promise<SkillQuizResults> {
  const rows = await tenant.select(
    userQuizzes,
    and(
      eq(userQuizzes.userId, perf.userId),
      eq(userQuizzes.userOrTeamSkillId, perf.id),
      gte(userQuizzes.createdAt, since),
    ),
    { orderBy: [desc(userQuizzes.createdAt), desc(userQuizzes.attempt)] },
  );
  const latest = new Map<string, UserQuizRow>();
  for (const r of rows) if (!latest.has(r.workflowId)) latest.set(r.workflowId, r);
  const required = skill.assessment.quizWorkflowIds;
  const statuses = new Map(
    [...latest].map(([id, r]) => [id, r.status === 'passed' ? 'passed' : 'failed'] as const),
  );
  const taken = required.flatMap((id) => (latest.has(id) ? [latest.get(id)!.score] : []));
  return {
    result: assessmentResult(required, statuses),
    score: taken.length ? Math.round(taken.reduce((a, b) => a + b, 0) / taken.length) : null,
    latest,
  };
}

/**
 * Recomputes and stores a performance; a first pass (or a pass after expiry) stamps it passed
 * and, with automatic certification, issues the certificate in the same transaction.
 */
export async function recomputePerformance(
  tenant: Tenant,
  services: Pick<Services, 'mediaKey'>,
  skill: SkillRow,
  perf: SkillPerformanceRow,
  now = new Date(),
): Promise<SkillPerformanceRow> {
  const expired = needsRecertification(perf.expiresAt?.getTime() ?? null, now.getTime());
  const since = countingSince(perf, now.getTime());
  const [items, quiz] = await Promise.all([
    itemsDone(tenant, skill, perf, since, now),
    skillQuizResults(tenant, skill, perf, since),
  ]);
  const contentDone = items.length > 0 && items.every((i) => i.done);
  const hasAssessment = skill.assessment.quizWorkflowIds.length > 0;
  const passedNow = skillPassed(contentDone, hasAssessment, quiz.result);
  const alreadyPassed = perf.passedAt !== null && !expired;
  const firstPass = passedNow && !alreadyPassed;
  const progress = {
    items,
    progress: itemsProgress(items),
    assessmentResult: quiz.result,
    assessmentScore: quiz.score,
    updatedAt: now,
  };
  return tenant.transaction(async (tx) => {
    const row = eq(skillPerformances.id, perf.id);
    // The pass is claimed with a conditional update (passed_at as this calculation read it):
    // two calculations at once (a quiz and a progress call) stamp and certify it once.
    const [claimed] = firstPass
      ? await tx.update(
          skillPerformances,
          { ...progress, passedAt: now, completedAt: now, certifiedAt: null, expiresAt: null },
          and(
            row,
            perf.passedAt === null
              ? isNull(skillPerformances.passedAt)
              : eq(skillPerformances.passedAt, perf.passedAt),
          ),
        )
      : [];
    const cert = skill.certification;
    if (claimed && cert.enabled && cert.mode === 'automatic') {
      return (await issueCertificate(tx, services, skill, claimed, null, now)).performance;
    }
    if (claimed) return claimed;
    const [updated] = await tx.update(skillPerformances, progress, row);
    return updated ?? perf;
  });
}
