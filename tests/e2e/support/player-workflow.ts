/**
 * One processed, published workflow for the player specs, made through the API: the e2e test
 * video uploaded to the 'ai' server (its transcription stand-in gives an English transcript),
 * a second transcript language written through POST /v1/workflows/{id}/transcription, and a
 * public content share. Cached on disk for the run, so a restarted worker reuses it.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createWorkspace,
  ensureContentShare,
  getPlayerWorkflow,
  listWorkspaceGroups,
  publishWorkflow,
  updateContentShare,
  type Api,
  type PlayerWorkflow,
} from '@stepwise/api';
import { PUBLISHER, signedInApi } from './api-client.js';
import { ORG_ADMIN } from './frame-server.js';
import type { E2eEnv } from './e2e-env.js';
import { uploadAndProcess } from './processed-upload.js';
import { WORK } from './paths.js';

export interface PlayerFixture {
  baseUrl: string;
  workflowId: string;
  shareId: string;
  workflow: PlayerWorkflow;
  /** The second subtitle language written for the workflow. */
  secondLanguage: string;
}

export const SECOND_LANGUAGE = 'de';
/** Marks the German sentences, so a test can tell which subtitle language shows. */
export const SECOND_LANGUAGE_MARK = 'Schritt:';

const cacheFile = (baseUrl: string) =>
  join(WORK, `player-workflow-${new URL(baseUrl).port || 'default'}.json`);

async function cached(api: Api, baseUrl: string): Promise<PlayerFixture | null> {
  try {
    const saved = JSON.parse(await readFile(cacheFile(baseUrl), 'utf8')) as PlayerFixture;
    if (saved.baseUrl !== baseUrl) return null;
    const workflow = await getPlayerWorkflow(api, saved.workflowId);
    return workflow.published && workflow.videoURL ? { ...saved, workflow } : null;
  } catch {
    // No cache, or a server of an earlier run that no longer knows the workflow.
    return null;
  }
}

async function writeSecondTranscript(api: Api, workflow: PlayerWorkflow): Promise<void> {
  const sentences = workflow.steps.flatMap((step) =>
    (step.transcriptions[workflow.languageCode] ?? []).map((s, i) => ({
      sentence: `${SECOND_LANGUAGE_MARK} ${step.order + 1}.${i + 1}`,
      startTime: step.startTime + s.startTime,
      endTime: step.startTime + s.endTime,
    })),
  );
  await api.http.post(`v1/workflows/${encodeURIComponent(workflow.id)}/transcription`, {
    json: { languageCode: SECOND_LANGUAGE, sentences },
  });
}

/**
 * Workers run specs in parallel and each asks for the workflow: one makes it (holding a lock
 * folder, which mkdir creates atomically), the others wait for its cache file. On the 'plain'
 * server (no speech-to-text, answers offline) the English transcript is written through the API,
 * as an author would type it, from what the video says.
 */
/** A public workspace of its own on the plain server, which no spec counts. */
const PLAIN_WORKSPACE = 'Intranet how-tos';

export async function playerWorkflow(
  env: E2eEnv,
  title = 'Player e2e',
  server: 'ai' | 'plain' = 'ai',
): Promise<PlayerFixture> {
  const baseUrl = server === 'ai' ? env.aiUrl : env.plainUrl;
  // On plain, the org admin makes it in a workspace of its own: upload-publish-play and
  // upload-resume-cancel count the workflows of Assembly Line and Maintenance there.
  const api = await signedInApi(baseUrl, server === 'ai' ? PUBLISHER : ORG_ADMIN, env.password);
  const lock = `${cacheFile(baseUrl)}.lock`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const reuse = await cached(api, baseUrl);
    if (reuse) return reuse;
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Gave up waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    const into = server === 'ai' ? 'Assembly Line' : PLAIN_WORKSPACE;
    return await makePlayerWorkflow(api, baseUrl, env, title, into);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function makePlayerWorkflow(
  api: Api,
  baseUrl: string,
  env: E2eEnv,
  title: string,
  workspaceName: string,
): Promise<PlayerFixture> {
  const groups = await listWorkspaceGroups(api, 'edit');
  const workspaces = groups.flatMap((g) => g.workspaces);
  const workspace =
    workspaces.find((w) => w?.name === workspaceName) ??
    (workspaceName === PLAIN_WORKSPACE && groups[0]
      ? await createWorkspace(api, {
          name: PLAIN_WORKSPACE,
          private: false,
          color: 'green',
          workspaceGroupId: groups[0].id,
        })
      : workspaces[0]);
  if (!workspace) throw new Error('The demo organisation has no workspace to upload into.');
  const { workflowId, last } = await uploadAndProcess(api, env, {
    workspaceId: workspace.id,
    title,
    fileName: 'player-e2e.mp4',
  });
  await publishWorkflow(api, workflowId);
  let workflow = await getPlayerWorkflow(api, workflowId);
  if (!workflow.processed || !workflow.videoURL) {
    throw new Error(`Processing failed: ${JSON.stringify(last?.job ?? null)}`);
  }
  if (!workflow.steps.some((s) => s.transcriptions[workflow.languageCode]?.length)) {
    await api.http.post(`v1/workflows/${encodeURIComponent(workflow.id)}/transcription`, {
      json: {
        languageCode: workflow.languageCode,
        sentences: env.video.speech.map((s) => ({
          sentence: s.text,
          startTime: s.start,
          endTime: s.end,
        })),
      },
    });
    workflow = await getPlayerWorkflow(api, workflowId);
  }
  await writeSecondTranscript(api, workflow);
  workflow = await getPlayerWorkflow(api, workflowId);
  const share = await ensureContentShare(api, workflowId);
  await updateContentShare(api, share.id, { externalAccessType: 'public' });

  const fixture: PlayerFixture = {
    baseUrl,
    workflowId,
    shareId: share.id,
    workflow,
    secondLanguage: SECOND_LANGUAGE,
  };
  await writeFile(cacheFile(baseUrl), JSON.stringify(fixture));
  return fixture;
}
