/**
 * The users page's filters (issue 25): a tab per kind (000 §6's four kinds, and all) and a
 * status select. Tabs move with the arrow keys as a tab list does.
 */
import { ORG_USER_KINDS, type AdminUserStatusFilter, type OrgUserKind } from '@stepwise/core';
import { useId, type KeyboardEvent } from 'react';
import { useT } from '../../shell/i18n';
import type { OrgUsersFilter } from './use-org-users';
import { KIND_LABEL, STATUS_LABEL } from './users-view';

const TABS: (OrgUserKind | undefined)[] = [undefined, ...ORG_USER_KINDS];
const STATUSES: AdminUserStatusFilter[] = ['active', 'disabled', 'invited'];

export function UsersFilters({
  kind,
  status,
  onChange,
}: OrgUsersFilter & { onChange: (next: OrgUsersFilter) => void }) {
  const t = useT();
  const statusId = useId();
  const index = TABS.indexOf(kind);
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length];
    onChange({ kind: next, status });
    const tabs = (e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('[role="tab"]');
    tabs[(index + step + TABS.length) % TABS.length]?.focus();
  };
  return (
    <div className="users-filters">
      <div
        role="tablist"
        aria-label={t('users.kind')}
        className="users-tabs"
        onKeyDown={onKey}
        data-testid="users-kind-tabs"
      >
        {TABS.map((k) => (
          <button
            key={k ?? 'all'}
            type="button"
            role="tab"
            aria-selected={k === kind}
            tabIndex={k === kind ? 0 : -1}
            data-testid={`users-kind-${k ?? 'all'}`}
            onClick={() => onChange({ kind: k, status })}
          >
            {k ? t(KIND_LABEL[k]) : t('admin.users.allKinds')}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={statusId}>{t('admin.users.status')}</label>{' '}
        <select
          id={statusId}
          value={status ?? ''}
          data-testid="users-status-filter"
          onChange={(e) =>
            onChange({
              kind,
              status: (e.target.value || undefined) as AdminUserStatusFilter | undefined,
            })
          }
        >
          <option value="">{t('admin.users.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABEL[s])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
