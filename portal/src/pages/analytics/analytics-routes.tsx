/**
 * The analytics area (000 §2 Analytics; 002 §2; issue 25): /analytics and its children, each
 * tagged with its route-map key.
 */
import type { RouteObject } from 'react-router';

export const analyticsRoutes: RouteObject[] = [];
