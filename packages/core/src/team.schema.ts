import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { nameSchema } from './validation.schema.js';

// Fields are "not shown" in the spec (000 §3); this is the minimum the admin screens need.
const MAX_TEAM_MEMBERS = 5000;

export const teamSchema = z.object({
  id: idSchema,
  name: nameSchema(),
  workspaceId: idSchema.nullable(),
  memberIds: z.array(idSchema).max(MAX_TEAM_MEMBERS),
});
export type Team = z.infer<typeof teamSchema>;

export const teamCreateSchema = z.object({
  name: nameSchema(),
  workspaceId: idSchema.nullable().default(null),
  memberIds: z
    .array(idSchema)
    .max(MAX_TEAM_MEMBERS)
    .default(() => []),
});
export type TeamCreate = z.infer<typeof teamCreateSchema>;
