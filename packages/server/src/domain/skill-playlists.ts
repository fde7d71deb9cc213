/**
 * Skills as managers see and edit them (issue 24; 002 §3 skill (playlist), §5 create-skill
 * validation, §7 GET /v1/skills, /v1/playlists and their writes). Lists hold the skills of the
 * workspaces the caller sees; people who do not manage a workspace see its published skills
 * only (and read them through their assignments, skill-assigned.ts).
 */
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_SKILL_ASSESSMENT,
  DEFAULT_SKILL_CERTIFICATION,
  displayName,
  itemsProgress,
  pageInfo,
  type Skill,
  type skillCreateSchema,
  type skillListQuerySchema,
  type skillUpdateSchema,
} from '@stepwise/core';
import type { Services } from '../services.js';
import { newId } from '../db/ids.js';
import { skillPerformances, skills, users, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import { canManageIn, skillWorkspace, type SkillRow } from './skill-access.js';
import { contentEntries, contentRows, totalVideoDuration } from './skill-content.js';
import { noticeAll } from './skill-notices.js';
import { likePattern } from './workflow-lists.js';
import { WorkspaceAccess, type WorkspaceRow } from './workspace-access.js';

type ListQuery = z.output<typeof skillListQuerySchema>;
type CreateBody = z.output<typeof skillCreateSchema>;
type UpdateBody = z.output<typeof skillUpdateSchema>;

/** Skill views for rows, in their order (content, authors and assignee counts batched). */
export async function skillViews(
  caller: Caller,
  services: Services,
  rows: readonly SkillRow[],
): Promise<Skill[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const [content, spaces, authors, counts] = await Promise.all([
    contentRows(
      caller.tenant,
      rows.flatMap((r) => r.items),
    ),
    caller.tenant.select(
      workspaces,
      inArray(workspaces.id, [...new Set(rows.map((r) => r.workspaceId))]),
    ),
    authorIds.length ? caller.tenant.select(users, inArray(users.id, authorIds)) : [],
    caller.tenant.query<{ skill_id: string; n: number }>(
      (from) => sql`select ${skillPerformances.skillId} as skill_id, count(*)::int as n
        from ${from(skillPerformances)} where ${inArray(skillPerformances.skillId, ids)}
        group by ${skillPerformances.skillId}`,
    ),
  ]);
  const wsName = new Map(spaces.map((w) => [w.id, w.name]));
  const author = new Map(authors.map((u) => [u.id, displayName(u) || u.email]));
  const assigned = new Map(counts.map((c) => [c.skill_id, Number(c.n)]));
  return rows.map((r) => {
    const list = contentEntries(services, content, r.items);
    return {
      id: r.id,
      playlistTitle: r.title,
      posterURL: list.find((e) => e.available && e.posterURL)?.posterURL ?? null,
      published: r.published,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      organization: r.organizationId,
      group: r.workspaceId,
      workspaceName: wsName.get(r.workspaceId) ?? '',
      list,
      totalInList: list.length,
      totalVideoDuration: totalVideoDuration(list),
      assessment: r.assessment,
      certification: r.certification,
      author: {
        uid: r.createdBy,
        displayName: (r.createdBy && author.get(r.createdBy)) || '',
      },
      assignedCount: assigned.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function skillView(caller: Caller, services: Services, row: SkillRow): Promise<Skill> {
  return (await skillViews(caller, services, [row]))[0]!;
}

/** GET /v1/skills and /v1/playlists: newest first, paged. */
export async function listSkills(caller: Caller, services: Services, q: ListQuery) {
  const access = await WorkspaceAccess.of(caller);
  const spaces = await caller.tenant.select(
    workspaces,
    q.workspaceId ? eq(workspaces.id, q.workspaceId) : undefined,
  );
  const visible = spaces.filter((w) => access.canView(w));
  const managed = visible.filter((w) => canManageIn(caller, access, w)).map((w) => w.id);
  const readOnly = visible.filter((w) => !managed.includes(w.id)).map((w) => w.id);
  const ids = q.skillIds
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const reach: SQL[] = [];
  if (managed.length) reach.push(inArray(skills.workspaceId, managed));
  if (readOnly.length) {
    reach.push(and(inArray(skills.workspaceId, readOnly), eq(skills.published, true)) as SQL);
  }
  const where = and(
    reach.length ? sql`(${sql.join(reach, sql` or `)})` : sql`false`,
    ids ? (ids.length ? inArray(skills.id, ids) : sql`false`) : undefined,
    q.keyword?.trim() ? ilike(skills.title, likePattern(q.keyword.trim())) : undefined,
    q.mine === 'true' ? eq(skills.createdBy, caller.userId) : undefined,
  );
  const [rows, total] = await Promise.all([
    caller.tenant.select(skills, where, {
      orderBy: [desc(skills.updatedAt), desc(skills.id)],
      limit: q.size,
      offset: q.page * q.size,
    }),
    caller.tenant.count(skills, where),
  ]);
  return {
    items: await skillViews(caller, services, rows),
    page: pageInfo(q.page, q.size, total),
  };
}

/** POST /v1/playlists: an unpublished, empty skill in a workspace the caller manages skills in. */
export async function createSkill(caller: Caller, body: CreateBody): Promise<SkillRow> {
  if (body.organization !== undefined && body.organization !== caller.organizationId) {
    throw badRequest('organization is not yours');
  }
  await skillWorkspace(caller, body.group);
  const [row] = await caller.tenant.insert(skills, {
    id: newId(),
    workspaceId: body.group,
    title: body.playlistTitle,
    assessment: DEFAULT_SKILL_ASSESSMENT,
    certification: DEFAULT_SKILL_CERTIFICATION,
    createdBy: caller.userId,
  });
  return row!;
}

/** PUT /v1/playlists/{id}: title, workspace, publishing (with its notices), certification. */
export async function updateSkill(
  caller: Caller,
  skill: SkillRow,
  body: UpdateBody,
): Promise<SkillRow> {
  let target: WorkspaceRow | undefined;
  if (body.group !== undefined && body.group !== skill.workspaceId) {
    target = await skillWorkspace(caller, body.group);
  }
  const publishing = body.published !== undefined && body.published !== skill.published;
  if (publishing && body.published && skill.items.length === 0) {
    throw badRequest('Add content before publishing the skill');
  }
  const now = new Date();
  return caller.tenant.transaction(async (tx) => {
    const [row] = await tx.update(
      skills,
      {
        ...(body.playlistTitle !== undefined ? { title: body.playlistTitle } : {}),
        ...(target ? { workspaceId: target.id } : {}),
        ...(body.certification !== undefined ? { certification: body.certification } : {}),
        ...(publishing
          ? { published: body.published, publishedAt: body.published ? now : skill.publishedAt }
          : {}),
        updatedAt: now,
      },
      eq(skills.id, skill.id),
    );
    if (publishing) {
      const people = await tx.select(skillPerformances, eq(skillPerformances.skillId, skill.id));
      const type = body.published ? 'skill_publish' : 'skill_unpublish';
      await noticeAll(
        tx,
        caller,
        row!,
        type,
        people.map((p) => p.userId),
      );
    }
    return row!;
  });
}

/** PUT /v1/playlists/{id}/content: the whole list; assessment drops workflows no longer in it. */
export async function setSkillContent(
  caller: Caller,
  skill: SkillRow,
  list: SkillRow['items'],
): Promise<SkillRow> {
  const workflowIds = new Set(list.filter((r) => r.type === 'workflows').map((r) => r.id));
  const assessment = {
    ...skill.assessment,
    quizWorkflowIds: skill.assessment.quizWorkflowIds.filter((id) => workflowIds.has(id)),
  };
  const now = new Date();
  return caller.tenant.transaction(async (tx) => {
    const [row] = await tx.update(
      skills,
      { items: list, assessment, updatedAt: now },
      eq(skills.id, skill.id),
    );
    // Each person's items follow the new list at once (what they finished stays finished), so
    // progress never counts content that left the skill; the next calculation adds new work.
    const perfs = await tx.select(skillPerformances, eq(skillPerformances.skillId, skill.id));
    for (const p of perfs) {
      const had = new Map(p.items.map((i) => [`${i.type}:${i.id}`, i]));
      const items = list.map(
        (ref) => had.get(`${ref.type}:${ref.id}`) ?? { ...ref, done: false, doneAt: null },
      );
      await tx.update(
        skillPerformances,
        { items, progress: itemsProgress(items), updatedAt: now },
        eq(skillPerformances.id, p.id),
      );
    }
    return row!;
  });
}
