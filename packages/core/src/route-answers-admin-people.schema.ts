/**
 * Admin people screens (issue 25; 000 §2, §6): users of the four kinds, bulk import, disable, teams, categories, the admin overview.
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import { z } from 'zod';
import {
  adminOverviewSchema,
  adminUserAnswerSchema,
  bulkImportAnswerSchema,
  workspaceRolesAnswerSchema,
} from './admin-users.schema.js';
import { categorySchema } from './category.schema.js';
import { peopleAnswerSchema } from './org-user.schema.js';
import { teamSchema } from './team.schema.js';

const idItem = z.object({ item: z.object({ id: z.string() }) });
const teamItem = z.object({ item: teamSchema });
const categoryItem = z.object({ item: categorySchema });

export const adminPeopleRouteAnswers = {
  'GET /v1/admin/overview': adminOverviewSchema,
  'PATCH /v1/admin/users/:id': adminUserAnswerSchema,
  'GET /v1/admin/users/:id/workspace-roles': workspaceRolesAnswerSchema,
  'PUT /v1/admin/users/:id/workspace-roles': workspaceRolesAnswerSchema,
  'POST /v1/admin/users/bulk-import': bulkImportAnswerSchema,
  'GET /v1/admin/teams/:id/members': peopleAnswerSchema,
  // The existing teams and categories routes, as the admin screens call them.
  'POST /v1/teams': teamItem,
  'PATCH /v1/teams/:id': teamItem,
  'DELETE /v1/teams/:id': idItem,
  'PUT /v1/teams/:id/members': teamItem,
  'GET /v1/categories': z.object({ items: z.array(categorySchema) }),
  'POST /v1/categories': categoryItem,
  'PATCH /v1/categories/:id': categoryItem,
  'DELETE /v1/categories/:id': idItem,
} as const satisfies Record<`${string} /${string}`, z.ZodType>;
