/**
 * Which workflows a caller can see or edit: the rights of the workspace that holds it (000 §6).
 * Every workflow route asks here, so a deleted workflow or one in a private workspace the caller
 * is not in is a 404 in exactly the same way everywhere.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { workflows, workspaces } from '../db/schema.js';
import type { Caller } from '../http/types.js';
import { forbidden, notFound } from '../http/errors.js';
import { WorkspaceAccess, type WorkspaceRow } from './workspace-access.js';

export type WorkflowRow = typeof workflows.$inferSelect;

export interface WorkflowAccess {
  workflow: WorkflowRow;
  workspace: WorkspaceRow;
  access: WorkspaceAccess;
}

/** A live (not deleted) workflow the caller can see; anything else answers 404. */
export async function visibleWorkflow(caller: Caller, id: string): Promise<WorkflowAccess> {
  const [workflow, access] = await Promise.all([
    caller.tenant.first(workflows, and(eq(workflows.id, id), isNull(workflows.deletedAt))),
    WorkspaceAccess.of(caller),
  ]);
  if (!workflow) throw notFound('Workflow');
  const workspace = await caller.tenant.first(workspaces, eq(workspaces.id, workflow.workspaceId));
  if (!workspace || !access.canView(workspace)) throw notFound('Workflow');
  return { workflow, workspace, access };
}

/** A workflow the caller may change: publisher or more in its workspace (org admins anywhere). */
export async function editableWorkflow(caller: Caller, id: string): Promise<WorkflowAccess> {
  const found = await visibleWorkflow(caller, id);
  if (!found.access.canEdit(found.workspace)) {
    throw forbidden('Only publishers of this workspace may change its workflows');
  }
  return found;
}

/** A workspace the caller may put workflows in: hidden ones are 404, read-only ones 403. */
export async function editableWorkspace(caller: Caller, id: string): Promise<WorkspaceRow> {
  const [workspace, access] = await Promise.all([
    caller.tenant.first(workspaces, eq(workspaces.id, id)),
    WorkspaceAccess.of(caller),
  ]);
  if (!workspace || !access.canView(workspace)) throw notFound('Workspace');
  if (!access.canEdit(workspace)) {
    throw forbidden('Only publishers of the target workspace may put workflows there');
  }
  return workspace;
}
