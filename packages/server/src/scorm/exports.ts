/**
 * SCORM export processes (001 §3-4, §7): who may export, which workflows can be packaged, and
 * how one process's file is built. Shared by the routes (routes/scorm-export.ts) and the
 * `scorm-export` job (scorm/export-job.ts).
 */
import { and, eq } from 'drizzle-orm';
import {
  isAdminRole,
  roleAtLeast,
  type ScormExportSource,
  type ScormExportStatus,
  type ScormExportType,
} from '@stepwise/core';
import { exportProcesses, quizzes, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from '../domain/caller.js';
import { forbidden, notFound } from '../domain/errors.js';
import type { LmsTokens } from '../auth/lms-tokens.js';
import { packageFileName, scormPackage, zipFiles, type ScormPackageQuiz } from './package.js';

export type ExportProcessRow = typeof exportProcesses.$inferSelect;
type WorkflowRow = typeof workflows.$inferSelect;

export const SCORM_EXPORT_JOB = 'scorm-export';

/** Publishers (in any workspace) and admins export; viewers everywhere are refused. */
export function assertExporter(caller: Pick<Caller, 'role' | 'workspaceRoles'>): void {
  const publisher =
    roleAtLeast(caller.role, 'publisher') ||
    Object.values(caller.workspaceRoles).some((r) => roleAtLeast(r, 'publisher'));
  if (!publisher) throw forbidden('Only publishers and admins may export e-learning packages');
}

/**
 * Export history: organisation admins see every export of the organisation, publishers their
 * own (an export names workflows, which may sit in workspaces other publishers cannot see).
 */
export function seesAllExports(caller: Pick<Caller, 'role'>): boolean {
  return isAdminRole(caller.role);
}

/** An export process the caller may see; anything else is a 404. */
export async function visibleExport(caller: Caller, id: string): Promise<ExportProcessRow> {
  assertExporter(caller);
  const row = await caller.tenant.first(exportProcesses, eq(exportProcesses.id, id));
  if (!row || (!seesAllExports(caller) && row.createdBy !== caller.userId)) {
    throw notFound('Export process');
  }
  return row;
}

export function exportView(row: ExportProcessRow) {
  return {
    id: row.id,
    status: row.status as ScormExportStatus,
    exportType: row.exportType as ScormExportType,
    exportSource: row.exportSource as ScormExportSource,
    workflowIds: row.workflowIds,
    resolution: row.resolution,
    createdBy: row.createdBy,
    errorMessage: row.errorMessage,
    fileSize: row.fileSize,
    downloadPath:
      row.status === 'finished' && row.fileKey
        ? `/v1/rustici-export-processes/${row.id}/download`
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Why a workflow cannot be packaged: the message an export in error shows, naming it. */
export class ExportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportRefusal';
  }
}

/** The workflow as a package needs it: live and published, else an ExportRefusal naming it. */
export async function exportableWorkflow(tenant: Tenant, id: string): Promise<WorkflowRow> {
  const row = await tenant.first(workflows, eq(workflows.id, id));
  if (!row) throw new ExportRefusal(`Workflow ${id} does not exist`);
  if (row.deletedAt) throw new ExportRefusal(`Workflow "${row.title}" (${id}) has been deleted`);
  if (!row.published) {
    throw new ExportRefusal(
      `Workflow "${row.title}" (${id}) is not published: publish it, then retry the export`,
    );
  }
  return row;
}

export interface BuildOptions {
  tenant: Tenant;
  tokens: LmsTokens;
  exportType: ScormExportType;
  resolution: number;
  server: string;
  launchKeyTtlSeconds: number;
}

/**
 * The workflow's published quiz as a package names it (issue 19), or null: a draft or a quiz
 * without questions is not in the package (the player would not offer it).
 */
export async function publishedQuizOf(
  tenant: Tenant,
  workflowId: string,
): Promise<ScormPackageQuiz | null> {
  const row = await tenant.first(
    quizzes,
    and(eq(quizzes.workflowId, workflowId), eq(quizzes.published, true)),
  );
  if (!row || row.questions.length === 0) return null;
  return { quizId: row.id, passingScore: row.passingScore, questionCount: row.questions.length };
}

/** One workflow's package; the launch key names that workflow only. */
export async function buildWorkflowPackage(
  opts: BuildOptions,
  workflow: WorkflowRow,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const launchKey = await opts.tokens.signLaunchKey(
    { organizationId: opts.tenant.organizationId, workflowIds: [workflow.id] },
    opts.launchKeyTtlSeconds,
  );
  const bytes = scormPackage({
    workflowId: workflow.id,
    title: workflow.title,
    exportType: opts.exportType,
    resolution: opts.resolution,
    server: opts.server,
    launchKey,
    quiz: await publishedQuizOf(opts.tenant, workflow.id),
  });
  return { bytes, fileName: packageFileName(workflow.title, workflow.id, opts.exportType) };
}

/**
 * The file of an export process: the package itself for one workflow; for several, a zip
 * holding one package per workflow (an LMS imports one package per course). Every workflow is
 * checked before anything is built, so the first refusal names its workflow.
 */
export async function buildExportFile(
  opts: BuildOptions,
  workflowIds: string[],
): Promise<Uint8Array> {
  const rows: WorkflowRow[] = [];
  for (const id of workflowIds) rows.push(await exportableWorkflow(opts.tenant, id));
  const packages = [];
  for (const row of rows) packages.push(await buildWorkflowPackage(opts, row));
  if (packages.length === 1) return packages[0]!.bytes;
  return zipFiles(Object.fromEntries(packages.map((p) => [p.fileName, p.bytes])));
}

/** Deterministic, so a job run again after a crash replaces the same object. */
export const exportFileKey = (organizationId: string, id: string) =>
  `org/${organizationId}/exports/${id}/package.zip`;
