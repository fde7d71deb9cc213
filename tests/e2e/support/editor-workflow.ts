/**
 * A fresh processed workflow for the editor specs (issues 21, 22), made through the API on the
 * server `api` talks to: the 60 s test video (on the 'ai' server its transcription stand-in gives
 * an English transcript with word times). The editors cut it and re-render it, which no other
 * spec may see: on the 'ai' server it is never published, since the assistant's specs there
 * expect only the player fixture's passages; specs that publish it (annotations, dubbing) make it
 * on the 'plain' server (where upload-publish-play.spec.ts therefore counts relatively). Also: the duration of a signed HLS stream as ffprobe reads it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { listWorkspaceGroups, type Api } from '@stepwise/api';
import type { E2eEnv } from './e2e-env.js';
import { uploadAndProcess } from './processed-upload.js';

const run = promisify(execFile);

export async function editorWorkflow(
  api: Api,
  env: E2eEnv,
  title: string,
): Promise<{ workflowId: string; workspaceId: string }> {
  const groups = await listWorkspaceGroups(api, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces).find((w) => w?.name === 'Assembly Line');
  if (!workspace) throw new Error('The demo organisation has no Assembly Line workspace.');
  const { workflowId } = await uploadAndProcess(api, env, {
    workspaceId: workspace.id,
    title,
    fileName: 'editor-e2e.mp4',
  });
  return { workflowId, workspaceId: workspace.id };
}

/**
 * The duration of an HLS stream: its master's first variant playlist read by ffprobe (which reads
 * http HLS and its segments itself), so what is measured is what a player would download.
 */
export async function hlsDuration(masterUrl: string): Promise<number> {
  const master = await (await fetch(masterUrl)).text();
  const variant = master
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  const url = variant ? new URL(variant, masterUrl).toString() : masterUrl;
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    url,
  ]);
  const seconds = Number(stdout.trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe read no duration from ${url}`);
  return seconds;
}
