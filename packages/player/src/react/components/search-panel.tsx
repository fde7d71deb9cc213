// Search inside the workflow (002 §2, §5): @stepwise/ui's SearchInput fires 300 ms after typing
// or on Enter; the caller matches the transcript and hands back core's snippets, already trimmed
// (ellipsis past 40 characters, 20 for zh, ja-jp, th-th), with the match's offsets. The input
// takes focus when the panel opens, so typing goes into it (and never reaches the player's
// shortcuts: F is full screen, T theater).
import { useEffect, useRef } from 'react';
import type { SearchSnippet } from '@stepwise/core';
import { SearchInput } from '@stepwise/ui';
import { useT } from '@stepwise/i18n/react';
import { cx, SCOPE } from './class-names.js';
import { CloseIcon } from './icons.js';
import { Parts } from './parts.js';

export interface SearchResult {
  id: string;
  /** Two digits, '03'. */
  stepNumber: string;
  snippet: SearchSnippet;
  /** mm:ss of the sentence on the workflow's timeline, as the seek bar counts. */
  timeLabel: string;
}

export interface SearchPanelProps {
  onSearch: (query: string) => void;
  /** null before the first search: no count, no "no matches". */
  results: readonly SearchResult[] | null;
  onSelect: (result: SearchResult) => void;
  onClose: () => void;
  defaultQuery?: string | undefined;
  className?: string | undefined;
  /** Why there is nothing to search (no transcript; issue 16), shown under the input. */
  notice?: string | undefined;
}

export function SearchPanel({
  onSearch,
  results,
  onSelect,
  onClose,
  defaultQuery,
  className,
  notice,
}: SearchPanelProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.querySelector('input')?.focus();
  }, []);
  return (
    <section
      ref={ref}
      className={cx(SCOPE, 'sw-player-panel', 'sw-player-search', className)}
      part={Parts.search}
      aria-label={t('player.search')}
    >
      <div className="sw-player-search-bar">
        <SearchInput
          className="sw-player-search-input"
          aria-label={t('player.search')}
          placeholder={t('player.searchPlaceholder')}
          defaultValue={defaultQuery}
          onSearch={onSearch}
        />
        <button
          type="button"
          className="sw-player-button"
          aria-label={t('player.closeSearch')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {notice && <p className="sw-player-search-notice">{notice}</p>}
      <p className="sw-player-search-count" role="status">
        {results === null
          ? ''
          : results.length === 0
            ? t('player.searchNoResults')
            : t('player.searchResults', { count: results.length })}
      </p>
      {results && results.length > 0 && (
        <ul className="sw-player-search-results">
          {results.map((result) => (
            <li key={result.id}>
              <button
                type="button"
                className="sw-player-search-result sw-player-focusable"
                onClick={() => onSelect(result)}
              >
                <span className="sw-player-search-step">{result.stepNumber}</span>
                <Snippet {...result.snippet} />
                <span className="sw-player-search-time" dir="ltr">
                  {result.timeLabel}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Snippet({ text, matchStart, matchEnd }: SearchSnippet) {
  return (
    <span className="sw-player-search-snippet">
      {text.slice(0, matchStart)}
      <mark>{text.slice(matchStart, matchEnd)}</mark>
      {text.slice(matchEnd)}
    </span>
  );
}
