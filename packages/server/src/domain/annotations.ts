/**
 * Annotations (issue 22; 001 §3 annotation record, §7 annotation calls): one record per step,
 * whose elements replace each other whole. Times are seconds from the start of the step, so a
 * re-render that REMAPS steps keeps them right: the render job's swap keeps step ids
 * (workflow-timeline-write.ts updates steps in place), and a step it drops takes its record
 * with it (the foreign key cascades).
 *
 * Image elements name their picture by the storage key the annotation-image route made in the
 * workflow's own folder (annotation-images.ts); a key anywhere else is refused, so an element
 * can never point a signed URL at another workflow's or organisation's files. Answers sign it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  type AnnotationBatchUpsert,
  type AnnotationElement,
  type AnnotationRecord,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { annotations, steps } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { checkKey, workflowKeys } from '../storage/storage.js';
import type { Caller } from './caller.js';
import { badRequest, notFound } from './errors.js';
import { playableWorkflow } from './media-access.js';
import { renderBlursIfChanged } from './workflow-blurs.js';
import { editableWorkflow } from './workflow-access.js';
import type { KeySigner, RenderRow } from './workflow-edits.js';

export type AnnotationRow = typeof annotations.$inferSelect;
/** The parsed upsert body (zod defaults applied). */
type UpsertInput = Omit<AnnotationBatchUpsert, 'annotations'> & {
  annotations: { stepId: string; elements: AnnotationElement[] }[];
};

/** Where a workflow's annotation images live (in its media folder, so its media URLs sign them). */
export const annotationImagePrefix = (organizationId: string, workflowId: string) =>
  `${workflowKeys(organizationId, workflowId).root}/annotation-images/`;

/** A key the annotation-image route could have made for this workflow: one file in its folder. */
function isOwnImageKey(key: string, prefix: string): boolean {
  if (!key.startsWith(prefix)) return false;
  const name = key.slice(prefix.length);
  if (name.length === 0 || name.includes('/')) return false;
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Elements as stored: image keys checked, and no signed URL kept (it would only expire). */
function storedElements(elements: AnnotationElement[], prefix: string, stepId: string) {
  return elements.map((e) => {
    if (e.type !== 'image') return e;
    if (!isOwnImageKey(e.originalImageUrl, prefix)) {
      throw badRequest(
        'An image annotation must use an image added to this workflow (POST /v1/workflows/{id}/annotation-images)',
        { stepId, elementId: e.id },
      );
    }
    return { ...e, imageUrl: '' };
  });
}

/** Elements as answered: each image's key signed into `imageUrl`. */
export function signedElements(elements: readonly AnnotationElement[], sign: KeySigner) {
  return elements.map((e) =>
    e.type === 'image' ? { ...e, imageUrl: sign(e.originalImageUrl) ?? '' } : e,
  );
}

export function annotationView(row: AnnotationRow, sign: KeySigner): AnnotationRecord {
  return {
    id: row.id,
    stepId: row.stepId,
    elements: signedElements(row.elements, sign),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 400 naming the first step id listed twice or not a step of `workflowId`. */
async function checkSteps(tenant: Tenant, workflowId: string, stepIds: string[]): Promise<void> {
  const seen = new Set<string>();
  for (const id of stepIds) {
    if (seen.has(id)) throw badRequest(`Step ${id} is listed twice`, { stepId: id });
    seen.add(id);
  }
  // The tenant keeps this to the caller's organisation: another's step is "not a step of it"
  // like any other id, and nothing of it is read.
  const found = await tenant.select(
    steps,
    and(eq(steps.workflowId, workflowId), inArray(steps.id, stepIds)),
  );
  const own = new Set(found.map((s) => s.id));
  const stranger = stepIds.find((id) => !own.has(id));
  if (stranger) {
    throw badRequest(`Step ${stranger} is not a step of this workflow`, { stepId: stranger });
  }
}

export interface SavedAnnotations {
  rows: AnnotationRow[];
  render: RenderRow | null;
}

/**
 * POST /v1/annotations/batch-upsert. The records and the re-render their blurs need commit
 * together: a blur change refused while a render runs (409) leaves no record half-written.
 */
export async function upsertAnnotations(
  caller: Caller,
  input: UpsertInput,
): Promise<SavedAnnotations> {
  const { workflow } = await editableWorkflow(caller, input.workflowId);
  const stepIds = input.annotations.map((a) => a.stepId);
  await checkSteps(caller.tenant, workflow.id, stepIds);
  const prefix = annotationImagePrefix(workflow.organizationId, workflow.id);
  const lists = input.annotations.map((a) => storedElements(a.elements, prefix, a.stepId));
  return caller.tenant.transaction(async (tx) => {
    const now = new Date();
    const rows: AnnotationRow[] = [];
    for (const [i, stepId] of stepIds.entries()) {
      const elements = lists[i]!;
      // Made empty first when missing (a concurrent save of the same step makes it too: the
      // unique step index turns the second insert into nothing), then replaced whole.
      await tx.insertIgnore(annotations, { id: newId(), workflowId: workflow.id, stepId });
      const [row] = await tx.update(
        annotations,
        { elements, updatedBy: caller.userId, updatedAt: now },
        eq(annotations.stepId, stepId),
      );
      if (!row) throw notFound('Step');
      rows.push(row);
    }
    const render = await renderBlursIfChanged(tx, caller.userId, workflow);
    return { rows, render };
  });
}

/**
 * POST /v1/annotations/get-by-steps: the records of steps whose workflows the caller may play
 * (the player's own rule: unpublished ones only for their editors). Any step the caller cannot
 * see makes the whole answer the 404 a workflow read gives; steps without a record are left out.
 */
export async function annotationsOfSteps(caller: Caller, stepIds: string[]) {
  const ids = [...new Set(stepIds)];
  const found = await caller.tenant.select(steps, inArray(steps.id, ids));
  if (found.length !== ids.length) throw notFound('Step');
  for (const workflowId of new Set(found.map((s) => s.workflowId))) {
    await playableWorkflow(caller, workflowId);
  }
  const rows = await caller.tenant.select(annotations, inArray(annotations.stepId, ids));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.stepId)! - order.get(b.stepId)!);
}

/**
 * The player's annotations (002 §1 annotation layer), every step's in one query: blur left out
 * (it is burned into the video), images signed. A step without any reads the empty list.
 */
export async function playerAnnotations(
  tenant: Tenant,
  workflowId: string,
  sign: KeySigner,
): Promise<(stepId: string) => AnnotationElement[]> {
  const rows = await tenant.select(annotations, eq(annotations.workflowId, workflowId));
  const byStep = new Map(
    rows.map((r) => [
      r.stepId,
      signedElements(
        r.elements.filter((e) => e.type !== 'blur'),
        sign,
      ),
    ]),
  );
  return (stepId) => byStep.get(stepId) ?? [];
}
