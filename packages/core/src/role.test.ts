import { describe, expect, it } from 'vitest';
import {
  CREATE_ROLES,
  DEFAULT_WORKSPACE_ROLE,
  ROLES,
  Role,
  canCreateContent,
  isAdminRole,
  roleAtLeast,
  workspaceRole,
} from './role.js';
import { roleSchema } from './role.schema.js';

describe('role', () => {
  it('000 §6: five roles, parsed by roleSchema', () => {
    expect(ROLES).toEqual([
      'admin-super',
      'admin-organization',
      'admin-group',
      'publisher',
      'viewer',
    ]);
    expect(roleSchema.safeParse('admin-group').success).toBe(true);
    expect(roleSchema.safeParse('owner').success).toBe(false);
  });

  it('000 §6: org admin, workspace admin and publisher may create content; viewer may not', () => {
    expect(CREATE_ROLES).toContain(Role.OrgAdmin);
    expect(canCreateContent('admin-organization')).toBe(true);
    expect(canCreateContent('admin-group')).toBe(true);
    expect(canCreateContent('publisher')).toBe(true);
    expect(canCreateContent('admin-super')).toBe(true);
    expect(canCreateContent('viewer')).toBe(false);
  });

  it('isAdminRole covers super and org admins only', () => {
    expect(ROLES.filter(isAdminRole)).toEqual(['admin-super', 'admin-organization']);
  });

  it('roles rank viewer < publisher < admin-group < admin-organization < admin-super', () => {
    expect(roleAtLeast('publisher', 'viewer')).toBe(true);
    expect(roleAtLeast('admin-group', 'admin-group')).toBe(true);
    expect(roleAtLeast('admin-group', 'admin-organization')).toBe(false);
    expect(roleAtLeast('admin-super', 'admin-organization')).toBe(true);
    expect(roleAtLeast('viewer', 'publisher')).toBe(false);
  });

  describe('workspaceRole', () => {
    const rolesMap = { ws1: 'publisher', ws2: 'admin-group' } as const;

    it('000 §6: the default workspace role is VIEWER', () => {
      expect(DEFAULT_WORKSPACE_ROLE).toBe('viewer');
      expect(workspaceRole('publisher', rolesMap, 'ws-unknown')).toBe('viewer');
    });

    it('000 §6: other roles come from the per-workspace roles map', () => {
      expect(workspaceRole('viewer', rolesMap, 'ws1')).toBe('publisher');
      expect(workspaceRole('publisher', rolesMap, 'ws2')).toBe('admin-group');
    });

    it('000 §6: the organisation admin holds its role in all workspaces', () => {
      expect(workspaceRole('admin-organization', rolesMap, 'ws1')).toBe('admin-organization');
      expect(workspaceRole('admin-super', {}, 'anything')).toBe('admin-super');
    });

    it('ignores inherited keys such as "constructor"', () => {
      expect(workspaceRole('viewer', {}, 'constructor')).toBe('viewer');
    });
  });
});
