/** Elements and rows the annotation tests share (test/annotations.test.ts). */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';
import { steps, workflows } from '../src/db/schema.js';

export const canvas = { originalCanvasWidth: 676, originalCanvasHeight: 380 };
export const rect = (id: string, extra: Record<string, unknown> = {}) => ({
  ...canvas,
  id,
  type: 'shape',
  shape: 'rectangle',
  left: 40,
  top: 30,
  width: 120,
  height: 80,
  stroke: '#ff0000',
  startTime: 0.5,
  endTime: 3,
  ...extra,
});
export const label = {
  ...canvas,
  id: 'label',
  type: 'i-text',
  left: 10,
  top: 10,
  text: 'Isolation switch',
  fill: '#ffffff',
  startTime: 1,
  endTime: 4,
};
export const blur = {
  ...canvas,
  id: 'badge',
  type: 'blur',
  shape: 'rectangle',
  left: 300,
  top: 200,
  width: 60,
  height: 40,
  startTime: 0,
  endTime: 2,
};

/** Elements the upsert must refuse 400, each with what it tries. */
export const BAD_ELEMENTS: [string, unknown][] = [
  ['an unknown type', { ...rect('u'), type: 'laser' }],
  ['NaN sent as null', { ...rect('n'), left: null }],
  ['NaN sent as a string', { ...rect('n'), top: 'NaN' }],
  ['endTime equal to startTime', rect('t', { startTime: 2, endTime: 2 })],
  ['endTime before startTime', rect('t', { startTime: 3, endTime: 1 })],
  ['a circle without a radius', rect('c', { shape: 'circle', width: undefined })],
  ['a blur circle without a radius', { ...blur, shape: 'circle' }],
  ['an unknown field', rect('f', { onClick: 'alert(1)' })],
  ['a colour that is not one', rect('k', { stroke: 'url(javascript:x)' })],
  ['a negative start', rect('s', { startTime: -1 })],
];

/** A processed workflow of one step (0..stepEnd s) in `workspaceId`, else in `sibling`'s. */
export async function insertWorkflow(
  db: Db,
  organizationId: string,
  workspaceId: string | null,
  sibling: string,
  stepEnd = 5,
) {
  const id = newId();
  const stepId = newId();
  const workspace =
    workspaceId ??
    (await db.select().from(workflows).where(eq(workflows.id, sibling)))[0]!.workspaceId;
  await db.insert(workflows).values({
    id,
    organizationId,
    workspaceId: workspace,
    title: 'Annotated elsewhere',
    languageCode: 'en',
    processed: true,
    videoDuration: stepEnd,
  });
  await db.insert(steps).values({
    id: stepId,
    organizationId,
    workflowId: id,
    order: 10,
    startTime: 0,
    endTime: stepEnd,
    title: { en: 'Only step' },
  });
  return { id, stepId };
}
