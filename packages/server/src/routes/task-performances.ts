/**
 * Task performances (issue 24; 002 §7): the caller's assigned tasks, progress calculation, the
 * managers' performance screen and manual reminders.
 */
import { z } from 'zod';
import {
  idSchema,
  myTasksQuerySchema,
  notificationSentSchema,
  taskPerformanceAnswerSchema,
  taskPerformanceListSchema,
  taskPerformancePageSchema,
  taskPerformanceQuerySchema,
  taskReminderSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import {
  calculateProgress,
  myTask,
  myTasks,
  remindMembers,
  taskPerformanceList,
} from '../domain/task-performances.js';

const TAGS = ['tasks'];
const params = z.object({ id: idSchema });

export function registerTaskPerformanceRoutes(app: ZodApp): void {
  const { services } = app;
  const media = (req: FastifyRequest) => ({ services, origin: requestOrigin(req) });

  app.get(
    '/v1/me/tasks/assigned',
    {
      config: { orgData: true, sample: () => ({ query: { type: 'todo' } }) },
      schema: {
        tags: TAGS,
        summary: "The caller's occurrences of published tasks, to do or completed",
        querystring: myTasksQuerySchema,
        response: wrapped(taskPerformancePageSchema),
      },
    },
    async (req) => ok(await myTasks(callerOf(req), media(req), req.query)),
  );

  app.get(
    '/v1/me/tasks/assigned/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.taskPerformanceId! } }) },
      schema: {
        tags: TAGS,
        summary: "One of the caller's occurrences (code 52: not theirs; code 2: unpublished)",
        params,
        response: wrapped(taskPerformanceAnswerSchema),
      },
    },
    async (req) => ok({ item: await myTask(callerOf(req), media(req), req.params.id) }),
  );

  app.post(
    '/v1/users/:userId/task-assigned/:id/progress-calculation',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { userId: f.viewerId!, id: f.taskPerformanceId! } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Re-measure an occurrence from what its person did (the person or a manager)',
        params: z.object({ userId: idSchema, id: idSchema }),
        response: wrapped(taskPerformanceAnswerSchema),
      },
    },
    async (req) =>
      ok({
        item: await calculateProgress(callerOf(req), media(req), req.params.userId, req.params.id),
      }),
  );

  app.get(
    '/v1/tasks/:id/task-performances',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.taskId! } }) },
      schema: {
        tags: TAGS,
        summary: "Every occurrence of the task's members (the performance screen)",
        params,
        querystring: taskPerformanceQuerySchema,
        response: wrapped(taskPerformanceListSchema),
      },
    },
    async (req) =>
      ok(await taskPerformanceList(callerOf(req), media(req), req.params.id, req.query)),
  );

  app.post(
    '/v1/tasks/:id/reminders',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.taskId! }, body: {} }) },
      schema: {
        tags: TAGS,
        summary: 'Remind the members with an open occurrence (all, or these userIds)',
        params,
        body: taskReminderSchema,
        response: wrapped(notificationSentSchema),
      },
    },
    async (req) =>
      ok({ sent: await remindMembers(callerOf(req), req.params.id, req.body.userIds) }),
  );
}
