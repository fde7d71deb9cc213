/** Version history of workflows and smart instructions (issue 23; 001 §3, 002 §7). */
import type { PlayerWorkflow, WorkflowVersion } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** GET /v1/workflows/{id}/version-histories: newest first (latest: the newest only). */
export async function listWorkflowVersions(
  api: Api,
  workflowId: string,
  latest = false,
): Promise<WorkflowVersion[]> {
  return (
    await call(api, 'GET /v1/workflows/:id/version-histories', {
      params: { id: workflowId },
      searchParams: { latest: String(latest) },
    })
  ).items;
}

/** GET /v1/workflows/{id}/version-diff: from a version to another one, or to the draft. */
export function diffWorkflowVersions(
  api: Api,
  workflowId: string,
  from: string,
  to: string = 'draft',
) {
  return call(api, 'GET /v1/workflows/:id/version-diff', {
    params: { id: workflowId },
    searchParams: { from, to },
  }).then((a) => a.item);
}

/** POST /v1/workflow-version-histories/{id}/restore: the workflow becomes a draft equal to it. */
export async function restoreWorkflowVersion(api: Api, versionId: string) {
  return (
    await call(api, 'POST /v1/workflow-version-histories/:id/restore', {
      params: { id: versionId },
    })
  ).item;
}

/** GET /v1/player/workflow-version-histories/{versionId} (002 §7): a past version to play. */
export async function getPlayerWorkflowVersion(
  api: Api,
  versionId: string,
): Promise<PlayerWorkflow> {
  return (
    await call(api, 'GET /v1/player/workflow-version-histories/:id', {
      params: { id: versionId },
    })
  ).item;
}

/** GET /v1/player/multimodal-sop-version-histories/{id}: a past version of a smart instruction. */
export async function getSmartInstructionVersion(api: Api, versionId: string) {
  return (
    await call(api, 'GET /v1/player/multimodal-sop-version-histories/:id', {
      params: { id: versionId },
    })
  ).item;
}

/** POST /v1/multimodal-sop-version-histories/{id}/restore: the SOP becomes a draft equal to it. */
export async function restoreSmartInstructionVersion(api: Api, versionId: string) {
  return (
    await call(api, 'POST /v1/multimodal-sop-version-histories/:id/restore', {
      params: { id: versionId },
    })
  ).item;
}
