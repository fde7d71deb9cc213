/**
 * Notifications, likes (favourites) and run comments (issue 24; 002 §4, §7): thin wrappers over
 * call(), and watchNotifications, the bell's live reader of GET /v1/me/notifications/events.
 */
import {
  notificationEventSchema,
  type NotificationEvent,
  type SendableNotificationType,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';
import {
  defaultDelay,
  endsWatching,
  parseJson,
  readEventStream,
  wait,
} from './event-stream-read.js';
import type { WatchOptions } from './watch-workflow.js';

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

/** GET /v1/sop-sessions/{id}: a skill or task run with its person and photos (review mode). */
export async function getRun(api: Api, sessionId: string) {
  return (await call(api, 'GET /v1/sop-sessions/:id', { params: { id: sessionId } })).item;
}

/** Which runs to list: one instruction's, for one skill, one task occurrence or one task. */
export type RunScope = { multimodalSopId: string } & (
  { skillId: string } | { taskPerformanceId: string } | { taskId: string }
);

/** GET /v1/sop-sessions: the runs of an instruction for a skill or task, newest first. */
export async function listRuns(api: Api, scope: RunScope) {
  return (await call(api, 'GET /v1/sop-sessions', { searchParams: { ...scope } })).items;
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
      await readEventStream(
        api,
        NOTIFICATIONS_EVENTS_PATH,
        (sse) => {
          const parsed = notificationEventSchema.safeParse(parseJson(sse.data));
          if (!parsed.success) return; // keep-alives and unknown events
          failures = 0;
          onEvent(parsed.data);
        },
        signal,
      );
    } catch (err) {
      if (signal?.aborted) break;
      if (endsWatching(err)) throw err;
    }
    failures += 1;
    await wait(delay(failures), signal);
  }
}
