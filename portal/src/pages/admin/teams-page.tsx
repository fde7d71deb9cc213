/**
 * /admin/teams (issue 25; 000 §2): the teams the caller administers (organisation-wide ones for
 * org admins, workspace teams for workspace admins) — create, rename, delete after a confirm,
 * and members (team-members-dialog.tsx), on the existing /v1/teams routes.
 */
import { createTeam, deleteTeam, listTeams, renameTeam } from '@stepwise/api';
import { isAdminRole, type Team } from '@stepwise/core';
import { Alert, Button, Spinner } from '@stepwise/ui';
import { useId, useState } from 'react';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLoad } from '../../lib/use-load';
import { useT } from '../../shell/i18n';
import { useShellSession } from '../../shell/use-shell-session';
import { NameDialog } from './name-dialog';
import { TeamMembersDialog } from './team-members-dialog';

type Editing =
  | { kind: 'create' }
  | { kind: 'rename'; team: Team }
  | { kind: 'delete'; team: Team }
  | { kind: 'members'; team: Team };

export function AdminTeamsPage() {
  const t = useT();
  const session = useShellSession();
  const workspaceFieldId = useId();
  const [load, reload] = useLoad('admin-teams', () => listTeams(api));
  const [editing, setEditing] = useState<Editing | null>(null);
  const orgAdmin = isAdminRole(session.role);
  const workspaces = session.groups
    .flatMap((g) => g.workspaces ?? [])
    .filter((ws) => orgAdmin || session.profile.roles[ws.id] === 'admin-group');
  const workspaceName = new Map(workspaces.map((w) => [w.id, w.name]));
  const mayChange = (team: Team) =>
    orgAdmin || (team.workspaceId !== null && workspaceName.has(team.workspaceId));
  const [newWorkspace, setNewWorkspace] = useState<string>(
    orgAdmin ? '' : (workspaces[0]?.id ?? ''),
  );

  return (
    <section data-testid="admin-teams-page">
      <header className="page-header">
        <h1>{t('admin.teams.title')}</h1>
        <div className="header-buttons">
          <button
            type="button"
            className="primary"
            data-testid="team-create"
            disabled={!orgAdmin && workspaces.length === 0}
            onClick={() => setEditing({ kind: 'create' })}
          >
            {t('admin.teams.create')}
          </button>
        </div>
      </header>
      {load.state === 'loading' && (
        <p role="status">
          <Spinner size="sm" label={t('admin.teams.loading')} /> {t('admin.teams.loading')}
        </p>
      )}
      {load.state === 'error' && (
        <Alert
          tone="danger"
          title={t('admin.teams.loadFailed')}
          action={<Button onClick={reload}>{t('common.retry')}</Button>}
        >
          {load.message}
        </Alert>
      )}
      {load.state === 'ready' && load.value.filter(mayChange).length === 0 && (
        <p className="empty" role="status" data-testid="teams-empty">
          {t('admin.teams.empty')}
        </p>
      )}
      {load.state === 'ready' && load.value.filter(mayChange).length > 0 && (
        <table className="admin-table" data-testid="teams-table">
          <caption className="visually-hidden">{t('admin.teams.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.name')}</th>
              <th scope="col">{t('admin.teams.workspace')}</th>
              <th scope="col">{t('admin.teams.members')}</th>
              <th scope="col">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {load.value.filter(mayChange).map((team) => (
              <tr key={team.id} data-testid="team-row">
                <th scope="row">{team.name}</th>
                <td>
                  {team.workspaceId
                    ? (workspaceName.get(team.workspaceId) ?? '—')
                    : t('admin.teams.organisation')}
                </td>
                <td>{team.memberIds.length}</td>
                <td className="row-buttons">
                  <button
                    type="button"
                    aria-label={t('admin.teams.membersOf', { name: team.name })}
                    data-testid="team-members"
                    onClick={() => setEditing({ kind: 'members', team })}
                  >
                    {t('admin.teams.members')}
                  </button>
                  <button
                    type="button"
                    aria-label={t('admin.renameNamed', { name: team.name })}
                    onClick={() => setEditing({ kind: 'rename', team })}
                  >
                    {t('admin.rename')}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={t('admin.deleteNamed', { name: team.name })}
                    onClick={() => setEditing({ kind: 'delete', team })}
                  >
                    {t('admin.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing?.kind === 'create' && (
        <NameDialog
          title={t('admin.teams.create')}
          label={t('admin.name')}
          submitLabel={t('admin.create')}
          testId="team-create-dialog"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await createTeam(api, { name, workspaceId: newWorkspace || null });
            reload();
          }}
        >
          <label htmlFor={workspaceFieldId}>{t('admin.teams.workspace')}</label>
          <select
            id={workspaceFieldId}
            value={newWorkspace}
            onChange={(e) => setNewWorkspace(e.target.value)}
          >
            {orgAdmin && <option value="">{t('admin.teams.organisation')}</option>}
            {workspaces.map((ws) => (
              <option key={ws.id} value={ws.id}>
                {ws.name}
              </option>
            ))}
          </select>
        </NameDialog>
      )}
      {editing?.kind === 'rename' && (
        <NameDialog
          title={t('admin.renameNamed', { name: editing.team.name })}
          label={t('admin.name')}
          initial={editing.team.name}
          submitLabel={t('common.save')}
          testId="team-rename-dialog"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await renameTeam(api, editing.team.id, name);
            reload();
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.deleteNamed', { name: editing.team.name })}
          message={t('admin.teams.deleteConfirm', { name: editing.team.name })}
          confirmLabel={t('admin.delete')}
          danger
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            await deleteTeam(api, editing.team.id);
            reload();
          }}
        />
      )}
      {editing?.kind === 'members' && (
        <TeamMembersDialog team={editing.team} onSaved={reload} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
