/**
 * The player's Q&A tab in the portal (002 §2 "Toolbox tabs"): the assistant about the workflow
 * being played (the workflow chat paths). A reference into this workflow seeks the player to its
 * step and time; a reference into another workflow opens that one's player there, in the same
 * kind of player route.
 */
import { Assistant, type AssistantReference } from '@stepwise/assistant/react';
import type { Theme } from '@stepwise/core';
import { useNavigate } from 'react-router';
import { useLanguage, useT } from '../../shell/i18n';
import { portalChatPort } from './portal-chat';
import { referenceTarget } from './reference-target';
import './assistant-page.css';

export interface PlayerQnaProps {
  workflowId: string;
  /** The player route this tab is in (playermain, playermainfullscreen, playerembed). */
  route: string;
  theme: Theme;
  seek(stepId: string, time: number): void;
}

export function PlayerQna({ workflowId, route, theme, seek }: PlayerQnaProps) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const onReference = (reference: AssistantReference) => {
    const target = referenceTarget(reference, { workflowId, route });
    if (target.kind === 'seek') seek(target.stepId, target.time);
    else void navigate(target.to);
  };
  return (
    <div className="player-qna" data-testid="player-qna">
      <p className="player-qna-intro">{t('assistantPage.qnaIntro')}</p>
      <Assistant
        port={portalChatPort()}
        workflowId={workflowId}
        variant="inline"
        lang={language}
        theme={theme}
        onReference={onReference}
      />
    </div>
  );
}

export default PlayerQna;
