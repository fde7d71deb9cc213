/**
 * The admin screens (000 §2 Admin; issue 25): one pathless layout (admin-layout.tsx: the admin
 * section's navigation beside the page) over every /admin route, each tagged with its route-map
 * key.
 */
import type { RouteObject } from 'react-router';
import { key, screen } from '../../shell/lazy-screen';

const admin = () => import('./admin-data');

export const adminRoutes: RouteObject[] = [
  {
    lazy: screen(() => import('./admin-layout'), 'AdminLayout'),
    children: [
      {
        path: '/admin',
        lazy: screen(() => import('./overview-page'), 'AdminOverviewPage'),
        handle: key('/admin/'),
      },
      {
        path: '/admin/workspace-groups',
        lazy: async () => ({
          loader: (await admin()).adminGroupsLoader,
          Component: (await import('./workspace-groups-page')).WorkspaceGroupsPage,
        }),
        handle: key('/admin/workspace-groups'),
      },
      {
        path: '/admin/workspace-group/:workspaceGroupId',
        lazy: async () => ({
          loader: (await admin()).adminGroupsLoader,
          Component: (await import('./workspace-group-page')).AdminWorkspaceGroupPage,
        }),
        handle: key('/admin/workspace-group/{workspaceGroupId}'),
      },
      {
        path: '/admin/workspaces',
        lazy: async () => ({
          loader: (await admin()).adminGroupsLoader,
          Component: (await import('./workspaces-page')).AdminWorkspacesPage,
        }),
        handle: key('/admin/workspaces'),
      },
      {
        path: '/admin/users',
        lazy: screen(() => import('./users-page'), 'AdminUsersRoute'),
        handle: key('/admin/users'),
      },
      {
        path: '/admin/teams',
        lazy: screen(() => import('./teams-page'), 'AdminTeamsPage'),
        handle: key('/admin/teams'),
      },
      {
        path: '/admin/categories',
        lazy: screen(() => import('./categories-page'), 'AdminCategoriesPage'),
        handle: key('/admin/categories'),
      },
      {
        path: '/admin/category/:categoryId',
        lazy: screen(() => import('./category-page'), 'AdminCategoryPage'),
        handle: key('/admin/category/{categoryId}'),
      },
      {
        path: '/admin/scorm-export-history',
        lazy: screen(
          () => import('../scorm-export/scorm-export-history-page'),
          'ScormExportHistoryPage',
        ),
        handle: key('/admin/scorm-export-history'),
      },
      {
        path: '/admin/setting/permissions',
        lazy: screen(() => import('./permissions-page'), 'PermissionsPage'),
        handle: key('/admin/setting/permissions'),
      },
      // Issue 25 (H7): the admin settings pages (settings/).
      {
        path: '/admin/business',
        lazy: screen(() => import('./settings/business-page'), 'BusinessPage'),
        handle: key('/admin/business'),
      },
      {
        path: '/admin/integrations',
        lazy: screen(() => import('./settings/integrations-page'), 'IntegrationsPage'),
        handle: key('/admin/integrations'),
      },
      {
        path: '/admin/credit-dashboard',
        lazy: screen(() => import('./settings/credit-dashboard-page'), 'CreditDashboardPage'),
        handle: key('/admin/credit-dashboard'),
      },
      {
        path: '/admin/setting/maven',
        lazy: screen(() => import('./settings/maven-settings-page'), 'MavenSettingsPage'),
        handle: key('/admin/setting/maven'),
      },
      {
        path: '/admin/setting/interface-language',
        lazy: screen(() => import('./settings/interface-language-page'), 'InterfaceLanguagePage'),
        handle: key('/admin/setting/interface-language'),
      },
      {
        path: '/admin/setting/ip-restriction',
        lazy: screen(() => import('./settings/ip-restriction-page'), 'IpRestrictionPage'),
        handle: key('/admin/setting/ip-restriction'),
      },
      {
        path: '/admin/setting/qr-code',
        lazy: screen(() => import('./settings/qr-codes-page'), 'QrCodesPage'),
        handle: key('/admin/setting/qr-code'),
      },
    ],
  },
];
