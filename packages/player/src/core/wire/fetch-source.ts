/**
 * A PlayerDataSource on plain fetch and zod/mini, for the <stepwise-player> element: no api
 * client, no zod classic, inside the element's 45 KB script budget. With a share token it is
 * the public player (002 §7 "public variant"): the token goes in `x-external-access-token`, and
 * there are no comments, reactions or viewer; the quiz is taken as the share's visitor (its code
 * comes on first use, quiz-port.ts). Without one it asks the server as is (cookies are not
 * sent), which a non-public workflow answers 401: the player's sign-in outcome.
 */
import * as z from 'zod/mini';
import { EXTERNAL_ACCESS_HEADER, playerWorkflowMiniAnswerSchema } from '@stepwise/core';
import type { TrackingRecord } from '@stepwise/core';
import type { PlayerDataSource, PlayerWorkflowData } from '../data-source.js';
import { checkedVersion, versionThroughShareError } from '../past-version.js';
import type { TrackingSender } from '../tracking-ports.js';
import { lazyQuizPort } from './quiz-port.js';
import { networkError, readWrapped, send } from './read-wrapped.js';
import { takePrefetched, WORKFLOW_PATH, workflowRequest } from './workflow-request.js';

export interface FetchDataSourceOptions {
  /** The Stepwise server's origin (and path prefix), e.g. `https://stepwise.example.com`. */
  server: string;
  /** A public content share's id: the public player. */
  shareToken?: string | undefined;
}

const TRACKING_PATH = 'v1/tracking';
/** 002 §7: a past version of a workflow, by its version id (signed in only). */
const VERSION_PATH = 'v1/player/workflow-version-histories';

/** navigator.sendBeacon of a JSON string (sent as text/plain); false where it is refused. */
function beacon(url: string, body: unknown): boolean {
  try {
    const nav = globalThis.navigator as { sendBeacon?: (url: string, data: string) => boolean };
    return typeof nav?.sendBeacon === 'function' && nav.sendBeacon(url, JSON.stringify(body));
  } catch {
    return false;
  }
}

export function fetchDataSource({ server, shareToken }: FetchDataSourceOptions): PlayerDataSource {
  const base = server.replace(/\/+$/, '');
  const headers: Record<string, string> = shareToken
    ? { [EXTERNAL_ACCESS_HEADER]: shareToken }
    : {};

  const postTracking = (record: TrackingRecord, keepalive: boolean) =>
    send(`${base}/${TRACKING_PATH}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(record),
      keepalive,
    });

  const tracking: TrackingSender = {
    async send(record) {
      await readWrapped(await postTracking(record, false), TRACKING_PATH, z.unknown());
    },
    // navigator.sendBeacon with the share token in the body (a beacon has no headers; its
    // text/plain body needs no preflight); where the browser refuses it, fetch keepalive.
    sendBeacon(record) {
      if (shareToken && beacon(`${base}/${TRACKING_PATH}/beacon/public`, { shareToken, record })) {
        return true;
      }
      try {
        postTracking(record, true).catch(() => undefined);
        return true;
      } catch {
        return false;
      }
    },
  };

  return {
    isPublic: Boolean(shareToken),
    async loadWorkflow(workflowId, { versionId, signal }): Promise<PlayerWorkflowData> {
      if (versionId) {
        // No request with a share token: a share opens the published workflow only.
        if (shareToken) throw versionThroughShareError();
        const path = `${VERSION_PATH}/${encodeURIComponent(versionId)}`;
        const response = await send(`${base}/${path}`, {
          method: 'GET',
          headers,
          ...(signal ? { signal } : {}),
        });
        const { item } = await readWrapped(response, path, playerWorkflowMiniAnswerSchema);
        return checkedVersion(item, workflowId, versionId);
      }
      const request = workflowRequest(base, workflowId, shareToken);
      // The loader's early copy of this request, when it made one (workflow-request.ts).
      const early = takePrefetched(request);
      const response = early
        ? await early.catch((err: unknown) => {
            throw networkError(err);
          })
        : await send(request.url, {
            method: 'GET',
            headers: request.headers,
            ...(signal ? { signal } : {}),
          });
      return (await readWrapped(response, WORKFLOW_PATH, playerWorkflowMiniAnswerSchema)).item;
    },
    viewer: () => Promise.resolve(null),
    tracking,
    // A share's visitor may take the workflow's quiz; without a share the element is not signed
    // in, and the workflow itself is refused before any quiz is asked for.
    ...(shareToken ? { quiz: lazyQuizPort({ server: base, shareToken }) } : {}),
  };
}
