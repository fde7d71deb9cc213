/** The admin section's layout (issue 25): its navigation beside the page. */
import { Outlet } from 'react-router';
import { useShellSession } from '../../shell/use-shell-session';
import { AdminNav } from './admin-nav-view';
import { adminNavItems } from './admin-nav';
import './admin-layout.css';

export function AdminLayout() {
  const session = useShellSession();
  return (
    <div className="admin-layout" data-testid="admin-layout">
      <AdminNav items={adminNavItems(session)} />
      <div className="admin-layout-page">
        <Outlet />
      </div>
    </div>
  );
}
