/**
 * Publishing a workflow and the version it keeps (issue 23; 001 §3 version history, §9 maximum).
 * `completeWorkflowPublish` is the one place a workflow becomes published: the publish route
 * when no approval is needed, the last approval of a request, and an upload's publish flag.
 * Versions are immutable: a row is written once, only its `latest` flag moves.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  mayKeepVersion,
  nextVersionLabel,
  ReviewStatus,
  workflowVersionDiff,
  type WorkflowVersion,
  type WorkflowVersionDiff,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { workflows, workflowVersionHistories } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import { settingsOf } from './organization-settings.js';
import { peopleById } from './smart-instruction-view.js';
import { editableWorkflow, type WorkflowAccess, type WorkflowRow } from './workflow-access.js';
import { sameAsVersion, snapshotContent, takeSnapshot } from './workflow-version-snapshot.js';

export type WorkflowVersionRow = typeof workflowVersionHistories.$inferSelect;

/** Whether the organisation keeps versions, and how many per workflow (settings, 001 §9). */
export async function versionPolicy(tenant: Tenant): Promise<{ on: boolean; max: number }> {
  const org = await tenant.ownOrganization();
  if (!org) return { on: false, max: 0 };
  const settings = settingsOf(org);
  return { on: settings.features.versionHistory, max: settings.maxDocumentVersions };
}

/**
 * Keeps the workflow as it is now as its next version, unless versions are off, the maximum is
 * reached, or nothing differs from the latest one. Answers the kept version's id, else null.
 */
async function keepWorkflowVersion(
  tx: Tenant,
  workflow: WorkflowRow,
  actorId: string | null,
  approvalRequestId: string | null,
): Promise<string | null> {
  const policy = await versionPolicy(tx);
  if (!policy.on) return null;
  const mine = eq(workflowVersionHistories.workflowId, workflow.id);
  const earlier = await tx.count(workflowVersionHistories, mine);
  if (!mayKeepVersion(earlier, policy.max)) return null;
  const snapshot = await takeSnapshot(tx, workflow);
  const latest = await tx.first(
    workflowVersionHistories,
    and(mine, eq(workflowVersionHistories.latest, true)),
  );
  if (latest && sameAsVersion(latest.snapshot, snapshot)) return null;
  await tx.update(workflowVersionHistories, { latest: false }, mine);
  const id = newId();
  await tx.insert(workflowVersionHistories, {
    id,
    workflowId: workflow.id,
    version: nextVersionLabel(earlier),
    title: workflow.title,
    stepsCount: snapshot.steps.length,
    videoDuration: workflow.videoDuration,
    hlsKey: workflow.hlsKey,
    snapshot,
    latest: true,
    publishedBy: actorId,
    approvalRequestId,
  });
  return id;
}

/**
 * Publishes the workflow, in one transaction with the version it keeps. `approvalRequestId`:
 * the request whose last approval publishes it, else null. Answers the kept version's id (null
 * when none was kept: versions off, the maximum reached, or nothing changed since the latest).
 */
export async function completeWorkflowPublish(
  tenant: Tenant,
  actorId: string | null,
  workflowId: string,
  approvalRequestId: string | null,
): Promise<string | null> {
  return tenant.transaction(async (tx) => {
    // The update locks the workflow's row first: two publishes at once number versions in turn.
    const [row] = await tx.update(
      workflows,
      {
        published: true,
        publishedDate: new Date(),
        ...(approvalRequestId ? { reviewStatus: ReviewStatus.Approved } : {}),
        updatedAt: new Date(),
      },
      eq(workflows.id, workflowId),
    );
    if (!row) throw notFound('Workflow');
    return keepWorkflowVersion(tx, row, actorId, approvalRequestId);
  });
}

export async function versionViews(
  tenant: Tenant,
  rows: readonly WorkflowVersionRow[],
): Promise<WorkflowVersion[]> {
  const people = await peopleById(
    tenant,
    rows.map((r) => r.publishedBy),
  );
  return rows.map((r) => ({
    id: r.id,
    workflowId: r.workflowId,
    version: r.version,
    title: r.title,
    latest: r.latest,
    stepsCount: r.stepsCount,
    videoDuration: r.videoDuration,
    publishedBy: r.publishedBy ? (people.get(r.publishedBy) ?? null) : null,
    approvalRequestId: r.approvalRequestId,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET /v1/workflows/{id}/version-histories: editors only, newest first. */
export async function workflowVersionList(
  caller: Caller,
  workflowId: string,
  latestOnly: boolean,
): Promise<WorkflowVersion[]> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const rows = await caller.tenant.select(
    workflowVersionHistories,
    and(
      eq(workflowVersionHistories.workflowId, workflow.id),
      latestOnly ? eq(workflowVersionHistories.latest, true) : undefined,
    ),
    { orderBy: [desc(workflowVersionHistories.createdAt), desc(workflowVersionHistories.id)] },
  );
  return versionViews(caller.tenant, rows);
}

/** A version of the caller's organisation, else 404 (another organisation's included). */
export async function versionRow(tenant: Tenant, id: string): Promise<WorkflowVersionRow> {
  const row = await tenant.first(workflowVersionHistories, eq(workflowVersionHistories.id, id));
  if (!row) throw notFound('Version history');
  return row;
}

/**
 * A version and its workflow through an access rule (editable, playable): a version of a
 * workflow the caller cannot see answers the same 404 as a version that does not exist.
 */
export async function versionWithAccess(
  caller: Caller,
  id: string,
  access: (caller: Caller, workflowId: string) => Promise<WorkflowAccess>,
): Promise<{ version: WorkflowVersionRow } & WorkflowAccess> {
  const version = await versionRow(caller.tenant, id);
  return { version, ...(await access(caller, version.workflowId)) };
}

/**
 * GET /v1/workflows/{id}/version-diff: from one of the workflow's versions to another, or to the
 * workflow as it is now ('draft'). A version of another workflow is a 404 like a missing one.
 */
export async function workflowVersionDiffOf(
  caller: Caller,
  workflowId: string,
  fromId: string,
  toId: string,
): Promise<{ from: WorkflowVersion; to: WorkflowVersion | null; diff: WorkflowVersionDiff }> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const ownVersion = async (id: string) => {
    const row = await versionRow(caller.tenant, id);
    if (row.workflowId !== workflow.id) throw notFound('Version history');
    return row;
  };
  const from = await ownVersion(fromId);
  const to = toId === 'draft' ? null : await ownVersion(toId);
  const target = to ? to.snapshot : await takeSnapshot(caller.tenant, workflow);
  const [fromView, toView] = await versionViews(caller.tenant, to ? [from, to] : [from]);
  return {
    from: fromView!,
    to: toView ?? null,
    diff: workflowVersionDiff(snapshotContent(from.snapshot), snapshotContent(target)),
  };
}

/**
 * Whether some version (of any workflow: copies share their source's files) plays media under
 * `prefix`: such a render, or the processed original, is never deleted (001 §3: a version plays
 * as it was published).
 */
export async function keptByVersion(tenant: Tenant, prefix: string): Promise<boolean> {
  const within = `${prefix.replace(/\/+$/, '')}/`;
  // Only whether one exists: a version row's snapshot is large, so none is loaded.
  const rows = await tenant.query<{ found: number }>(
    (from) => sql`select 1 as found from ${from(workflowVersionHistories)}
      where starts_with(${workflowVersionHistories.hlsKey}, ${within}) limit 1`,
  );
  return rows.length > 0;
}
