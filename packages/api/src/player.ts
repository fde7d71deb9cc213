import type { MediaAccess, PlayerWorkflow } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/**
 * GET /v1/player/workflow: the workflow with signed media URLs. An unpublished workflow answers
 * code 2 unless the caller may edit it (preview).
 */
export async function getPlayerWorkflow(
  api: Api,
  workflowId: string,
  withAddons = false,
): Promise<PlayerWorkflow> {
  const data = await call(api, 'GET /v1/player/workflow', {
    searchParams: { workflowId, withAddons },
  });
  return data.item;
}

export type Resolution = 'auto' | '360' | '480' | '720' | '1080';

/** POST /access: a fresh signed video URL for a workflow or a step (001 §7 Signing). */
export function getAccess(
  api: Api,
  target: { type: 'workflow' | 'step'; id: string; rez?: Resolution },
): Promise<MediaAccess> {
  return call(api, 'POST /access', { json: target });
}
