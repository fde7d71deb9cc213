import { z } from 'zod';
import { request, type Api } from './client.js';
import {
  accessSchema,
  playerWorkflowSchema,
  type MediaAccess,
  type PlayerWorkflow,
} from './schemas.js';

/**
 * GET /v1/player/workflow: the workflow with signed media URLs. An unpublished workflow answers
 * code 2 unless the caller may edit it (preview).
 */
export async function getPlayerWorkflow(
  api: Api,
  workflowId: string,
  withAddons = false,
): Promise<PlayerWorkflow> {
  const data = await request(
    api,
    'get',
    'v1/player/workflow',
    z.object({ item: playerWorkflowSchema }),
    { searchParams: { workflowId, withAddons } },
  );
  return data.item;
}

export type Resolution = 'auto' | '360' | '480' | '720' | '1080';

/** POST /access: a fresh signed video URL for a workflow or a step (001 §7 Signing). */
export function getAccess(
  api: Api,
  target: { type: 'workflow' | 'step'; id: string; rez?: Resolution },
): Promise<MediaAccess> {
  return request(api, 'post', 'access', accessSchema, { json: target });
}
