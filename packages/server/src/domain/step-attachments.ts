/**
 * Step attachments (issue 21; 001 §3 Step: diagrams, PDFs, video clips, links, a workflow or a
 * step of one): the list of a workflow, links, rename / relink / reorder and delete. Files come
 * in through step-attachment-files.ts. Reading follows the workflow's visibility, writing its
 * editors (workflow-access.ts). Stored files live in the workflow's media folder under
 * `attachments/{id}/`, so the media signer covers them and a delete removes the folder.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  AttachmentProblem,
  type Attachments,
  STEP_ATTACHMENT_LIMITS,
  type StepAttachment,
  type StepAttachmentCreate,
} from '@stepwise/core';
import { stepAttachments, steps, workflows } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Tenant } from '../db/tenant.js';
import type { ObjectStorage } from '../storage/storage.js';
import type { Caller } from './caller.js';
import { badRequest, notFound } from './errors.js';
import { editableWorkflow, visibleWorkflow, type WorkflowAccess } from './workflow-access.js';

export type StepAttachmentRow = typeof stepAttachments.$inferSelect;
type StepRow = typeof steps.$inferSelect;
type Sign = (key: string | null | undefined) => string | null;

/** The folder of one attachment's files: `org/{org}/workflows/{workflow}/attachments/{id}`. */
export const attachmentFolder = (
  row: Pick<StepAttachmentRow, 'organizationId' | 'workflowId'>,
  id: string,
) => `org/${row.organizationId}/workflows/${row.workflowId}/attachments/${id}`;

/** Links, workflows and steps share the link limit (they are all "go somewhere" entries). */
const LINK_KINDS = ['link', 'workflow', 'step'] as const;

/** A step title in the workflow's language, else its first non-empty one. */
export const titleIn = (title: Record<string, string>, languageCode: string): string =>
  title[languageCode] ?? Object.values(title).find((t) => t.trim() !== '') ?? '';

/** The wire shape of a stored attachment; file links and thumbnails signed by `sign`. */
export function attachmentView(row: StepAttachmentRow, sign: Sign): StepAttachment {
  const base = { id: row.id, workflowId: row.workflowId, stepId: row.stepId, order: row.order };
  switch (row.kind) {
    case 'diagram':
      return { ...base, kind: 'diagram', name: row.name, link: sign(row.storageKey) ?? '' };
    case 'pdf':
      return {
        ...base,
        kind: 'pdf',
        name: row.name,
        link: sign(row.storageKey) ?? '',
        size: row.sizeBytes ?? 0,
        thumbnail: sign(row.thumbnailKey),
      };
    case 'video':
      return {
        ...base,
        kind: 'video',
        name: row.name,
        link: sign(row.storageKey) ?? '',
        thumbnail: sign(row.thumbnailKey),
        duration: row.duration,
      };
    case 'workflow':
      return {
        ...base,
        kind: 'workflow',
        targetWorkflowId: row.targetWorkflowId!,
        title: row.name,
      };
    case 'step':
      return {
        ...base,
        kind: 'step',
        targetWorkflowId: row.targetWorkflowId!,
        targetStepId: row.targetStepId!,
        title: row.name,
      };
    default:
      return { ...base, kind: 'link', label: row.label, link: row.link ?? '' };
  }
}

/** A step and its workflow, for a caller who may see it (edit = may change it); else 404/403. */
export async function stepOfCaller(
  caller: Caller,
  stepId: string,
  edit: boolean,
): Promise<{ step: StepRow } & WorkflowAccess> {
  const step = await caller.tenant.first(steps, eq(steps.id, stepId));
  if (!step) throw notFound('Step');
  const access = await (edit ? editableWorkflow : visibleWorkflow)(caller, step.workflowId);
  return { step, ...access };
}

/** An attachment the caller may change, with its workflow. */
export async function editableAttachment(
  caller: Caller,
  id: string,
): Promise<{ row: StepAttachmentRow } & WorkflowAccess> {
  const row = await caller.tenant.first(stepAttachments, eq(stepAttachments.id, id));
  if (!row) throw notFound('Attachment');
  return { row, ...(await editableWorkflow(caller, row.workflowId)) };
}

/** GET /v1/workflows/{id}/attachments: every step's, in step order then their own order. */
export async function workflowAttachments(
  tenant: Tenant,
  workflowId: string,
  sign: Sign,
): Promise<StepAttachment[]> {
  const [rows, stepRows] = await Promise.all([
    tenant.select(stepAttachments, eq(stepAttachments.workflowId, workflowId), {
      orderBy: [asc(stepAttachments.order), asc(stepAttachments.createdAt)],
    }),
    tenant.select(steps, eq(steps.workflowId, workflowId)),
  ]);
  const stepOrder = new Map(stepRows.map((s) => [s.id, s.order]));
  return rows
    .map((row, i) => ({ row, i }))
    .sort(
      (a, b) =>
        (stepOrder.get(a.row.stepId) ?? 0) - (stepOrder.get(b.row.stepId) ?? 0) || a.i - b.i,
    )
    .map(({ row }) => attachmentView(row, sign));
}

/** How many attachments of `kinds` the step has, and the order a new one gets (last). */
export async function stepCounts(
  tenant: Tenant,
  stepId: string,
  kinds: readonly string[],
): Promise<{ count: number; nextOrder: number }> {
  // A step holds a few dozen at most: reading them is simpler than an aggregate query.
  const rows = await tenant.select(stepAttachments, eq(stepAttachments.stepId, stepId));
  return {
    count: rows.filter((r) => kinds.includes(r.kind)).length,
    nextOrder: rows.reduce((last, r) => Math.max(last, r.order), -1) + 1,
  };
}

/** The title of a link target the caller can see in their organisation (else 404). */
async function targetTitle(
  caller: Caller,
  body: Exclude<StepAttachmentCreate, { kind: 'link' }>,
): Promise<string> {
  const { workflow } = await visibleWorkflow(caller, body.targetWorkflowId);
  if (body.kind === 'workflow') return workflow.title;
  const target = await caller.tenant.first(
    steps,
    and(eq(steps.id, body.targetStepId), eq(steps.workflowId, workflow.id)),
  );
  if (!target) throw notFound('Step');
  return titleIn(target.title, workflow.languageCode) || workflow.title;
}

/** POST /v1/steps/{id}/attachments: a link with a label, a workflow or a step of one. */
export async function addLinkAttachment(
  caller: Caller,
  stepId: string,
  body: StepAttachmentCreate,
): Promise<StepAttachmentRow> {
  const { step } = await stepOfCaller(caller, stepId, true);
  const { count, nextOrder } = await stepCounts(caller.tenant, step.id, LINK_KINDS);
  if (count >= STEP_ATTACHMENT_LIMITS.link.maxCount) {
    throw badRequest(AttachmentProblem.maxLinksReached, { key: 'maxLinksReached' });
  }
  const common = {
    id: newId(),
    workflowId: step.workflowId,
    stepId: step.id,
    kind: body.kind,
    order: nextOrder,
  };
  const values =
    body.kind === 'link'
      ? { ...common, label: body.label, link: body.link }
      : {
          ...common,
          name: await targetTitle(caller, body),
          targetWorkflowId: body.targetWorkflowId,
          targetStepId: body.kind === 'step' ? body.targetStepId : null,
        };
  const [row] = await caller.tenant.insert(stepAttachments, values);
  return row!;
}

export interface AttachmentChange {
  name?: string | undefined;
  label?: string | undefined;
  link?: string | undefined;
  order?: number | undefined;
}

/**
 * PATCH /v1/step-attachments/{id}: a file is renamed, a link relabelled or relinked; `order`
 * moves it to that place among its step's attachments (the others close up around it).
 */
export async function updateAttachment(
  caller: Caller,
  id: string,
  change: AttachmentChange,
): Promise<StepAttachmentRow> {
  const { row } = await editableAttachment(caller, id);
  const isFile = ['diagram', 'pdf', 'video'].includes(row.kind);
  if (change.name !== undefined && !isFile) {
    throw badRequest('Only a file attachment has a name: change the label of a link.');
  }
  if ((change.label !== undefined || change.link !== undefined) && row.kind !== 'link') {
    throw badRequest('Only a link attachment has a label and a URL.');
  }
  return caller.tenant.transaction(async (tenant) => {
    const set: Partial<StepAttachmentRow> = {};
    if (change.name !== undefined) set.name = change.name;
    if (change.label !== undefined) set.label = change.label;
    if (change.link !== undefined) set.link = change.link;
    if (Object.keys(set).length > 0) {
      await tenant.update(stepAttachments, set, eq(stepAttachments.id, row.id));
    }
    if (change.order !== undefined) await moveTo(tenant, row, change.order);
    const updated = await tenant.first(stepAttachments, eq(stepAttachments.id, row.id));
    return updated!;
  });
}

/** Renumbers the step's attachments 0..n-1 with `row` at `index` (clamped to the list). */
async function moveTo(tenant: Tenant, row: StepAttachmentRow, index: number): Promise<void> {
  const siblings = await tenant.select(stepAttachments, eq(stepAttachments.stepId, row.stepId), {
    orderBy: [asc(stepAttachments.order), asc(stepAttachments.createdAt)],
  });
  const others = siblings.filter((s) => s.id !== row.id);
  others.splice(Math.min(index, others.length), 0, row);
  for (const [order, s] of others.entries()) {
    if (s.order !== order || s.id === row.id) {
      await tenant.update(stepAttachments, { order }, eq(stepAttachments.id, s.id));
    }
  }
}

/** DELETE /v1/step-attachments/{id}: the row, then its stored files (a missing one is fine). */
export async function deleteAttachment(
  caller: Caller,
  storage: ObjectStorage,
  id: string,
): Promise<void> {
  const { row } = await editableAttachment(caller, id);
  await caller.tenant.delete(stepAttachments, eq(stepAttachments.id, row.id));
  if (row.storageKey) await storage.delete(attachmentFolder(row, row.id));
}

/**
 * GET /v1/player/workflow?withAddons: each step's attachments in the player's shape (core
 * attachmentsSchema), in their order; a step without any gets the empty lists.
 */
export async function playerAttachments(
  tenant: Tenant,
  workflowId: string,
  sign: Sign,
  /** The portal's origin: links to other workflows are absolute, so an embed opens the portal. */
  portalOrigin: string,
): Promise<(stepId: string) => Attachments> {
  const rows = await tenant.select(stepAttachments, eq(stepAttachments.workflowId, workflowId), {
    orderBy: [asc(stepAttachments.order), asc(stepAttachments.createdAt)],
  });
  // A viewer (a public share's too) sees links to published workflows only (and to steps of the
  // one playing): an author's link to a draft names nothing the viewer could open.
  const targets = [
    ...new Set(rows.flatMap((r) => (r.targetWorkflowId ? [r.targetWorkflowId] : []))),
  ];
  const published = new Set(
    targets.length === 0
      ? []
      : (
          await tenant.select(
            workflows,
            and(
              inArray(workflows.id, targets),
              eq(workflows.published, true),
              isNull(workflows.deletedAt),
            ),
          )
        ).map((w) => w.id),
  );
  const byStep = new Map<string, Required<Attachments>>();
  for (const row of rows) {
    const target = row.targetWorkflowId;
    if (target && target !== workflowId && !published.has(target)) continue;
    let a = byStep.get(row.stepId);
    if (!a) {
      a = { diagram: [], links: [], pdf: [], videos: [], workflows: [] };
      byStep.set(row.stepId, a);
    }
    const view = attachmentView(row, sign);
    if (view.kind === 'diagram') a.diagram.push(view.link);
    else if (view.kind === 'link') a.links.push({ label: view.label, link: view.link });
    else if (view.kind === 'pdf') {
      a.pdf.push({ name: view.name, link: view.link, size: view.size, thumbnail: view.thumbnail });
    } else if (view.kind === 'video') {
      a.videos.push({ name: view.name, link: view.link, thumbnail: view.thumbnail });
    } else {
      const stepId = view.kind === 'step' ? view.targetStepId : null;
      const path = `/playermain/${encodeURIComponent(view.targetWorkflowId)}${
        stepId ? `/${encodeURIComponent(stepId)}` : ''
      }`;
      a.workflows.push({
        label: view.title,
        workflowId: view.targetWorkflowId,
        stepId,
        link: `${portalOrigin}${path}`,
      });
    }
  }
  return (stepId) => byStep.get(stepId) ?? { diagram: [], links: [], pdf: [] };
}
