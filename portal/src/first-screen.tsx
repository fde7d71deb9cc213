/**
 * The first visit's sign-in page, shown before react-router has loaded (first-visit.ts): the page
 * and what lives with the session (session-effects.tsx), as under the route tree's root. When the
 * page leaves for another path, `leave` hands the window over to the router (main.tsx).
 */
import { useMemo } from 'react';
import { AuthNavigationContext, type AuthNavigation } from './pages/auth/auth-navigation';
import { SignInPage } from './pages/auth/sign-in-page';
import { session } from './session/session';
import { SessionEffects } from './session/session-effects';
import { SessionContext } from './session/use-session';

export function FirstScreen(props: { leave: AuthNavigation['navigate'] }) {
  const { leave } = props;
  const navigation = useMemo<AuthNavigation>(
    // The address does not change while this screen shows: leaving it is the router's start.
    () => ({ searchParams: new URLSearchParams(window.location.search), navigate: leave }),
    [leave],
  );
  return (
    <SessionContext value={session}>
      <AuthNavigationContext value={navigation}>
        <SignInPage />
      </AuthNavigationContext>
      <SessionEffects />
    </SessionContext>
  );
}
