/**
 * GET /v1/admin/users: the organisation's users for the admin users page (000 §2 /admin/users),
 * where an org admin finds an employee and resets their PIN (issue 14). Ours: the spec lists the
 * page but no listing call; the shape is core's orgUserListSchema.
 */
import { z } from 'zod';
import {
  LIST_MAX_PAGE_SIZE,
  Role,
  adminUserKindFilterSchema,
  adminUserStatusFilterSchema,
  orgUserListSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { listOrgUsers } from '../domain/org-user-list.js';
import { callerOf } from '../http/authenticate.js';
import { ok, text, wrapped } from '../http/reply.js';

const listQuery = z
  .object({
    keyword: text(200).optional(),
    kind: adminUserKindFilterSchema.optional(),
    status: adminUserStatusFilterSchema.optional(),
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(50),
  })
  .strict();

export function registerAdminUserListRoutes(app: ZodApp): void {
  app.get(
    '/v1/admin/users',
    {
      config: {
        orgData: true,
        access: { minRole: Role.OrgAdmin },
        ipCheck: 'admin-exempt',
        sample: () => ({ query: { keyword: 'demo', kind: 'email', page: '0', size: '20' } }),
      },
      schema: { tags: ['admin'], querystring: listQuery, response: wrapped(orgUserListSchema) },
    },
    async (req) => ok(await listOrgUsers(callerOf(req).tenant, req.query)),
  );
}
