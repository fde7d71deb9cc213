/**
 * A user's role in each workspace (issue 25; 000 §6 "roles per workspace"): every workspace of
 * the organisation with a select (not a member, viewer, publisher, workspace admin); saving
 * sends only the workspaces changed (PUT /v1/admin/users/:id/workspace-roles).
 */
import {
  getWorkspaceRoles,
  setWorkspaceRoles,
  type WorkspaceGroupWithWorkspaces,
} from '@stepwise/api';
import type { OrgUser } from '@stepwise/core';
import { Spinner } from '@stepwise/ui';
import { useState } from 'react';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { messageOf } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { useT } from '../../shell/i18n';
import { ROLE_LABEL } from './users-view';

type Choice = 'none' | 'viewer' | 'publisher' | 'admin-group';
const CHOICES: Choice[] = ['none', 'viewer', 'publisher', 'admin-group'];

export function WorkspaceRolesDialog({
  user,
  groups,
  onClose,
}: {
  user: OrgUser;
  groups: readonly WorkspaceGroupWithWorkspaces[];
  onClose: () => void;
}) {
  const t = useT();
  const [load] = useLoad(`roles-${user.id}`, () => getWorkspaceRoles(api, user.id));
  const [changed, setChanged] = useState<Record<string, Choice>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const workspaces = groups.flatMap((g) => g.workspaces ?? []);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await setWorkspaceRoles(api, user.id, changed);
      onClose();
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('admin.users.rolesOf', { name: user.displayName })}
      onClose={onClose}
      testId="workspace-roles-dialog"
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={busy || load.state !== 'ready' || Object.keys(changed).length === 0}
            data-testid="workspace-roles-save"
            onClick={() => void save()}
          >
            {t('common.save')}
          </button>
        </>
      }
    >
      {load.state === 'loading' && <Spinner size="sm" label={t('admin.users.rolesLoading')} />}
      {load.state === 'error' && (
        <p className="form-error" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <table className="admin-table">
          <caption className="visually-hidden">{t('admin.users.roles')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.nav.workspaces')}</th>
              <th scope="col">{t('users.role')}</th>
            </tr>
          </thead>
          <tbody>
            {workspaces.map((ws) => {
              const value = changed[ws.id] ?? load.value.roles[ws.id] ?? 'none';
              return (
                <tr key={ws.id}>
                  <th scope="row">{ws.name}</th>
                  <td>
                    <select
                      aria-label={t('admin.users.roleIn', { workspace: ws.name })}
                      value={value}
                      data-testid={`workspace-role-${ws.id}`}
                      onChange={(e) =>
                        setChanged((c) => ({ ...c, [ws.id]: e.target.value as Choice }))
                      }
                    >
                      {CHOICES.map((c) => (
                        <option key={c} value={c}>
                          {c === 'none' ? t('admin.users.noRole') : t(ROLE_LABEL[c])}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="workspace-roles-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
