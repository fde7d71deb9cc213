/**
 * The organisation tools inside the shell (000 §2; issue 25): /data-hub, /governance,
 * /troubleshooting, each tagged with its route-map key.
 */
import type { RouteObject } from 'react-router';

export const orgToolsRoutes: RouteObject[] = [];
