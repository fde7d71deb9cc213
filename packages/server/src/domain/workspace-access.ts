/**
 * Which workspaces a caller can see, edit or administer (000 §6, 002 §6). Every workspace route
 * asks here, so a private workspace is invisible in exactly the same way everywhere.
 */
import { eq } from 'drizzle-orm';
import {
  isAdminRole,
  roleAtLeast,
  roleSchema,
  workspaceRole,
  type RoleName,
  type WorkspacesType,
} from '@stepwise/core';
import { workspaceLikes, workspaceMembers, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { forbidden, notFound } from './errors.js';

export type WorkspaceRow = typeof workspaces.$inferSelect;
type WorkspaceRef = Pick<WorkspaceRow, 'id' | 'private'>;

export class WorkspaceAccess {
  constructor(
    private readonly caller: Pick<Caller, 'role' | 'flags'>,
    /** The caller's explicit memberships: workspace id -> role (the profile's `roles` map). */
    readonly roles: Readonly<Record<string, RoleName>>,
    readonly likes: ReadonlySet<string>,
  ) {}

  /** The caller's access; their memberships came with the session (caller.workspaceRoles). */
  static async of(caller: Caller): Promise<WorkspaceAccess> {
    return new WorkspaceAccess(caller, caller.workspaceRoles, await likesOf(caller, caller.userId));
  }

  /** Another user's memberships, roles and likes (for lists about them, not for their rights). */
  static async ofUser(
    caller: Caller,
    user: { id: string; role: RoleName },
  ): Promise<WorkspaceAccess> {
    const [memberships, likes] = await Promise.all([
      caller.tenant.select(workspaceMembers, eq(workspaceMembers.userId, user.id)),
      likesOf(caller, user.id),
    ]);
    const roles: Record<string, RoleName> = {};
    for (const m of memberships) {
      const role = roleSchema.safeParse(m.role);
      if (role.success) roles[m.workspaceId] = role.data;
    }
    return new WorkspaceAccess({ role: user.role, flags: caller.flags }, roles, likes);
  }

  isMember(workspaceId: string): boolean {
    return Object.hasOwn(this.roles, workspaceId);
  }

  /** 000 §6: org admins hold their role everywhere; others their membership role, else viewer. */
  roleIn(workspaceId: string): RoleName {
    return workspaceRole(this.caller.role, this.roles, workspaceId);
  }

  /** Public workspaces are open to every member; private ones to their members and org admins. */
  canView(ws: WorkspaceRef): boolean {
    return isAdminRole(this.caller.role) || !ws.private || this.isMember(ws.id);
  }

  canEdit(ws: WorkspaceRef): boolean {
    return this.canView(ws) && roleAtLeast(this.roleIn(ws.id), 'publisher');
  }

  /** Workspace-level administration: the admin access flag and admin-group (or more) in it. */
  canAdminister(ws: WorkspaceRef): boolean {
    return (
      this.canView(ws) && this.caller.flags.admin && roleAtLeast(this.roleIn(ws.id), 'admin-group')
    );
  }

  /** The three list levels of 000 §6 ('all' is the view level). */
  allows(ws: WorkspaceRef, level: WorkspacesType): boolean {
    if (level === 'edit') return this.canEdit(ws);
    if (level === 'admin') return this.canAdminister(ws);
    return this.canView(ws);
  }
}

async function likesOf(caller: Caller, userId: string): Promise<Set<string>> {
  const likes = await caller.tenant.select(workspaceLikes, eq(workspaceLikes.userId, userId));
  return new Set(likes.map((l) => l.workspaceId));
}

/** A workspace the caller can see; unknown, another organisation's, or hidden all answer 404. */
export async function visibleWorkspace(
  caller: Caller,
  id: string,
): Promise<{ workspace: WorkspaceRow; access: WorkspaceAccess }> {
  const [workspace, access] = await Promise.all([
    caller.tenant.first(workspaces, eq(workspaces.id, id)),
    WorkspaceAccess.of(caller),
  ]);
  if (!workspace || !access.canView(workspace)) throw notFound('Workspace');
  return { workspace, access };
}

/** A workspace the caller administers: hidden ones are 404, visible but not administered 403. */
export async function administeredWorkspace(
  caller: Caller,
  id: string,
): Promise<{ workspace: WorkspaceRow; access: WorkspaceAccess }> {
  const found = await visibleWorkspace(caller, id);
  if (!found.access.canAdminister(found.workspace)) {
    throw forbidden('Only admins of this workspace may change it');
  }
  return found;
}
