import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { nameSchema } from './validation.schema.js';
import { compareWorkspaceNames, workspaceSchema } from './workspace.js';

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

/** The workspacesType query of GET /v1/workspaces-groups/ (002 §7): the three list levels, or all. */
export const WORKSPACES_TYPES = ['view', 'edit', 'admin', 'all'] as const;
export const workspacesTypeSchema = z.enum(WORKSPACES_TYPES);
export type WorkspacesType = z.infer<typeof workspacesTypeSchema>;

/** 002 §5: the organisation default group first, then priority ascending, then name. */
export function sortWorkspaceGroups<T extends { id: string; name: string; priority: number }>(
  groups: readonly T[],
  defaultGroupId?: string | null,
): T[] {
  const isDefault = (g: T) => (defaultGroupId != null && g.id === defaultGroupId ? 0 : 1);
  return [...groups].sort(
    (a, b) =>
      isDefault(a) - isDefault(b) ||
      a.priority - b.priority ||
      compareWorkspaceNames(a.name, b.name),
  );
}
