/**
 * The shell's screens as children of the signed-in layout (`AppShell`), each tagged with its
 * route-map key (000 §2, the spec's spelling) so the route map's guards and coverage find them.
 */
import { redirect, type RouteObject } from 'react-router';
import { adminGroupsLoader } from '../pages/admin/admin-data';
import { AdminWorkspaceGroupPage } from '../pages/admin/workspace-group-page';
import { WorkspaceGroupsPage } from '../pages/admin/workspace-groups-page';
import { AdminWorkspacesPage } from '../pages/admin/workspaces-page';
import { ExplorerSearchPage, explorerSearchLoader } from '../pages/explorer-search-page';
import { HomePage } from '../pages/home-page';
import { OwnedByMePage, ownedByMeLoader } from '../pages/owned-by-me-page';
import { UserProfilePage } from '../pages/profile/user-profile-page';
import { OtherTab, otherTabLoader } from '../pages/workspace/other-tab';
import { WorkflowTab, workflowTabLoader } from '../pages/workspace/workflow-tab';
import { WorkspaceGroupPage } from '../pages/workspace/workspace-group-page';
import {
  WORKSPACE_ROUTE_ID,
  WorkspaceLayout,
  workspaceLayoutLoader,
} from '../pages/workspace/workspace-layout';
import { WorkspacesPage } from '../pages/workspace/workspaces-page';

const key = (routeMapKey: string) => ({ routeMapKey });

export const shellRoutes: RouteObject[] = [
  { path: '/home', Component: HomePage, handle: key('/home') },
  {
    path: '/owned-by-me',
    loader: ownedByMeLoader,
    Component: OwnedByMePage,
    handle: key('/owned-by-me'),
  },
  {
    path: '/explorer-search-main',
    loader: explorerSearchLoader,
    Component: ExplorerSearchPage,
    handle: key('/explorer-search-main'),
  },
  { path: '/workspace', Component: WorkspacesPage, handle: key('/workspace') },
  {
    id: WORKSPACE_ROUTE_ID,
    path: '/workspace/:workspaceId',
    loader: workspaceLayoutLoader,
    Component: WorkspaceLayout,
    handle: key('/workspace/{workspaceId}/'),
    children: [
      { index: true, loader: workflowTabLoader, Component: WorkflowTab },
      { path: ':tab', loader: otherTabLoader, Component: OtherTab },
    ],
  },
  {
    path: '/workspace-group/:workspaceGroupId',
    Component: WorkspaceGroupPage,
    handle: key('/workspace-group/{workspaceGroupId}'),
  },
  {
    path: '/admin',
    loader: () => redirect('/admin/workspace-groups'),
    handle: key('/admin/'),
  },
  {
    path: '/admin/workspace-groups',
    loader: adminGroupsLoader,
    Component: WorkspaceGroupsPage,
    handle: key('/admin/workspace-groups'),
  },
  {
    path: '/admin/workspace-group/:workspaceGroupId',
    loader: adminGroupsLoader,
    Component: AdminWorkspaceGroupPage,
    handle: key('/admin/workspace-group/{workspaceGroupId}'),
  },
  {
    path: '/admin/workspaces',
    loader: adminGroupsLoader,
    Component: AdminWorkspacesPage,
    handle: key('/admin/workspaces'),
  },
  { path: '/UserProfile', Component: UserProfilePage, handle: key('/UserProfile') },
];
