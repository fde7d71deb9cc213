import type { PageInfo } from '@stepwise/api';
import { Link, useSearchParams } from 'react-router';
import { t } from '../i18n/t';

/**
 * Previous / next links of a paged list (pages from 0), kept in the address's `page` query so a
 * reload or a shared link shows the same page; nothing when there is one page.
 */
export function Pager({ page }: { page: PageInfo }) {
  const [params] = useSearchParams();
  if (page.pageCount <= 1) return null;
  const at = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 0) next.set('page', String(n));
    else next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <nav className="pager" aria-label={t('pager.label')} data-testid="pager">
      {page.page > 0 && <Link to={at(page.page - 1)}>{t('pager.previous')}</Link>}
      <span>{t('pager.status', { page: page.page + 1, pageCount: page.pageCount })}</span>
      {page.page + 1 < page.pageCount && <Link to={at(page.page + 1)}>{t('pager.next')}</Link>}
    </nav>
  );
}

/** The `page` query of an address (0 when absent or not a whole number). */
export function pageOf(url: URL | URLSearchParams): number {
  const params = url instanceof URL ? url.searchParams : url;
  const n = Number(params.get('page') ?? 0);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}
