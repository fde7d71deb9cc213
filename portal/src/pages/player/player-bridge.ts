/**
 * Which framed player routes serve the player's iframe bridge (issue 6). The bridge adapter
 * itself is the player's (`@stepwise/player/bridge`: usePlayerBridge, framingOrigin).
 */
import type { PlayerRouteKind } from './player-route';

/** The routes whose player a host page may drive through the bridge when they are framed. */
export const BRIDGE_ROUTES: ReadonlySet<PlayerRouteKind> = new Set([
  'playerembed',
  'p',
  'playerfullscreenpublic',
  'rustici',
]);
