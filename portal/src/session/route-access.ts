/**
 * "May this session open this route?" — the one pure rule behind the navigation guard, from
 * 000 §2 (navigation guard, application shell), §4 (redirect rules) and §6 (gates). The guard in
 * routes.tsx turns the decision into a redirect or the restricted-IP alert.
 */
import {
  assistantEntry,
  canCreateContent,
  IpCheckState,
  isAdminRole,
  type AccessFlags,
  type FeatureFlags,
  type IpCheckStateValue,
  type RoleName,
} from '@stepwise/core';
import type { FeatureGate, RouteMapEntry } from '../route-map';

export interface AccessSession {
  role: RoleName;
  flags: AccessFlags;
  features: FeatureFlags;
  ipCheck: IpCheckStateValue;
}

export type RouteDecision =
  /** Open the page. */
  | 'allow'
  /** Signed out on a login route: to `/?redirect=...`. */
  | 'sign-in'
  /** Feature or access off on a skills, tasks, Maven or governance route: to /home. */
  | 'home'
  /** A gate the user does not pass: to /403. */
  | 'forbidden'
  /** An org admin whose IP check failed, on a non-admin page: to IP restriction settings. */
  | 'ip-settings'
  /** The IP check did not pass: the page is hidden behind the restricted-IP alert. */
  | 'ip-blocked';

export function featureOn(features: FeatureFlags, gate: FeatureGate): boolean {
  return gate === 'assistant' ? assistantEntry(features) !== null : features[gate];
}

export function routeDecision(
  entry: Pick<
    RouteMapEntry,
    'login' | 'feature' | 'accessFlag' | 'createRole' | 'ipCheck' | 'replacedByHomeWhenOff'
  >,
  session: AccessSession | null,
): RouteDecision {
  if (!entry.login) return 'allow';
  if (!session) return 'sign-in';
  const refused: RouteDecision = entry.replacedByHomeWhenOff ? 'home' : 'forbidden';
  if (entry.feature && !featureOn(session.features, entry.feature)) return refused;
  if (entry.accessFlag && !session.flags[entry.accessFlag]) return refused;
  if (entry.createRole && !canCreateContent(session.role)) return 'forbidden';
  if (entry.ipCheck === 'none' || session.ipCheck === IpCheckState.PASSED) return 'allow';
  const orgAdmin = isAdminRole(session.role);
  if (orgAdmin && entry.ipCheck === 'admin-exempt') return 'allow';
  if (orgAdmin && session.ipCheck === IpCheckState.NOT_ALLOWED) return 'ip-settings';
  return 'ip-blocked';
}
