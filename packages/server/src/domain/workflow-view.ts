/** How a workflow and its steps leave the server (001 §3), with the card status of 001 §4. */
import { asc, eq } from 'drizzle-orm';
import {
  cardStatus,
  displayName,
  sentencesInRange,
  shiftSentences,
  type BlockedReasonValue,
  type CardStatusInput,
  type ConvertStatusValue,
  type EditorStatusValue,
  type EditTypeValue,
  type ReviewStatusValue,
  type SpeechStatusValue,
  type StepDetail,
  type StepsStatusValue,
  type TranscriptionView,
  type WorkflowView,
} from '@stepwise/core';
import type { transcriptions } from '../db/schema.js';
import { steps, users } from '../db/schema.js';
import type { Caller } from './caller.js';
import type { WorkspaceRow } from './workspace-access.js';
import type { WorkflowRow } from './workflow-access.js';

export type StepRow = typeof steps.$inferSelect;
export type TranscriptionRow = typeof transcriptions.$inferSelect;

export function transcriptionView(t: TranscriptionRow): TranscriptionView {
  return {
    id: t.id,
    workflowId: t.workflowId,
    languageCode: t.languageCode,
    sentences: t.sentences,
    source: t.source,
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** The card rule's input; steps are passed in because the rule only asks whether there are any. */
export function cardInput(w: WorkflowRow, stepList: readonly unknown[]): CardStatusInput {
  return { ...w, steps: stepList, imageMap: w.imageMap ?? null };
}

export function workflowView(
  w: WorkflowRow,
  ws: WorkspaceRow,
  stepList: readonly unknown[],
  author: { id: string; displayName: string } | null,
  gen2: boolean,
): WorkflowView {
  return {
    id: w.id,
    title: w.title,
    translatedTitles: w.translatedTitles,
    languageCode: w.languageCode,
    workspaceId: ws.id,
    workspaceName: ws.name,
    privateWorkspace: ws.private,
    author: author && { uid: author.id, displayName: author.displayName },
    published: w.published,
    publishedDate: w.publishedDate?.toISOString() ?? null,
    processed: w.processed,
    // Text columns written only with core's values; the contract (core) names the value sets.
    editType: w.editType as EditTypeValue,
    editorStatus: w.editorStatus as EditorStatusValue,
    speechStatus: w.speechStatus as SpeechStatusValue,
    stepsStatus: w.stepsStatus as StepsStatusValue,
    reviewStatus: w.reviewStatus as ReviewStatusValue,
    blocked: w.blocked as BlockedReasonValue,
    convertStatus: w.convertStatus as ConvertStatusValue,
    frameCaptureStatus: w.frameCaptureStatus,
    videoExtractStatus: w.videoExtractStatus,
    videoDuration: w.videoDuration,
    cardStatus: cardStatus(cardInput(w, stepList), { gen2 }),
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** Anything scoped to one organisation: a signed-in caller, or a public share's access. */
type Scoped = Pick<Caller, 'tenant'>;

export const stepsOf = (scope: Scoped, workflowId: string): Promise<StepRow[]> =>
  scope.tenant.select(steps, eq(steps.workflowId, workflowId), {
    orderBy: [asc(steps.order), asc(steps.startTime)],
  });

export async function authorOf(
  scope: Scoped,
  w: WorkflowRow,
): Promise<{ id: string; displayName: string } | null> {
  if (!w.authorId) return null;
  const user = await scope.tenant.first(users, eq(users.id, w.authorId));
  return user ? { id: user.id, displayName: displayName(user) } : null;
}

export const isGen2 = (caller: Caller) => caller.organization.generation === 'gen2';

/** A step with its own transcript per language: the sentences it holds, moved to start at 0. */
export function stepDetail(step: StepRow, all: readonly TranscriptionRow[]): StepDetail {
  const byLanguage: Record<string, TranscriptionRow['sentences']> = {};
  for (const t of all) {
    byLanguage[t.languageCode] = shiftSentences(
      sentencesInRange(t.sentences, step.startTime, step.endTime),
      step.startTime,
    );
  }
  return {
    id: step.id,
    workflowId: step.workflowId,
    order: step.order,
    title: step.title,
    startTime: step.startTime,
    endTime: step.endTime,
    duration: Math.max(0, step.endTime - step.startTime),
    transcriptions: byLanguage,
  };
}
