/**
 * Every route of the portal in one typed table (issue 4 grows it to the whole route map of
 * 000 §2). Links are built with `paths` (paths.ts), so a path is spelled once.
 */
import { redirect, type RouteObject } from 'react-router';
import { isSignedIn } from './api';
import { paths } from './paths';
import { appLoader } from './pages/app-data';
import { AppLayout } from './pages/app-layout';
import { ExplorerSearchPage, explorerSearchLoader } from './pages/explorer-search-page';
import { HomePage } from './pages/home-page';
import { OwnedByMePage, ownedByMeLoader } from './pages/owned-by-me-page';
import { PlayerPage, playerLoader } from './pages/player-page';
import { PageLoading } from './pages/page-loading';
import { RouteError } from './pages/route-error';
import { SignInPage } from './pages/sign-in-page';
import { WorkspacePage, workspaceLoader } from './pages/workspace-page';

export const routes: RouteObject[] = [
  {
    path: paths.signIn,
    loader: () => (isSignedIn() ? redirect(paths.home) : null),
    Component: SignInPage,
    HydrateFallback: PageLoading,
  },
  {
    id: 'app',
    loader: appLoader,
    // The profile and the workspace menu load once per visit, not after every change.
    shouldRevalidate: () => false,
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { path: paths.home, Component: HomePage },
          { path: paths.ownedByMe, loader: ownedByMeLoader, Component: OwnedByMePage },
          {
            path: '/workspace/:workspaceId',
            loader: workspaceLoader,
            Component: WorkspacePage,
          },
          {
            path: '/explorer-search-main',
            loader: explorerSearchLoader,
            Component: ExplorerSearchPage,
          },
          { path: '/player/:workflowId', loader: playerLoader, Component: PlayerPage },
        ],
      },
    ],
  },
  // 000 §2: any unknown path goes to the root.
  { path: '*', loader: () => redirect(paths.signIn) },
];
