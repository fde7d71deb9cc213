import type { WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import { Link, useLoaderData } from 'react-router';
import { useT } from '../../shell/i18n';
import { WorkspacesTable } from './workspaces-table';

/** /admin/workspaces: every workspace of the organisation. */
export function AdminWorkspacesPage() {
  const t = useT();
  const groups = useLoaderData<WorkspaceGroupWithWorkspaces[]>();
  return (
    <section data-testid="admin-workspaces-page">
      <header className="page-header">
        <h1>{t('admin.workspaces.title')}</h1>
        <Link to="/admin/workspace-groups" data-testid="admin-groups-link">
          {t('admin.groups.title')}
        </Link>
      </header>
      <WorkspacesTable groups={groups} />
    </section>
  );
}
