/**
 * /home/discover (002 §2): what was published lately in the caller's workspaces, newest first,
 * read page by page (GET /v1/me/home/discover) with "Show more".
 */
import { getHomeDiscover } from '@stepwise/api';
import { formatDate } from '@stepwise/i18n';
import type { z } from 'zod';
import type { homeDiscoverSchema } from '@stepwise/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { currentLanguage, messageOf, t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { paths } from '../../paths';
import './home.css';

type Discover = z.infer<typeof homeDiscoverSchema>;
type Item = Discover['items'][number];

export const DISCOVER_PAGE_SIZE = 20;

const pathOf = (item: Item) =>
  item.type === 'workflows' ? paths.player(item.id) : paths.smartInstruction(item.id);

export function DiscoverList({ items }: { items: readonly Item[] }) {
  if (items.length === 0) {
    return (
      <p className="empty" data-testid="home-discover-empty">
        {t('home.discover.empty')}
      </p>
    );
  }
  return (
    <ul className="home-list" data-testid="home-discover">
      {items.map((item) => (
        <li key={`${item.type}:${item.id}`} data-testid="home-discover-item">
          {item.posterURL ? (
            <img src={item.posterURL} alt="" loading="lazy" />
          ) : (
            <span className="poster-none" aria-hidden />
          )}
          <span className="home-item-text">
            <Link to={pathOf(item)}>{item.title}</Link>
            <span className="muted small">
              {t(`home.kind.${item.type}`)} ·{' '}
              {t('home.discover.in', { workspace: item.workspaceName })} ·{' '}
              {formatDate(item.publishedAt, 'MM/DD/YYYY', currentLanguage())}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function HomeDiscoverPage() {
  const [load, retry] = useLoad('home-discover', () =>
    getHomeDiscover(api, { page: 0, size: DISCOVER_PAGE_SIZE }),
  );
  const [more, setMore] = useState<{ items: Item[]; page: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (load.state !== 'ready')
    return <LoadState load={load} onRetry={retry} testId="home-discover" />;
  const items = more?.items ?? load.value.items;
  const page = more?.page ?? 0;
  const total = more?.total ?? load.value.page.dataCount;
  const showMore = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await getHomeDiscover(api, { page: page + 1, size: DISCOVER_PAGE_SIZE });
      setMore({ items: [...items, ...next.items], page: page + 1, total: next.page.dataCount });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="home-discover-page">
      <DiscoverList items={items} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {items.length < total && (
        <button type="button" onClick={() => void showMore()} disabled={busy} aria-busy={busy}>
          {t('home.discover.more')}
        </button>
      )}
    </div>
  );
}
