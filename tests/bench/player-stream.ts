/**
 * A real stream for the player figures: the e2e test video uploaded to a running server,
 * processed into its HLS ladder, published, shared publicly (for <stepwise-player> on a host
 * page), and its signed master playlist URL read back the way the player reads it. Every figure
 * of the run plays this same stream.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createApi,
  ensureContentShare,
  getPlayerWorkflow,
  initializeWorkflow,
  isFinalEvent,
  listWorkspaceGroups,
  login,
  publishWorkflow,
  updateContentShare,
  uploadFile,
  watchWorkflow,
  type WorkflowEvent,
} from '@stepwise/api';
import { testVideo } from '../e2e/support/test-video.js';

const here = fileURLToPath(new URL('.', import.meta.url));

export interface PlayerStream {
  workflowId: string;
  /** A public content share of the workflow: the element pages play it as a host site would. */
  shareToken: string;
  masterUrl: string;
  durationSeconds: number;
}

export async function preparePlayerStream(
  baseUrl: string,
  email: string,
  password: string,
): Promise<PlayerStream> {
  const api = createApi({ baseUrl });
  await login(api, { email, password });
  const video = await testVideo(join(here, '../.tmp/bench/video'));
  const groups = await listWorkspaceGroups(api, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces)[0];
  if (!workspace) throw new Error('The demo organisation has no workspace to upload into.');
  const file = new Blob([await readFile(video.file)], { type: 'video/mp4' });
  const upload = await uploadFile(api, file, { fileName: 'bench-player.mp4' });
  const { item } = await initializeWorkflow(api, upload.id, {
    workspaceId: workspace.id,
    title: 'Bench player first frame',
    languageCode: 'en',
  });
  const last: WorkflowEvent | null = await watchWorkflow(
    api,
    item.id,
    () => undefined,
    AbortSignal.timeout(5 * 60_000),
    { maxRetries: 3 },
  );
  if (last && !isFinalEvent(last)) throw new Error('Processing did not finish in 5 minutes.');
  await publishWorkflow(api, item.id);
  const workflow = await getPlayerWorkflow(api, item.id);
  if (!workflow.processed || !workflow.videoURL) {
    throw new Error(`Processing failed: ${JSON.stringify(last?.job ?? null)}`);
  }
  const share = await ensureContentShare(api, item.id);
  await updateContentShare(api, share.id, { externalAccessType: 'public' });
  return {
    workflowId: item.id,
    shareToken: share.id,
    masterUrl: workflow.videoURL,
    durationSeconds: video.durationSeconds,
  };
}
