/**
 * The sign-in page as the router's `/` route: its navigation is react-router's (see
 * auth-navigation.tsx for the first visit's, before the router has loaded).
 */
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthNavigationContext, type AuthNavigation } from './auth-navigation';
import { SignInPage } from './sign-in-page';

export function RoutedSignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const navigation = useMemo<AuthNavigation>(
    () => ({
      searchParams,
      navigate: async (to, options) => navigate(to, options),
    }),
    [navigate, searchParams],
  );
  return (
    <AuthNavigationContext value={navigation}>
      <SignInPage />
    </AuthNavigationContext>
  );
}
