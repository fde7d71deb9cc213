import {
  searchSmartInstructions,
  searchWorkflows,
  type SearchMatch,
  type SearchResults,
} from '@stepwise/api';
import { SMART_INSTRUCTION_PAGE_SIZE, WORKFLOW_SEARCH_PAGE_SIZE } from '@stepwise/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { api } from '../api';
import { pageOf } from '../components/card-grid';
import { SmartInstructionList } from '../components/smart-instruction-list';
import { t } from '../i18n/t';
import { formatDuration } from '../lib/format';
import { paths } from '../paths';

/** 002 §2: the search page's tabs, search (workflows) and smart instruction. */
export type SearchTab = 'search' | 'smart-instruction';

interface SearchData {
  keyword: string;
  tab: SearchTab;
  results: SearchResults | null;
}

export async function explorerSearchLoader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const url = new URL(request.url);
  const keyword = (url.searchParams.get('keyword') ?? '').trim();
  const tab: SearchTab =
    url.searchParams.get('tab') === 'smart-instruction' ? 'smart-instruction' : 'search';
  // The smart-instruction tab reads its own list (with its loading and error states).
  if (!keyword || tab !== 'search') return { keyword, tab, results: null };
  const results = await searchWorkflows(api, {
    keyword,
    page: pageOf(url),
    size: WORKFLOW_SEARCH_PAGE_SIZE,
  });
  return { keyword, tab, results };
}

/** 000 §5 / 002 §5: search fires 300 ms after typing stops, or at once on Enter. */
const DEBOUNCE_MS = 300;

function Snippet({ match }: { match: SearchMatch }) {
  const { text, matchStart, matchEnd } = match.snippet;
  if (matchEnd <= matchStart) return <>{text}</>;
  return (
    <>
      {text.slice(0, matchStart)}
      <mark>{text.slice(matchStart, matchEnd)}</mark>
      {text.slice(matchEnd)}
    </>
  );
}

/**
 * /explorer-search-main?keyword= (and /explorer-search): workflows whose title or speech matches,
 * by step; the smart-instruction tab (`tab=smart-instruction`) lists the smart instructions whose
 * title or text matches (GET /v1/search/mmsop), each opening at /explorer-search/mm-sop/{id}.
 */
export function ExplorerSearchPage() {
  const { keyword, tab, results } = useLoaderData<SearchData>();
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);
  const [typedFor, setTypedFor] = useState(keyword);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A new keyword from elsewhere (the side menu) replaces what was typed here.
  if (typedFor !== keyword) {
    setTypedFor(keyword);
    setText(keyword);
  }

  const go = (value: string) => {
    clearTimeout(timer.current);
    const next = value.trim();
    if (next !== keyword) void navigate(paths.explorerSearch(next, 0, tab), { replace: true });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(text);
  };

  return (
    <section data-testid="search-page">
      <header className="page-header">
        <h1>{t('search.title')}</h1>
      </header>
      <form role="search" onSubmit={onSubmit} className="search-form">
        <label htmlFor="search-keyword">
          {tab === 'search' ? t('search.label') : t('sop.search.label')}
        </label>
        <input
          id="search-keyword"
          type="search"
          data-testid="search-input"
          // The header's search button leads here: typing goes straight into the field.
          autoFocus={!keyword}
          value={text}
          maxLength={200}
          onChange={(e) => {
            const value = e.target.value;
            setText(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => go(value), DEBOUNCE_MS);
          }}
        />
      </form>
      <nav className="tabs" aria-label={t('sop.search.tabs')} data-testid="search-tabs">
        {(['search', 'smart-instruction'] as const).map((each) => (
          <Link
            key={each}
            to={paths.explorerSearch(keyword, 0, each)}
            className="tab"
            aria-current={each === tab ? 'page' : undefined}
            data-testid={`search-tab-${each}`}
          >
            {each === 'search' ? t('shell.tab.workflow') : t('shell.tab.mmSop')}
          </Link>
        ))}
      </nav>
      {tab === 'smart-instruction' && (
        <SmartInstructionList
          listKey={`search:${keyword}`}
          read={(page) =>
            searchSmartInstructions(api, { keyword, page, size: SMART_INSTRUCTION_PAGE_SIZE })
          }
          openTo={paths.searchSmartInstruction}
          testId="sop-search-results"
          empty={<p>{keyword ? t('search.empty', { keyword }) : t('sop.search.none')}</p>}
        />
      )}
      {tab === 'search' && !results && <p className="muted">{t('search.prompt')}</p>}
      {results && (
        <>
          <h2 className="results-heading">{t('search.results', { keyword })}</h2>
          {results.items.length === 0 && (
            <p className="empty" data-testid="search-empty">
              {t('search.empty', { keyword })}
            </p>
          )}
          <ol className="search-results">
            {results.items.map((item) => (
              <li
                key={item.id}
                className="search-result"
                data-testid="search-result"
                data-workflow-id={item.id}
              >
                <Link
                  to={paths.player(item.id)}
                  className="result-poster"
                  aria-label={t('card.play', { title: item.title })}
                >
                  {item.posterURL ? <img src={item.posterURL} alt="" loading="lazy" /> : null}
                </Link>
                <div>
                  <h3>
                    <Link to={paths.player(item.id)}>{item.title}</Link>
                  </h3>
                  <p className="muted">{item.workspaceName}</p>
                  {item.matches.length > 0 && (
                    <ul className="matches" aria-label={t('search.matches')}>
                      {item.matches.map((match) => (
                        <li key={`${match.stepId}-${match.startTime}`}>
                          <Link
                            data-testid="search-match"
                            data-step-id={match.stepId}
                            to={paths.player(item.id, { step: match.stepId, t: match.startTime })}
                            aria-label={t('search.openAt', {
                              title: item.title,
                              time: formatDuration(match.startTime),
                              step: match.stepTitle || match.snippet.text,
                            })}
                          >
                            <span className="match-step">
                              {match.stepTitle ||
                                t('search.step', { time: formatDuration(match.startTime) })}
                            </span>
                            <span className="match-snippet">
                              <Snippet match={match} />
                            </span>
                            <span className="match-time">{formatDuration(match.startTime)}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ol>
          {results.page.pageCount > 1 && (
            <nav className="pager" aria-label={t('pager.label')}>
              {results.page.page > 0 && (
                <Link to={paths.explorerSearch(keyword, results.page.page - 1)}>
                  {t('pager.previous')}
                </Link>
              )}
              <span>
                {t('pager.status', {
                  page: results.page.page + 1,
                  pageCount: results.page.pageCount,
                })}
              </span>
              {results.page.page + 1 < results.page.pageCount && (
                <Link to={paths.explorerSearch(keyword, results.page.page + 1)}>
                  {t('pager.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
