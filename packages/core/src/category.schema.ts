import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { nameSchema } from './validation.schema.js';

// Fields are "not shown" in the spec (000 §3); categories nest through parentId.
export const categorySchema = z.object({
  id: idSchema,
  name: nameSchema(),
  parentId: idSchema.nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryCreateSchema = z.object({
  name: nameSchema(),
  parentId: idSchema.nullable().default(null),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
