/**
 * The demo's annotations (issue 22): the conveyor sample's first step ("Check the belt", whose
 * narration asks that the belt be clear and every guard closed) gets a red frame round the belt
 * area, an arrow pointing at it and a label, drawn from the second the narration starts. No blur:
 * a blur is burned into the video by a re-render, which the seed never starts.
 * Idempotent: a workflow with any annotation record is left alone.
 */
import { asc, eq } from 'drizzle-orm';
import {
  ANNOTATION_CANVAS,
  ANNOTATION_COLOURS,
  annotationElementSchema,
  STROKE_WIDTHS,
  type AnnotationElementInput,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { annotations, steps } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { WorkflowRow } from '../domain/workflow-access.js';

export const DEMO_ANNOTATION_LABEL = 'Belt clear, guards closed';

const canvas = {
  originalCanvasWidth: ANNOTATION_CANVAS.width,
  originalCanvasHeight: ANNOTATION_CANVAS.height,
};

/** On the 676x380 canvas; the sample's scene caption sits in the middle of the picture. */
export const DEMO_ANNOTATIONS: readonly AnnotationElementInput[] = [
  {
    ...canvas,
    id: 'demo-belt-frame',
    type: 'shape',
    shape: 'rectangle',
    left: 88,
    top: 145,
    width: 500,
    height: 90,
    stroke: ANNOTATION_COLOURS.red,
    strokeType: 'solid',
    startTime: 1,
    endTime: 7,
  },
  {
    ...canvas,
    id: 'demo-belt-arrow',
    type: 'arrow',
    left: 520,
    top: 245,
    startX: 620,
    startY: 340,
    endX: 520,
    endY: 245,
    stroke: ANNOTATION_COLOURS.yellow,
    strokeWidth: STROKE_WIDTHS.normal,
    startTime: 1.5,
    endTime: 7,
  },
  {
    ...canvas,
    id: 'demo-belt-label',
    type: 'i-text',
    left: 24,
    top: 20,
    text: DEMO_ANNOTATION_LABEL,
    fill: ANNOTATION_COLOURS.white,
    backgroundColor: '#000000',
    fontWeight: 'bold',
    fontSize: 26,
    startTime: 1,
    endTime: 7,
  },
];

export async function ensureDemoAnnotations(tenant: Tenant, workflow: WorkflowRow): Promise<void> {
  if (await tenant.first(annotations, eq(annotations.workflowId, workflow.id))) return;
  const [first] = await tenant.select(steps, eq(steps.workflowId, workflow.id), {
    orderBy: [asc(steps.order)],
    limit: 1,
  });
  if (!first) return;
  // Kept inside a short step: a step shorter than the drawings shows them for what it has.
  const length = first.endTime - first.startTime;
  const elements = DEMO_ANNOTATIONS.map((e) => {
    const parsed = annotationElementSchema.parse(e);
    if (length <= 0 || parsed.endTime <= length) return parsed;
    return { ...parsed, startTime: Math.min(parsed.startTime, length / 2), endTime: length };
  });
  // The step's unique index makes a second seeding at the same time a no-op.
  await tenant.insertIgnore(annotations, {
    id: newId(),
    workflowId: workflow.id,
    stepId: first.id,
    elements,
  });
}
