/** Categories (the admin categories page): a tree per organisation, written by org admins. */
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import {
  categoryCreateSchema,
  categoryParentCreatesCycle,
  categorySchema,
  idSchema,
  nameSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { categories } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { newId } from '../db/ids.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest, conflict, notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';

type CategoryRow = typeof categories.$inferSelect;
const out = (c: CategoryRow) => ({ id: c.id, name: c.name, parentId: c.parentId });

const params = z.object({ id: idSchema });
const itemResponse = wrapped(z.object({ item: categorySchema }));
const WRITE = { minRole: 'admin-organization' } as const;

const updateBody = z
  .strictObject({ name: nameSchema().optional(), parentId: idSchema.nullable().optional() })
  .refine((u) => u.name !== undefined || u.parentId !== undefined, {
    message: 'nothing to update',
  });

async function assertParentExists(tenant: Tenant, parentId: string | null): Promise<void> {
  if (parentId && !(await tenant.first(categories, eq(categories.id, parentId)))) {
    throw notFound('Parent category');
  }
}

export function registerCategoryRoutes(app: ZodApp): void {
  app.get(
    '/v1/categories',
    {
      config: { orgData: true, access: { flag: 'categories' }, sample: () => ({}) },
      schema: {
        tags: ['categories'],
        response: wrapped(z.object({ items: z.array(categorySchema) })),
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const rows = await tenant.select(categories, undefined, {
        orderBy: [asc(categories.name), asc(categories.id)],
      });
      return ok({ items: rows.map(out) });
    },
  );

  app.post(
    '/v1/categories',
    {
      config: {
        orgData: true,
        access: WRITE,
        sample: (f) => ({ body: { name: `Category ${f.uniq}`, parentId: f.categoryId } }),
      },
      schema: {
        tags: ['categories'],
        body: z.strictObject(categoryCreateSchema.shape),
        response: itemResponse,
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      await assertParentExists(tenant, req.body.parentId);
      const [row] = await tenant.insert(categories, { id: newId(), ...req.body });
      return ok({ item: out(row!) });
    },
  );

  app.patch(
    '/v1/categories/:id',
    {
      config: {
        orgData: true,
        access: WRITE,
        sample: (f) => ({ params: { id: f.categoryId! }, body: { name: 'Safety Procedures' } }),
      },
      schema: { tags: ['categories'], params, body: updateBody, response: itemResponse },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const { id } = req.params;
      const row = await tenant.transaction(async (t) => {
        const all = await t.select(categories);
        if (!all.some((c) => c.id === id)) throw notFound('Category');
        const { parentId } = req.body;
        if (parentId !== undefined) {
          await assertParentExists(t, parentId);
          if (categoryParentCreatesCycle(all, id, parentId)) {
            throw badRequest('A category cannot be moved under itself or one of its subcategories');
          }
        }
        const [updated] = await t.update(categories, req.body, eq(categories.id, id));
        return updated!;
      });
      return ok({ item: out(row) });
    },
  );

  app.delete(
    '/v1/categories/:id',
    {
      config: { orgData: true, access: WRITE, sample: (f) => ({ params: { id: f.categoryId! } }) },
      schema: {
        tags: ['categories'],
        params,
        response: wrapped(z.object({ item: z.object({ id: z.string() }) })),
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const { id } = req.params;
      const row = await tenant.first(categories, eq(categories.id, id));
      if (!row) throw notFound('Category');
      if ((await tenant.count(categories, eq(categories.parentId, id))) > 0) {
        throw conflict('This category still has subcategories: move or delete them first');
      }
      await tenant.delete(categories, eq(categories.id, id));
      return ok({ item: { id } });
    },
  );
}
