/**
 * GET /v1/player/workflow as the element asks it, and an early copy of that request the
 * script-tag loader may start the moment it sees a <stepwise-player>, while the element's code
 * is still on its way. The element takes the early answer if it asks the very same request
 * (same address, same share token) soon enough; otherwise it asks again. Zod-free and small:
 * the loader bundles this module.
 */
import { EXTERNAL_ACCESS_HEADER } from '@stepwise/core';

export const WORKFLOW_PATH = 'v1/player/workflow';

/** An early answer older than this is not taken (the element asks afresh). */
export const PREFETCH_TTL_MS = 10_000;

export interface WorkflowRequest {
  url: string;
  headers: Record<string, string>;
}

export function workflowRequest(
  server: string,
  workflowId: string,
  shareToken: string | undefined,
): WorkflowRequest {
  const base = server.replace(/\/+$/, '');
  const query = new URLSearchParams({ workflowId, withAddons: 'true' });
  return {
    url: `${base}/${WORKFLOW_PATH}?${query.toString()}`,
    headers: shareToken ? { [EXTERNAL_ACCESS_HEADER]: shareToken } : {},
  };
}

interface Early {
  response: Promise<Response>;
  at: number;
}

// A global symbol, not module state: the classic loader and the element are separate bundles.
const KEY = Symbol.for('stepwise.prefetched-workflows');
type WithEarly = { [KEY]?: Map<string, Early> };
const early = () => ((globalThis as WithEarly)[KEY] ??= new Map());
const keyOf = (request: WorkflowRequest) => `${request.url}\n${JSON.stringify(request.headers)}`;

/** Starts the request now (once per request); its answer waits for `takePrefetched`. */
export function prefetchWorkflow(request: WorkflowRequest): void {
  const key = keyOf(request);
  if (early().has(key)) return;
  const response = fetch(request.url, { method: 'GET', headers: request.headers });
  // Nobody may ever take it: an unhandled rejection must not reach the host page.
  response.catch(() => undefined);
  early().set(key, { response, at: Date.now() });
}

/** The early answer to this very request, once; null when there is none (or it is stale). */
export function takePrefetched(request: WorkflowRequest): Promise<Response> | null {
  const key = keyOf(request);
  const found = early().get(key);
  early().delete(key);
  if (!found || Date.now() - found.at > PREFETCH_TTL_MS) return null;
  return found.response;
}
