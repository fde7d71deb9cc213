/**
 * What a workflow version keeps (issue 23; 001 §3 version history): the snapshot taken when a
 * publish keeps a version, and the content the diff compares (a version's, or the draft's: the
 * workflow as it is now, read the same way so both sides compare alike).
 */
import { asc, eq } from 'drizzle-orm';
import { workflowVersionDiff, type VersionContent } from '@stepwise/core';
import {
  annotations,
  transcriptions,
  workflowEdits,
  type WorkflowVersionSnapshot,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { playerAiSummary, summaryOfWorkflow } from './ai-summary.js';
import { quizOfWorkflow } from './quizzes.js';
import type { WorkflowRow } from './workflow-access.js';
import { stepsOf } from './workflow-view.js';

/** Reads everything the version's player and a restore need, as it is now. */
export async function takeSnapshot(
  tenant: Tenant,
  workflow: WorkflowRow,
): Promise<WorkflowVersionSnapshot> {
  const [stepList, texts, notes, quiz, summary, edits] = await Promise.all([
    stepsOf({ tenant }, workflow.id),
    tenant.select(transcriptions, eq(transcriptions.workflowId, workflow.id), {
      orderBy: [asc(transcriptions.languageCode)],
    }),
    tenant.select(annotations, eq(annotations.workflowId, workflow.id)),
    quizOfWorkflow(tenant, workflow.id),
    summaryOfWorkflow(tenant, workflow.id),
    tenant.first(workflowEdits, eq(workflowEdits.workflowId, workflow.id)),
  ]);
  const stepIds = new Set(stepList.map((s) => s.id));
  const annotationsByStep: Record<string, unknown[]> = {};
  for (const a of notes) {
    if (stepIds.has(a.stepId) && a.elements.length > 0) annotationsByStep[a.stepId] = a.elements;
  }
  return {
    title: workflow.title,
    translatedTitles: workflow.translatedTitles,
    languageCode: workflow.languageCode,
    videoDuration: workflow.videoDuration,
    hlsKey: workflow.hlsKey,
    posterKey: workflow.posterKey,
    imageMap: workflow.imageMap ?? null,
    videoWidth: workflow.videoWidth,
    videoHeight: workflow.videoHeight,
    steps: stepList.map((s) => ({
      id: s.id,
      order: s.order,
      title: s.title,
      startTime: s.startTime,
      endTime: s.endTime,
      posterKey: s.posterKey,
    })),
    transcriptions: texts.map((t) => ({
      languageCode: t.languageCode,
      source: t.source,
      sentences: t.sentences.map((x) => ({
        sentence: x.sentence,
        startTime: x.startTime,
        endTime: x.endTime,
      })),
    })),
    annotations: annotationsByStep,
    // Only a published quiz is what viewers of the version saw.
    quiz:
      quiz?.published === true
        ? {
            id: quiz.id,
            passingScore: quiz.passingScore,
            questions: quiz.questions,
            publishedAt: quiz.publishedAt?.toISOString() ?? null,
          }
        : null,
    aiSummary: (playerAiSummary(summary) as Record<string, unknown> | null) ?? null,
    edits: edits
      ? {
          base: edits.base,
          segments: edits.segments,
          terms: edits.terms,
          renderedPlan: edits.renderedPlan,
          // Same for every version of a workflow; kept so a restore can make the row again.
          originalHlsKey: edits.originalHlsKey,
          originalImageMap: edits.originalImageMap,
          originalDuration: edits.originalDuration,
        }
      : null,
  };
}

/** The workflow columns a version sets again: its titles, language and media (player, restore). */
export function snapshotWorkflowFields(s: WorkflowVersionSnapshot) {
  return {
    title: s.title,
    translatedTitles: s.translatedTitles,
    languageCode: s.languageCode,
    videoDuration: s.videoDuration,
    hlsKey: s.hlsKey,
    posterKey: s.posterKey,
    imageMap: s.imageMap,
    videoWidth: s.videoWidth,
    videoHeight: s.videoHeight,
  };
}

/** What the diff compares of a snapshot. */
export function snapshotContent(s: WorkflowVersionSnapshot): VersionContent {
  return {
    title: s.title,
    languageCode: s.languageCode,
    steps: s.steps.map(({ id, order, title, startTime, endTime }) => ({
      id,
      order,
      title,
      startTime,
      endTime,
    })),
    transcriptions: s.transcriptions.map((t) => ({
      languageCode: t.languageCode,
      sentences: t.sentences,
    })),
    hlsKey: s.hlsKey,
  };
}

/** JSON with object keys sorted: jsonb does not keep key order, so raw JSON would differ. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/**
 * Whether a publish would keep nothing new: the diff finds no change and the parts it does not
 * compare (translated titles, annotations, the quiz, the summary) are equal too.
 */
export function sameAsVersion(
  kept: WorkflowVersionSnapshot,
  now: WorkflowVersionSnapshot,
): boolean {
  if (!workflowVersionDiff(snapshotContent(kept), snapshotContent(now)).same) return false;
  const rest = (s: WorkflowVersionSnapshot) =>
    canonical([s.translatedTitles, s.annotations, s.quiz, s.aiSummary, s.posterKey]);
  return rest(kept) === rest(now);
}
