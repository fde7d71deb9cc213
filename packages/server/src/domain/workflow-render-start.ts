/**
 * Starting a re-render (issue 21; issue 22 blurs): the render row, its durable
 * `rerender-workflow` job and the workflow's transcoding statuses, written on the caller's
 * transaction so they commit with the save that needs them (a video editor save,
 * workflow-edits-save.ts; an annotation save whose blurs changed, workflow-blurs.ts).
 */
import { eq } from 'drizzle-orm';
import { BlockedReason, EditorStatus, EditType, type RenderPlan } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { workflowRenders, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { workflowKeys } from '../storage/storage.js';
import { notFound } from './errors.js';
import type { WorkflowRow } from './workflow-access.js';
import type { RenderRow } from './workflow-edits.js';
import { enqueueRerender } from './workflow-render-job.js';

export interface StartedRender {
  workflow: WorkflowRow;
  render: RenderRow | null;
}

export async function startRender(
  tx: Tenant,
  userId: string | null,
  workflow: WorkflowRow,
  input: { editVersion: number; plan: RenderPlan; newEditor: boolean },
): Promise<StartedRender> {
  const renderId = newId();
  const jobId = await enqueueRerender(tx, {
    organizationId: workflow.organizationId,
    workflowId: workflow.id,
    renderId,
  });
  const [render] = await tx.insert(workflowRenders, {
    id: renderId,
    workflowId: workflow.id,
    editVersion: input.editVersion,
    plan: input.plan,
    status: 'scheduled',
    stage: 'waiting',
    storagePrefix: `${workflowKeys(workflow.organizationId, workflow.id).root}/renders/${renderId}/`,
    jobId,
    durationBefore: workflow.videoDuration,
    requestedBy: userId,
  });
  const [changed] = await tx.update(
    workflows,
    {
      // Both card rules read transcoding: the new editor's by editorStatus, the old by blocked.
      editorStatus: EditorStatus.TranscodingMultiEditSteps,
      blocked: BlockedReason.Transcoding,
      ...(input.newEditor ? { editType: EditType.NewEditor } : {}),
      updatedAt: new Date(),
    },
    eq(workflows.id, workflow.id),
  );
  if (!changed) throw notFound('Workflow');
  return { workflow: changed, render: render ?? null };
}
