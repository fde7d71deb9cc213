/**
 * Notifications, likes (favourites) and run comments (issue 24; 002 §4, §7): thin wrappers over
 * call(), and watchNotifications, the bell's live reader of GET /v1/me/notifications/events.
 */
import {
  ErrorCode,
  StepwiseError,
  notificationEventSchema,
  type NotificationEvent,
  type SendableNotificationType,
} from '@stepwise/core';
import { z } from 'zod';
import { call } from './call.js';
import { readWrapped, type Api } from './client.js';
import { statusOf } from './errors.js';
import { EventStreamParser } from './event-stream.js';
import { defaultDelay, parseJson, wait, type WatchOptions } from './watch-workflow.js';

/** GET /v1/me/notifications: the last 30 days, at most 500 cards, with unread / unseen. */
export function listNotifications(api: Api) {
  return call(api, 'GET /v1/me/notifications');
}

/** POST /v1/me/notifications/read: a card was opened; `ids` are every stored row it stands for. */
export function markNotificationsRead(api: Api, ids: string[]) {
  return call(api, 'POST /v1/me/notifications/read', { json: { ids } });
}

/** POST /v1/me/notifications/seen: the bell was opened (clears the badge and the red dot). */
export function markNotificationsSeen(api: Api) {
  return call(api, 'POST /v1/me/notifications/seen', { json: {} });
}

export interface NotificationSend {
  type: SendableNotificationType;
  workflowId?: string;
  multimodalSopId?: string;
  userIds?: string[];
  teamIds?: string[];
  message?: string;
  languageCode?: string;
}

/** POST /v1/notifications: share / retrain / review a workflow, or share a smart instruction. */
export async function sendNotification(api: Api, body: NotificationSend): Promise<number> {
  return (await call(api, 'POST /v1/notifications', { json: body })).sent;
}

/** POST /v1/user-likes/workflows: favourite (like) or unfavourite a workflow. */
export async function likeWorkflow(api: Api, workflowId: string, like: boolean) {
  return (await call(api, 'POST /v1/user-likes/workflows', { json: { workflowId, like } })).item;
}

/** POST /v1/user-likes/multimodal-sops: favourite or unfavourite a smart instruction. */
export async function likeSmartInstruction(api: Api, multimodalSopId: string, like: boolean) {
  return (
    await call(api, 'POST /v1/user-likes/multimodal-sops', { json: { multimodalSopId, like } })
  ).item;
}

/** GET /v1/user-likes/{userId}/contents: the ids a user liked. */
export function listLikedContents(api: Api, userId: string) {
  return call(api, 'GET /v1/user-likes/:userId/contents', { params: { userId } });
}

/** GET /v1/me/favorites: the liked content as cards (visible and published only). */
export function listFavorites(api: Api) {
  return call(api, 'GET /v1/me/favorites');
}

/** GET /v1/sop-sessions/{id}/comments. */
export async function listRunComments(api: Api, sessionId: string) {
  return (await call(api, 'GET /v1/sop-sessions/:id/comments', { params: { id: sessionId } }))
    .items;
}

/** POST /v1/sop-sessions/{id}/comments. */
export async function addRunComment(api: Api, sessionId: string, comment: string) {
  return (
    await call(api, 'POST /v1/sop-sessions/:id/comments', {
      params: { id: sessionId },
      json: { comment },
    })
  ).item;
}

const NOTIFICATIONS_EVENTS_PATH = 'v1/me/notifications/events';

/**
 * The caller's live notification counts and new cards (fetch streaming, as watchWorkflow: the
 * stream needs the Authorization header). The stream does not end by itself: when it ends or
 * breaks (offline, server restart) it is opened again with backoff, for as long as the signal
 * is not aborted, so the bell keeps working after the network returns. Refusals (signed out,
 * forbidden) end it with the error. Resolves when aborted.
 */
export async function watchNotifications(
  api: Api,
  onEvent: (event: NotificationEvent) => void,
  signal?: AbortSignal,
  options: Pick<WatchOptions, 'retryDelayMs'> = {},
): Promise<void> {
  const delay = options.retryDelayMs ?? defaultDelay;
  let failures = 0;
  while (!signal?.aborted) {
    try {
      const response = await api.http.get(NOTIFICATIONS_EVENTS_PATH, {
        timeout: false,
        signal,
        headers: { accept: 'text/event-stream' },
      });
      if (!response.ok) await readWrapped(response, NOTIFICATIONS_EVENTS_PATH, z.unknown());
      if (!response.body) throw new StepwiseError(ErrorCode.Internal, 'The stream has no body');
      const parser = new EventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const sse of parser.push(value)) {
            const parsed = notificationEventSchema.safeParse(parseJson(sse.data));
            if (!parsed.success) continue; // keep-alives and unknown events
            failures = 0;
            onEvent(parsed.data);
          }
        }
      } finally {
        reader.releaseLock();
      }
    } catch (err) {
      if (signal?.aborted) break;
      const status = statusOf(err);
      if (
        status !== undefined &&
        status >= 400 &&
        status < 500 &&
        status !== 408 &&
        status !== 429
      ) {
        throw err;
      }
    }
    failures += 1;
    await wait(delay(failures), signal);
  }
}
