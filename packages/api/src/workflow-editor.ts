/**
 * The workflow editors (issue 21; 001 §7): load and save the edit list (a save that changes the
 * video starts a re-render), resets, poster, external id, feedback, reviewers, conversion
 * history, edit events, workflow edit steps, imported clips and step attachments. The shapes are
 * core's (video-edit.schema.ts); each call is a route of core's table.
 */
import type {
  SaveWorkflowEdits,
  StepAttachment,
  StepAttachmentCreate,
  WorkflowClip,
  WorkflowEditDocument,
  WorkflowEditEventBatch,
  WorkflowEditSteps,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** Which editor screen saves: the path names it (001 §7 PUT builder / transcription / segmentation). */
export type EditSaveScreen = 'builder' | 'transcription' | 'segmentation';

/** GET /v1/workflows/{id}/builder: the edit document. */
export async function getWorkflowEdits(
  api: Api,
  workflowId: string,
): Promise<WorkflowEditDocument> {
  return (await call(api, 'GET /v1/workflows/:id/builder', { params: { id: workflowId } })).item;
}

/**
 * PUT /v1/workflows/{id}/{screen}: saves the whole edit list against the version it was made on
 * (409 when stale, or while a re-render runs); `render` is the re-render started, if any.
 */
export function saveWorkflowEdits(
  api: Api,
  workflowId: string,
  screen: EditSaveScreen,
  body: SaveWorkflowEdits,
) {
  const key = `PUT /v1/workflows/:id/${screen}` as const;
  return call(api, key, { params: { id: workflowId }, json: body });
}

/** POST /v1/workflows/{id}/builder/reset: back to the processed original (re-renders if cut). */
export function resetWorkflowEdits(api: Api, workflowId: string) {
  return call(api, 'POST /v1/workflows/:id/builder/reset', { params: { id: workflowId } });
}

/** POST /v1/workflows/{id}/transcription/reset: drops the subtitle edits. */
export function resetWorkflowTranscription(api: Api, workflowId: string) {
  return call(api, 'POST /v1/workflows/:id/transcription/reset', { params: { id: workflowId } });
}

/** PUT /v1/workflows/{id}/poster: the frame at `time` (timeline seconds) becomes the poster. */
export async function setWorkflowPoster(api: Api, workflowId: string, time: number) {
  return (
    await call(api, 'PUT /v1/workflows/:id/poster', { params: { id: workflowId }, json: { time } })
  ).item;
}

/** PATCH /v1/workflows/{id}/externalId. */
export async function setWorkflowExternalId(
  api: Api,
  workflowId: string,
  externalId: string | null,
) {
  return (
    await call(api, 'PATCH /v1/workflows/:id/externalId', {
      params: { id: workflowId },
      json: { externalId },
    })
  ).item;
}

/** POST /v1/workflows/{id}/feedback. */
export async function sendEditorFeedback(
  api: Api,
  workflowId: string,
  body: { editor: 'editor' | 'editormain' | 'buildermain'; rating: number; comment?: string },
) {
  return (
    await call(api, 'POST /v1/workflows/:id/feedback', { params: { id: workflowId }, json: body })
  ).item;
}

/** GET /v1/workflows/{id}/reviewers. */
export async function listWorkflowReviewers(api: Api, workflowId: string) {
  return (await call(api, 'GET /v1/workflows/:id/reviewers', { params: { id: workflowId } })).items;
}

/** GET /v1/workflows/{id}/conversion-history: the re-renders, newest first. */
export async function listWorkflowRenders(api: Api, workflowId: string, signal?: AbortSignal) {
  return (
    await call(api, 'GET /v1/workflows/:id/conversion-history', {
      params: { id: workflowId },
      signal,
    })
  ).items;
}

/** POST /v1/workflows/{id}/edit-events/batch-create. */
export async function recordWorkflowEditEvents(
  api: Api,
  workflowId: string,
  body: WorkflowEditEventBatch,
) {
  return (
    await call(api, 'POST /v1/workflows/:id/edit-events/batch-create', {
      params: { id: workflowId },
      json: body,
    })
  ).items;
}

/** GET /v1/workflows/{id}/edit-events. */
export async function listWorkflowEditEvents(api: Api, workflowId: string) {
  return (await call(api, 'GET /v1/workflows/:id/edit-events', { params: { id: workflowId } }))
    .items;
}

/** GET /v1/workflow-edit-steps/{id} (the workflow's id): cues, voice-overs, audio language. */
export async function getWorkflowEditSteps(
  api: Api,
  workflowId: string,
): Promise<WorkflowEditSteps> {
  return (await call(api, 'GET /v1/workflow-edit-steps/:id', { params: { id: workflowId } })).item;
}

/** PATCH /v1/workflow-edit-steps/{id}. */
export async function updateWorkflowEditSteps(
  api: Api,
  workflowId: string,
  body: {
    cues?: { startTime: number; endTime: number; text: string }[];
    voiceOvers?: { startTime: number; endTime: number; audioUrl: string }[];
    audioLanguage?: string | null;
  },
): Promise<WorkflowEditSteps> {
  return (
    await call(api, 'PATCH /v1/workflow-edit-steps/:id', { params: { id: workflowId }, json: body })
  ).item;
}

/** POST /v1/workflows/{id}/clips: a finished upload becomes a clip to import (prepared by a job). */
export async function addWorkflowClip(
  api: Api,
  workflowId: string,
  uploadId: string,
): Promise<WorkflowClip> {
  return (
    await call(api, 'POST /v1/workflows/:id/clips', {
      params: { id: workflowId },
      json: { uploadId },
    })
  ).item;
}

/** DELETE /v1/workflow-clips/{id} (refused while the edit list uses it). */
export async function deleteWorkflowClip(api: Api, clipId: string): Promise<void> {
  await call(api, 'DELETE /v1/workflow-clips/:id', { params: { id: clipId } });
}

/** GET /v1/workflows/{id}/attachments: every step's attachments, signed. */
export async function listStepAttachments(api: Api, workflowId: string): Promise<StepAttachment[]> {
  return (await call(api, 'GET /v1/workflows/:id/attachments', { params: { id: workflowId } }))
    .items;
}

/** POST /v1/steps/{id}/attachments: a link, a workflow or a step of one. */
export async function addStepAttachment(
  api: Api,
  stepId: string,
  body: StepAttachmentCreate,
): Promise<StepAttachment> {
  return (await call(api, 'POST /v1/steps/:id/attachments', { params: { id: stepId }, json: body }))
    .item;
}

/** POST /v1/steps/{id}/attachments/files: a finished upload (image, PDF or video) of the step. */
export async function addStepAttachmentFile(
  api: Api,
  stepId: string,
  uploadId: string,
): Promise<StepAttachment> {
  return (
    await call(api, 'POST /v1/steps/:id/attachments/files', {
      params: { id: stepId },
      json: { uploadId },
    })
  ).item;
}

/** PATCH /v1/step-attachments/{id}. */
export async function updateStepAttachment(
  api: Api,
  id: string,
  body: { name?: string; label?: string; link?: string; order?: number },
): Promise<StepAttachment> {
  return (await call(api, 'PATCH /v1/step-attachments/:id', { params: { id }, json: body })).item;
}

/** DELETE /v1/step-attachments/{id}. */
export async function deleteStepAttachment(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/step-attachments/:id', { params: { id } });
}
