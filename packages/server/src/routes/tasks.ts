/**
 * Task routes (issue 24; 002 §7 Tasks): managing tasks and their content. Assignee settings are
 * in task-members.ts, performances and the caller's own tasks in task-performances.ts; all are
 * registered from here.
 */
import { z } from 'zod';
import {
  idSchema,
  taskAnswerSchema,
  taskBatchDeleteAnswerSchema,
  taskBatchDeleteSchema,
  taskContentsSchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskPageSchema,
  taskUpdateSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { managedTask } from '../domain/task-access.js';
import {
  createdTasks,
  createTask,
  deleteTasks,
  listTasks,
  setTaskContents,
  taskOf,
  tasksOfInstruction,
  updateTask,
} from '../domain/task-manage.js';
import { registerTaskMemberRoutes } from './task-members.js';
import { registerTaskPerformanceRoutes } from './task-performances.js';

export const TASK_TAGS = ['tasks'];
const params = z.object({ id: idSchema });

export function registerTaskRoutes(app: ZodApp): void {
  const { services } = app;
  const media = (req: FastifyRequest) => ({ services, origin: requestOrigin(req) });

  app.get(
    '/v1/tasks',
    {
      config: { orgData: true, sample: (f) => ({ query: { workspaceId: f.workspaceId! } }) },
      schema: {
        tags: TASK_TAGS,
        summary: 'The tasks the caller manages (tasks access + publisher in the workspace)',
        querystring: taskListQuerySchema,
        response: wrapped(taskPageSchema),
      },
    },
    async (req) => ok(await listTasks(callerOf(req), media(req), req.query)),
  );

  app.post(
    '/v1/tasks',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { title: `Line check ${f.uniq}`, group: f.workspaceId! } }),
      },
      schema: {
        tags: TASK_TAGS,
        summary: 'A new unpublished task in a workspace the caller manages tasks in',
        body: taskCreateSchema,
        response: wrapped(taskAnswerSchema),
      },
    },
    async (req) => ok({ item: await createTask(callerOf(req), media(req), req.body) }),
  );

  app.post(
    '/v1/tasks/batch-delete',
    {
      config: { orgData: true, sample: (f) => ({ body: { taskIds: [f.deletableTaskId!] } }) },
      schema: {
        tags: TASK_TAGS,
        summary: 'Delete tasks with their settings and performances: all of them or none',
        body: taskBatchDeleteSchema,
        response: wrapped(taskBatchDeleteAnswerSchema),
      },
    },
    async (req) => ok({ deleted: await deleteTasks(callerOf(req), req.body.taskIds) }),
  );

  app.get(
    '/v1/tasks/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.taskId! } }) },
      schema: {
        tags: TASK_TAGS,
        summary: 'A task the caller manages',
        params,
        response: wrapped(taskAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { task } = await managedTask(caller, req.params.id);
      return ok({ item: await taskOf(caller, media(req), task) });
    },
  );

  app.patch(
    '/v1/tasks/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.taskId! }, body: { title: 'Morning line check' } }),
      },
      schema: {
        tags: TASK_TAGS,
        summary: 'Title, workspace, published (publishing makes the open occurrences at once)',
        params,
        body: taskUpdateSchema,
        response: wrapped(taskAnswerSchema),
      },
    },
    async (req) =>
      ok({ item: await updateTask(callerOf(req), media(req), req.params.id, req.body) }),
  );

  app.put(
    '/v1/tasks/:id/contents',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.taskId! },
          body: { list: [{ type: 'multimodal-sops', id: f.publishedSopId! }] },
        }),
      },
      schema: {
        tags: TASK_TAGS,
        summary: 'The content list: published workflows and smart instructions, in order',
        params,
        body: taskContentsSchema,
        response: wrapped(taskAnswerSchema),
      },
    },
    async (req) =>
      ok({
        item: await setTaskContents(callerOf(req), media(req), req.params.id, req.body.list),
      }),
  );

  app.get(
    '/v1/me/tasks/creator',
    {
      config: { orgData: true, sample: () => ({ query: { page: '0', size: '20' } }) },
      schema: {
        tags: TASK_TAGS,
        summary: 'The tasks the caller created (owned by me)',
        querystring: taskListQuerySchema,
        response: wrapped(taskPageSchema),
      },
    },
    async (req) => ok(await createdTasks(callerOf(req), media(req), req.query)),
  );

  app.get(
    '/v1/multimodal-sop/:id/tasks',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.publishedSopId! }, query: { all: 'true' } }),
      },
      schema: {
        tags: TASK_TAGS,
        summary: 'The tasks the caller manages that hold this smart instruction',
        params,
        querystring: taskListQuerySchema,
        response: wrapped(taskPageSchema),
      },
    },
    async (req) =>
      ok(await tasksOfInstruction(callerOf(req), media(req), req.params.id, req.query)),
  );

  registerTaskMemberRoutes(app);
  registerTaskPerformanceRoutes(app);
}
