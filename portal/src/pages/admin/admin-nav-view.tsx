/**
 * The admin navigation as shown: a labelled list of links with the current page marked
 * (aria-current), and on narrow screens a select of the same items (admin-layout.css).
 */
import { useId } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useT } from '../../shell/i18n';
import { currentAdminItem, type AdminNavItem } from './admin-nav';

export function AdminNav({ items }: { items: readonly AdminNavItem[] }) {
  const t = useT();
  const selectId = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = currentAdminItem(items, pathname);
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')} data-testid="admin-nav">
      <ul className="admin-nav-list">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.to}
              end
              aria-current={item === current ? 'page' : undefined}
              className={item === current ? 'active' : undefined}
              data-testid={`admin-nav-${item.to.replace(/^\/admin\/?/, '').replace(/\//g, '-') || 'overview'}`}
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="admin-nav-select">
        <label htmlFor={selectId} className="visually-hidden">
          {t('admin.nav.label')}
        </label>
        <select
          id={selectId}
          value={current?.to ?? ''}
          onChange={(e) => void navigate(e.target.value)}
          data-testid="admin-nav-select"
        >
          {!current && <option value="">{t('admin.nav.label')}</option>}
          {items.map((item) => (
            <option key={item.path} value={item.to}>
              {t(item.label)}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
