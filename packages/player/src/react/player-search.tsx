// Search inside the workflow (002 §5). The rule reaches a core module with zod schemas, so it
// loads with import() when the panel first searches, never in the first paint.
import { useState } from 'react';
import { useLanguage, useT } from '@stepwise/i18n/react';
import { formatMinutesSeconds, stepNumber } from '../core/steps.js';
import { SearchPanel } from './components/search-panel.js';
import type { SearchResult } from './components/search-panel.js';
import type { PlayerStores } from './hooks/use-player-stores.js';

export interface PlayerSearchProps {
  stores: PlayerStores;
  workflowLanguage: string;
  /** The workflow's speech status: 'not configured' says why there is no transcript. */
  speechStatus?: string | undefined;
  onClose: () => void;
}

export function PlayerSearch({
  stores,
  workflowLanguage,
  speechStatus,
  onClose,
}: PlayerSearchProps) {
  const { language } = useLanguage();
  const t = useT();
  // Issue 16: with no transcript there are no subtitles and nothing to find; say why.
  const transcribed = stores.steps.$timeline
    .get()
    .some((s) => Object.values(s.step.transcriptions ?? {}).some((list) => list.length > 0));
  const notice = transcribed
    ? undefined
    : t(
        speechStatus === 'not configured'
          ? 'transcript.playerNotConfigured'
          : 'transcript.playerNone',
      );
  const [results, setResults] = useState<(SearchResult & { time: number })[] | null>(null);

  const search = (query: string) => {
    void import('../core/search.js').then(({ searchWorkflow }) => {
      const found = searchWorkflow(stores.steps.$timeline.get(), query, language, workflowLanguage);
      setResults(
        found.map((r, i) => ({
          id: `${r.stepId}-${i}`,
          stepNumber: stepNumber(r.stepIndex),
          snippet: r.snippet,
          // On the workflow's timeline, like the seek bar's clock (not inside the step).
          timeLabel: formatMinutesSeconds(r.time),
          time: r.time,
        })),
      );
    });
  };

  return (
    <SearchPanel
      onSearch={search}
      results={results}
      onSelect={(result) => {
        const hit = results?.find((r) => r.id === result.id);
        if (hit) stores.playback.seek(hit.time);
      }}
      onClose={onClose}
      notice={notice}
    />
  );
}
