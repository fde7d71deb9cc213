/**
 * /admin/users (000 §2; issues 14 and 25): the organisation's users for its admins, searchable by
 * name, email or employee ID, filtered by kind (the four kinds of 000 §6) and status, with each
 * employee's PIN state and the "Reset PIN" action that issues a one-time setup code
 * (reset-pin-dialog.tsx). With the session (the route, AdminUsersRoute) it also invites, imports
 * from CSV (import-users-dialog.tsx), disables or enables, and sets roles per workspace
 * (workspace-roles-dialog.tsx). The state lives in use-org-users.ts.
 */
import { setUserDisabled } from '@stepwise/api';
import { canResetPin, isAdminRole, type OrgUser } from '@stepwise/core';
import { Alert, Button, SearchInput, Spinner } from '@stepwise/ui';
import { useState } from 'react';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { messageOf } from '../../i18n/t';
import { InviteDialog } from '../../shell/invite-dialog';
import { useT } from '../../shell/i18n';
import { useShellSession, type ShellSession } from '../../shell/use-shell-session';
import { ImportUsersDialog } from './import-users-dialog';
import { ResetPinDialog } from './reset-pin-dialog';
import { useOrgUsers } from './use-org-users';
import { UsersFilters } from './users-filters';
import { WorkspaceRolesDialog } from './workspace-roles-dialog';
import {
  KIND_LABEL,
  STATUS_LABEL,
  ROLE_LABEL,
  USERS_PAGE_SIZE,
  accountOf,
  pageRange,
  pinStatusLabel,
  statusOf,
} from './users-view';
import './users-page.css';
import './admin-layout.css';

type Dialog =
  | { kind: 'invite' }
  | { kind: 'import' }
  | { kind: 'roles'; user: OrgUser }
  | { kind: 'disable'; user: OrgUser };

/** The route: the page with the session's actions. */
export function AdminUsersRoute() {
  return <UsersPage session={useShellSession()} />;
}

export function UsersPage({ session }: { session?: ShellSession }) {
  const t = useT();
  const users = useOrgUsers();
  const [resetting, setResetting] = useState<OrgUser | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const enable = async (user: OrgUser) => {
    setActionError(null);
    try {
      users.replace(await setUserDisabled(api, user.id, false));
    } catch (err) {
      setActionError(messageOf(err));
    }
  };
  const { list } = users;
  const range = list ? pageRange(list.page, list.size, list.items.length, list.total) : null;
  const lastPage = list ? (list.page + 1) * list.size >= list.total : true;

  return (
    <section className="users-page" data-testid="admin-users-page">
      <header className="page-header">
        <h1>{t('users.title')}</h1>
        {session && (
          <div className="header-buttons">
            <button
              type="button"
              data-testid="users-invite"
              onClick={() => setDialog({ kind: 'invite' })}
            >
              {t('admin.users.invite')}
            </button>
            <button
              type="button"
              className="primary"
              data-testid="users-import"
              onClick={() => setDialog({ kind: 'import' })}
            >
              {t('admin.users.import.open')}
            </button>
          </div>
        )}
      </header>
      <p className="hint">{t('users.intro')}</p>
      <UsersFilters kind={users.kind} status={users.status} onChange={users.filter} />
      {actionError && (
        <p className="form-error" role="alert" data-testid="users-action-error">
          {actionError}
        </p>
      )}
      <div role="search" className="users-search">
        <SearchInput
          aria-label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          maxLength={200}
          onSearch={users.search}
          data-testid="users-search"
        />
      </div>

      {users.loading && !list && (
        <p role="status" data-testid="users-loading">
          <Spinner size="sm" label={t('users.loading')} /> {t('users.loading')}
        </p>
      )}
      {users.error && (
        <Alert
          tone="danger"
          title={t('users.loadFailed')}
          data-testid="users-load-failed"
          action={<Button onClick={users.retry}>{t('common.retry')}</Button>}
        >
          {users.error}
        </Alert>
      )}
      {list && list.items.length === 0 && !users.error && (
        <p className="empty" role="status" data-testid="users-empty">
          {users.keyword ? t('users.noMatch', { keyword: users.keyword }) : t('users.empty')}
        </p>
      )}
      {list && list.items.length > 0 && (
        <table className="admin-table" data-testid="users-table" aria-busy={users.loading}>
          <caption className="visually-hidden">{t('users.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th>
              <th scope="col">{t('users.account')}</th>
              <th scope="col">{t('users.role')}</th>
              <th scope="col">{t('users.kind')}</th>
              <th scope="col">{t('admin.users.status')}</th>
              <th scope="col">{t('users.pin')}</th>
              <th scope="col">{t('users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((user) => (
              <tr
                key={user.id}
                data-testid="user-row"
                data-account={accountOf(user)}
                data-status={statusOf(user)}
              >
                <th scope="row">
                  {user.displayName}{' '}
                  {user.disabled && <span className="badge">{t('users.disabled')}</span>}
                </th>
                <td dir="auto">{accountOf(user)}</td>
                <td>{t(ROLE_LABEL[user.role])}</td>
                <td>{t(KIND_LABEL[user.kind])}</td>
                <td data-testid="user-status">{t(STATUS_LABEL[statusOf(user)])}</td>
                <td data-testid="user-pin-status">
                  {user.kind === 'employee-id' ? t(pinStatusLabel(user.pinResetStatus)) : '—'}
                </td>
                <td className="row-buttons">
                  {canResetPin(user.kind) && (
                    <button
                      type="button"
                      aria-label={t('users.resetPinOf', { name: user.displayName })}
                      data-testid="reset-pin"
                      onClick={() => setResetting(user)}
                    >
                      {t('users.resetPin')}
                    </button>
                  )}
                  {session && !isAdminRole(user.role) && (
                    <button
                      type="button"
                      aria-label={t('admin.users.rolesOf', { name: user.displayName })}
                      data-testid="user-roles"
                      onClick={() => setDialog({ kind: 'roles', user })}
                    >
                      {t('admin.users.roles')}
                    </button>
                  )}
                  {session &&
                    user.id !== session.profile.id &&
                    (user.disabled ? (
                      <button
                        type="button"
                        aria-label={t('admin.users.enableOf', { name: user.displayName })}
                        data-testid="user-enable"
                        onClick={() => void enable(user)}
                      >
                        {t('admin.users.enable')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="danger"
                        aria-label={t('admin.users.disableOf', { name: user.displayName })}
                        data-testid="user-disable"
                        onClick={() => setDialog({ kind: 'disable', user })}
                      >
                        {t('admin.users.disable')}
                      </button>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {range && list && (
        <nav className="users-pager" aria-label={t('users.title')}>
          <p role="status" data-testid="users-count">
            {t('users.count', range)}
          </p>
          {list.total > USERS_PAGE_SIZE && (
            <div className="header-buttons">
              <button
                type="button"
                disabled={list.page === 0 || users.loading}
                onClick={() => users.goTo(list.page - 1)}
              >
                {t('users.previous')}
              </button>
              <button
                type="button"
                disabled={lastPage || users.loading}
                onClick={() => users.goTo(list.page + 1)}
              >
                {t('users.next')}
              </button>
            </div>
          )}
        </nav>
      )}
      {resetting && (
        <ResetPinDialog
          user={resetting}
          onReset={(issued) => users.replace({ ...resetting, pinResetStatus: issued.resetStatus })}
          onClose={() => setResetting(null)}
        />
      )}
      {session && dialog?.kind === 'invite' && (
        <InviteDialog session={session} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'import' && (
        <ImportUsersDialog onImported={users.retry} onClose={() => setDialog(null)} />
      )}
      {session && dialog?.kind === 'roles' && (
        <WorkspaceRolesDialog
          user={dialog.user}
          groups={session.groups}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'disable' && (
        <ConfirmDialog
          title={t('admin.users.disableOf', { name: dialog.user.displayName })}
          message={t('admin.users.disableConfirm', { name: dialog.user.displayName })}
          confirmLabel={t('admin.users.disable')}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => users.replace(await setUserDisabled(api, dialog.user.id, true))}
        />
      )}
    </section>
  );
}
