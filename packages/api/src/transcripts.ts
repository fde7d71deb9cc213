/**
 * A workflow's transcript as a file (issue 16): upload SubRip or WebVTT subtitles, or typed
 * text, as the transcript of a language; download it as subtitles. The server reads the file
 * (a bad one is refused with the line that is wrong, as a StepwiseError).
 */
import {
  SUBTITLE_MEDIA_TYPES,
  type SubtitleDownloadQuery,
  type SubtitleFormat,
  type TranscriptFile,
  type TranscriptionView,
} from '@stepwise/core';
import { z } from 'zod';
import { call } from './call.js';
import { readWrapped, type Api } from './client.js';
import { networkError } from './errors.js';

const path = (workflowId: string) =>
  `v1/workflows/${encodeURIComponent(workflowId)}/transcription/file`;

/** POST .../transcription/file: the file's text becomes the transcript of `languageCode`. */
export async function uploadTranscriptFile(
  api: Api,
  workflowId: string,
  file: TranscriptFile,
): Promise<TranscriptionView> {
  const data = await call(api, 'POST /v1/workflows/:id/transcription/file', {
    params: { id: workflowId },
    json: file,
    // A large file on a slow line: more than the default half minute.
    timeout: 120_000,
  });
  return data.item;
}

/** GET .../transcription/file: the transcript as a SubRip or WebVTT file's text. */
export async function downloadSubtitles(
  api: Api,
  workflowId: string,
  query: SubtitleDownloadQuery,
): Promise<{ text: string; format: SubtitleFormat; mediaType: string }> {
  const searchParams: Record<string, string> = { format: query.format };
  if (query.languageCode) searchParams.languageCode = query.languageCode;
  let response: Response;
  try {
    response = await api.http(path(workflowId), { method: 'get', searchParams });
  } catch (err) {
    if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
      throw err;
    }
    throw networkError(err);
  }
  const mediaType = SUBTITLE_MEDIA_TYPES[query.format];
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith(mediaType)) {
    return { text: await response.text(), format: query.format, mediaType };
  }
  // Refusals come in the wrapper: readWrapped throws them as StepwiseError.
  await readWrapped(response, path(workflowId), z.never());
  throw networkError(new Error(`${path(workflowId)} answered no subtitles`));
}
