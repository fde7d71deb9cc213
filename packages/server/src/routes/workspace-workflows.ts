/**
 * A workspace's workflows and counts (002 §7 "Workspace detail", 002 §4 "Workflow counts"), and
 * the caller's own workflows. Viewers see published workflows only; publishers and above every
 * live workflow of the workspaces they edit.
 */
import { z } from 'zod';
import { desc } from 'drizzle-orm';
import {
  idSchema,
  LIST_DEFAULT_PAGE_SIZE,
  LIST_MAX_PAGE_SIZE,
  pageInfoSchema,
  workflowCardSchema,
  workflowCounts,
  workflowCountsSchema,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { workflows } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { visibleWorkspace } from '../domain/workspace-access.js';
import { listableWhere, listingScope, listWorkflows } from '../domain/workflow-lists.js';
import { keywordText, registerWorkflowSearchRoutes } from './workflow-search.js';

const params = z.object({ id: idSchema });
// Query strings are text: 'true' / 'false' only (z.coerce.boolean would read 'false' as true).
const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');
const paging = {
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(LIST_DEFAULT_PAGE_SIZE),
};
const cardPage = wrapped(z.object({ items: z.array(workflowCardSchema), page: pageInfoSchema }));
// Newest first, ties by id so pages never overlap.
const newestFirst = [desc(workflows.createdAt), desc(workflows.id)];

export function registerWorkspaceWorkflowRoutes(app: ZodApp): void {
  app.get(
    '/v1/workspaces/:id/workflows',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.workspaceId! }, query: { page: '0', size: '20' } }),
      },
      schema: {
        tags: ['workflows'],
        params,
        querystring: z.object({
          ...paging,
          published: booleanText.optional(),
          keyword: keywordText().optional(),
        }),
        response: cardPage,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace } = await visibleWorkspace(caller, req.params.id);
      const { page, size, published, keyword } = req.query;
      return ok(
        await listWorkflows(
          caller,
          { services: req.server.services, origin: requestOrigin(req) },
          {
            filters: { workspaceIds: [workspace.id], published, titleContains: keyword },
            orderBy: newestFirst,
            page,
            size,
          },
        ),
      );
    },
  );

  app.get(
    '/v1/workspaces/:id/workflow-counts',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workspaceId! } }) },
      schema: { tags: ['workflows'], params, response: wrapped(workflowCountsSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace } = await visibleWorkspace(caller, req.params.id);
      const scope = await listingScope(caller);
      const filters = { workspaceIds: [workspace.id] };
      // Counted as the caller's list shows them: a viewer's "created" are the published ones.
      const [created, published] = await Promise.all([
        caller.tenant.count(workflows, listableWhere(scope, filters)),
        caller.tenant.count(workflows, listableWhere(scope, { ...filters, published: true })),
      ]);
      return ok(workflowCounts(created, published));
    },
  );

  app.get(
    '/v1/workflows/owned-by-me',
    {
      config: { orgData: true, sample: () => ({ query: { page: '0', size: '20' } }) },
      schema: {
        tags: ['workflows'],
        querystring: z.object(paging),
        response: cardPage,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { page, size } = req.query;
      return ok(
        await listWorkflows(
          caller,
          { services: req.server.services, origin: requestOrigin(req) },
          {
            filters: { authorId: caller.userId },
            orderBy: newestFirst,
            page,
            size,
          },
        ),
      );
    },
  );

  registerWorkflowSearchRoutes(app);
}
