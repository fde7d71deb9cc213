/**
 * What home may show the caller (issue 24; 002 §2 home): live workflows in workspaces the caller
 * views, and smart instructions the caller edits or that are published to them. Home lists many
 * items at once, so this answers for sets in a few queries rather than item by item (the
 * single-item rules are workflow-access.ts and smart-instruction-access.ts; same rules).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { smartInstructions, teamMembers, workflows, workspaces } from '../db/schema.js';
import type { Services } from '../services.js';
import type { Caller } from './caller.js';
import { publishedTo } from './smart-instruction-access.js';
import { WorkspaceAccess, type WorkspaceRow } from './workspace-access.js';

/** What signs posters on home's cards: the services and the request's origin. */
export interface HomeMedia {
  services: Pick<Services, 'config' | 'mediaKey'>;
  origin: string | undefined;
}

type WorkflowRow = typeof workflows.$inferSelect;
type InstructionRow = typeof smartInstructions.$inferSelect;

export interface HomeScope {
  access: WorkspaceAccess;
  /** Workspaces the caller views, by id. */
  workspaces: Map<string, WorkspaceRow>;
  /** The caller's teams (Publish to Team). */
  teams: Set<string>;
}

export async function homeScope(caller: Caller): Promise<HomeScope> {
  const [access, all, memberships] = await Promise.all([
    WorkspaceAccess.of(caller),
    caller.tenant.select(workspaces, undefined),
    caller.tenant.select(teamMembers, eq(teamMembers.userId, caller.userId)),
  ]);
  return {
    access,
    workspaces: new Map(all.filter((w) => access.canView(w)).map((w) => [w.id, w])),
    teams: new Set(memberships.map((m) => m.teamId)),
  };
}

/** The live workflows among `ids` the caller views (e-learning sessions: none on home). */
export async function visibleWorkflows(
  caller: Caller,
  scope: HomeScope,
  ids: readonly string[],
): Promise<WorkflowRow[]> {
  if (ids.length === 0 || caller.kind === 'custom') return [];
  const rows = await caller.tenant.select(
    workflows,
    and(inArray(workflows.id, [...ids]), isNull(workflows.deletedAt)),
  );
  return rows.filter((w) => scope.workspaces.has(w.workspaceId));
}

/** Whether the caller reads this smart instruction: editors always, others when published to them. */
export function readsInstruction(scope: HomeScope, row: InstructionRow): boolean {
  const ws = scope.workspaces.get(row.workspaceId);
  if (!ws) return false;
  return scope.access.canEdit(ws) || publishedTo(row, scope.teams);
}

export async function visibleInstructions(
  caller: Caller,
  scope: HomeScope,
  ids: readonly string[],
): Promise<InstructionRow[]> {
  if (ids.length === 0 || caller.kind === 'custom') return [];
  const rows = await caller.tenant.select(
    smartInstructions,
    inArray(smartInstructions.id, [...ids]),
  );
  return rows.filter((r) => readsInstruction(scope, r));
}
