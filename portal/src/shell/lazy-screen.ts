/** The lazy route helper every route table of the portal uses. */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * Every screen loads with its route (`lazy`), so the sign-in page's first visit downloads none
 * of them (issue 4 budget: at most 120 KB gzip of JavaScript before the form is usable).
 */
export function screen<M>(
  load: () => Promise<M>,
  component: keyof M,
  loader?: keyof M,
): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return {
      Component: module[component] as ComponentType,
      ...(loader ? { loader: module[loader] as LoaderFunction } : {}),
    };
  };
}

/** A route's route-map key (000 §2, the spec's spelling), for the guard and its coverage test. */
export const key = (routeMapKey: string) => ({ routeMapKey });
