/**
 * Which start a visit takes (main.tsx). The sign-in page of a browser without a session — every
 * first visit — shows before the router has loaded: react-router is about 30 KB of gzip the form
 * does not need, and the first-visit budget (tests/bench/portal.ts) counts every script requested
 * before the form is usable. Every other address, and `/` with a stored session (its loader sends
 * a signed-in visitor on), starts with the router.
 */
import type { SafeStorage } from '@stepwise/bridge/storage';
import { hasStoredSession } from './session/local-keys';

export function opensOnFirstScreen(
  location: Pick<Location, 'pathname'> = window.location,
  storage?: Pick<SafeStorage, 'getItem'>,
): boolean {
  return location.pathname === '/' && !hasStoredSession(storage);
}
