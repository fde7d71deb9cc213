/**
 * /home (000 §2, 002 §2): the greeting, the tabs the session may open, and the tab's page below.
 * /home itself shows the overview (the default tab).
 */
import { displayName } from '@stepwise/core';
import { NavLink, Outlet, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { useShellSession } from '../../shell/use-shell-session';
import { visibleHomeTabs } from './home-tabs';
import './home.css';

export function HomeLayout() {
  const session = useShellSession();
  const { pathname } = useLocation();
  const atRoot = pathname.replace(/\/+$/, '') === '/home';
  return (
    <section className="home-page" data-testid="home-page">
      <h1>
        {t('home.title', { name: displayName(session.profile) || (session.profile.email ?? '') })}
      </h1>
      <nav className="tabs home-tabs" aria-label={t('home.tabs')} data-testid="home-tabs">
        {visibleHomeTabs(session).map((tab) => (
          <NavLink
            key={tab.path}
            to={tab.path}
            end
            className={({ isActive }) =>
              isActive || (atRoot && tab.path === '/home/overview') ? 'tab active' : 'tab'
            }
            data-testid={tab.testId}
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
