/**
 * Who sees and who edits a smart instruction (issue 20; 000 §6, 001 §2, §4). The rights are
 * those of the workspace that holds it, as for workflows (workspace-access.ts): publishers,
 * workspace admins and org admins edit; everyone who sees the workspace reads it once it is
 * published, to all or to a team they are in (Publish to Team). Anything the caller may not see
 * answers 404, the same way everywhere, so an id never says that it exists.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { SopRuleMessage } from '@stepwise/core';
import { smartInstructions, teamMembers, workspaces } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { conflict, forbidden, notFound } from './errors.js';
import { visibleWorkspace, WorkspaceAccess, type WorkspaceRow } from './workspace-access.js';
import { reviews } from './reviewer-access.js';

export type SmartInstructionRow = typeof smartInstructions.$inferSelect;

export interface InstructionAccess {
  row: SmartInstructionRow;
  workspace: WorkspaceRow;
  access: WorkspaceAccess;
  canEdit: boolean;
}

/** 409 of a change to a published SOP (001 §4: published content is view-only). */
export const PUBLISHED_READ_ONLY = 'Unpublish the smart instruction to edit it';
/** 409 of a change while the import job writes the items (001 §4: the card is disabled). */
export const STILL_PROCESSING =
  'The smart instruction is still being made: edit it once it is ready';

function refuseFrozen(row: SmartInstructionRow): void {
  if (row.published) throw conflict(PUBLISHED_READ_ONLY);
  if (row.status === 'processing') throw conflict(STILL_PROCESSING);
}

/** The teams of `userId` among `teamIds` (one query; none asked, none answered). */
export async function memberTeams(
  tenant: Tenant,
  userId: string,
  teamIds: readonly string[],
): Promise<Set<string>> {
  if (teamIds.length === 0) return new Set();
  const rows = await tenant.select(
    teamMembers,
    and(eq(teamMembers.userId, userId), inArray(teamMembers.teamId, [...teamIds])),
  );
  return new Set(rows.map((r) => r.teamId));
}

/** Whether a reader who does not edit it sees a published SOP: to all, or to one of their teams. */
export function publishedTo(
  row: Pick<SmartInstructionRow, 'published' | 'publishedTeamIds'>,
  teams: ReadonlySet<string>,
): boolean {
  if (!row.published) return false;
  return row.publishedTeamIds.length === 0 || row.publishedTeamIds.some((t) => teams.has(t));
}

/**
 * An SOP the caller sees: editors always, others when published to them, and the active
 * reviewers of its open approval request; 404 otherwise.
 */
export async function visibleInstruction(caller: Caller, id: string): Promise<InstructionAccess> {
  // An e-learning session plays its course's workflows only.
  if (caller.kind === 'custom') throw notFound('Smart instruction');
  const [row, access] = await Promise.all([
    caller.tenant.first(smartInstructions, eq(smartInstructions.id, id)),
    WorkspaceAccess.of(caller),
  ]);
  if (!row) throw notFound('Smart instruction');
  const workspace = await caller.tenant.first(workspaces, eq(workspaces.id, row.workspaceId));
  if (!workspace) throw notFound('Smart instruction');
  const canEdit = access.canView(workspace) && access.canEdit(workspace);
  if (!canEdit) {
    const teams = await memberTeams(caller.tenant, caller.userId, row.publishedTeamIds);
    const readable = access.canView(workspace) && publishedTo(row, teams);
    // Issue 23 (002 §1): the active reviewers of its open approval request read the draft.
    if (!readable && !(await reviews(caller, { multimodalSopId: row.id }))) {
      throw notFound('Smart instruction');
    }
  }
  return { row, workspace, access, canEdit };
}

/** An SOP the caller may change: hidden is 404, read-only 403 (as editableWorkflow). */
export async function editableInstruction(caller: Caller, id: string): Promise<InstructionAccess> {
  const found = await visibleInstruction(caller, id);
  if (!found.canEdit) {
    throw forbidden('Only publishers of this workspace may change its smart instructions');
  }
  return found;
}

/** An SOP whose content may change now: editable, unpublished and not being imported (409). */
export async function mutableInstruction(caller: Caller, id: string): Promise<InstructionAccess> {
  const found = await editableInstruction(caller, id);
  refuseFrozen(found.row);
  return found;
}

/**
 * A drag by someone who reads the SOP but may not edit it: 001 §5 'Cannot drag in viewer mode'
 * (403); hidden SOPs stay 404.
 */
export async function draggableInstruction(caller: Caller, id: string): Promise<InstructionAccess> {
  const found = await visibleInstruction(caller, id);
  if (!found.canEdit) throw forbidden(SopRuleMessage.DragInViewerMode);
  refuseFrozen(found.row);
  return found;
}

/** A workspace the caller may put smart instructions in: hidden 404, read-only 403. */
export async function authoringWorkspace(
  caller: Caller,
  workspaceId: string,
): Promise<WorkspaceRow> {
  const { workspace, access } = await visibleWorkspace(caller, workspaceId);
  if (!access.canEdit(workspace)) {
    throw forbidden('Only publishers of this workspace may create smart instructions');
  }
  return workspace;
}
