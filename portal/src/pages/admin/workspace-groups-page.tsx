import {
  createWorkspaceGroup,
  deleteWorkspaceGroup,
  updateWorkspaceGroup,
  type WorkspaceGroupWithWorkspaces,
} from '@stepwise/api';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { messageOf } from '../../i18n/t';
import { paths } from '../../paths';
import { useT } from '../../shell/i18n';
import { useAdminContext } from './admin-data';
import { NameDialog } from './name-dialog';
import { moveGroup } from './reorder';

type Editing =
  | { kind: 'create' }
  | { kind: 'rename'; group: WorkspaceGroupWithWorkspaces }
  | { kind: 'delete'; group: WorkspaceGroupWithWorkspaces };

/** /admin/workspace-groups: create, rename, reorder and delete workspace groups. */
export function WorkspaceGroupsPage() {
  const t = useT();
  const loaded = useLoaderData<WorkspaceGroupWithWorkspaces[]>();
  const { session, canManage, refresh, sortGroups } = useAdminContext();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const defaultId = session.profile.organizationInfo.defaultGroup;
  const groups = sortGroups(loaded);
  // The default group is pinned first (002 §5); the others are ordered by priority.
  const movable = groups.filter((g) => g.id !== defaultId);

  const move = async (id: string, direction: -1 | 1) => {
    const changes = moveGroup(movable, id, direction);
    if (changes.length === 0 || moving) return;
    setMoving(true);
    setError(null);
    try {
      for (const change of changes) {
        await updateWorkspaceGroup(api, change.id, { priority: change.priority });
      }
    } catch (err) {
      setError(messageOf(err));
    } finally {
      await refresh().catch(() => undefined);
      setMoving(false);
    }
  };

  return (
    <section data-testid="admin-workspace-groups-page">
      <header className="page-header">
        <h1>{t('admin.groups.title')}</h1>
        <div className="header-buttons">
          <Link to="/admin/workspaces" data-testid="admin-workspaces-link">
            {t('admin.workspaces.title')}
          </Link>
          {canManage && (
            <Link to={paths.adminUsers} data-testid="admin-users-link">
              {t('users.title')}
            </Link>
          )}
          {canManage && (
            <button
              type="button"
              className="primary"
              data-testid="group-create"
              onClick={() => setEditing({ kind: 'create' })}
            >
              {t('admin.groups.create')}
            </button>
          )}
        </div>
      </header>
      {error && (
        <p className="form-error" role="alert" data-testid="groups-error">
          {error}
        </p>
      )}
      {groups.length === 0 ? (
        <p className="empty">{t('admin.groups.empty')}</p>
      ) : (
        <table className="admin-table" data-testid="groups-table">
          <caption className="visually-hidden">{t('admin.groups.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.name')}</th>
              <th scope="col">{t('admin.groups.workspaceCount')}</th>
              {canManage && <th scope="col">{t('admin.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => {
              const index = movable.findIndex((g) => g.id === group.id);
              const isDefault = group.id === defaultId;
              return (
                <tr key={group.id} data-testid={`group-row-${group.id}`}>
                  <th scope="row">
                    <Link to={`/admin/workspace-group/${encodeURIComponent(group.id)}`}>
                      {group.name}
                    </Link>{' '}
                    {isDefault && <span className="badge">{t('admin.groups.default')}</span>}
                  </th>
                  <td>{(group.workspaces ?? []).length}</td>
                  {canManage && (
                    <td className="row-buttons">
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('admin.groups.moveUp', { name: group.name })}
                        title={t('admin.groups.moveUp', { name: group.name })}
                        data-testid={`group-up-${group.id}`}
                        disabled={isDefault || index <= 0 || moving}
                        onClick={() => void move(group.id, -1)}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('admin.groups.moveDown', { name: group.name })}
                        title={t('admin.groups.moveDown', { name: group.name })}
                        data-testid={`group-down-${group.id}`}
                        disabled={isDefault || index === movable.length - 1 || moving}
                        onClick={() => void move(group.id, 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                      <button
                        type="button"
                        data-testid={`group-rename-${group.id}`}
                        aria-label={t('admin.renameNamed', { name: group.name })}
                        onClick={() => setEditing({ kind: 'rename', group })}
                      >
                        {t('admin.rename')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        data-testid={`group-delete-${group.id}`}
                        aria-label={t('admin.deleteNamed', { name: group.name })}
                        onClick={() => setEditing({ kind: 'delete', group })}
                      >
                        {t('admin.delete')}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing?.kind === 'create' && (
        <NameDialog
          title={t('admin.groups.create')}
          label={t('admin.name')}
          submitLabel={t('admin.create')}
          testId="group-create-dialog"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await createWorkspaceGroup(api, { name, locale: session.profile.locale });
            await refresh();
          }}
        />
      )}
      {editing?.kind === 'rename' && (
        <NameDialog
          title={t('admin.renameNamed', { name: editing.group.name })}
          label={t('admin.name')}
          initial={editing.group.name}
          submitLabel={t('common.save')}
          testId="group-rename-dialog"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await updateWorkspaceGroup(api, editing.group.id, { name });
            await refresh();
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.deleteNamed', { name: editing.group.name })}
          message={t('admin.groups.deleteConfirm', { name: editing.group.name })}
          confirmLabel={t('admin.delete')}
          danger
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            await deleteWorkspaceGroup(api, editing.group.id);
            await refresh();
          }}
        />
      )}
    </section>
  );
}
