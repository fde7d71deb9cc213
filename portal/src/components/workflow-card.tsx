import type { WorkflowCard as Card, WorkflowEvent } from '@stepwise/api';
import { canEditCard, ReviewStatus, SpeechStatus, type CardStatus } from '@stepwise/core';
import { useState } from 'react';
import { t } from '../i18n/t';
import { formatDuration } from '../lib/format';
import { useWorkflowEvents } from '../lib/use-workflow-events';
import { paths } from '../paths';
import { CardPoster } from './card-frame';
import { CardTools, type CardChange } from './card-tools';
import { FavoriteToggle } from './favorite-toggle';
import { StatusBadge } from './status-badge';
import { CardSpeechNotice } from './transcript/speech-notice';
import { TranscriptDialog } from './transcript/transcript-dialog';

const LIVE: readonly CardStatus[] = ['processing', 'transcoding'];
// 001 §2: in edit mode the poster does nothing while the video is not ready.
const NOT_PLAYABLE: readonly CardStatus[] = ['processing', 'transcoding', 'failed'];

export interface WorkflowCardProps {
  card: Card;
  canEdit: boolean;
  onChanged: (change: CardChange) => void;
}

/** A content card: poster, title, status, duration and steps, live progress, tools. */
export function WorkflowCard({ card, canEdit, onChanged }: WorkflowCardProps) {
  const live = useWorkflowEvents(
    card.id,
    LIVE.includes(card.cardStatus),
    (last: WorkflowEvent | null) => onChanged({ kind: 'processed', workflow: last?.item ?? null }),
  );
  const view = live ? { ...card, ...live.item } : card;
  const status = view.cardStatus;
  const progress = live?.job?.progress ?? null;
  const steps = t('card.steps', { count: card.stepCount });
  // Issue 16: no speech-to-text, no transcript yet; those who may edit can add one.
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const editable = canEdit && canEditCard(status);
  const openTranscript = editable ? () => setTranscriptOpen(true) : undefined;
  // Issue 23: in a workspace with an approval workflow, Publish opens a request instead.
  const [sentForApproval, setSentForApproval] = useState(false);
  const changed = (change: CardChange) => {
    if (change.kind === 'published' || change.kind === 'recalled') {
      setSentForApproval(change.workflow?.reviewStatus === ReviewStatus.InProgress);
    }
    onChanged(change);
  };

  return (
    <article
      className="card"
      data-testid="workflow-card"
      data-workflow-id={card.id}
      aria-label={view.title}
    >
      <CardPoster
        url={card.posterURL}
        to={NOT_PLAYABLE.includes(status) ? undefined : paths.player(card.id)}
        label={t('card.play', { title: view.title })}
      />
      <div className="card-body">
        <CardTools
          card={view}
          canEdit={canEdit}
          onChanged={changed}
          onTranscript={openTranscript}
        />
        <div className="card-meta">
          <StatusBadge status={status} />
          <span aria-label={t('card.duration', { duration: formatDuration(view.videoDuration) })}>
            {formatDuration(view.videoDuration)}
          </span>
          <span data-testid="card-steps">{steps}</span>
          {/* 001 §3: only a published item shows the favourite button. */}
          {view.published && <FavoriteToggle kind="workflows" id={card.id} title={view.title} />}
        </div>
        {sentForApproval && status === 'in_review' && (
          <p className="notice" role="status" data-testid="card-sent-for-approval">
            {t('approval.sentForApproval')}
          </p>
        )}
        {view.speechStatus === SpeechStatus.NotConfigured && !LIVE.includes(status) && (
          <CardSpeechNotice onAdd={openTranscript} />
        )}
        {transcriptOpen && (
          <TranscriptDialog
            workflowId={card.id}
            title={view.title}
            languageCode={view.languageCode}
            speechStatus={view.speechStatus}
            onClose={() => setTranscriptOpen(false)}
            onSaved={(workflow) => onChanged({ kind: 'processed', workflow })}
          />
        )}
        {LIVE.includes(status) && (
          <div className="card-progress">
            <progress
              data-testid="card-progress"
              data-progress={progress ?? ''}
              max={1}
              value={progress ?? undefined}
              aria-label={t('card.progress', { title: view.title })}
            />
            <span className="muted">
              {progress !== null ? `${Math.round(progress * 100)}%` : ''}{' '}
              {live?.job?.progressMessage ?? ''}
            </span>
          </div>
        )}
      </div>
    </article>
  );
}
