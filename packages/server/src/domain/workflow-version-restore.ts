/**
 * POST /v1/workflow-version-histories/{id}/restore (issue 23; 001 §3 version history): the
 * workflow becomes an unpublished draft equal to the version. Steps are upserted by id (the
 * version's steps come back with their ids, the others go), so the attachments and comments of
 * steps that survive stay; transcripts are replaced per language (their ids kept), annotations
 * per step; media, thumbnails and the video editor's document are the version's again, so every
 * editor shows it. The quiz and the dubbed audio tracks are left as they are: they have their
 * own publish and their own job (a dub re-mixes when the media is rendered again).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { ReviewStatus, type AnnotationElement } from '@stepwise/core';
import { newId } from '../db/ids.js';
import {
  annotations,
  steps,
  transcriptions,
  workflowEdits,
  workflows,
  type WorkflowVersionSnapshot,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { conflict, notFound } from './errors.js';
import { assertNotInReview } from './version-restore-guard.js';
import { editableWorkflow, type WorkflowAccess, type WorkflowRow } from './workflow-access.js';
import { liveRender, type EditRow } from './workflow-edits.js';
import { snapshotWorkflowFields } from './workflow-version-snapshot.js';
import { versionWithAccess } from './workflow-versions.js';

async function restoreSteps(tx: Tenant, workflowId: string, s: WorkflowVersionSnapshot) {
  const ids = s.steps.map((x) => x.id);
  const mine = eq(steps.workflowId, workflowId);
  await tx.delete(steps, ids.length > 0 ? and(mine, notInArray(steps.id, ids)) : mine);
  const kept = new Set(
    (await tx.select(steps, and(mine, ids.length > 0 ? inArray(steps.id, ids) : undefined))).map(
      (x) => x.id,
    ),
  );
  for (const step of s.steps) {
    const { id, ...fields } = step;
    if (kept.has(id)) await tx.update(steps, fields, and(mine, eq(steps.id, id)));
    else await tx.insert(steps, { id, workflowId, ...fields });
  }
}

async function restoreTranscripts(tx: Tenant, workflowId: string, s: WorkflowVersionSnapshot) {
  const mine = eq(transcriptions.workflowId, workflowId);
  const languages = s.transcriptions.map((t) => t.languageCode);
  await tx.delete(
    transcriptions,
    languages.length > 0 ? and(mine, notInArray(transcriptions.languageCode, languages)) : mine,
  );
  const stored = new Set((await tx.select(transcriptions, mine)).map((t) => t.languageCode));
  for (const t of s.transcriptions) {
    const fields = { sentences: t.sentences, source: t.source, updatedAt: new Date() };
    if (stored.has(t.languageCode)) {
      await tx.update(
        transcriptions,
        fields,
        and(mine, eq(transcriptions.languageCode, t.languageCode)),
      );
    } else {
      await tx.insert(transcriptions, {
        id: newId(),
        workflowId,
        languageCode: t.languageCode,
        ...fields,
      });
    }
  }
}

async function restoreAnnotations(
  tx: Tenant,
  caller: Caller,
  workflowId: string,
  s: WorkflowVersionSnapshot,
) {
  await tx.delete(annotations, eq(annotations.workflowId, workflowId));
  const rows = Object.entries(s.annotations)
    .filter(([stepId]) => s.steps.some((x) => x.id === stepId))
    .map(([stepId, elements]) => ({
      id: newId(),
      workflowId,
      stepId,
      // Stored by the annotation route, kept as they were (keys, not signed URLs).
      elements: elements as AnnotationElement[],
      updatedBy: caller.userId,
    }));
  await tx.insert(annotations, rows);
}

/**
 * The editor's document as the version had it (a later save starts from there); without one,
 * the document goes and the next editor opening builds it from the restored steps.
 */
async function restoreEdits(
  tx: Tenant,
  caller: Caller,
  workflowId: string,
  s: WorkflowVersionSnapshot,
) {
  const mine = eq(workflowEdits.workflowId, workflowId);
  const edits = s.edits as Partial<EditRow> | null;
  const current = await tx.first(workflowEdits, mine);
  if (!edits || !edits.base) {
    if (current) await tx.delete(workflowEdits, mine);
    return;
  }
  const fields = {
    base: edits.base,
    segments: edits.segments ?? [],
    redo: [],
    terms: edits.terms ?? [],
    renderedPlan: edits.renderedPlan ?? null,
    updatedBy: caller.userId,
    updatedAt: new Date(),
  };
  // The version moves on: an editor still open on the replaced document must reload (409).
  if (current) await tx.update(workflowEdits, { ...fields, version: current.version + 1 }, mine);
  else {
    await tx.insert(workflowEdits, {
      workflowId,
      ...fields,
      originalHlsKey: edits.originalHlsKey ?? s.hlsKey,
      originalImageMap: edits.originalImageMap ?? s.imageMap,
      originalDuration: edits.originalDuration ?? s.videoDuration,
    });
  }
}

export async function restoreWorkflowVersion(
  caller: Caller,
  versionId: string,
): Promise<WorkflowAccess> {
  const found = await versionWithAccess(caller, versionId, editableWorkflow);
  const { version, workflow } = found;
  await assertNotInReview(caller.tenant, { workflowId: workflow.id }, workflow.reviewStatus);
  if (await liveRender(caller.tenant, workflow.id)) {
    throw conflict('The video is being rendered; restore a version once it has finished');
  }
  const s = version.snapshot;
  const restored: WorkflowRow = await caller.tenant.transaction(async (tx) => {
    await restoreSteps(tx, workflow.id, s);
    await restoreTranscripts(tx, workflow.id, s);
    await restoreAnnotations(tx, caller, workflow.id, s);
    await restoreEdits(tx, caller, workflow.id, s);
    const [row] = await tx.update(
      workflows,
      {
        ...snapshotWorkflowFields(s),
        published: false,
        publishedDate: null,
        reviewStatus: ReviewStatus.None,
        updatedAt: new Date(),
      },
      eq(workflows.id, workflow.id),
    );
    if (!row) throw notFound('Workflow');
    return row;
  });
  return { ...found, workflow: restored };
}
