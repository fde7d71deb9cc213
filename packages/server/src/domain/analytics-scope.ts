/**
 * What a report may read (issue 25): the caller's workspaces, the workspace filter and the date
 * range, decided once for every report, export and data-hub read.
 *
 * Role scope (ours; 000 §6 leaves "role limits per analytics route" unshown): organisation admins
 * read the whole organisation; anyone else with the analytics flag reads the workspaces they
 * administer (admin-group), or, for a publisher granted analytics by the permission settings,
 * the workspaces they publish in. A workspace filter outside that scope is 403; an unknown
 * workspace is 404.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  ANALYTICS_ALL_WORKSPACES,
  defaultDateRange,
  isAdminRole,
  roleAtLeast,
  Role,
  type DateRange,
  type ReportQuery,
} from '@stepwise/core';
import { workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { forbidden, notFound } from './errors.js';

export interface ReportScope {
  /** The workspaces the report reads (the filter applied); null = every workspace of the org. */
  workspaceIds: string[] | null;
  /** Both ends included (UTC days). */
  range: DateRange;
}

/** Every workspace the caller may read reports of; null = all of the organisation. */
export async function analyticsWorkspaces(caller: Caller): Promise<string[] | null> {
  if (!caller.flags.analytics) throw forbidden();
  if (isAdminRole(caller.role)) return null;
  const min = roleAtLeast(caller.role, Role.WorkspaceAdmin) ? Role.WorkspaceAdmin : Role.Publisher;
  const ids = Object.entries(caller.workspaceRoles)
    .filter(([, role]) => roleAtLeast(role, min))
    .map(([id]) => id);
  if (ids.length === 0) return [];
  // Only workspaces that still exist in the caller's organisation.
  const rows = await caller.tenant.select(workspaces, inArray(workspaces.id, ids));
  return rows.map((w) => w.id);
}

/** The scope of one report call: role scope narrowed by the workspace filter, and the range. */
export async function reportScope(
  caller: Caller,
  query: Pick<ReportQuery, 'workspaceId' | 'dateRange'>,
  now = new Date(),
): Promise<ReportScope> {
  const allowed = await analyticsWorkspaces(caller);
  const range = query.dateRange ?? defaultDateRange(now);
  if (query.workspaceId === ANALYTICS_ALL_WORKSPACES) return { workspaceIds: allowed, range };
  const found = await caller.tenant.first(workspaces, and(eq(workspaces.id, query.workspaceId)));
  if (!found) throw notFound('Workspace');
  if (allowed !== null && !allowed.includes(found.id)) throw forbidden();
  return { workspaceIds: [found.id], range };
}
