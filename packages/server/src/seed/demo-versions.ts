/**
 * The demo's version history (issue 23): the conveyor sample has two versions, 1.0 as it was
 * seeded and 2.0 after its last step was renamed in the editor (a rename changes no video, so no
 * render runs in the seed), so the version panel and its diff show something. Both are kept by
 * the publish every workflow goes through (domain/workflow-versions.ts).
 * Idempotent: a workflow with two versions or more is left alone; a restart half-way renames
 * once and keeps what is missing.
 */
import { eq } from 'drizzle-orm';
import { StepwiseError } from '@stepwise/core';
import { workflows, workflowVersionHistories } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { WorkflowRow } from '../domain/workflow-access.js';
import { editDocumentRow, savedState } from '../domain/workflow-edits.js';
import { saveWorkflowEdits } from '../domain/workflow-edits-save.js';
import { completeWorkflowPublish } from '../domain/workflow-versions.js';

export const DEMO_VERSION_STEP_TITLE = 'Set the line speed';

const keptOf = (tenant: Tenant, workflowId: string) =>
  tenant.count(workflowVersionHistories, eq(workflowVersionHistories.workflowId, workflowId));

/** Renames the last step through the editor's document; false when it already has the title. */
async function renameLastStep(tenant: Tenant, workflow: WorkflowRow, authorId: string | null) {
  const row = await editDocumentRow(tenant, workflow);
  const last = savedState(row).steps.at(-1);
  if (!last || last.title === DEMO_VERSION_STEP_TITLE) return;
  await saveWorkflowEdits(
    tenant,
    workflow,
    authorId,
    {
      version: row.version,
      segments: [
        ...row.segments,
        { type: 'adjust', target: 'title', stepId: last.id, title: DEMO_VERSION_STEP_TITLE },
      ],
      redo: [],
    },
    'segmentation',
  );
}

export async function ensureDemoVersions(
  tenant: Tenant,
  workflow: WorkflowRow,
  authorId: string | null,
): Promise<void> {
  const kept = await keptOf(tenant, workflow.id);
  if (!workflow.published || kept >= 2) return;
  try {
    // 1.0: the sample as seeded (usually kept already by the publish that followed processing).
    if (kept === 0) await completeWorkflowPublish(tenant, authorId, workflow.id, null);
    const fresh = await tenant.first(workflows, eq(workflows.id, workflow.id));
    if (!fresh) return;
    await renameLastStep(tenant, fresh, authorId);
    // 2.0: after the rename.
    await completeWorkflowPublish(tenant, authorId, workflow.id, null);
  } catch (err) {
    // A sample the editors refuse (not fully processed, a render running) keeps what it has: a
    // nicety, not a step the rest of the seed waits on.
    if (!(err instanceof StepwiseError)) throw err;
  }
}
