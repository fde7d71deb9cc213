/**
 * A person's assigned skills (issue 24; 002 §2 skills page, §7 GET /v1/users/{userId}/
 * skills-assigned). The person reads their own; a manager reads anyone's in the skills they
 * manage. One skill: not assigned is code 52 (HTTP 403), a draft skill code 2 (HTTP 409) for
 * whoever does not manage it, and a skill unknown to the organisation 404.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { pageInfo, type AssignedSkill, type assignedListQuerySchema } from '@stepwise/core';
import type { Services } from '../services.js';
import { quizzes, skillPerformances, skills, users, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import {
  canManageIn,
  managesSkills,
  notAssigned,
  skillAccessOf,
  unpublishedSkill,
  type SkillPerformanceRow,
  type SkillRow,
} from './skill-access.js';
import { certificateView, latestCertificate } from './skill-certificates.js';
import { contentEntries, contentRows, totalVideoDuration } from './skill-content.js';
import { countingSince, performanceState, skillQuizResults } from './skill-progress.js';
import { isQuizOpen } from './quizzes.js';
import { WorkspaceAccess } from './workspace-access.js';

type ListQuery = z.output<typeof assignedListQuerySchema>;

/** The person exists in the organisation; 404 otherwise. */
async function personOf(caller: Caller, userId: string): Promise<void> {
  if (userId === caller.userId) return;
  if (!(await caller.tenant.first(users, eq(users.id, userId)))) throw notFound('User');
}

/** One assigned skill as the person's skill page shows it. */
export async function assignedView(
  caller: Caller,
  services: Services,
  skill: SkillRow,
  perf: SkillPerformanceRow,
): Promise<AssignedSkill> {
  const since = countingSince(perf, Date.now());
  const workflowIds = skill.items.filter((i) => i.type === 'workflows').map((i) => i.id);
  const [rows, quiz, quizRows, cert, ws] = await Promise.all([
    contentRows(caller.tenant, skill.items),
    skillQuizResults(caller.tenant, skill, perf, since),
    workflowIds.length
      ? caller.tenant.select(quizzes, inArray(quizzes.workflowId, workflowIds))
      : [],
    latestCertificate(caller.tenant, perf.id),
    caller.tenant.first(workspaces, eq(workspaces.id, skill.workspaceId)),
  ]);
  const open = new Set(quizRows.filter(isQuizOpen).map((q) => q.workflowId));
  const required = new Set(skill.assessment.quizWorkflowIds);
  const progress = new Map(perf.items.map((i) => [`${i.type}:${i.id}`, i]));
  const entries = contentEntries(services, rows, skill.items);
  return {
    performanceId: perf.id,
    skill: {
      id: skill.id,
      playlistTitle: skill.title,
      posterURL: entries.find((e) => e.available && e.posterURL)?.posterURL ?? null,
      published: skill.published,
      totalInList: entries.length,
      totalVideoDuration: totalVideoDuration(entries),
      group: skill.workspaceId,
      workspaceName: ws?.name ?? '',
    },
    list: entries.map((e) => {
      const p = progress.get(`${e.type}:${e.id}`);
      const latest = quiz.latest.get(e.id);
      const hasQuiz = e.type === 'workflows' && (open.has(e.id) || required.has(e.id));
      return {
        ...e,
        done: p?.done ?? false,
        doneAt: p?.doneAt ? new Date(p.doneAt).toISOString() : null,
        quiz: hasQuiz
          ? {
              required: required.has(e.id),
              userQuizId: latest?.id ?? null,
              status: latest ? (latest.status === 'passed' ? 'passed' : 'failed') : null,
              score: latest?.score ?? null,
            }
          : null,
      };
    }),
    progress: perf.progress,
    state: performanceState(skill, perf),
    dueAt: perf.dueAt?.toISOString() ?? null,
    assignedAt: perf.assignedAt.toISOString(),
    completedAt: perf.completedAt?.toISOString() ?? null,
    assessment: { ...skill.assessment, result: quiz.result },
    certification: skill.certification,
    certificate: cert ? certificateView(cert) : null,
  };
}

/**
 * The skill and the person's performance of it, for reading or recalculating: the person
 * themself, or a manager of the skill; see the module comment for the refusals.
 */
export async function assignedSkillOf(
  caller: Caller,
  userId: string,
  skillId: string,
): Promise<{ skill: SkillRow; perf: SkillPerformanceRow }> {
  const found = await skillAccessOf(caller, skillId);
  const self = userId === caller.userId;
  if (!self && !found.canManage) throw notFound('Skill');
  await personOf(caller, userId);
  const perf = self
    ? found.own
    : await caller.tenant.first(
        skillPerformances,
        and(eq(skillPerformances.skillId, skillId), eq(skillPerformances.userId, userId)),
      );
  if (!perf) throw notAssigned();
  if (!found.skill.published && !found.canManage) throw unpublishedSkill();
  return { skill: found.skill, perf };
}

/**
 * GET /v1/users/{userId}/skills-assigned: todo (not PASSED) or completed (PASSED), newest
 * assignment first. Another person's list holds only the skills the caller manages; a person's
 * own list leaves out drafts.
 */
export async function assignedList(
  caller: Caller,
  services: Services,
  userId: string,
  q: ListQuery,
) {
  const self = userId === caller.userId;
  if (!self && !managesSkills(caller)) throw notFound('User');
  await personOf(caller, userId);
  const perfs = await caller.tenant.select(
    skillPerformances,
    eq(skillPerformances.userId, userId),
    {
      orderBy: [desc(skillPerformances.assignedAt), desc(skillPerformances.id)],
    },
  );
  const skillRows = perfs.length
    ? await caller.tenant.select(
        skills,
        inArray(
          skills.id,
          perfs.map((p) => p.skillId),
        ),
      )
    : [];
  const access = self ? null : await WorkspaceAccess.of(caller);
  const spaces = access
    ? await caller.tenant.select(
        workspaces,
        inArray(
          workspaces.id,
          skillRows.map((s) => s.workspaceId),
        ),
      )
    : [];
  const managed = new Set(
    spaces
      .filter((w) => access && access.canView(w) && canManageIn(caller, access, w))
      .map((w) => w.id),
  );
  const byId = new Map(skillRows.map((s) => [s.id, s]));
  const keyword = q.keyword?.trim().toLowerCase();
  const now = Date.now();
  const matching = perfs.flatMap((p) => {
    const skill = byId.get(p.skillId);
    if (!skill) return [];
    if (self ? !skill.published : !managed.has(skill.workspaceId)) return [];
    if (keyword && !skill.title.toLowerCase().includes(keyword)) return [];
    const passed = performanceState(skill, p, now) === 'PASSED';
    return passed === (q.type === 'completed') ? [{ skill, p }] : [];
  });
  const pageRows = matching.slice(q.page * q.size, (q.page + 1) * q.size);
  const items: AssignedSkill[] = [];
  for (const { skill, p } of pageRows) items.push(await assignedView(caller, services, skill, p));
  return { items, page: pageInfo(q.page, q.size, matching.length) };
}
