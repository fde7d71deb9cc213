/**
 * /governance (issue 25) as the page shows it: tabs (all content, review due, stale, never
 * viewed), a title search, the table with owner and review-by date, and the edit dialog (owner
 * from the people search, a date) and "mark reviewed". State and calls are GovernancePage's.
 */
import type { GovernanceItem, GovernanceList, GovernancePage, PersonOption } from '@stepwise/core';
import { Alert, Button, Dialog, Spinner } from '@stepwise/ui';
import { useEffect, useState } from 'react';
import { t, type MessageKey } from '../../i18n/t';
import './org-tools.css';

export type GovernanceLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; page: GovernancePage };

export interface GovernanceEdit {
  ownerId: string | null;
  ownerName: string;
  reviewBy: string | null;
}

export interface GovernanceViewProps {
  list: GovernanceList;
  keyword: string;
  loaded: GovernanceLoad;
  problem: string | null;
  onList(list: GovernanceList): void;
  onKeyword(keyword: string): void;
  onPage(page: number): void;
  onRetry(): void;
  onSave(item: GovernanceItem, edit: GovernanceEdit): void;
  onReviewed(item: GovernanceItem): void;
  /** People matching a typed name (the owner picker). */
  searchPeople(keyword: string): Promise<PersonOption[]>;
}

const TABS: { list: GovernanceList; label: MessageKey; empty: MessageKey }[] = [
  { list: 'all', label: 'governance.tab.all', empty: 'governance.empty.all' },
  { list: 'review-due', label: 'governance.tab.reviewDue', empty: 'governance.empty.reviewDue' },
  { list: 'stale', label: 'governance.tab.stale', empty: 'governance.empty.stale' },
  {
    list: 'never-viewed',
    label: 'governance.tab.neverViewed',
    empty: 'governance.empty.neverViewed',
  },
];

const day = (iso: string) => new Date(iso).toLocaleDateString();

function EditDialog(props: {
  item: GovernanceItem | null;
  onClose(): void;
  onSave(item: GovernanceItem, edit: GovernanceEdit): void;
  searchPeople(keyword: string): Promise<PersonOption[]>;
}) {
  const { item } = props;
  // Mounted afresh for each item (its key), so the form starts from the item's values.
  const [owner, setOwner] = useState<{ id: string; name: string } | null>(item?.owner ?? null);
  const [reviewBy, setReviewBy] = useState(item?.reviewBy ?? '');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; people: PersonOption[] }>({
    query: '',
    people: [],
  });
  const typed = query.trim();
  useEffect(() => {
    if (typed.length < 2) return;
    let on = true;
    const timer = setTimeout(() => {
      props.searchPeople(typed).then(
        (people) => on && setFound({ query: typed, people }),
        () => on && setFound({ query: typed, people: [] }),
      );
    }, 250);
    return () => {
      on = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const options = typed.length >= 2 && found.query === typed ? found.people : [];
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('governance.editTitle')}
      description={item?.title}
      closeLabel={t('common.close')}
      data-testid="governance-edit-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="primary"
            data-testid="governance-save"
            onClick={() => {
              if (item)
                props.onSave(item, {
                  ownerId: owner?.id ?? null,
                  ownerName: owner?.name ?? '',
                  reviewBy: reviewBy || null,
                });
            }}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <p>
        {t('governance.col.owner')}: <strong>{owner?.name ?? t('governance.noOwner')}</strong>{' '}
        {owner && (
          <Button variant="ghost" size="sm" onClick={() => setOwner(null)}>
            {t('governance.clearOwner')}
          </Button>
        )}
      </p>
      <label className="org-field">
        {t('governance.ownerSearch')}
        <input
          value={query}
          data-testid="governance-owner-search"
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </label>
      {options.length > 0 && (
        <ul className="org-options" aria-label={t('governance.ownerSearch')}>
          {options.map((p) => (
            <li key={p.id}>
              <Button
                variant="ghost"
                size="sm"
                data-testid="governance-owner-option"
                onClick={() => {
                  setOwner({ id: p.id, name: p.displayName });
                  setQuery('');
                }}
              >
                {p.displayName}
                {p.email ? ` (${p.email})` : ''}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label className="org-field">
        {t('governance.col.reviewBy')}
        <input
          type="date"
          value={reviewBy}
          data-testid="governance-review-by"
          onChange={(e) => setReviewBy(e.currentTarget.value)}
        />
      </label>
    </Dialog>
  );
}

export function GovernanceView(props: GovernanceViewProps) {
  const { loaded, list } = props;
  const [editing, setEditing] = useState<GovernanceItem | null>(null);
  const tab = TABS.find((x) => x.list === list) ?? TABS[0]!;
  return (
    <div className="org-page" data-testid="governance-page">
      <h1>{t('governance.title')}</h1>
      <div role="tablist" className="org-tabs" aria-label={t('governance.title')}>
        {TABS.map((x) => (
          <button
            key={x.list}
            type="button"
            role="tab"
            aria-selected={x.list === list}
            data-testid={`governance-tab-${x.list}`}
            onClick={() => props.onList(x.list)}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      <label className="org-field">
        {t('governance.search')}
        <input
          type="search"
          value={props.keyword}
          data-testid="governance-search"
          onChange={(e) => props.onKeyword(e.currentTarget.value)}
        />
      </label>
      {props.problem && (
        <Alert tone="danger" title={t('common.errorTitle')} data-testid="governance-problem">
          {props.problem}
        </Alert>
      )}
      <div role="tabpanel" aria-label={t(tab.label)}>
        {loaded.status === 'loading' && (
          <p role="status" data-testid="governance-loading">
            <Spinner size="sm" label={t('governance.loading')} /> {t('governance.loading')}
          </p>
        )}
        {loaded.status === 'failed' && (
          <Alert tone="danger" title={t('governance.loadFailed')} data-testid="governance-failed">
            <p>{loaded.message}</p>
            <Button variant="secondary" onClick={props.onRetry}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {loaded.status === 'ready' && loaded.page.items.length === 0 && (
          <p data-testid="governance-empty">{t(tab.empty)}</p>
        )}
        {loaded.status === 'ready' && loaded.page.items.length > 0 && (
          <>
            <table className="org-table" data-testid="governance-table">
              <thead>
                <tr>
                  <th scope="col">{t('governance.col.title')}</th>
                  <th scope="col">{t('governance.col.type')}</th>
                  <th scope="col">{t('governance.col.workspace')}</th>
                  <th scope="col">{t('governance.col.owner')}</th>
                  <th scope="col">{t('governance.col.reviewBy')}</th>
                  <th scope="col">{t('governance.col.updated')}</th>
                  <th scope="col">{t('governance.col.views')}</th>
                  <th scope="col">{t('governance.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.page.items.map((item) => (
                  <tr key={`${item.type}:${item.id}`} data-testid="governance-row">
                    <td>{item.title}</td>
                    <td>
                      {t(
                        item.type === 'workflows'
                          ? 'governance.type.workflow'
                          : 'governance.type.smartInstruction',
                      )}
                    </td>
                    <td>{item.workspaceName}</td>
                    <td>{item.owner?.name ?? t('governance.noOwner')}</td>
                    <td data-due={item.reviewDue || undefined}>
                      {item.reviewBy ? day(item.reviewBy) : t('governance.noDate')}
                      {item.reviewDue && (
                        <span className="org-badge" data-tone="danger">
                          {' '}
                          {t('governance.overdue')}
                        </span>
                      )}
                    </td>
                    <td>{day(item.updatedAt)}</td>
                    <td>{item.views}</td>
                    <td className="org-actions">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setEditing(item)}
                        aria-label={`${t('governance.edit')}: ${item.title}`}
                      >
                        {t('governance.edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => props.onReviewed(item)}
                        aria-label={`${t('governance.markReviewed')}: ${item.title}`}
                      >
                        {t('governance.markReviewed')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {loaded.page.page.pageCount > 1 && (
              <nav className="org-row" aria-label={t('governance.paging')}>
                <Button
                  variant="secondary"
                  disabled={loaded.page.page.page === 0}
                  onClick={() => props.onPage(loaded.page.page.page - 1)}
                >
                  {t('governance.previous')}
                </Button>
                <span>
                  {t('governance.pageOf', {
                    page: loaded.page.page.page + 1,
                    pages: loaded.page.page.pageCount,
                  })}
                </span>
                <Button
                  variant="secondary"
                  disabled={loaded.page.page.page + 1 >= loaded.page.page.pageCount}
                  onClick={() => props.onPage(loaded.page.page.page + 1)}
                >
                  {t('governance.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
      <EditDialog
        key={editing ? `${editing.type}:${editing.id}` : 'none'}
        item={editing}
        onClose={() => setEditing(null)}
        onSave={(item, edit) => {
          props.onSave(item, edit);
          setEditing(null);
        }}
        searchPeople={props.searchPeople}
      />
    </div>
  );
}
