/**
 * Which workflows a caller can see or edit: the rights of the workspace that holds it (000 §6).
 * Every workflow route asks here, so a deleted workflow or one in a private workspace the caller
 * is not in is a 404 in exactly the same way everywhere.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { customSessions, workflows, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { forbidden, notFound } from './errors.js';
import { WorkspaceAccess, type WorkspaceRow } from './workspace-access.js';

export type WorkflowRow = typeof workflows.$inferSelect;

export interface WorkflowAccess {
  workflow: WorkflowRow;
  workspace: WorkspaceRow;
  access: WorkspaceAccess;
}

/**
 * A live (not deleted) workflow the caller can see; anything else answers 404. An e-learning
 * session (kind 'custom') sees exactly the workflows of its course (`custom_sessions`), whatever
 * workspace holds them: the publisher who exported the package opened them to its learners.
 */
export async function visibleWorkflow(caller: Caller, id: string): Promise<WorkflowAccess> {
  const [workflow, access, granted] = await Promise.all([
    caller.tenant.first(workflows, and(eq(workflows.id, id), isNull(workflows.deletedAt))),
    WorkspaceAccess.of(caller),
    caller.kind === 'custom' ? sessionWorkflows(caller) : undefined,
  ]);
  if (!workflow) throw notFound('Workflow');
  if (granted && !granted.includes(workflow.id)) throw notFound('Workflow');
  const workspace = await caller.tenant.first(workspaces, eq(workspaces.id, workflow.workspaceId));
  if (!workspace || (!granted && !access.canView(workspace))) throw notFound('Workflow');
  return { workflow, workspace, access };
}

/** The workflows an e-learning session may play; none when its row is gone. */
async function sessionWorkflows(caller: Caller): Promise<string[]> {
  const row = await caller.tenant.first(
    customSessions,
    and(eq(customSessions.id, caller.sessionId), eq(customSessions.userId, caller.userId)),
  );
  return row?.workflowIds ?? [];
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
