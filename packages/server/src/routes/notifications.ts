/**
 * The caller's notifications (issue 24; 002 §3 entity, §4 read / counter rules, §7 calls): the
 * list, read and seen, the live stream, and sending one about a workflow or smart instruction.
 */
import { z } from 'zod';
import {
  notificationCountsSchema,
  notificationListSchema,
  notificationReadSchema,
  notificationSendSchema,
  notificationSentSchema,
  type NotificationEvent,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { requestOrigin } from '../http/request-origin.js';
import { ok, wrapped } from '../http/reply.js';
import {
  markRead,
  markSeen,
  myNotifications,
  newestNotification,
  notificationCounts,
} from '../domain/notification-list.js';
import { sendNotification } from '../domain/notification-send.js';

const TAGS = ['notifications'];
/** Keeps proxies and browsers from closing a quiet stream. */
const PING_MS = 15_000;

export function registerNotificationRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    '/v1/me/notifications',
    {
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: TAGS,
        summary: 'The last 30 days, at most 500, newest first; reactions grouped per workflow',
        response: wrapped(notificationListSchema),
      },
    },
    async (req) =>
      ok(await myNotifications(callerOf(req), { services, origin: requestOrigin(req) })),
  );

  app.post(
    '/v1/me/notifications/read',
    {
      config: { orgData: true, sample: (f) => ({ body: { ids: [f.workflowId!] } }) },
      schema: {
        tags: TAGS,
        summary: "These notifications are read (a card's ids; others' and unknown ids ignored)",
        body: notificationReadSchema,
        response: wrapped(notificationCountsSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await markRead(caller, req.body.ids);
      return ok(await notificationCounts(caller.tenant, caller.userId));
    },
  );

  app.post(
    '/v1/me/notifications/seen',
    {
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: TAGS,
        summary: 'The bell was opened: nothing is unseen any more (the badge clears)',
        response: wrapped(notificationCountsSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await markSeen(caller);
      return ok(await notificationCounts(caller.tenant, caller.userId));
    },
  );

  app.get(
    '/v1/me/notifications/events',
    {
      config: { orgData: true, sample: () => ({ query: { once: 'true' } }) },
      schema: {
        tags: TAGS,
        description:
          'Server-sent events: `event: notification` with `data: {item?: Notification, unread, ' +
          'unseen}` — first the counts, then on every change of the caller’s notifications ' +
          '(from any server process) the counts again, with `item` the newest card when a new ' +
          'one arrived; a `: ping` comment every 15 s. Read it with fetch streaming so the ' +
          'bearer header authenticates it. `once=true` sends the first event and ends.',
        querystring: z.object({ once: z.enum(['true', 'false']).optional() }),
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const media = { services, origin: requestOrigin(req) };
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
      const send = (data: NotificationEvent) =>
        res.write(`event: notification\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        // What the client has: before the first event nothing (so the first one is sent).
        let sentNewest: string | null = null;
        let sent: { unread: number; unseen: number } | null = null;
        for await (const _ of services.notificationFeed.watch(caller.userId, {
          signal: abort.signal,
        })) {
          const now = await newestNotification(caller, media);
          const newest = now.item?.latestNotificationCreatedAt ?? null;
          // A card arrived when the newest one is newer than what the client had (a replaced
          // reaction counts: its row is new).
          const arrived = sent !== null && newest !== null && newest > (sentNewest ?? '');
          if (sent === null || arrived || now.unread !== sent.unread || now.unseen !== sent.unseen)
            send({
              ...(arrived && now.item ? { item: now.item } : {}),
              unread: now.unread,
              unseen: now.unseen,
            });
          sent = { unread: now.unread, unseen: now.unseen };
          if (newest !== null && newest > (sentNewest ?? '')) sentNewest = newest;
          if (req.query.once === 'true') break;
        }
      } catch (err) {
        // The database went away mid-stream: end it; the client reconnects.
        req.log.debug({ err }, 'notification stream ended early');
      } finally {
        clearInterval(ping);
        res.end();
      }
    },
  );

  app.post(
    '/v1/notifications',
    {
      config: {
        orgData: true,
        rateLimits: ['notificationSend'],
        sample: (f) => ({
          body: { type: 'share_workflow', workflowId: f.workflowId!, teamIds: [f.teamId!] },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          'Share a workflow or smart instruction, ask to watch again or to review: users and ' +
          'the members of teams of this organisation are told (never the sender)',
        body: notificationSendSchema,
        response: wrapped(notificationSentSchema),
      },
    },
    async (req) => ok({ sent: await sendNotification(callerOf(req), req.body) }),
  );
}
