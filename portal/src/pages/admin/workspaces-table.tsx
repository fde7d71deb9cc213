import {
  createWorkspace,
  deleteWorkspace,
  updateWorkspace,
  type WorkspaceGroupWithWorkspaces,
} from '@stepwise/api';
import {
  DEFAULT_WORKSPACE_COLOR,
  sortWorkspaces,
  WORKSPACE_COLORS,
  type Workspace,
  type WorkspaceColor,
  type WorkspaceUpdate,
} from '@stepwise/core';
import { useId, useState } from 'react';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { messageOf } from '../../i18n/t';
import { useT, type MessageKey } from '../../shell/i18n';
import { useAdminContext } from './admin-data';
import { ApprovalSettingsDialog } from './approval/approval-settings-dialog';
import { NameDialog } from './name-dialog';

export const COLOUR_LABELS: Record<WorkspaceColor, MessageKey> = {
  red: 'admin.colour.red',
  purple: 'admin.colour.purple',
  green: 'admin.colour.green',
  blue: 'admin.colour.blue',
  yellow: 'admin.colour.yellow',
};

type Editing =
  | { kind: 'create' }
  | { kind: 'rename'; workspace: Workspace }
  | { kind: 'delete'; workspace: Workspace }
  | { kind: 'approval'; workspace: Workspace };

/**
 * Workspaces with their colour, private flag and group, each changed in place (PATCH
 * /v1/workspaces/{id}); create, rename and delete in dialogs. `onlyGroup` narrows the table to
 * one group (the group page) and preselects it for new workspaces.
 */
export function WorkspacesTable({
  groups,
  onlyGroup,
}: {
  groups: readonly WorkspaceGroupWithWorkspaces[];
  onlyGroup?: string;
}) {
  const t = useT();
  const { canManage, refresh, sortGroups, session } = useAdminContext();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const sortedGroups = sortGroups(groups);
  const shown = sortWorkspaces(
    sortedGroups
      .filter((g) => !onlyGroup || g.id === onlyGroup)
      .flatMap((g) => (g.workspaces ?? []).map((ws) => ({ ...ws, workspaceGroupName: g.name }))),
  );

  const change = async (ws: Workspace, update: WorkspaceUpdate) => {
    setBusy(ws.id);
    setError(null);
    try {
      await updateWorkspace(api, ws.id, update);
      await refresh();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {canManage && (
        <div className="tab-toolbar">
          <button
            type="button"
            className="primary"
            data-testid="workspace-create"
            disabled={sortedGroups.length === 0}
            onClick={() => setEditing({ kind: 'create' })}
          >
            {t('admin.workspaces.create')}
          </button>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="workspaces-error">
          {error}
        </p>
      )}
      {notice && (
        <p className="hint" role="status" data-testid="workspaces-notice">
          {notice}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="empty">{t('shell.workspaces.none')}</p>
      ) : (
        <table className="admin-table" data-testid="workspaces-table">
          <caption className="visually-hidden">{t('admin.workspaces.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.name')}</th>
              <th scope="col">{t('admin.workspaces.colour')}</th>
              <th scope="col">{t('admin.workspaces.private')}</th>
              <th scope="col">{t('admin.workspaces.group')}</th>
              <th scope="col">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((ws) => (
              <tr key={ws.id} data-testid={`workspace-row-${ws.id}`} aria-busy={busy === ws.id}>
                <th scope="row">
                  <span className={`swatch swatch-${ws.color}`} aria-hidden="true" />
                  {ws.name}
                </th>
                <td>
                  <select
                    aria-label={t('admin.workspaces.colourOf', { name: ws.name })}
                    data-testid={`workspace-colour-${ws.id}`}
                    value={ws.color}
                    disabled={busy === ws.id}
                    onChange={(e) => void change(ws, { color: e.target.value as WorkspaceColor })}
                  >
                    {WORKSPACE_COLORS.map((c) => (
                      <option key={c} value={c}>
                        {t(COLOUR_LABELS[c])}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="checkbox"
                    className="checkbox"
                    aria-label={t('admin.workspaces.privateOf', { name: ws.name })}
                    data-testid={`workspace-private-${ws.id}`}
                    checked={ws.private}
                    disabled={!canManage || busy === ws.id}
                    onChange={(e) => void change(ws, { private: e.target.checked })}
                  />
                </td>
                <td>
                  <select
                    aria-label={t('admin.workspaces.groupOf', { name: ws.name })}
                    data-testid={`workspace-group-${ws.id}`}
                    value={ws.workspaceGroupId}
                    disabled={!canManage || busy === ws.id}
                    onChange={(e) => void change(ws, { workspaceGroupId: e.target.value })}
                  >
                    {sortedGroups.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="row-buttons">
                  <button
                    type="button"
                    data-testid={`workspace-rename-${ws.id}`}
                    aria-label={t('admin.renameNamed', { name: ws.name })}
                    onClick={() => setEditing({ kind: 'rename', workspace: ws })}
                  >
                    {t('admin.rename')}
                  </button>
                  <button
                    type="button"
                    data-testid={`workspace-approval-${ws.id}`}
                    aria-label={t('approval.settings.actionOf', { name: ws.name })}
                    onClick={() => setEditing({ kind: 'approval', workspace: ws })}
                  >
                    {t('approval.settings.action')}
                  </button>
                  {canManage && (
                    <button
                      type="button"
                      className="danger"
                      data-testid={`workspace-delete-${ws.id}`}
                      aria-label={t('admin.deleteNamed', { name: ws.name })}
                      onClick={() => setEditing({ kind: 'delete', workspace: ws })}
                    >
                      {t('admin.delete')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing?.kind === 'create' && (
        <CreateWorkspaceDialog
          groups={sortedGroups}
          initialGroup={onlyGroup ?? sortedGroups[0]?.id ?? ''}
          onClose={() => setEditing(null)}
          onCreated={refresh}
        />
      )}
      {editing?.kind === 'rename' && (
        <NameDialog
          title={t('admin.renameNamed', { name: editing.workspace.name })}
          label={t('admin.name')}
          initial={editing.workspace.name}
          submitLabel={t('common.save')}
          testId="workspace-rename-dialog"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await updateWorkspace(api, editing.workspace.id, { name });
            await refresh();
          }}
        />
      )}
      {editing?.kind === 'approval' && (
        <ApprovalSettingsDialog
          workspace={editing.workspace}
          enabled={session.features.approvalWorkflows}
          onClose={() => setEditing(null)}
          onSaved={(workflow) => {
            const name = editing.workspace.name;
            setNotice(
              t(workflow ? 'approval.settings.saved' : 'approval.settings.deleted', { name }),
            );
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.deleteNamed', { name: editing.workspace.name })}
          message={t('admin.workspaces.deleteConfirm', { name: editing.workspace.name })}
          confirmLabel={t('admin.delete')}
          danger
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            await deleteWorkspace(api, editing.workspace.id);
            await refresh();
          }}
        />
      )}
    </>
  );
}

function CreateWorkspaceDialog({
  groups,
  initialGroup,
  onClose,
  onCreated,
}: {
  groups: readonly WorkspaceGroupWithWorkspaces[];
  initialGroup: string;
  onClose: () => void;
  onCreated: () => Promise<void>;
}) {
  const t = useT();
  const ids = { group: useId(), colour: useId(), private: useId() };
  const [group, setGroup] = useState(initialGroup);
  const [colour, setColour] = useState<WorkspaceColor>(DEFAULT_WORKSPACE_COLOR);
  const [isPrivate, setPrivate] = useState(false);
  return (
    <NameDialog
      title={t('admin.workspaces.create')}
      label={t('admin.name')}
      submitLabel={t('admin.create')}
      testId="workspace-create-dialog"
      onClose={onClose}
      onSubmit={async (name) => {
        await createWorkspace(api, {
          name,
          workspaceGroupId: group,
          color: colour,
          private: isPrivate,
        });
        await onCreated();
      }}
    >
      <label htmlFor={ids.group}>{t('admin.workspaces.group')}</label>
      <select
        id={ids.group}
        data-testid="workspace-create-dialog-group"
        value={group}
        onChange={(e) => setGroup(e.target.value)}
      >
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.colour}>{t('admin.workspaces.colour')}</label>
      <select
        id={ids.colour}
        data-testid="workspace-create-dialog-colour"
        value={colour}
        onChange={(e) => setColour(e.target.value as WorkspaceColor)}
      >
        {WORKSPACE_COLORS.map((c) => (
          <option key={c} value={c}>
            {t(COLOUR_LABELS[c])}
          </option>
        ))}
      </select>
      <label className="checkbox-label" htmlFor={ids.private}>
        <input
          id={ids.private}
          type="checkbox"
          className="checkbox"
          data-testid="workspace-create-dialog-private"
          checked={isPrivate}
          onChange={(e) => setPrivate(e.target.checked)}
        />{' '}
        {t('admin.workspaces.private')}
      </label>
    </NameDialog>
  );
}
