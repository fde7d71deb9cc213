import { listScormExports } from '@stepwise/api';
import {
  SCORM_EXPORT_TYPES,
  type PageInfo,
  type ScormExportProcess,
  type ScormExportType,
} from '@stepwise/core';
import { formatDate } from '@stepwise/i18n';
import { Alert, Button, Spinner } from '@stepwise/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api';
import { currentLanguage, messageOf, t } from '../../i18n/t';
import {
  needsPolling,
  SCORM_HISTORY_PAGE_SIZE,
  SCORM_POLL_MS,
  scormTypeKey,
} from './scorm-export-view';
import { ScormStatus } from './scorm-status';
import { usePolling, useScormActions } from './use-scorm-actions';
import { useWorkflowTitles } from './use-workflow-titles';
import './scorm-export.css';

interface Listing {
  items: ScormExportProcess[];
  page: PageInfo;
}

interface Result {
  key: string;
  listing?: Listing;
  failure?: string;
}

const isType = (value: string | null): value is ScormExportType =>
  (SCORM_EXPORT_TYPES as readonly string[]).includes(value ?? '');

/** `?page=` (0-based) and `?type=` of the address, invalid values read as the defaults. */
function queryOf(params: URLSearchParams): { page: number; exportType?: ScormExportType } {
  const page = Number(params.get('page') ?? 0);
  const type = params.get('type');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    ...(isType(type) ? { exportType: type } : {}),
  };
}

const when = (iso: string) => formatDate(iso, 'MM/DD/YY h:mm A', currentLanguage());

/**
 * /admin/scorm-export-history (001 §2 "SCORM export history", §7 calls): the export processes,
 * newest first, by type, with their status; download when finished, the message and a retry on
 * error. While any is not final the page asks again every 2 s.
 */
export function ScormExportHistoryPage() {
  const [params, setParams] = useSearchParams();
  const { page, exportType } = queryOf(params);
  const [attempt, setAttempt] = useState(0);
  // One answer per query (page, type, attempt): a new query shows loading until its own arrives.
  const queryKey = `${page}|${exportType ?? ''}|${attempt}`;
  const [result, setResult] = useState<Result | null>(null);

  const load = useCallback(
    () =>
      listScormExports(api, {
        page,
        size: SCORM_HISTORY_PAGE_SIZE,
        orderBy: 'createdAt',
        desc: true,
        ...(exportType ? { exportType } : {}),
      }),
    [page, exportType],
  );

  useEffect(() => {
    let live = true;
    load().then(
      (listing) => live && setResult({ key: queryKey, listing }),
      (err: unknown) => live && setResult({ key: queryKey, failure: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [load, queryKey]);

  const current = result?.key === queryKey ? result : null;
  const listing = current?.listing ?? null;
  const failure = current?.failure ?? null;

  // A missed poll is retried by the next one; the rows shown stay as they were.
  usePolling(
    listing !== null && needsPolling(listing.items),
    SCORM_POLL_MS,
    load,
    (next) => setResult({ key: queryKey, listing: next }),
    (next) => !needsPolling(next.items),
  );

  const replace = (process: ScormExportProcess) =>
    setResult((before) =>
      before?.listing
        ? {
            ...before,
            listing: {
              ...before.listing,
              items: before.listing.items.map((item) => (item.id === process.id ? process : item)),
            },
          }
        : before,
    );
  const actions = useScormActions(replace);
  const titles = useWorkflowTitles(listing?.items.flatMap((item) => item.workflowIds) ?? []);

  const at = (next: { page?: number; type?: string }) => {
    const query = new URLSearchParams();
    const type = next.type ?? exportType ?? '';
    if (type) query.set('type', type);
    if (next.page) query.set('page', String(next.page));
    return query;
  };

  return (
    <section data-testid="scorm-export-history">
      <header className="page-header">
        <h1>{t('scorm.history')}</h1>
        <label className="scorm-history-filter">
          {t('scorm.history.filter')}{' '}
          <select
            value={exportType ?? ''}
            onChange={(e) => setParams(at({ type: e.currentTarget.value, page: 0 }))}
            data-testid="scorm-type-filter"
          >
            <option value="">{t('scorm.history.allTypes')}</option>
            {SCORM_EXPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(scormTypeKey(type))}
              </option>
            ))}
          </select>
        </label>
      </header>
      <p className="hint">{t('scorm.history.scope')}</p>

      {failure && (
        <Alert
          tone="danger"
          title={t('admin.alertGetRusticiDownloadHistoryFailed')}
          data-testid="scorm-history-failed"
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>}
        >
          {failure}
        </Alert>
      )}
      {!listing && !failure && (
        <p role="status" data-testid="scorm-history-loading">
          <Spinner size="sm" label={t('scorm.history.loading')} /> {t('scorm.history.loading')}
        </p>
      )}
      {listing && listing.items.length === 0 && (
        <p data-testid="scorm-history-empty">{t('scorm.history.empty')}</p>
      )}
      {actions.failure && (
        <Alert tone="danger" data-testid="scorm-action-failure">
          {actions.failure}
        </Alert>
      )}
      {listing && listing.items.length > 0 && (
        <table className="admin-table" data-testid="scorm-history-table">
          <thead>
            <tr>
              <th scope="col">{t('scorm.history.date')}</th>
              <th scope="col">{t('scorm.history.type')}</th>
              <th scope="col">{t('scorm.history.workflows')}</th>
              <th scope="col">{t('scorm.history.status')}</th>
              <th scope="col">{t('scorm.history.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {listing.items.map((item) => {
              const date = when(item.createdAt);
              const busy = actions.busyId === item.id;
              return (
                <tr key={item.id} data-testid="scorm-history-row" data-export-id={item.id}>
                  <td>
                    <time dateTime={item.createdAt}>{date}</time>
                  </td>
                  <td>{t(scormTypeKey(item.exportType))}</td>
                  <td>
                    <ul className="scorm-workflows">
                      {item.workflowIds.map((id) => (
                        <li key={id}>
                          {titles.get(id) ??
                            (titles.has(id) ? t('scorm.history.unavailable', { id }) : id)}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <ScormStatus status={item.status} />
                    {item.status === 'error' && item.errorMessage && (
                      <p className="hint" data-testid="scorm-error-message">
                        {messageOf(item.errorMessage)}
                      </p>
                    )}
                  </td>
                  <td>
                    {item.status === 'finished' && (
                      <Button
                        size="sm"
                        busy={busy}
                        aria-label={t('scorm.downloadOf', { date })}
                        onClick={() => void actions.download(item)}
                        data-testid="scorm-download"
                      >
                        {t('scorm.download')}
                      </Button>
                    )}
                    {item.status === 'error' && (
                      <Button
                        size="sm"
                        busy={busy}
                        aria-label={t('scorm.retryOf', { date })}
                        onClick={() => void actions.retry(item)}
                        data-testid="scorm-retry"
                      >
                        {t('scorm.retry')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {listing && listing.page.pageCount > 1 && (
        <nav className="pager" aria-label={t('pager.label')}>
          {page > 0 && (
            <Link to={`?${at({ page: page - 1 }).toString()}`}>{t('pager.previous')}</Link>
          )}
          <span>{t('pager.status', { page: page + 1, pageCount: listing.page.pageCount })}</span>
          {page + 1 < listing.page.pageCount && (
            <Link to={`?${at({ page: page + 1 }).toString()}`}>{t('pager.next')}</Link>
          )}
        </nav>
      )}
    </section>
  );
}
