/**
 * The demo's edit document (issue 21): once the conveyor sample is processed, its editors open
 * on a saved list that renames the first step, as an author who fixed a title would have left
 * it. A rename changes no video, so it is written at once: no render runs in the seed. The first
 * step also gets two attachments a viewer finds in the player's sidebar: the regulator's page on
 * locking out machines and a link to the sample's last step.
 * Idempotent: a workflow that has an edit document is left alone.
 */
import { asc, eq } from 'drizzle-orm';
import { StepwiseError } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { stepAttachments, steps, workflowEdits } from '../db/schema.js';
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
    await addDemoAttachments(tenant, workflow);
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

export const DEMO_LINK_ATTACHMENT = {
  label: 'OSHA: the control of hazardous energy (lockout/tagout)',
  link: 'https://www.osha.gov/control-hazardous-energy',
} as const;

async function addDemoAttachments(tenant: Tenant, workflow: WorkflowRow) {
  const list = await tenant.select(steps, eq(steps.workflowId, workflow.id), {
    orderBy: [asc(steps.order)],
  });
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last || first.id === last.id) return;
  const common = { workflowId: workflow.id, stepId: first.id };
  await tenant.insert(stepAttachments, [
    { ...common, id: newId(), kind: 'link', order: 0, ...DEMO_LINK_ATTACHMENT },
    {
      ...common,
      id: newId(),
      kind: 'step',
      order: 1,
      name: last.title[workflow.languageCode] || workflow.title,
      targetWorkflowId: workflow.id,
      targetStepId: last.id,
    },
  ]);
}
