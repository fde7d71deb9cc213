/**
 * A workspace's approval workflow (issue 23; 001 §6-7): 1 to 10 ordered stages of reviewers,
 * one per workspace. Org admins and the admins of that workspace create, change and delete it;
 * anyone who sees the workspace reads it (the card's move confirm asks whether there is one).
 * Changing or deleting it leaves open requests alone: they run on the stages copied when they
 * opened (a deleted workflow's requests keep going, approval_workflow_id set null by the FK).
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_APPROVAL_ESCALATION_DAYS,
  DEFAULT_APPROVAL_REMINDER_DAYS,
  displayName,
  ErrorCode,
  roleSchema,
  StepwiseError,
  type ApprovalStage,
  type ApprovalWorkflow,
  type ApprovalWorkflowCreate,
  type ApprovalWorkflowUpdate,
  type PageInfo,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { approvalRequests, approvalWorkflows, users, workspaces } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, notFound } from './errors.js';
import {
  administeredWorkspace,
  visibleWorkspace,
  WorkspaceAccess,
  type WorkspaceRow,
} from './workspace-access.js';

export type ApprovalWorkflowRow = typeof approvalWorkflows.$inferSelect;
type StageInput = NonNullable<ApprovalWorkflowCreate['stages']>[number];
type Person = { uid: string; displayName: string };

/** The people named in stages, by id (unknown ids are left out). */
export async function peopleOf(
  tenant: Tenant,
  ids: readonly string[],
): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await tenant.select(users, inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, { uid: u.id, displayName: displayName(u) }]));
}

/** A stored stage with its reviewers named (a deleted user keeps their id, named ''). */
export function stageView(stage: ApprovalStage, people: Map<string, Person>) {
  return {
    title: stage.title,
    rule: stage.rule,
    reviewerIds: [...stage.reviewerIds],
    reviewers: stage.reviewerIds.map((id) => people.get(id) ?? { uid: id, displayName: '' }),
  };
}

/**
 * Reviewers must be active users of the organisation who see the workspace (members of a
 * private one, or org admins) and can sign (not shared accounts); else 400 naming them.
 */
async function checkReviewers(
  caller: Caller,
  workspace: WorkspaceRow,
  stages: readonly StageInput[],
): Promise<ApprovalStage[]> {
  const ids = [...new Set(stages.flatMap((s) => s.reviewerIds))];
  const found = await caller.tenant.select(users, inArray(users.id, ids));
  const byId = new Map(found.map((u) => [u.id, u]));
  const refused: string[] = [];
  for (const id of ids) {
    const user = byId.get(id);
    const role = roleSchema.safeParse(user?.role);
    if (!user || user.disabled || user.shared || user.lmsLearnerId || !role.success) {
      refused.push(id);
      continue;
    }
    const access = await WorkspaceAccess.ofUser(caller, { id: user.id, role: role.data });
    if (!access.canView(workspace)) refused.push(id);
  }
  if (refused.length > 0) {
    throw badRequest(
      'Reviewers must be active users of the organisation who can see the workspace',
      { reviewerIds: refused },
    );
  }
  return stages.map((s) => ({
    title: s.title ?? '',
    rule: s.rule ?? 'any',
    reviewerIds: [...s.reviewerIds],
  }));
}

async function views(tenant: Tenant, rows: readonly ApprovalWorkflowRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [people, names, open] = await Promise.all([
    peopleOf(
      tenant,
      rows.flatMap((r) => r.stages.flatMap((s) => s.reviewerIds)),
    ),
    tenant.select(workspaces, inArray(workspaces.id, [...new Set(rows.map((r) => r.workspaceId))])),
    tenant.query<{ id: string; n: number }>((from) => openCounts(from, ids)),
  ]);
  const nameOf = new Map(names.map((w) => [w.id, w.name]));
  const openOf = new Map(open.map((o) => [o.id, Number(o.n)]));
  return rows.map((r): ApprovalWorkflow => ({
    id: r.id,
    workspaceId: r.workspaceId,
    workspaceName: nameOf.get(r.workspaceId) ?? '',
    title: r.title,
    stages: r.stages.map((s) => stageView(s, people)),
    reminderDays: r.reminderDays,
    escalationDays: r.escalationDays,
    openRequests: openOf.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** Open requests per approval workflow, counted in one query. */
function openCounts(from: (t: typeof approvalRequests) => SQL, ids: readonly string[]): SQL {
  return sql`select approval_workflow_id as id, count(*)::int as n from ${from(approvalRequests)}
    where status = 'in_progress' and approval_workflow_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) group by approval_workflow_id`;
}

export async function approvalWorkflowView(
  tenant: Tenant,
  row: ApprovalWorkflowRow,
): Promise<ApprovalWorkflow> {
  const [view] = await views(tenant, [row]);
  return view!;
}

/** The approval workflow of a workspace, if it has one. */
export function workspaceApprovalWorkflow(
  tenant: Tenant,
  workspaceId: string,
): Promise<ApprovalWorkflowRow | undefined> {
  return tenant.first(approvalWorkflows, eq(approvalWorkflows.workspaceId, workspaceId));
}

/** An approval workflow the caller administers: hidden 404, visible but not theirs 403. */
async function administeredApprovalWorkflow(caller: Caller, id: string) {
  const row = await caller.tenant.first(approvalWorkflows, eq(approvalWorkflows.id, id));
  if (!row) throw notFound('Approval workflow');
  const { workspace } = await administeredWorkspace(caller, row.workspaceId).catch((err) => {
    // A workspace the caller does not see: its approval workflow does not exist for them.
    if (err instanceof StepwiseError && err.code === ErrorCode.NotFound) {
      throw notFound('Approval workflow');
    }
    throw err;
  });
  return { row, workspace };
}

export async function createApprovalWorkflow(
  caller: Caller,
  body: ApprovalWorkflowCreate,
): Promise<ApprovalWorkflow> {
  const { workspace } = await administeredWorkspace(caller, body.workspaceId);
  if (await workspaceApprovalWorkflow(caller.tenant, workspace.id)) {
    throw conflict('The workspace already has an approval workflow');
  }
  const stages = await checkReviewers(caller, workspace, body.stages);
  const [row] = await caller.tenant
    .insert(approvalWorkflows, {
      id: newId(),
      workspaceId: workspace.id,
      title: body.title,
      stages,
      reminderDays: body.reminderDays ?? DEFAULT_APPROVAL_REMINDER_DAYS,
      escalationDays: body.escalationDays ?? DEFAULT_APPROVAL_ESCALATION_DAYS,
      createdBy: caller.userId,
    })
    .catch((err: unknown) => {
      // Two admins at once: the unique index on the workspace decides.
      if (String((err as { code?: string }).code) === '23505') {
        throw conflict('The workspace already has an approval workflow');
      }
      throw err;
    });
  return approvalWorkflowView(caller.tenant, row!);
}

export async function updateApprovalWorkflow(
  caller: Caller,
  id: string,
  body: ApprovalWorkflowUpdate,
): Promise<ApprovalWorkflow> {
  const { row, workspace } = await administeredApprovalWorkflow(caller, id);
  const stages = body.stages ? await checkReviewers(caller, workspace, body.stages) : undefined;
  const [updated] = await caller.tenant.update(
    approvalWorkflows,
    {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(stages ? { stages } : {}),
      ...(body.reminderDays !== undefined ? { reminderDays: body.reminderDays } : {}),
      ...(body.escalationDays !== undefined ? { escalationDays: body.escalationDays } : {}),
      updatedAt: new Date(),
    },
    eq(approvalWorkflows.id, row.id),
  );
  if (!updated) throw notFound('Approval workflow');
  return approvalWorkflowView(caller.tenant, updated);
}

export async function deleteApprovalWorkflow(caller: Caller, id: string): Promise<void> {
  const { row } = await administeredApprovalWorkflow(caller, id);
  await caller.tenant.delete(approvalWorkflows, eq(approvalWorkflows.id, row.id));
}

/**
 * GET /v1/approval-workflows: of one workspace the caller sees (?workspaceId=), else of the
 * workspaces the caller administers; oldest first, paginated (page 0-based).
 */
export async function listApprovalWorkflows(
  caller: Caller,
  q: { workspaceId?: string; page: number; size: number },
): Promise<{ items: ApprovalWorkflow[]; page: PageInfo }> {
  let workspaceIds: string[];
  if (q.workspaceId) {
    workspaceIds = [(await visibleWorkspace(caller, q.workspaceId)).workspace.id];
  } else {
    const [all, access] = await Promise.all([
      caller.tenant.select(workspaces),
      WorkspaceAccess.of(caller),
    ]);
    workspaceIds = all.filter((w) => access.canAdminister(w)).map((w) => w.id);
  }
  const empty = { page: q.page, size: q.size, dataCount: 0, pageCount: 0 };
  if (workspaceIds.length === 0) return { items: [], page: empty };
  const where = inArray(approvalWorkflows.workspaceId, workspaceIds);
  const [dataCount, rows] = await Promise.all([
    caller.tenant.count(approvalWorkflows, where),
    caller.tenant.select(approvalWorkflows, where, {
      orderBy: [asc(approvalWorkflows.createdAt), asc(approvalWorkflows.id)],
      limit: q.size,
      offset: q.page * q.size,
    }),
  ]);
  return {
    items: await views(caller.tenant, rows),
    page: { page: q.page, size: q.size, dataCount, pageCount: Math.ceil(dataCount / q.size) },
  };
}
