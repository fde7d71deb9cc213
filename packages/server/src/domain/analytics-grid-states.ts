/**
 * Saved grid states of the configurable reports (issue 25; 002 §7 "ag-grid-state CRUD"): each
 * person's own, per report. Anyone else's state (or an unknown one) is 404; a state naming a
 * column the report does not have is 400; at most GRID_STATE_MAX_SAVED per person and report
 * (409 beyond). Reading them needs the analytics flag like the reports themselves.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  GRID_STATE_MAX_SAVED,
  gridStateSchema,
  unknownGridColumns,
  type ConfigurableReport,
  type GridStateCreate,
  type GridStateUpdate,
  type SavedGridState,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { analyticsGridStates } from '../db/schema.js';
import type { Caller } from './caller.js';
import { analyticsWorkspaces } from './analytics-scope.js';
import { badRequest, conflict, notFound } from './errors.js';

type GridStateRow = typeof analyticsGridStates.$inferSelect;

function view(row: GridStateRow): SavedGridState {
  // Stored states were validated on the way in; parse again so an older shape cannot leak.
  const state = gridStateSchema.safeParse(row.state);
  return {
    id: row.id,
    report: row.report as ConfigurableReport,
    name: row.name,
    state: state.success ? state.data : {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const mine = (caller: Caller) => eq(analyticsGridStates.userId, caller.userId);

export async function listGridStates(
  caller: Caller,
  report: ConfigurableReport,
): Promise<SavedGridState[]> {
  await analyticsWorkspaces(caller);
  const rows = await caller.tenant.select(
    analyticsGridStates,
    and(mine(caller), eq(analyticsGridStates.report, report)),
    { orderBy: [desc(analyticsGridStates.updatedAt), analyticsGridStates.id] },
  );
  return rows.map(view);
}

export async function createGridState(
  caller: Caller,
  input: GridStateCreate,
): Promise<SavedGridState> {
  await analyticsWorkspaces(caller);
  const where = and(mine(caller), eq(analyticsGridStates.report, input.report));
  if ((await caller.tenant.count(analyticsGridStates, where)) >= GRID_STATE_MAX_SAVED)
    throw conflict(`At most ${GRID_STATE_MAX_SAVED} saved views per report`);
  const [row] = await caller.tenant.insert(analyticsGridStates, {
    id: newId(),
    userId: caller.userId,
    report: input.report,
    name: input.name,
    state: input.state,
  });
  return view(row!);
}

async function ownState(caller: Caller, id: string): Promise<GridStateRow> {
  await analyticsWorkspaces(caller);
  const row = await caller.tenant.first(
    analyticsGridStates,
    and(eq(analyticsGridStates.id, id), mine(caller)),
  );
  if (!row) throw notFound('Grid state');
  return row;
}

export async function updateGridState(
  caller: Caller,
  id: string,
  input: GridStateUpdate,
): Promise<SavedGridState> {
  const row = await ownState(caller, id);
  if (input.state) {
    const unknown = unknownGridColumns(row.report as ConfigurableReport, input.state);
    if (unknown.length > 0) throw badRequest(`Unknown column: ${unknown.slice(0, 3).join(', ')}`);
  }
  const [updated] = await caller.tenant.update(
    analyticsGridStates,
    {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.state !== undefined ? { state: input.state } : {}),
      updatedAt: new Date(),
    },
    and(eq(analyticsGridStates.id, row.id), mine(caller)),
  );
  if (!updated) throw notFound('Grid state');
  return view(updated);
}

export async function deleteGridState(caller: Caller, id: string): Promise<{ id: string }> {
  const row = await ownState(caller, id);
  await caller.tenant.delete(
    analyticsGridStates,
    and(eq(analyticsGridStates.id, row.id), mine(caller)),
  );
  return { id: row.id };
}
