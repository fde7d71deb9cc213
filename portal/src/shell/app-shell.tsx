// The design tokens; main.tsx should import them too (before styles.css) for the public screens.
import '@stepwise/ui/tokens.css';
import { lazy, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { ASSISTANT_PATHS, assistantOfPath } from '../pages/assistant/assistant-route';
import { LazyAssistant } from '../pages/assistant/lazy-assistant';
import { isAnalyticsPath } from '../pages/analytics/report-path';
import { ReportMenu } from '../pages/analytics/report-menu';
import { uploads } from '../uploads/use-uploads';
import { assistantButton, hasAdminMarker, sideMenuItems } from './gating';
import { useT } from './i18n';
import { AppHeader } from './app-header';
import { SideMenuItems } from './side-menu';
import { Icon } from './icons';
import { DRAWER_QUERY, useDrawer } from './use-drawer';
import { inIframe, useMediaQuery } from './use-media-query';
import { restoreTheme } from './theme';
import { useShellSession } from './use-shell-session';
import { WorkspaceMenu } from './workspace-menu';

// 000 §2: on the assistant pages the side menu is the chat list (loaded with the page's code).
const AssistantSideMenu = lazy(() => import('../pages/assistant/assistant-side-menu'));

// The remembered theme before the shell's first paint, in case start-up did not apply it.
if (!document.documentElement.dataset.theme) restoreTheme();

/**
 * The signed-in layout (000 §2 "Application shell"): header, side menu (not in an iframe) and
 * the page. The route above it guarantees a signed-in, IP-checked session. Below 1024 px the
 * side menu is a drawer behind a menu button in the header (use-drawer.ts), so a phone's first
 * screen is the page.
 */
export function AppShell() {
  const session = useShellSession();
  const t = useT();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const onAssistantPage = assistantOfPath(pathname) !== null;
  // 000 §2: on analytics pages the side menu is the report menu (issue 25).
  const onAnalyticsPage = isAnalyticsPath(pathname);
  const framed = inIframe();
  const assistant = assistantButton(session.features);
  const adminMarker = hasAdminMarker(session.role);
  const narrow = useMediaQuery(DRAWER_QUERY);
  const { open: drawerOpen, toggle, buttonRef, panelRef } = useDrawer(narrow && !framed);
  const menuLabel = drawerOpen ? t('shell.side.close') : t('shell.side.open');

  // Uploads a reload interrupted come back for resume, whatever page opens first.
  useEffect(() => {
    void uploads.restore();
  }, []);
  // 000 §6: an admin marker on the page body for admins, workspace admins and publishers.
  useEffect(() => {
    document.body.classList.toggle('is-admin', adminMarker);
    return () => document.body.classList.remove('is-admin');
  }, [adminMarker]);

  return (
    <div className={framed ? 'shell shell-framed' : 'shell'} data-testid="app-shell">
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <AppHeader
        session={session}
        menu={
          narrow &&
          !framed && (
            <button
              ref={buttonRef}
              type="button"
              className="icon-button menu-button"
              aria-label={menuLabel}
              title={menuLabel}
              aria-expanded={drawerOpen}
              aria-controls="side-menu"
              data-testid="side-menu-button"
              onClick={toggle}
            >
              <Icon name={drawerOpen ? 'close' : 'menu'} />
            </button>
          )
        }
      />
      {narrow && drawerOpen && <div className="drawer-backdrop" aria-hidden="true" />}
      {!framed && (
        <nav
          ref={panelRef}
          id="side-menu"
          className="side-menu"
          aria-label={t('shell.side.label')}
          data-testid="side-menu"
          data-drawer={narrow || undefined}
          hidden={narrow && !drawerOpen}
        >
          {onAssistantPage ? (
            <LazyAssistant>
              <AssistantSideMenu />
            </LazyAssistant>
          ) : onAnalyticsPage ? (
            <ReportMenu skills={session.features.skills && session.flags.skills} />
          ) : (
            <>
              <SideMenuItems items={sideMenuItems(session)} />
              <WorkspaceMenu
                groups={session.groups}
                defaultGroupId={session.profile.organizationInfo.defaultGroup}
                reloadWorkspaces={session.reloadWorkspaces}
              />
              {assistant && (
                <div className="side-footer">
                  <Link
                    to={ASSISTANT_PATHS[assistant]}
                    className="assistant-button"
                    data-testid={`assistant-${assistant}`}
                  >
                    {assistant === 'smart-assist' ? t('shell.smartAssist') : t('shell.askMaven')}
                  </Link>
                </div>
              )}
            </>
          )}
        </nav>
      )}
      <main
        id="main-content"
        className="page"
        tabIndex={-1}
        aria-busy={navigation.state === 'loading'}
      >
        {navigation.state === 'loading' && (
          <div className="top-progress" role="status">
            {t('common.loading')}
          </div>
        )}
        <Outlet />
      </main>
    </div>
  );
}
