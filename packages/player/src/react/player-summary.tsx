// The summary tab of a loaded workflow (002 §2-3): the AI summary's highlights and contents in the
// viewer's language, falling back to the workflow's; an item plays its step from its time.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { AiSummaryContent, AiSummarySource } from '@stepwise/core';
import { localizedText } from '../core/steps.js';
import { SummaryPanel, type SummaryItemView } from './components/summary-panel.js';
import type { PlayerStores } from './hooks/use-player-stores.js';

export interface PlayerSummaryProps {
  stores: PlayerStores;
  content: AiSummaryContent;
  /** The interface language. */
  language: string;
  workflowLanguage: string;
}

/** Plays `time` when it lies in the step, else the step's start; an unknown step is a plain seek. */
export function seekToMoment(stores: PlayerStores, stepId: string | undefined, time: number) {
  const step = stores.steps.$timeline.get().find((s) => s.id === stepId);
  if (step && (time < step.start || time >= step.end)) {
    stores.steps.goToStepId(step.id, 'link');
    return;
  }
  stores.playback.seek(time);
}

export function PlayerSummary({ stores, content, language, workflowLanguage }: PlayerSummaryProps) {
  const timeline = useStore(stores.steps.$timeline);
  const { highlights, contents } = useMemo(() => {
    const stepLabel = (source: AiSummarySource) => {
      const step = timeline.find((s) => s.id === source.stepId);
      if (!step) return undefined;
      const number = String(step.index + 1).padStart(2, '0');
      const title = localizedText(step.step.title, language, workflowLanguage);
      return title ? `${number} ${title}` : number;
    };
    const view = (item: { content: Record<string, string> } & AiSummarySource) => ({
      text: localizedText(item.content, language, workflowLanguage),
      stepId: item.stepId,
      time: item.startTime,
    });
    return {
      highlights: content.summary.highlights
        .map((h): SummaryItemView => ({ ...view(h), key: h.key || undefined }))
        .filter((h) => h.text !== ''),
      contents: content.summary.contents
        .map((c): SummaryItemView => ({ ...view(c), stepLabel: stepLabel(c) }))
        .filter((c) => c.text !== ''),
    };
  }, [content, timeline, language, workflowLanguage]);
  return (
    <SummaryPanel
      highlights={highlights}
      contents={contents}
      onSeek={(item) => seekToMoment(stores, item.stepId, item.time)}
    />
  );
}
