import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CreateMenu } from './create-menu';
import { createMenuItems, showInviteButton } from './gating';
import { useT } from './i18n';
import { InviteDialog } from './invite-dialog';
import { NotificationBell } from './notification-bell';
import { ThemeSwitch } from './theme-switch';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';
import type { ShellSession } from './use-shell-session';
import { UserMenu } from './user-menu';
import { Icon } from './icons';

/**
 * The header (000 §2): logo, theme switch, invite-user button (not on mobile), create dropdown,
 * search button (to explorer search), notification bell, avatar with the user menu.
 */
export function AppHeader({ session, menu }: { session: ShellSession; menu?: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [inviting, setInviting] = useState(false);
  const invite = showInviteButton(session, { pathname, mobile });
  return (
    <header className="shell-header" data-testid="shell-header">
      {menu}
      <Link to="/home" className="logo" data-testid="logo" aria-label={t('shell.logo')}>
        <span className="logo-mark" aria-hidden="true">
          ◆
        </span>
        <span className="logo-text">Stepwise</span>
      </Link>
      <div className="header-actions">
        <ThemeSwitch />
        {invite && (
          <button type="button" data-testid="invite-user" onClick={() => setInviting(true)}>
            {t('shell.invite.button')}
          </button>
        )}
        <CreateMenu items={createMenuItems(session)} languageCode={session.profile.locale} />
        <button
          type="button"
          className="icon-button"
          data-testid="header-search"
          aria-label={t('shell.search')}
          title={t('shell.search')}
          onClick={() => void navigate('/explorer-search-main')}
        >
          <Icon name="search" />
        </button>
        <NotificationBell />
        <UserMenu profile={session.profile} onLogout={() => void session.logout()} />
      </div>
      {inviting && <InviteDialog session={session} onClose={() => setInviting(false)} />}
    </header>
  );
}
