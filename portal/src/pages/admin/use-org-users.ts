/**
 * The admin users list as state (issue 14): the page of the current search, kept on screen while
 * the next one loads, a failure to retry, and a user replaced in place after a PIN reset; the
 * kind and status filters (issue 25).
 */
import { isAbortError, listAdminUsers } from '@stepwise/api';
import type { AdminUserStatusFilter, OrgUser, OrgUserKind, OrgUserList } from '@stepwise/core';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { USERS_PAGE_SIZE } from './users-view';

export interface OrgUsersState {
  list: OrgUserList | null;
  loading: boolean;
  error: string | null;
  keyword: string;
}

export interface OrgUsersFilter {
  kind?: OrgUserKind | undefined;
  status?: AdminUserStatusFilter | undefined;
}

export function useOrgUsers() {
  const [query, setQuery] = useState<
    { keyword: string; page: number; attempt: number } & OrgUsersFilter
  >({ keyword: '', page: 0, attempt: 0 });
  const [state, setState] = useState<Omit<OrgUsersState, 'keyword'>>({
    list: null,
    loading: true,
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    listAdminUsers(
      api,
      {
        keyword: query.keyword,
        page: query.page,
        size: USERS_PAGE_SIZE,
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
      controller.signal,
    ).then(
      (list) => setState({ list, loading: false, error: null }),
      (err: unknown) => {
        if (isAbortError(err)) return;
        setState((s) => ({ ...s, loading: false, error: messageOf(err) }));
      },
    );
    return () => controller.abort();
  }, [query]);

  const load = (next: Partial<typeof query>) => {
    setState((s) => ({ ...s, loading: true, error: null }));
    setQuery((q) => ({ ...q, ...next, attempt: q.attempt + 1 }));
  };

  return {
    ...state,
    keyword: query.keyword,
    page: query.page,
    kind: query.kind,
    status: query.status,
    search: (keyword: string) => load({ keyword: keyword.trim(), page: 0 }),
    /** Issue 25: one kind and/or status (undefined: all), from the first page. */
    filter: (next: OrgUsersFilter) => load({ ...next, page: 0 }),
    goTo: (page: number) => load({ page }),
    retry: () => load({}),
    /** After a change the server made (a PIN reset), without reloading the page. */
    replace: (user: OrgUser) =>
      setState((s) =>
        s.list
          ? {
              ...s,
              list: { ...s.list, items: s.list.items.map((u) => (u.id === user.id ? user : u)) },
            }
          : s,
      ),
  };
}
