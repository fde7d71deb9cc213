/**
 * Workflow search (002 §7 "Workflow search"): `POST /v1/workflows/search` with filters, paging and
 * sort, and `GET /v1/search/workflows` for a plain keyword. Page size 10 (002 §9).
 */
import { z } from 'zod';
import {
  idSchema,
  pageInfoSchema,
  searchResultSchema,
  WORKFLOW_SEARCH_PAGE_SIZE,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, text, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { searchWorkflows, SORT_FIELDS } from '../domain/workflow-search.js';

// Ours: the most workspaces one search may name (an organisation's whole list fits).
const MAX_WORKSPACE_FILTER = 500;
const KEYWORD_MAX = 200;

/** A search keyword: bounded, and no NUL (PostgreSQL text cannot hold one). */
export const keywordText = () =>
  text(KEYWORD_MAX).refine((k) => !k.includes('\u0000'), {
    message: 'keyword has a NUL character',
  });

const page = z.number().int().min(0).max(1_000_000);
const size = z.number().int().min(1).max(WORKFLOW_SEARCH_PAGE_SIZE);

const searchBody = z.strictObject({
  filters: z
    .strictObject({
      keyword: keywordText().optional(),
      workspaceIds: z.array(idSchema).max(MAX_WORKSPACE_FILTER).optional(),
      published: z.boolean().optional(),
      ownedByMe: z.boolean().optional(),
    })
    .optional(),
  paginate: z
    .strictObject({
      page: page.default(0),
      size: size.default(WORKFLOW_SEARCH_PAGE_SIZE),
    })
    .optional(),
  sort: z
    .strictObject({
      field: z.enum(SORT_FIELDS),
      order: z.enum(['asc', 'desc']).optional(),
    })
    .optional(),
});

const resultPage = wrapped(z.object({ items: z.array(searchResultSchema), page: pageInfoSchema }));

export function registerWorkflowSearchRoutes(app: ZodApp): void {
  app.post(
    '/v1/workflows/search',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          body: {
            filters: { keyword: 'bolts', workspaceIds: [f.workspaceId!] },
            paginate: { page: 0, size: WORKFLOW_SEARCH_PAGE_SIZE },
            sort: { field: 'relevance', order: 'desc' },
          },
        }),
      },
      schema: { tags: ['workflows'], body: searchBody, response: resultPage },
    },
    async (req) => {
      const caller = callerOf(req);
      const { filters = {}, paginate, sort } = req.body;
      return ok(
        await searchWorkflows(
          caller,
          { services: req.server.services, origin: requestOrigin(req) },
          {
            keyword: filters.keyword,
            workspaceIds: filters.workspaceIds,
            published: filters.published,
            authorId: filters.ownedByMe ? caller.userId : undefined,
            sort: sort ?? { field: 'relevance' },
            page: paginate?.page ?? 0,
            size: paginate?.size ?? WORKFLOW_SEARCH_PAGE_SIZE,
          },
        ),
      );
    },
  );

  app.get(
    '/v1/search/workflows',
    {
      config: {
        orgData: true,
        sample: () => ({ query: { keyword: 'bolts', page: '0', size: '10' } }),
      },
      schema: {
        tags: ['workflows'],
        querystring: z.object({
          keyword: keywordText().refine((k) => k.trim() !== '', {
            message: 'keyword must not be blank',
          }),
          page: z.coerce.number().pipe(page).default(0),
          size: z.coerce.number().pipe(size).default(WORKFLOW_SEARCH_PAGE_SIZE),
        }),
        response: resultPage,
      },
    },
    async (req) => {
      const { keyword, page: p, size: n } = req.query;
      return ok(
        await searchWorkflows(
          callerOf(req),
          { services: req.server.services, origin: requestOrigin(req) },
          {
            keyword,
            sort: { field: 'relevance' },
            page: p,
            size: n,
          },
        ),
      );
    },
  );
}
