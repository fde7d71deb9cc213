/**
 * The player routes of 002 §2, for routes.tsx. Pages load with their route (lazy), so neither
 * the sign-in page nor the shell downloads the player.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  playerRouteMapKey,
  playerRouterPath,
  previewRedirect,
  type PlayerRouteKind,
} from './player-route';

const signedIn = (kind: PlayerRouteKind): RouteObject => ({
  path: playerRouterPath(kind),
  lazy: async () => ({
    Component: (await import('./signed-in-player-page')).signedInPlayerPage(kind),
  }),
  handle: { routeMapKey: playerRouteMapKey(kind) },
});

const publicRoute = (kind: PlayerRouteKind): RouteObject => ({
  path: playerRouterPath(kind),
  lazy: async () => {
    const { publicPlayerLoader, publicPlayerPage } = await import('./public-player-page');
    return { loader: publicPlayerLoader, Component: publicPlayerPage(kind) };
  },
  handle: { routeMapKey: playerRouteMapKey(kind) },
});

function topWindowHref(): string | null {
  try {
    return window.top?.location.href ?? null;
  } catch {
    // A cross-origin top window is not our builder.
    return null;
  }
}

/** /PlayerPreview (002 §2): the embed player in preview mode when framed by the builder, else 404. */
function playerPreviewLoader({ params, request }: LoaderFunctionArgs): Response {
  const search = new URL(request.url).search;
  return redirect(previewRedirect(topWindowHref(), params.workflowId ?? '', params.stepId, search));
}

/** Signed-in, inside the shell: /playermain. */
export const shellPlayerRoutes: RouteObject[] = [signedIn('playermain')];

/** Signed-in, the whole window (no header or side menu): fullscreen, embed, preview. */
export const barePlayerRoutes: RouteObject[] = [
  signedIn('playermainfullscreen'),
  signedIn('playerembed'),
  {
    path: '/PlayerPreview/:workflowId/:stepId?',
    loader: playerPreviewLoader,
    handle: { routeMapKey: '/PlayerPreview/{workflowId}/{stepId?}' },
  },
];

/** No sign-in (002 §6 public visitor); /rustici signs in by itself, in memory (002 §2-3). */
export const publicPlayerRoutes: RouteObject[] = [
  publicRoute('p'),
  publicRoute('playerfullscreenpublic'),
  {
    path: playerRouterPath('rustici'),
    lazy: async () => ({ Component: (await import('./rustici-player-page')).default }),
    handle: { routeMapKey: playerRouteMapKey('rustici') },
  },
];
