/**
 * A copy of a workflow's rows (001 §4 duplication; the demo's review copy): the workflow, its
 * steps and its transcripts. Copies share the source's media keys: storage objects are never
 * copied, only rows. Runs in the caller's transaction.
 */
import { newId } from '../db/ids.js';
import { steps, transcriptions, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { WorkflowRow } from './workflow-access.js';
import type { StepRow, TranscriptionRow } from './workflow-view.js';

export async function insertWorkflowCopy(
  tx: Tenant,
  source: WorkflowRow,
  parts: { steps: readonly StepRow[]; texts: readonly TranscriptionRow[] },
  set: Partial<typeof workflows.$inferInsert> & { workspaceId: string },
): Promise<WorkflowRow> {
  const { id: _id, organizationId: _org, createdAt: _c, updatedAt: _u, ...rest } = source;
  // A copy has no approval request of its own (issue 23): its review status starts empty.
  const [copy] = await tx.insert(workflows, { ...rest, reviewStatus: '', ...set, id: newId() });
  if (parts.steps.length > 0) {
    await tx.insert(
      steps,
      parts.steps.map(({ id: _s, organizationId: _o, createdAt: _sc, ...s }) => ({
        ...s,
        id: newId(),
        workflowId: copy!.id,
      })),
    );
  }
  if (parts.texts.length > 0) {
    await tx.insert(
      transcriptions,
      parts.texts.map(({ id: _t, organizationId: _o, createdAt: _tc, updatedAt: _tu, ...t }) => ({
        ...t,
        id: newId(),
        workflowId: copy!.id,
      })),
    );
  }
  return copy!;
}
