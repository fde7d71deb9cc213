/**
 * The admin section's navigation (issue 25; 000 §2 admin routes): every admin screen in the
 * spec's order plus the SCORM export history, each shown only when the route map's gates let
 * this session open it (the guard's own rule, session/route-access.ts), so a workspace admin
 * sees only the screens they may open.
 */
import type { MessageKey } from '@stepwise/i18n';
import { ROUTE_MAP } from '../../route-map';
import { routeDecision, type AccessSession } from '../../session/route-access';

export interface AdminNavItem {
  /** The route map's path (000 §2 spelling). */
  path: string;
  /** Where the link goes (the overview's `/admin/` is the `/admin` route). */
  to: string;
  label: MessageKey;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: '/admin/', to: '/admin', label: 'admin.nav.overview' },
  { path: '/admin/workspace-groups', to: '/admin/workspace-groups', label: 'admin.nav.groups' },
  { path: '/admin/workspaces', to: '/admin/workspaces', label: 'admin.nav.workspaces' },
  { path: '/admin/teams', to: '/admin/teams', label: 'admin.nav.teams' },
  { path: '/admin/users', to: '/admin/users', label: 'admin.nav.users' },
  { path: '/admin/business', to: '/admin/business', label: 'admin.nav.business' },
  { path: '/admin/categories', to: '/admin/categories', label: 'admin.nav.categories' },
  { path: '/admin/integrations', to: '/admin/integrations', label: 'admin.nav.integrations' },
  { path: '/admin/credit-dashboard', to: '/admin/credit-dashboard', label: 'admin.nav.credit' },
  { path: '/admin/setting/maven', to: '/admin/setting/maven', label: 'admin.nav.maven' },
  {
    path: '/admin/setting/interface-language',
    to: '/admin/setting/interface-language',
    label: 'admin.nav.language',
  },
  {
    path: '/admin/setting/permissions',
    to: '/admin/setting/permissions',
    label: 'admin.nav.permissions',
  },
  {
    path: '/admin/setting/ip-restriction',
    to: '/admin/setting/ip-restriction',
    label: 'admin.nav.ipRestriction',
  },
  { path: '/admin/setting/qr-code', to: '/admin/setting/qr-code', label: 'admin.nav.qrCode' },
  {
    path: '/admin/scorm-export-history',
    to: '/admin/scorm-export-history',
    label: 'admin.nav.scormHistory',
  },
];

/** The items this session may open, in the menu's order. */
export function adminNavItems(session: AccessSession): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => {
    const entry = ROUTE_MAP.find((e) => e.path === item.path);
    return !!entry && routeDecision(entry, session) === 'allow';
  });
}

/** The item of the current page: the longest `to` the path is at or under (categories too). */
export function currentAdminItem(
  items: readonly AdminNavItem[],
  pathname: string,
): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const under = (to: string) =>
    path === to ||
    path.startsWith(`${to}/`) ||
    // Singular detail pages belong to their list: /admin/category/x, /admin/workspace-group/x.
    (to.endsWith('s') && path.startsWith(`${to.slice(0, -1)}/`)) ||
    (to.endsWith('ies') && path.startsWith(`${to.slice(0, -3)}y/`));
  return [...items].sort((a, b) => b.to.length - a.to.length).find((item) => under(item.to));
}
