import { logout } from '@stepwise/api';
import { displayName } from '@stepwise/core';
import { useEffect, useState, type FormEvent } from 'react';
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import { api } from '../api';
import { t } from '../i18n/t';
import { hasCreateRole } from '../lib/permissions';
import { paths } from '../paths';
import { uploads } from '../uploads/use-uploads';
import { useAppData } from './app-data';

/** The shell: side menu (000 §2 "Application shell", minimal) and the page. */
export function AppLayout() {
  const { profile, groups } = useAppData();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  // Uploads a reload interrupted come back for resume, whatever page opens first.
  useEffect(() => {
    void uploads.restore();
  }, []);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const text = keyword.trim();
    if (text) void navigate(paths.explorerSearch(text));
  };
  const signOut = async () => {
    await logout(api).catch(() => undefined);
    void navigate(paths.signIn);
  };

  return (
    <div className="shell">
      <header className="shell-header">
        <span className="logo">{t('app.name')}</span>
        <span className="who" data-testid="current-user">
          {displayName(profile) || profile.email}
        </span>
        <button type="button" className="link-button" onClick={() => void signOut()}>
          {t('signOut')}
        </button>
      </header>
      <nav className="side-menu" aria-label={t('nav.label')}>
        <ul className="menu-items">
          <li>
            <NavLink to={paths.home}>{t('nav.home')}</NavLink>
          </li>
          {hasCreateRole(profile) && (
            <li>
              <NavLink to={paths.ownedByMe}>{t('nav.ownedByMe')}</NavLink>
            </li>
          )}
        </ul>
        <form role="search" onSubmit={search} className="side-search">
          <label htmlFor="side-search">{t('nav.search')}</label>
          <input
            id="side-search"
            type="search"
            data-testid="side-search"
            value={keyword}
            maxLength={200}
            placeholder={t('nav.searchPlaceholder')}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </form>
        <h2 className="menu-heading">{t('nav.workspaces')}</h2>
        {groups.every((g) => (g.workspaces ?? []).length === 0) && (
          <p className="muted">{t('nav.noWorkspaces')}</p>
        )}
        {groups
          .filter((g) => (g.workspaces ?? []).length > 0)
          .map((group) => (
            <section key={group.id} aria-label={group.name} className="menu-group">
              <h3>{group.name}</h3>
              <ul>
                {(group.workspaces ?? []).map((ws) => (
                  <li key={ws.id}>
                    <NavLink to={paths.workspace(ws.id)} data-color={ws.color}>
                      <span className={`swatch swatch-${ws.color}`} aria-hidden="true" />
                      {ws.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </nav>
      <main className="page" aria-busy={navigation.state === 'loading'}>
        {navigation.state === 'loading' && (
          <div className="top-progress" role="status">
            {t('app.loading')}
          </div>
        )}
        <Outlet />
      </main>
    </div>
  );
}
