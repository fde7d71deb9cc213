/**
 * The skills reports (issue 25; 002 §7 "skill performance", "Advanced report: skill-analysis"):
 * one row per (skill, assigned person) from `skill_performances` with the skill, the person,
 * their team and the state core `skillState` decides (NONE / FAILED / LOCKED / PASSED); the
 * performance report counts those rows per skill. Scoped by `reportScope` to the skills of the
 * caller's workspaces. Ours: skills reports show the current state of every assignment, so they
 * read no date range (an assignment made long ago can be overdue today).
 */
import { sql } from 'drizzle-orm';
import {
  applyGridView,
  SKILL_REPORT_EXPIRING_DAYS,
  skillState,
  visibleColumns,
  type ReportQuery,
  type SkillAnalysisRow,
  type SkillAssessment,
  type SkillCertification,
  type SkillPerformanceReportRow,
} from '@stepwise/core';
import { skillPerformances, skills, teams, users, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { reportScope } from './analytics-scope.js';
import { iso, likePattern, num, userName, within } from './analytics-sql.js';
import { registerExportSource, type ExportColumn, type ExportRow } from './export-sources.js';
import { exportParamsOf } from './report-export.js';

const EXPORT_PAGE_ROWS = 1000;

function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const time = (value: unknown): number | null => {
  const at = iso(value);
  return at ? Date.parse(at) : null;
};

/** Every (skill, person) row of the scope, ordered by skill then person. */
export async function skillAnalysisRows(
  caller: Caller,
  query: ReportQuery,
  now = Date.now(),
): Promise<SkillAnalysisRow[]> {
  const { workspaceIds: ids } = await reportScope(caller, query);
  const keyword = query.keyword?.trim()
    ? sql`and (${skills.title} ilike ${likePattern(query.keyword.trim())} or ${userName} ilike ${likePattern(query.keyword.trim())})`
    : sql``;
  const rows = await caller.tenant.query<Record<string, unknown>>(
    (from) => sql`
      select ${skills.id} as skill_id, ${skills.title} as skill_name, ${skills.assessment} as assessment,
             ${skills.certification} as certification,
             ${workspaces.id} as workspace_id, ${workspaces.name} as workspace_name,
             ${users.id} as user_id, ${userName} as user_name, ${teams.name} as team_name,
             ${skillPerformances.progress} as progress, ${skillPerformances.dueAt} as due_at,
             ${skillPerformances.passedAt} as passed_at, ${skillPerformances.assessmentResult} as assessment_result,
             ${skillPerformances.certifiedAt} as certified_at, ${skillPerformances.expiresAt} as expires_at
      from ${from(skillPerformances)}
      join ${from(skills)} on ${skills.id} = ${skillPerformances.skillId}
      join ${from(workspaces)} on ${workspaces.id} = ${skills.workspaceId}
      join ${from(users)} on ${users.id} = ${skillPerformances.userId}
      left join ${from(teams)} on ${teams.id} = ${skillPerformances.teamId}
      where ${within(skills.workspaceId, ids)} ${keyword}
      order by ${skills.title}, ${skills.id}, 8, ${users.id}`,
  );
  return rows.map((r): SkillAnalysisRow => {
    const assessment = parseJson<SkillAssessment>(r.assessment);
    const certification = parseJson<SkillCertification>(r.certification);
    const progress = num(r.progress);
    const passedAt = time(r.passed_at);
    const certifiedAt = time(r.certified_at);
    const expiresAt = time(r.expires_at);
    const dueAt = time(r.due_at);
    const passed = passedAt !== null && (!certification.enabled || certifiedAt !== null);
    const state = skillState({
      contentDone: progress === 100,
      hasAssessment: assessment.quizWorkflowIds.length > 0,
      assessment: (r.assessment_result as 'passed' | 'failed' | null) ?? null,
      expiresAt,
      passed,
      now,
    });
    return {
      skillId: String(r.skill_id),
      skillName: String(r.skill_name),
      workspaceId: String(r.workspace_id),
      workspaceName: String(r.workspace_name),
      userId: String(r.user_id),
      userName: String(r.user_name),
      teamName: r.team_name ? String(r.team_name) : null,
      state,
      progress: Math.min(1, Math.max(0, progress / 100)),
      dueAt: iso(r.due_at),
      overdue: dueAt !== null && dueAt < now && state !== 'PASSED',
      certified: certifiedAt !== null && (expiresAt === null || expiresAt > now),
      certifiedAt: iso(r.certified_at),
      expiresAt: iso(r.expires_at),
    };
  });
}

/** GET /v1/analytics/advanced-report/skill-analysis (paged by the report query). */
export async function skillAnalysis(caller: Caller, query: ReportQuery) {
  const items = await skillAnalysisRows(caller, query);
  return {
    items: items.slice(query.page * query.size, (query.page + 1) * query.size),
    total: items.length,
  };
}

/** GET /v1/analytics/skills/performance: the rows counted per skill. */
export async function skillsPerformanceRows(
  caller: Caller,
  query: ReportQuery,
  now = Date.now(),
): Promise<SkillPerformanceReportRow[]> {
  const rows = await skillAnalysisRows(caller, { ...query, keyword: undefined }, now);
  const soon = now + SKILL_REPORT_EXPIRING_DAYS * 86_400_000;
  const bySkill = new Map<string, SkillPerformanceReportRow>();
  for (const r of rows) {
    let s = bySkill.get(r.skillId);
    if (!s) {
      s = {
        skillId: r.skillId,
        skillName: r.skillName,
        workspaceId: r.workspaceId,
        workspaceName: r.workspaceName,
        assigned: 0,
        inProgress: 0,
        passed: 0,
        failed: 0,
        overdue: 0,
        certified: 0,
        expiringSoon: 0,
      };
      bySkill.set(r.skillId, s);
    }
    s.assigned++;
    if (r.state === 'PASSED') s.passed++;
    else if (r.state === 'FAILED') s.failed++;
    else if (r.progress > 0) s.inProgress++;
    if (r.overdue) s.overdue++;
    if (r.certified) {
      s.certified++;
      const expires = r.expiresAt ? Date.parse(r.expiresAt) : null;
      if (expires !== null && expires <= soon) s.expiringSoon++;
    }
  }
  const keyword = query.keyword?.trim().toLowerCase();
  return [...bySkill.values()].filter(
    (s) => !keyword || s.skillName.toLowerCase().includes(keyword),
  );
}

export async function skillsPerformance(caller: Caller, query: ReportQuery) {
  const items = await skillsPerformanceRows(caller, query);
  return {
    items: items.slice(query.page * query.size, (query.page + 1) * query.size),
    total: items.length,
  };
}

const typeOf = (t: string): ExportColumn['type'] =>
  t === 'number' || t === 'date' || t === 'percent' ? t : 'text';

/** Pages of rows for the export job. */
export async function* pagesOf<R>(rows: readonly R[]): AsyncIterable<ExportRow[]> {
  for (let i = 0; i < rows.length; i += EXPORT_PAGE_ROWS)
    yield rows.slice(i, i + EXPORT_PAGE_ROWS) as unknown as ExportRow[];
  if (rows.length === 0) yield [];
}

registerExportSource({
  report: 'skills-analysis',
  async rows(caller, params) {
    const { query, gridState } = exportParamsOf(params);
    const rows = applyGridView(await skillAnalysisRows(caller, query), gridState);
    return {
      columns: visibleColumns('skills-analysis', gridState).map((c) => ({
        field: c.field,
        header: c.headerName,
        type: typeOf(c.type),
      })),
      total: rows.length,
      pages: pagesOf(rows),
    };
  },
});

registerExportSource({
  report: 'skills/performance',
  async rows(caller, params) {
    const rows = await skillsPerformanceRows(caller, exportParamsOf(params).query);
    const n = (field: string, header: string): ExportColumn => ({ field, header, type: 'number' });
    return {
      columns: [
        { field: 'skillName', header: 'Skill' },
        { field: 'workspaceName', header: 'Workspace' },
        n('assigned', 'Assigned'),
        n('inProgress', 'In progress'),
        n('passed', 'Passed'),
        n('failed', 'Failed'),
        n('overdue', 'Overdue'),
        n('certified', 'Certified'),
        n('expiringSoon', 'Expiring within 30 days'),
      ],
      total: rows.length,
      pages: pagesOf(rows),
    };
  },
});
