import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { nameSchema } from './validation.schema.js';
import { WORKSPACES_TYPES } from './workspace-group.js';
import { workspaceSchema } from './workspace.schema.js';

export const workspaceGroupSchema = z.object({
  id: idSchema,
  name: nameSchema(),
  locale: localeSchema,
  priority: z.number().int(),
  workspaces: z.array(workspaceSchema).optional(),
});
export type WorkspaceGroup = z.infer<typeof workspaceGroupSchema>;

/** POST /v1/workspaces-groups/ (002 §7). */
export const workspaceGroupCreateSchema = z.object({
  name: nameSchema(),
  locale: localeSchema,
});
export type WorkspaceGroupCreate = z.infer<typeof workspaceGroupCreateSchema>;

/**
 * PATCH /v1/workspaces-groups/{id} (002 §7): name and/or locale. Priority is our addition: the
 * spec sorts groups by it (002 §5) but names no call that sets it.
 */
export const workspaceGroupUpdateSchema = z
  .strictObject({
    name: nameSchema().optional(),
    locale: localeSchema.optional(),
    priority: z.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((update) => Object.values(update).some((v) => v !== undefined), {
    message: 'nothing to update',
  });
export type WorkspaceGroupUpdate = z.infer<typeof workspaceGroupUpdateSchema>;

export const workspacesTypeSchema = z.enum(WORKSPACES_TYPES);

/**
 * A workspace group as GET /v1/workspaces-groups/ lists it, with its workspaces when asked: the
 * group's own schema (its workspaces' list fields are optional there, present in these answers).
 */
export const workspaceGroupWithWorkspacesSchema = workspaceGroupSchema;
export type WorkspaceGroupWithWorkspaces = WorkspaceGroup;

export const workspaceGroupAnswerSchema = z.object({ item: workspaceGroupWithWorkspacesSchema });
export const workspaceGroupsAnswerSchema = z.object({
  items: z.array(workspaceGroupWithWorkspacesSchema),
});
