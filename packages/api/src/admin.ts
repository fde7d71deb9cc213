/**
 * Admin calls (issue 25). H6 — admin people: the overview, users (kind and status filters,
 * disable, roles per workspace, CSV bulk import), teams and categories on their routes.
 */
import type {
  AdminOverview,
  AdminUserStatusFilter,
  BulkImportAnswer,
  Category,
  OrgUser,
  OrgUserKind,
  OrgUserList,
  PersonOption,
  Team,
  WorkspaceRoles,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

// --- H6: admin people -------------------------------------------------------------------------

/** GET /v1/admin/overview: counts of the organisation (org admins) or of one's workspaces. */
export function getAdminOverview(api: Api, signal?: AbortSignal): Promise<AdminOverview> {
  return call(api, 'GET /v1/admin/overview', { signal });
}

export interface AdminUserQuery {
  keyword?: string;
  kind?: OrgUserKind;
  status?: AdminUserStatusFilter;
  page?: number;
  size?: number;
}

/** GET /v1/admin/users with the kind and status filters of the admin users page. */
export function listAdminUsers(
  api: Api,
  query: AdminUserQuery = {},
  signal?: AbortSignal,
): Promise<OrgUserList> {
  const searchParams: Record<string, string | number> = {};
  if (query.keyword?.trim()) searchParams.keyword = query.keyword.trim();
  if (query.kind) searchParams.kind = query.kind;
  if (query.status) searchParams.status = query.status;
  if (query.page !== undefined) searchParams.page = query.page;
  if (query.size !== undefined) searchParams.size = query.size;
  return call(api, 'GET /v1/admin/users', { searchParams, signal });
}

/** PATCH /v1/admin/users/:id: disable (their sessions end at once) or enable an account. */
export async function setUserDisabled(api: Api, id: string, disabled: boolean): Promise<OrgUser> {
  return (await call(api, 'PATCH /v1/admin/users/:id', { params: { id }, json: { disabled } }))
    .item;
}

export function getWorkspaceRoles(
  api: Api,
  id: string,
  signal?: AbortSignal,
): Promise<WorkspaceRoles> {
  return call(api, 'GET /v1/admin/users/:id/workspace-roles', { params: { id }, signal });
}

/** Each listed workspace to a role, or `none` to leave it; others keep theirs. */
export function setWorkspaceRoles(
  api: Api,
  id: string,
  roles: Record<string, 'admin-group' | 'publisher' | 'viewer' | 'none'>,
): Promise<WorkspaceRoles> {
  return call(api, 'PUT /v1/admin/users/:id/workspace-roles', {
    params: { id },
    json: { roles },
  });
}

/** POST /v1/admin/users/bulk-import: a dry run checks every row; otherwise the good rows are made. */
export function importUsers(api: Api, csv: string, dryRun: boolean): Promise<BulkImportAnswer> {
  return call(api, 'POST /v1/admin/users/bulk-import', { json: { csv, dryRun } });
}

/** GET /v1/admin/teams/:id/members: a team's members by name (teams carry ids only). */
export async function listTeamMembers(
  api: Api,
  id: string,
  signal?: AbortSignal,
): Promise<PersonOption[]> {
  return (await call(api, 'GET /v1/admin/teams/:id/members', { params: { id }, signal })).items;
}

export async function createTeam(
  api: Api,
  team: { name: string; workspaceId?: string | null; memberIds?: string[] },
): Promise<Team> {
  return (await call(api, 'POST /v1/teams', { json: team })).item;
}

export async function renameTeam(api: Api, id: string, name: string): Promise<Team> {
  return (await call(api, 'PATCH /v1/teams/:id', { params: { id }, json: { name } })).item;
}

export async function deleteTeam(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/teams/:id', { params: { id } });
}

export async function setTeamMembers(api: Api, id: string, userIds: string[]): Promise<Team> {
  return (await call(api, 'PUT /v1/teams/:id/members', { params: { id }, json: { userIds } })).item;
}

export async function listCategories(api: Api, signal?: AbortSignal): Promise<Category[]> {
  return (await call(api, 'GET /v1/categories', { signal })).items;
}

export async function createCategory(
  api: Api,
  category: { name: string; parentId?: string | null },
): Promise<Category> {
  return (await call(api, 'POST /v1/categories', { json: category })).item;
}

export async function updateCategory(
  api: Api,
  id: string,
  change: { name?: string; parentId?: string | null },
): Promise<Category> {
  return (await call(api, 'PATCH /v1/categories/:id', { params: { id }, json: change })).item;
}

export async function deleteCategory(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/categories/:id', { params: { id } });
}

// --- end H6 -----------------------------------------------------------------------------------
