/**
 * The navigation guard (000 §2): waits for the authentication state, sends signed-out visitors
 * to `/?redirect=<path+query>`, and applies the route map's gates through routeDecision. It is
 * loaded with the first signed-in page (route-guard.ts), not with the sign-in page.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { RouteMapEntry } from '../route-map';
import { awaitEmbedSession } from './embed-arrival';
import { IP_BLOCKED, IP_SETTINGS_PATH } from './guard-constants';
import { HOME_PATH, signInPathFor } from './redirect';
import { routeDecision } from './route-access';
import { session } from './session';

export interface GuardOptions {
  /** The route-map entry of the deepest matched route (its `handle.routeMapKey`). */
  entryFor: (url: URL) => RouteMapEntry | undefined;
  /** Whether IP restriction settings are routed; if not, admins get the alert instead. */
  ipSettingsRouted: () => boolean;
}

export function guardLoader(options: GuardOptions) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    await awaitEmbedSession(url);
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
