/** Content shares (001 §7) and the public player's workflow (002 §7 shared variant). */
import {
  contentShareSchema,
  EXTERNAL_ACCESS_HEADER,
  type ContentShareType,
  type ExternalAccessType,
} from '@stepwise/core';
import { z } from 'zod';
import { readWrapped, request, type Api } from './client.js';
import { networkError } from './errors.js';
import { playerWorkflowSchema, type PlayerWorkflow } from './schemas.js';

export type ContentShareItem = z.infer<typeof contentShareSchema>;
const one = z.object({ item: contentShareSchema });
const id = (value: string) => encodeURIComponent(value);

/** POST /v1/content-shares/ensure: the workflow's share, made on first ask (access 'none'). */
export async function ensureContentShare(
  api: Api,
  workflowId: string,
  type: ContentShareType = 'workflow',
): Promise<ContentShareItem> {
  return (
    await request(api, 'post', 'v1/content-shares/ensure', one, { json: { type, workflowId } })
  ).item;
}

export async function getContentShare(api: Api, shareId: string): Promise<ContentShareItem> {
  return (await request(api, 'get', `v1/content-shares/${id(shareId)}`, one)).item;
}

/** PUT /v1/content-shares/{id}: 'none' or 'public' ('restricted' and 'password' not yet). */
export async function updateContentShare(
  api: Api,
  shareId: string,
  externalAccessType: ExternalAccessType,
): Promise<ContentShareItem> {
  return (
    await request(api, 'put', `v1/content-shares/${id(shareId)}`, one, {
      json: { externalAccessType },
    })
  ).item;
}

/**
 * GET /v1/player/workflow, public variant: the share token (a public share's id) in the
 * x-external-access-token header, no sign-in. 403 'no permission' when the share does not open
 * this workflow; code 2 when it is unpublished.
 */
export async function getSharedPlayerWorkflow(
  api: Api,
  workflowId: string,
  shareToken: string,
  withAddons = false,
): Promise<PlayerWorkflow> {
  const path = 'v1/player/workflow';
  let response: Response;
  try {
    response = await api.http(path, {
      method: 'get',
      searchParams: { workflowId, withAddons },
      headers: { [EXTERNAL_ACCESS_HEADER]: shareToken },
    });
  } catch (err) {
    if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
      throw err;
    }
    throw networkError(err);
  }
  return (await readWrapped(response, path, z.object({ item: playerWorkflowSchema }))).item;
}
