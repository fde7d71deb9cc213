/**
 * Blurs burned into the video (issue 22; 001 §3 blur elements). A blur element is never drawn by
 * the player: the re-render job blurs its region of the picture, so every rendition, thumbnail
 * and the poster hide what is under it. Every plan the server makes therefore carries the
 * workflow's blurs (`workflowPlan`): the video editor's saves keep them burned in across cuts,
 * and an annotation save whose blurs changed starts the same durable re-render
 * (`renderBlursIfChanged`, called inside the save's transaction).
 */
import { eq } from 'drizzle-orm';
import {
  blurRegions,
  renderPlan,
  samePlan,
  timelineSteps,
  type AnnotationElement,
  type EditState,
  type RenderPlan,
} from '@stepwise/core';
import { annotations, workflowEdits } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { conflict } from './errors.js';
import type { WorkflowRow } from './workflow-access.js';
import {
  currentPlan,
  editDocumentRow,
  EditMessage,
  liveRender,
  savedState,
  type RenderRow,
} from './workflow-edits.js';
import { startRender } from './workflow-render-start.js';

/**
 * The picture's width / height after the editor's rotation. A workflow processed before its size
 * was stored (issue 22) is taken as 16:9, the recorder's and the canvas's own aspect.
 */
export function pictureAspect(
  workflow: Pick<WorkflowRow, 'videoWidth' | 'videoHeight'>,
  rotation: number,
): number {
  const { videoWidth: w, videoHeight: h } = workflow;
  const aspect = w && h ? w / h : 16 / 9;
  return rotation % 180 === 90 ? 1 / aspect : aspect;
}

const annotationRecords = (tenant: Tenant, workflowId: string) =>
  tenant.select(annotations, eq(annotations.workflowId, workflowId));

/** The plan of `state` with the workflow's blurs placed on its timeline. */
export async function workflowPlan(
  tenant: Tenant,
  workflow: WorkflowRow,
  state: EditState,
): Promise<RenderPlan> {
  const records = await annotationRecords(tenant, workflow.id);
  return planWithBlurs(records, workflow, state);
}

function planWithBlurs(
  records: readonly { stepId: string; elements: readonly AnnotationElement[] }[],
  workflow: WorkflowRow,
  state: EditState,
): RenderPlan {
  const plan = renderPlan(state);
  const steps = timelineSteps(state).map((s) => ({ id: s.id, start: s.startTime, end: s.endTime }));
  const blurs = blurRegions(records, steps, pictureAspect(workflow, state.rotation));
  return blurs.length > 0 ? { ...plan, blurs } : plan;
}

/**
 * After an annotation save (inside its transaction, the records written): when the blurs the
 * workflow's media should carry differ from what it carries, starts the re-render and answers
 * its row; otherwise null. While a render is scheduled or running, a change of blurs is refused
 * 409 with the editors' message (that render was planned with the old blurs).
 */
export async function renderBlursIfChanged(
  tenant: Tenant,
  userId: string | null,
  workflow: WorkflowRow,
): Promise<RenderRow | null> {
  const records = await annotationRecords(tenant, workflow.id);
  const anyBlur = records.some((r) => r.elements.some((e) => e.type === 'blur'));
  const existing = await tenant.first(workflowEdits, eq(workflowEdits.workflowId, workflow.id));
  // Never edited and nothing to blur: the processed original is already right.
  if (!existing && !anyBlur) return null;
  // The document is made here as the editors make it on first open (409 while unprocessed).
  const row = existing ?? (await editDocumentRow(tenant, workflow));
  const plan = planWithBlurs(records, workflow, savedState(row));
  const live = await liveRender(tenant, workflow.id);
  if (live) {
    if (samePlan(plan, live.plan)) return null;
    throw conflict(EditMessage.rendering);
  }
  if (samePlan(plan, currentPlan(row))) return null;
  const started = await startRender(tenant, userId, workflow, {
    editVersion: row.version,
    plan,
    newEditor: false,
  });
  return started.render;
}
