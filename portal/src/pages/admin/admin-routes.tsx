/**
 * The admin screens (000 §2 Admin; issue 25): one pathless layout (admin-layout.tsx: the admin
 * section's navigation beside the page) over every /admin route, each tagged with its route-map
 * key.
 */
import { redirect, type RouteObject } from 'react-router';
import { key, screen } from '../../shell/lazy-screen';

const admin = () => import('./admin-data');

export const adminRoutes: RouteObject[] = [
  {
    lazy: screen(() => import('./admin-layout'), 'AdminLayout'),
    children: [
      {
        path: '/admin',
        loader: () => redirect('/admin/workspace-groups'),
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
        lazy: screen(() => import('./users-page'), 'UsersPage'),
        handle: key('/admin/users'),
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
    ],
  },
];
