/** Content shares (001 §7) and the public player's workflow (002 §7 shared variant). */
import {
  EXTERNAL_ACCESS_HEADER,
  type ContentShareItem,
  type ContentShareType,
  type ContentShareUpdate,
  type IssuedShareToken,
  type PlayerWorkflow,
  type ShareLanding,
  type ShareTokenRequest,
} from '@stepwise/core';
import { call, readAnswer } from './call.js';
import type { Api } from './client.js';
import { networkError } from './errors.js';

/** POST /v1/content-shares/ensure: the workflow's share, made on first ask (access 'none'). */
export async function ensureContentShare(
  api: Api,
  workflowId: string,
  // A smart instruction's share is ensureSmartInstructionShare's.
  type: Extract<ContentShareType, 'workflow'> = 'workflow',
): Promise<ContentShareItem> {
  return (await call(api, 'POST /v1/content-shares/ensure', { json: { type, workflowId } })).item;
}

/**
 * POST /v1/content-shares/ensure for a smart instruction (001 §7 "type multimodalSop plus
 * multimodalSopId"): its share, made on first ask; the public link opens /si/{id}.
 */
export async function ensureSmartInstructionShare(
  api: Api,
  multimodalSopId: string,
): Promise<ContentShareItem> {
  return (
    await call(api, 'POST /v1/content-shares/ensure', {
      json: { type: 'multimodalSop', multimodalSopId },
    })
  ).item;
}

export async function getContentShare(api: Api, shareId: string): Promise<ContentShareItem> {
  return (await call(api, 'GET /v1/content-shares/:id', { params: { id: shareId } })).item;
}

/**
 * PUT /v1/content-shares/{id}: the access type with only its own fields (restricted: domains,
 * addresses, notify; password: the password). The answer's `mailed` counts the mails sent.
 */
export async function updateContentShare(
  api: Api,
  shareId: string,
  update: ContentShareUpdate,
): Promise<ContentShareItem> {
  return (
    await call(api, 'PUT /v1/content-shares/:id', {
      params: { id: shareId },
      json: update,
    })
  ).item;
}

/** GET /v1/share-landing/{id} (public): what the /share/{id} page asks for, and the logo. */
export async function getShareLanding(api: Api, shareId: string): Promise<ShareLanding> {
  return (await call(api, 'GET /v1/share-landing/:id', { params: { id: shareId } })).item;
}

/** POST /v1/share-landing/{id}/access-code (public): mails a one-time code to an allowed address. */
export async function requestShareAccessCode(
  api: Api,
  shareId: string,
  email: string,
  lang?: string,
): Promise<{ email: string; expiresAt: string }> {
  return (
    await call(api, 'POST /v1/share-landing/:id/access-code', {
      params: { id: shareId },
      json: lang ? { email, lang } : { email },
    })
  ).item;
}

/** POST /v1/share-landing/{id}/token (public): a share token for the code, the password, or none. */
export async function issueShareToken(
  api: Api,
  shareId: string,
  proof: ShareTokenRequest,
): Promise<IssuedShareToken> {
  return (
    await call(api, 'POST /v1/share-landing/:id/token', { params: { id: shareId }, json: proof })
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
  return (await readAnswer(response, 'GET /v1/player/workflow', path)).item;
}
