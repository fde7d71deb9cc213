/**
 * The root of the route tree: gives every screen the session (SessionContext), and runs what
 * lives as long as the session does (session-effects.tsx).
 */
import { Outlet } from 'react-router';
import { session } from './session';
import { SessionEffects } from './session-effects';
import { SessionContext } from './use-session';

export function SessionRoot() {
  return (
    <SessionContext value={session}>
      <Outlet />
      <SessionEffects />
    </SessionContext>
  );
}
