import type { PageInfo, WorkflowCard as Card } from '@stepwise/api';
import type { UserProfile } from '@stepwise/core';
import { Link, useSearchParams } from 'react-router';
import { t } from '../i18n/t';
import { canEditIn } from '../lib/permissions';
import type { CardChange } from './card-tools';
import { WorkflowCard } from './workflow-card';

/** Cards of one page of a list, with the pager and the empty state. */
export function CardGrid({
  items,
  page,
  profile,
  empty,
  onChanged,
}: {
  items: readonly Card[];
  page: PageInfo;
  profile: UserProfile;
  empty: string;
  onChanged: (change: CardChange) => void;
}) {
  const [params] = useSearchParams();
  const at = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 0) next.set('page', String(n));
    else next.delete('page');
    return `?${next.toString()}`;
  };
  if (items.length === 0) {
    return (
      <p className="empty" data-testid="empty-list">
        {empty}
      </p>
    );
  }
  return (
    <>
      <div className="card-grid" data-testid="card-grid">
        {items.map((card) => (
          <WorkflowCard
            key={card.id}
            card={card}
            canEdit={canEditIn(profile, card.workspaceId)}
            onChanged={onChanged}
          />
        ))}
      </div>
      {page.pageCount > 1 && (
        <nav className="pager" aria-label={t('pager.label')}>
          {page.page > 0 && <Link to={at(page.page - 1)}>{t('pager.previous')}</Link>}
          <span>{t('pager.status', { page: page.page + 1, pageCount: page.pageCount })}</span>
          {page.page + 1 < page.pageCount && <Link to={at(page.page + 1)}>{t('pager.next')}</Link>}
        </nav>
      )}
    </>
  );
}

export function pageOf(url: URL): number {
  const n = Number(url.searchParams.get('page') ?? 0);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}
