/**
 * The organisation tools inside the shell (000 §2; issue 25): /data-hub, /governance,
 * /troubleshooting, each tagged with its route-map key (the guard applies the gates).
 */
import type { RouteObject } from 'react-router';
import { key, screen } from '../../shell/lazy-screen';

export const orgToolsRoutes: RouteObject[] = [
  {
    path: '/data-hub',
    lazy: screen(() => import('./data-hub-page'), 'DataHubPage'),
    handle: key('/data-hub'),
  },
  {
    path: '/governance',
    lazy: screen(() => import('./governance-page'), 'GovernancePage'),
    handle: key('/governance'),
  },
  {
    path: '/troubleshooting',
    lazy: screen(() => import('./troubleshooting-page'), 'TroubleshootingPage'),
    handle: key('/troubleshooting'),
  },
];
