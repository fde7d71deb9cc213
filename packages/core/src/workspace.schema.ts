import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { roleSchema } from './role.schema.js';
import { nameSchema } from './validation.schema.js';
import { DEFAULT_WORKSPACE_COLOR, WORKSPACE_COLORS } from './workspace.js';

export const workspaceColorSchema = z.enum(WORKSPACE_COLORS);

export const workspaceSchema = z.object({
  id: idSchema,
  name: nameSchema(),
  private: z.boolean(),
  color: workspaceColorSchema.default(DEFAULT_WORKSPACE_COLOR),
  workspaceGroupId: idSchema,
  workspaceGroupName: nameSchema().optional(),
  isInThisGroup: z.boolean().optional(),
  isLike: z.boolean().optional(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceCreateSchema = z.object({
  name: nameSchema(),
  private: z.boolean().default(false),
  color: workspaceColorSchema.default(DEFAULT_WORKSPACE_COLOR),
  workspaceGroupId: idSchema,
});
export type WorkspaceCreate = z.infer<typeof workspaceCreateSchema>;

export const workspaceUpdateSchema = z.strictObject({
  name: nameSchema().optional(),
  private: z.boolean().optional(),
  color: workspaceColorSchema.optional(),
  workspaceGroupId: idSchema.optional(),
});
export type WorkspaceUpdate = z.infer<typeof workspaceUpdateSchema>;

/** A workspace as lists and details answer it (002 §3), seen by one caller. */
export const workspaceItemSchema = workspaceSchema.required({
  workspaceGroupName: true,
  isInThisGroup: true,
  isLike: true,
});
export type WorkspaceItem = z.infer<typeof workspaceItemSchema>;

/** A workspace with a role in it: the caller's (detail) or a user's (their workspace list). */
export const workspaceWithRoleSchema = workspaceItemSchema.extend({ role: roleSchema });
export type WorkspaceWithRole = z.infer<typeof workspaceWithRoleSchema>;

/** GET /v1/groups/{id}: the workspace, the caller's role in it and its counts. */
export const workspaceDetailSchema = workspaceWithRoleSchema.extend({
  counts: z.object({ members: z.number().int(), teams: z.number().int() }),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

export const workspaceItemAnswerSchema = z.object({ item: workspaceItemSchema });
export const workspaceItemsAnswerSchema = z.object({ items: z.array(workspaceItemSchema) });
export const workspaceDetailAnswerSchema = z.object({ item: workspaceDetailSchema });
export const workspacesWithRoleAnswerSchema = z.object({ items: z.array(workspaceWithRoleSchema) });
/** POST /v1/user-likes/workspaces: the like as it now stands. */
export const workspaceLikeAnswerSchema = z.object({
  item: z.object({ workspaceId: z.string(), isLike: z.boolean() }),
});
