import { NavLink, useLocation } from 'react-router';
import type { SideItem } from './gating';
import { useT, type MessageKey } from './i18n';

const ITEMS: Record<SideItem, { label: MessageKey; to: string | null; icon: string }> = {
  home: { label: 'shell.side.home', to: '/home', icon: '⌂' },
  ownedByMe: { label: 'shell.side.ownedByMe', to: '/owned-by-me', icon: '◧' },
  skills: { label: 'shell.side.skills', to: '/skill/home', icon: '★' },
  tasks: { label: 'shell.side.tasks', to: '/task/list', icon: '☑' },
  governance: { label: 'shell.side.governance', to: '/governance', icon: '⚖' },
  analytics: { label: 'shell.side.analytics', to: '/analytics', icon: '▤' },
  dataHub: { label: 'shell.side.dataHub', to: '/data-hub', icon: '⛁' },
  admin: { label: 'shell.side.admin', to: '/admin/', icon: '⚙' },
};

/** Items that stay highlighted on the pages under them (the skill and task players, builders). */
const ACTIVE_UNDER: Partial<Record<SideItem, string[]>> = {
  admin: ['/admin'],
  analytics: ['/analytics'],
  skills: ['/skill'],
  tasks: ['/task'],
};

/**
 * The side menu's items, already gated (gating.ts). Items whose screens arrive in later issues
 * stay visible, so the gating shows, but are disabled with a "coming soon" hint.
 */
export function SideMenuItems({ items }: { items: SideItem[] }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <ul className="menu-items" data-testid="side-menu-items">
      {items.map((item) => {
        const { label, to, icon } = ITEMS[item];
        const testId = `side-item-${item}`;
        return (
          <li key={item}>
            {to ? (
              <NavLink
                to={to}
                data-testid={testId}
                end={false}
                className={({ isActive }) =>
                  isActive || ACTIVE_UNDER[item]?.some((p) => pathname.startsWith(p))
                    ? 'active'
                    : undefined
                }
              >
                <span className="menu-icon" aria-hidden="true">
                  {icon}
                </span>
                {t(label)}
              </NavLink>
            ) : (
              <span
                className="menu-disabled"
                role="link"
                aria-disabled="true"
                tabIndex={0}
                title={t('shell.comingSoon')}
                data-testid={testId}
              >
                <span className="menu-icon" aria-hidden="true">
                  {icon}
                </span>
                {t(label)}
                <span className="visually-hidden"> ({t('shell.comingSoon')})</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
