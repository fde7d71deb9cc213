/**
 * /governance (issue 25): GovernanceView with its state — the tab, the search (debounced), the
 * page, the loaded list; saving an owner / review-by date and marking reviewed reload it.
 */
import {
  listGovernedContent,
  markContentReviewed,
  searchPeople,
  updateGovernedContent,
} from '@stepwise/api';
import type { GovernanceList } from '@stepwise/core';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { GovernanceView, type GovernanceLoad } from './governance-view';

const SEARCH_DELAY_MS = 300;

export function GovernancePage() {
  const [list, setList] = useState<GovernanceList>('all');
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // The answer with the request it answers: another tab, page or search is loading until its own.
  const [answer, setAnswer] = useState<{ key: string; load: GovernanceLoad } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearched(keyword.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  const requestKey = `${list}|${page}|${searched}|${attempt}`;
  useEffect(() => {
    let on = true;
    const key = requestKey;
    listGovernedContent(api, { list, page, keyword: searched || undefined }).then(
      (result) => on && setAnswer({ key, load: { status: 'ready', page: result } }),
      (err: unknown) =>
        on && setAnswer({ key, load: { status: 'failed', message: messageOf(err) } }),
    );
    return () => {
      on = false;
    };
  }, [list, page, searched, requestKey]);
  const loaded: GovernanceLoad = answer?.key === requestKey ? answer.load : { status: 'loading' };

  const reload = () => setAttempt((n) => n + 1);
  const act = (work: Promise<unknown>) => {
    setProblem(null);
    work.then(reload, (err: unknown) => setProblem(messageOf(err)));
  };

  return (
    <GovernanceView
      list={list}
      keyword={keyword}
      loaded={loaded}
      problem={problem}
      onList={(next) => {
        setList(next);
        setPage(0);
      }}
      onKeyword={(next) => {
        setKeyword(next);
        setPage(0);
      }}
      onPage={setPage}
      onRetry={reload}
      onSave={(item, edit) =>
        act(
          updateGovernedContent(api, item.type, item.id, {
            ownerId: edit.ownerId,
            reviewBy: edit.reviewBy,
          }),
        )
      }
      onReviewed={(item) => act(markContentReviewed(api, item.type, item.id))}
      searchPeople={(k) => searchPeople(api, k, 10)}
    />
  );
}
