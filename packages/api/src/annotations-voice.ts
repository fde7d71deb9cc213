/**
 * Annotations and voice (issue 22; 001 §7): annotation records per step, annotation images, the
 * text-to-speech voices, generation and polling, the voice-over histories, recordings and the
 * dubbed audio tracks. The shapes are core's (annotation.schema.ts, voice-over.schema.ts); each
 * call is a route of core's table.
 */
import type {
  AnnotationBatchUpsert,
  TextToSpeechGenerate,
  TextToSpeechHistoryCreate,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** POST /v1/annotations/get-by-steps: the records of these steps (steps without any left out). */
export async function getAnnotationsBySteps(api: Api, stepIds: string[]) {
  return (await call(api, 'POST /v1/annotations/get-by-steps', { json: { stepIds } })).items;
}

/**
 * POST /v1/annotations/batch-upsert: each listed step's elements replace what it had; `render`
 * is the re-render started when the workflow's blurs changed.
 */
export function upsertAnnotations(api: Api, body: AnnotationBatchUpsert) {
  return call(api, 'POST /v1/annotations/batch-upsert', { json: body });
}

/** POST /v1/workflows/{id}/annotation-images: a finished upload becomes a placeable image. */
export async function createAnnotationImage(api: Api, workflowId: string, uploadId: string) {
  return (
    await call(api, 'POST /v1/workflows/:id/annotation-images', {
      params: { id: workflowId },
      json: { uploadId },
    })
  ).item;
}

/** GET /v1/text-2-speech/voices: the provider's voices, or why text to speech is off. */
export function getTtsVoices(api: Api) {
  return call(api, 'GET /v1/text-2-speech/voices', {});
}

/** POST /v1/workflows/{id}/text-2-speech: voices blocks (only those whose audio changed). */
export function generateTextToSpeech(api: Api, workflowId: string, body: TextToSpeechGenerate) {
  return call(api, 'POST /v1/workflows/:id/text-2-speech', {
    params: { id: workflowId },
    json: body,
  });
}

/** GET /v1/text-2-speech?ids=…: the audio sources, to poll PENDING / PROCESSING ones. */
export async function getTextToSpeech(api: Api, ids: string[]) {
  return (await call(api, 'GET /v1/text-2-speech', { searchParams: { ids: ids.join(',') } })).items;
}

/** POST /v1/text-2-speech-histories: saves one language's voice-over blocks. */
export async function saveTextToSpeechHistory(api: Api, body: TextToSpeechHistoryCreate) {
  return (await call(api, 'POST /v1/text-2-speech-histories', { json: body })).item;
}

/** GET /v1/workflows/{id}/text-2-speech-histories: saved voice-overs, newest first. */
export async function getTextToSpeechHistories(
  api: Api,
  workflowId: string,
  languageCode?: string,
) {
  return (
    await call(api, 'GET /v1/workflows/:id/text-2-speech-histories', {
      params: { id: workflowId },
      ...(languageCode ? { searchParams: { languageCode } } : {}),
    })
  ).items;
}

/** POST /v1/workflows/{id}/voice-over-recordings: a finished audio upload becomes audio. */
export async function createVoiceRecording(
  api: Api,
  workflowId: string,
  body: { uploadId: string; languageCode: string; label?: string },
) {
  return (
    await call(api, 'POST /v1/workflows/:id/voice-over-recordings', {
      params: { id: workflowId },
      json: body,
    })
  ).item;
}

/** GET /v1/workflows/{id}/dubbing: the workflow's dubbed audio tracks. */
export async function getWorkflowDubs(api: Api, workflowId: string) {
  return (await call(api, 'GET /v1/workflows/:id/dubbing', { params: { id: workflowId } })).items;
}

/** POST /v1/workflows/{id}/dubbing: mixes the latest saved voice-over of a language. */
export async function createWorkflowDub(api: Api, workflowId: string, languageCode: string) {
  return (
    await call(api, 'POST /v1/workflows/:id/dubbing', {
      params: { id: workflowId },
      json: { languageCode },
    })
  ).item;
}

/** DELETE /v1/workflows/{id}/dubbing/{languageCode}: removes that audio track. */
export async function deleteWorkflowDub(api: Api, workflowId: string, languageCode: string) {
  return (
    await call(api, 'DELETE /v1/workflows/:id/dubbing/:languageCode', {
      params: { id: workflowId, languageCode },
    })
  ).item;
}
