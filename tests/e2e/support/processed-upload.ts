/**
 * The e2e test video uploaded through the API and processed: the one way the player, quiz and
 * editor specs make a fresh workflow (upload, initialise, wait for the processing job's end).
 */
import { readFile } from 'node:fs/promises';
import {
  initializeWorkflow,
  isFinalEvent,
  uploadFile,
  watchWorkflow,
  type Api,
} from '@stepwise/api';
import type { WorkflowEvent } from '@stepwise/core';
import type { E2eEnv } from './e2e-env.js';

export async function uploadAndProcess(
  api: Api,
  env: E2eEnv,
  opts: {
    workspaceId: string;
    title: string;
    fileName: string;
    /** The video to upload: the 60 s test video unless another (the short clip) is named. */
    file?: string;
    minutes?: number;
  },
): Promise<{ workflowId: string; last: WorkflowEvent | null }> {
  const minutes = opts.minutes ?? 5;
  const file = new Blob([await readFile(opts.file ?? env.video.file)], { type: 'video/mp4' });
  const upload = await uploadFile(api, file, { fileName: opts.fileName });
  const { item } = await initializeWorkflow(api, upload.id, {
    workspaceId: opts.workspaceId,
    title: opts.title,
    languageCode: 'en',
  });
  const last = await watchWorkflow(
    api,
    item.id,
    () => undefined,
    AbortSignal.timeout(minutes * 60_000),
    { maxRetries: 3 },
  );
  if (last && !isFinalEvent(last)) {
    throw new Error(`Processing did not finish in ${minutes} minutes.`);
  }
  return { workflowId: item.id, last: last ?? null };
}
