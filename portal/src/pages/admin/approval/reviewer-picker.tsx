/**
 * Finds organisation users by name or email and adds one to a stage. The matches are buttons in a
 * list (Tab and Enter / Space reach every one); those already in the stage are left out.
 */
import { isAbortError } from '@stepwise/api';
import { SearchInput } from '@stepwise/ui';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../i18n/t';
import { useT } from '../../../shell/i18n';
import type { Reviewer } from './approval-form';
import type { ApprovalSettingsClient } from './approval-settings-client';

type Search =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; found: Reviewer[] };

export function ReviewerPicker({
  client,
  chosen,
  disabled,
  testId,
  onPick,
}: {
  client: Pick<ApprovalSettingsClient, 'searchReviewers'>;
  chosen: readonly Reviewer[];
  disabled: boolean;
  testId: string;
  onPick: (reviewer: Reviewer) => void;
}) {
  const t = useT();
  const [query, setQuery] = useState<{ keyword: string; attempt: number } | null>(null);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  // The latest client, without searching again when the caller passes a new object.
  const clientRef = useRef(client);
  useEffect(() => {
    clientRef.current = client;
  });

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    clientRef.current.searchReviewers(query.keyword, controller.signal).then(
      (found) => setSearch({ state: 'ready', found }),
      (err: unknown) => {
        if (!isAbortError(err)) setSearch({ state: 'error', message: messageOf(err) });
      },
    );
    return () => controller.abort();
  }, [query]);

  // Loading is set with the query (not in the effect), so a search renders once before it runs.
  const run = (keyword: string) => {
    setSearch({ state: 'loading' });
    setQuery((q) => ({ keyword, attempt: (q?.attempt ?? 0) + 1 }));
  };

  const shown =
    search.state === 'ready' ? search.found.filter((r) => !chosen.some((c) => c.id === r.id)) : [];
  return (
    <div className="approval-picker" data-testid={testId}>
      <SearchInput
        aria-label={t('approval.settings.searchReviewers')}
        placeholder={t('approval.settings.searchPlaceholder')}
        maxLength={200}
        disabled={disabled}
        onSearch={run}
        data-testid={`${testId}-search`}
      />
      {search.state === 'loading' && (
        <p role="status" className="muted">
          {t('approval.settings.searching')}
        </p>
      )}
      {search.state === 'error' && (
        <div className="form-error" role="alert" data-testid={`${testId}-error`}>
          <p>{t('approval.settings.searchFailed', { message: search.message })}</p>
          <button type="button" onClick={() => run(query?.keyword ?? '')}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {search.state === 'ready' && shown.length === 0 && (
        <p role="status" className="muted" data-testid={`${testId}-empty`}>
          {t('approval.settings.noMatch', { keyword: query?.keyword ?? '' })}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="approval-picker-results" aria-label={t('approval.settings.matches')}>
          {shown.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                disabled={disabled}
                data-testid={`${testId}-add`}
                aria-label={t('approval.settings.addReviewer', { name: r.name })}
                onClick={() => onPick(r)}
              >
                + {r.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
