// The toolbox beside the picture, with the tabs core's `toolboxTabs` allows (002 §2): summary
// (a shown AI summary; then it opens first), steps, Q&A (the host's slot, under the spec's rules),
// sop (the summary's SOP items) and comments (the permission, signed in, not an old version).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isAiSummaryShown } from '@stepwise/core';
import {
  activeTab,
  qnaSupportsLanguage,
  tabAfterWindowModeEnds,
  toolboxTabs,
  type ToolboxTab,
} from '../core/toolbox.js';
import type { PlayerDataSource, PlayerViewer, PlayerWorkflowData } from '../core/data-source.js';
import { SopPanel } from './components/summary-panel.js';
import { Toolbox } from './components/toolbox.js';
import { Parts } from './components/parts.js';
import type { PlayerStores } from './hooks/use-player-stores.js';
import type { PlayerProps } from './player-props.js';
import { PlayerComments } from './player-comments.js';
import { PlayerStepMenu } from './player-step-menu.js';
import { PlayerSummary, seekToMoment } from './player-summary.js';

export interface PlayerToolboxProps {
  stores: PlayerStores;
  source: PlayerDataSource;
  viewer: PlayerViewer | null;
  workflow: PlayerWorkflowData;
  /** The interface language: the summary's texts are picked in it. */
  language: string;
  versionId?: string | undefined;
  divide: boolean;
  /** 002 §9: below 300 px wide the toolbox is small. */
  small: boolean;
  renderQna?: PlayerProps['renderQna'];
  /** The quiz card for the end of the steps list (react/player-quiz.tsx), or null. */
  quizCard?: ReactNode;
  onClose: () => void;
  onError: (error: unknown) => void;
}

export function PlayerToolbox(props: PlayerToolboxProps) {
  const { stores, source, viewer, workflow, renderQna } = props;
  const [chosen, setChosen] = useState<ToolboxTab | null>(null);
  const summary = workflow.aiSummary;
  const content = isAiSummaryShown(summary) ? summary!.content : null;
  const sop = content?.sop ?? [];
  const qnaAllowed = !!renderQna && !source.isPublic;
  const toolbox = toolboxTabs({
    hasAiSummary: content !== null,
    qnaSupportsLanguage: qnaSupportsLanguage(workflow.languageCode),
    qnaEnabled: qnaAllowed,
    qnaFeatureFlags: viewer?.aiQnA === true,
    hasSop: sop.length > 0,
    commentsPermission: source.comments !== undefined && viewer !== null && viewer.comments,
    isPublic: source.isPublic,
    versionId: props.versionId ?? null,
  });
  const current = activeTab(chosen, toolbox);

  // 002 §2: when window (divide) mode ends while on Q&A, the tab falls back to summary or steps.
  const wasDivide = useRef(props.divide);
  useEffect(() => {
    if (wasDivide.current && !props.divide) setChosen(tabAfterWindowModeEnds(current, toolbox));
    wasDivide.current = props.divide;
    // Only the mode's change matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.divide]);

  return (
    <Toolbox
      tabs={toolbox.tabs}
      value={current}
      onValueChange={setChosen}
      small={props.small}
      title={props.divide ? workflow.title : undefined}
      onClose={props.divide ? props.onClose : undefined}
      content={{
        summary: content && (
          <PlayerSummary
            stores={stores}
            content={content}
            language={props.language}
            workflowLanguage={workflow.languageCode}
          />
        ),
        steps: <PlayerStepMenu stores={stores} quizCard={props.quizCard} />,
        qna: renderQna && toolbox.tabs.includes('qna') && (
          <div className="sw-player-qna" part={Parts.qna}>
            {renderQna({
              workflowId: workflow.id,
              languageCode: workflow.languageCode,
              seek: (stepId, time) => seekToMoment(stores, stepId, time),
            })}
          </div>
        ),
        sop: sop.length > 0 && <SopPanel items={sop} />,
        comments: source.comments && (
          <PlayerComments
            key={workflow.id}
            port={source.comments}
            workflowId={workflow.id}
            viewer={viewer}
            onError={props.onError}
          />
        ),
      }}
    />
  );
}
