import type { WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import { Link, useLoaderData, useParams } from 'react-router';
import { useT } from '../../shell/i18n';
import { WorkspacesTable } from './workspaces-table';

/** /admin/workspace-group/{workspaceGroupId}: one group's workspaces. */
export function AdminWorkspaceGroupPage() {
  const t = useT();
  const { workspaceGroupId = '' } = useParams();
  const groups = useLoaderData<WorkspaceGroupWithWorkspaces[]>();
  const group = groups.find((g) => g.id === workspaceGroupId);
  return (
    <section data-testid="admin-workspace-group-page">
      <header className="page-header">
        <h1>{group ? group.name : t('shell.workspaces.groupNotFound')}</h1>
        <Link to="/admin/workspace-groups" data-testid="admin-groups-link">
          {t('admin.groups.back')}
        </Link>
      </header>
      {group && <WorkspacesTable groups={groups} onlyGroup={group.id} />}
    </section>
  );
}
