import {
  accessFlags,
  DEFAULT_FEATURE_FLAGS,
  IpCheckState,
  type IpCheckStateValue,
  type RoleName,
} from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { ROUTE_MAP } from '../../route-map';
import { ADMIN_NAV, adminNavItems, currentAdminItem } from './admin-nav';

const session = (role: RoleName, ipCheck: IpCheckStateValue = IpCheckState.PASSED) => {
  const features = { ...DEFAULT_FEATURE_FLAGS, integrations: true };
  return { role, features, flags: accessFlags(role, null, features), ipCheck };
};
const paths = (role: RoleName, ip?: IpCheckStateValue) =>
  adminNavItems(session(role, ip)).map((i) => i.path);

describe('admin navigation (000 §2 admin routes, gated by the route map)', () => {
  it('lists every admin route of the map except the detail pages', () => {
    const admin = ROUTE_MAP.filter((e) => e.area === 'admin' && !e.path.includes('{'));
    expect(ADMIN_NAV.map((i) => i.path).sort()).toEqual(admin.map((e) => e.path).sort());
  });

  it('an org admin sees every screen, even when their IP check failed', () => {
    expect(paths('admin-organization')).toHaveLength(ADMIN_NAV.length);
    expect(paths('admin-organization', IpCheckState.NOT_ALLOWED)).toHaveLength(ADMIN_NAV.length);
  });

  it('a workspace admin sees only what they may open: no users list, no permissions', () => {
    const ws = paths('admin-group');
    expect(ws).toContain('/admin/');
    expect(ws).toContain('/admin/teams');
    expect(ws).not.toContain('/admin/users');
    expect(ws).not.toContain('/admin/setting/permissions');
  });

  it('publishers and viewers have no admin flag: nothing', () => {
    expect(paths('publisher').filter((p) => p !== '/admin/scorm-export-history')).toEqual([]);
    expect(paths('viewer')).toEqual([]);
  });

  it('marks the current page, detail pages under their list', () => {
    const at = (path: string) => currentAdminItem(ADMIN_NAV, path)?.path;
    expect(at('/admin')).toBe('/admin/');
    expect(at('/admin/users')).toBe('/admin/users');
    expect(at('/admin/category/c1')).toBe('/admin/categories');
    expect(at('/admin/workspace-group/g1')).toBe('/admin/workspace-groups');
    expect(at('/admin/setting/qr-code/')).toBe('/admin/setting/qr-code');
  });
});
