/**
 * AI summaries (001 §3, §5, §7; 002 §3): one per workflow, read by whoever may play the workflow,
 * written by those who may edit it. The `ai-summary` job (ai-summary-job.ts) fills the content;
 * the player's answer carries it only when it is shown (completed and active).
 */
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  isAiSummaryShown,
  StepwiseError,
  type AiSummary,
  type AiSummaryCreate,
  type AiSummaryView,
} from '@stepwise/core';
import { aiSummaries } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import { enqueueOrganizationJob } from './organization-jobs.js';
import { newId } from '../db/ids.js';
import { editableWorkflow, type WorkflowAccess } from './workflow-access.js';

export const AI_SUMMARY_JOB = 'ai-summary';

export type AiSummaryRow = typeof aiSummaries.$inferSelect;

/**
 * The wire view. The failure message names the chat model's endpoint, which is the server's
 * configuration: only those who may edit the workflow (and so may run it again) see it.
 */
export function aiSummaryView(row: AiSummaryRow, opts: { showError: boolean }): AiSummaryView {
  return {
    id: row.id,
    workflowId: row.workflowId,
    status: row.status as AiSummaryView['status'],
    activate: row.activate,
    content: row.content ?? null,
    generator: (row.generator as AiSummaryView['generator']) ?? null,
    model: row.model,
    errorMessage: opts.showError ? row.errorMessage : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const summaryOfWorkflow = (
  tenant: Tenant,
  workflowId: string,
): Promise<AiSummaryRow | undefined> =>
  tenant.first(aiSummaries, eq(aiSummaries.workflowId, workflowId));

/** A summary of a workflow the caller may edit; any other is a 404 (hidden) or 403 (read-only). */
export async function editableSummary(
  caller: Caller,
  id: string,
): Promise<{ row: AiSummaryRow } & WorkflowAccess> {
  const row = await caller.tenant.first(aiSummaries, eq(aiSummaries.id, id));
  if (!row) throw notFound('AI summary');
  try {
    return { row, ...(await editableWorkflow(caller, row.workflowId)) };
  } catch (err) {
    // A summary of a workflow the caller cannot see does not exist for them.
    if (err instanceof StepwiseError && err.code === ErrorCode.NotFound) {
      throw notFound('AI summary');
    }
    throw err;
  }
}

/** 002 §3 the player view's `aiSummary`: the summary when it is shown, else null. */
export function playerAiSummary(row: AiSummaryRow | undefined): AiSummary | null {
  if (!row) return null;
  const summary: AiSummary = {
    id: row.id,
    workflowId: row.workflowId,
    status: row.status as AiSummary['status'],
    activate: row.activate,
    content: row.content ?? null,
  };
  return isAiSummaryShown(summary) ? summary : null;
}

/**
 * Creates or replaces the workflow's summary and enqueues the job that writes it, in one
 * transaction. One summary per workflow: a job still running for the old one finds its row gone
 * and stops.
 */
export async function requestAiSummary(
  caller: Caller,
  workflowId: string,
  sentences: AiSummaryCreate['sentences'],
): Promise<AiSummaryRow> {
  return caller.tenant.transaction(async (tx) => {
    await tx.delete(aiSummaries, eq(aiSummaries.workflowId, workflowId));
    const [created] = await tx.insert(aiSummaries, {
      id: newId(),
      workflowId,
      status: 'pending',
      createdBy: caller.userId,
    });
    await enqueueOrganizationJob(tx, {
      kind: AI_SUMMARY_JOB,
      payload: {
        summaryId: created!.id,
        organizationId: caller.organizationId,
        ...(sentences ? { sentences } : {}),
      },
      dedupeKey: `${AI_SUMMARY_JOB}:${created!.id}`,
    });
    return created!;
  });
}
