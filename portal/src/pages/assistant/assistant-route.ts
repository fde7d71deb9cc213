/**
 * The assistant's two routes (000 §2 "/maven and /smart-assist, two routes to the assistant
 * screen") as pure rules: which path the organisation's setting shows (000 §6: Smart Assist takes
 * precedence over Ask Maven), and where the other one goes. A session with neither enabled never
 * gets here: the route map's guard replaces both with /home (000 §4).
 */
import { assistantEntry, type AssistantEntry, type FeatureFlags } from '@stepwise/core';

export const ASSISTANT_PATHS: Readonly<Record<AssistantEntry, string>> = {
  maven: '/maven',
  'smart-assist': '/smart-assist',
};

/** The assistant a path opens, or null for any other page (trailing slashes and case ignored). */
export function assistantOfPath(pathname: string): AssistantEntry | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === ASSISTANT_PATHS.maven) return 'maven';
  if (path === ASSISTANT_PATHS['smart-assist']) return 'smart-assist';
  return null;
}

/**
 * Where an assistant path should go instead, or null to show it: the route of the other
 * assistant opens the one the organisation has (its query kept), so a bookmark of /maven still
 * works after an admin turns on Smart Assist.
 */
export function assistantRedirect(
  pathname: string,
  search: string,
  features: FeatureFlags,
): string | null {
  const asked = assistantOfPath(pathname);
  const shown = assistantEntry(features);
  if (!asked || !shown || asked === shown) return null;
  return ASSISTANT_PATHS[shown] + search;
}
