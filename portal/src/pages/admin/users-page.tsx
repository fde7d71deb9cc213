/**
 * /admin/users (000 §2; issue 14): the organisation's users for its admins, searchable by name,
 * email or employee ID, with each employee's PIN state and the "Reset PIN" action that issues a
 * one-time setup code (reset-pin-dialog.tsx). The state lives in use-org-users.ts.
 */
import { canResetPin, type OrgUser } from '@stepwise/core';
import { Alert, Button, SearchInput, Spinner } from '@stepwise/ui';
import { useState } from 'react';
import { useT } from '../../shell/i18n';
import { ResetPinDialog } from './reset-pin-dialog';
import { useOrgUsers } from './use-org-users';
import {
  KIND_LABEL,
  ROLE_LABEL,
  USERS_PAGE_SIZE,
  accountOf,
  pageRange,
  pinStatusLabel,
} from './users-view';
import './users-page.css';

export function UsersPage() {
  const t = useT();
  const users = useOrgUsers();
  const [resetting, setResetting] = useState<OrgUser | null>(null);
  const { list } = users;
  const range = list ? pageRange(list.page, list.size, list.items.length, list.total) : null;
  const lastPage = list ? (list.page + 1) * list.size >= list.total : true;

  return (
    <section className="users-page" data-testid="admin-users-page">
      <header className="page-header">
        <h1>{t('users.title')}</h1>
      </header>
      <p className="hint">{t('users.intro')}</p>
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
              <th scope="col">{t('users.pin')}</th>
              <th scope="col">{t('users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((user) => (
              <tr key={user.id} data-testid="user-row" data-account={accountOf(user)}>
                <th scope="row">
                  {user.displayName}{' '}
                  {user.disabled && <span className="badge">{t('users.disabled')}</span>}
                </th>
                <td dir="auto">{accountOf(user)}</td>
                <td>{t(ROLE_LABEL[user.role])}</td>
                <td>{t(KIND_LABEL[user.kind])}</td>
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
    </section>
  );
}
