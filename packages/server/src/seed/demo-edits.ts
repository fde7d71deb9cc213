/**
 * The demo's edit document (issue 21): once the conveyor sample is processed, its editors open
 * on a saved list that renames the first step, as an author who fixed a title would have left
 * it. A rename changes no video, so it is written at once: no render runs in the seed.
 * Idempotent: a workflow that has an edit document is left alone.
 */
import { eq } from 'drizzle-orm';
import { StepwiseError } from '@stepwise/core';
import { workflowEdits } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { WorkflowRow } from '../domain/workflow-access.js';
import { editDocumentRow } from '../domain/workflow-edits.js';
import { saveWorkflowEdits } from '../domain/workflow-edits-save.js';

export const DEMO_RENAMED_STEP_TITLE = 'Check the belt and the guards';

export async function ensureDemoEdits(
  tenant: Tenant,
  workflow: WorkflowRow,
  authorId: string | null,
): Promise<void> {
  if (await tenant.first(workflowEdits, eq(workflowEdits.workflowId, workflow.id))) return;
  try {
    await saveRename(tenant, workflow, authorId);
  } catch (err) {
    // A sample the editors refuse (not fully processed) keeps no document: a nicety, not a step
    // the rest of the seed waits on.
    if (!(err instanceof StepwiseError)) throw err;
  }
}

async function saveRename(tenant: Tenant, workflow: WorkflowRow, authorId: string | null) {
  const row = await editDocumentRow(tenant, workflow);
  const first = row.base.steps[0];
  if (!first) return;
  await saveWorkflowEdits(
    tenant,
    workflow,
    authorId,
    {
      version: row.version,
      segments: [
        { type: 'adjust', target: 'title', stepId: first.id, title: DEMO_RENAMED_STEP_TITLE },
      ],
      redo: [],
    },
    'segmentation',
  );
}
