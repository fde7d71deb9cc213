/** The caller's notifications (002 §3 entity, §7 read rule; issue 23 stores the approval kinds). */
import { notificationListSchema } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { myNotifications } from '../domain/notification-list.js';

export function registerNotificationRoutes(app: ZodApp): void {
  app.get(
    '/v1/me/notifications',
    {
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: ['notifications'],
        response: wrapped(notificationListSchema),
      },
    },
    async (req) => ok(await myNotifications(callerOf(req))),
  );
}
