/**
 * How the sign-in page moves on, without depending on the router: on a first visit the page is
 * shown before react-router has loaded (first-screen.tsx; the first-visit budget of
 * tests/bench/portal.ts), inside the router it is the `/` route (routed-sign-in-page.tsx). Each
 * gives the page the same two things through this context: the query of the address and a
 * `navigate` that leaves the page.
 */
import { createContext, use, type MouseEvent, type ReactNode } from 'react';

export interface AuthNavigation {
  /** The query of the page's address (`redirect`, `expired`). */
  searchParams: URLSearchParams;
  /** Opens a path of the portal; settles once the next screen is under way. */
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

/** Without a provider (unit tests): the address bar as it is, and a full page load. */
const byLocation: AuthNavigation = {
  get searchParams() {
    return new URLSearchParams(window.location.search);
  },
  navigate(to, options) {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
    return Promise.resolve();
  },
};

export const AuthNavigationContext = createContext<AuthNavigation>(byLocation);

export function useAuthNavigation(): AuthNavigation {
  return use(AuthNavigationContext);
}

/** A plain click that the page may handle itself (not a new tab or window, not a download). */
function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** A link to a path of the portal: a real `href` (new tab, copy link), navigated in the page. */
export function AuthLink(props: {
  to: string;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}) {
  const { navigate } = useAuthNavigation();
  const { to, children, ...rest } = props;
  return (
    <a
      {...rest}
      href={to}
      onClick={(e) => {
        if (e.defaultPrevented || !isPlainClick(e)) return;
        e.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </a>
  );
}
