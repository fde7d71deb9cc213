/**
 * The navigation guard (000 §2): waits for the authentication state, sends signed-out visitors
 * to `/?redirect=<path+query>`, and applies the route map's gates through routeDecision.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { RouteMapEntry } from '../route-map';
import { HOME_PATH, signInPathFor } from './redirect';
import { routeDecision } from './route-access';
import { session } from './session';

/** The error data of a page the failed IP check hides (the guard's boundary shows the alert). */
export const IP_BLOCKED = 'ip-restricted';
export const IP_SETTINGS_PATH = '/admin/setting/ip-restriction';

/** The signed-in layout: loads the session once, waits for it, signed out -> sign-in. */
export async function signedInLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const state = await session.ensure();
  if (state.status !== 'signed-in') throw redirect(signInPathFor(new URL(request.url)));
  return null;
}

export interface GuardOptions {
  /** The route-map entry of the deepest matched route (its `handle.routeMapKey`). */
  entryFor: (url: URL) => RouteMapEntry | undefined;
  /** Whether IP restriction settings are routed; if not, admins get the alert instead. */
  ipSettingsRouted: () => boolean;
}

export function guardLoader(options: GuardOptions) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const state = await session.ensure();
    if (state.status !== 'signed-in') throw redirect(signInPathFor(url));
    const entry = options.entryFor(url);
    if (!entry) return null;
    switch (routeDecision(entry, state)) {
      case 'allow':
        return null;
      case 'sign-in':
        throw redirect(signInPathFor(url));
      case 'home':
        throw redirect(HOME_PATH);
      case 'forbidden':
        throw redirect('/403');
      case 'ip-settings':
        if (options.ipSettingsRouted() && url.pathname !== IP_SETTINGS_PATH) {
          throw redirect(IP_SETTINGS_PATH);
        }
        throw data(IP_BLOCKED, { status: 403 });
      case 'ip-blocked':
        throw data(IP_BLOCKED, { status: 403 });
    }
  };
}
