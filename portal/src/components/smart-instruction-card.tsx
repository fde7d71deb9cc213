import { formatDate } from '@stepwise/i18n';
import {
  smartInstructionCardDisabled,
  smartInstructionCardStatus,
  type SmartInstructionSummary,
  type SmartInstructionType,
} from '@stepwise/core';
import { currentLanguage, t } from '../i18n/t';
import { Icon, type IconName } from '../shell/icons';
import { CardPoster } from './card-frame';
import { FavoriteToggle } from './favorite-toggle';
import { SmartInstructionTools, type SopCardChange } from './smart-instruction-tools';
import { StatusBadge } from './status-badge';
import { useSopJob } from './use-sop-job';
import './sop-surfaces.css';

const TYPE_ICONS: Record<SmartInstructionType, IconName> = {
  manually: 'list',
  pdf: 'document',
  workflow: 'video',
};

export interface SmartInstructionCardProps {
  item: SmartInstructionSummary;
  /** Whether the tools menu shows (an editor of the workspace, 000 §6). */
  canEdit: boolean;
  /** Where the poster leads: the smart instruction view (the search's own view from search). */
  openTo: (id: string) => string;
  onChanged: (change: SopCardChange) => void;
}

/**
 * A smart-instruction card (001 §2, §4): poster or type icon, title, status (published or
 * unpublished when completed, else processing with the job's message, and disabled), steps,
 * author, last update, and the tools in edit mode.
 */
export function SmartInstructionCard({
  item,
  canEdit,
  openTo,
  onChanged,
}: SmartInstructionCardProps) {
  // While a PDF or video is being turned into items, the job's progress is polled.
  const view = useSopJob(item, (done) => onChanged({ kind: 'processed', item: done }));
  const status = smartInstructionCardStatus(view);
  // 001 §4 says processing for anything not completed; a failed job (ours) says so instead.
  const badge = view.status === 'failed' ? 'failed' : status;
  const disabled = smartInstructionCardDisabled(view);
  const updated = formatDate(view.updatedAt, 'MM/DD/YYYY', currentLanguage());

  return (
    <article
      className="card sop-card"
      data-testid="sop-card"
      data-sop-id={view.id}
      data-disabled={disabled || undefined}
      aria-label={view.title}
      aria-disabled={disabled || undefined}
    >
      <CardPoster
        url={view.poster}
        // 001 §2, §4: the poster opens the view; a card that is not completed is disabled.
        to={disabled ? undefined : openTo(view.id)}
        label={t('sop.open', { title: view.title })}
        fallback={
          <span className="poster-empty sop-type" data-type={view.type}>
            <Icon name={TYPE_ICONS[view.type]} />
            <span>{t(`sop.type.${view.type}`)}</span>
          </span>
        }
      />
      <div className="card-body">
        <SmartInstructionTools item={view} canEdit={canEdit} onChanged={onChanged} />
        <div className="card-meta">
          <StatusBadge status={badge} />
          <span data-testid="card-steps">{t('card.steps', { count: view.stepsCount })}</span>
          {/* 001 §3: only a published item shows the favourite button. */}
          {view.published && (
            <FavoriteToggle kind="multimodal-sops" id={view.id} title={view.title} />
          )}
        </div>
        <p className="muted small sop-card-byline">
          {view.author && (
            <span data-testid="sop-author">
              {t('sop.author', { name: view.author.displayName })}
            </span>
          )}{' '}
          <span data-testid="sop-updated">{t('sop.updated', { date: updated })}</span>
        </p>
        {status === 'processing' && (
          <div className="card-progress" data-testid="sop-job">
            {view.status === 'failed' ? (
              <p className="form-error" role="alert">
                {view.errorMessage ?? t('sop.failed')}
              </p>
            ) : (
              <>
                <progress
                  data-testid="card-progress"
                  max={1}
                  value={view.job?.progress ?? undefined}
                  aria-label={t('card.progress', { title: view.title })}
                />
                <span className="muted" role="status">
                  {view.job
                    ? `${Math.round(view.job.progress * 100)}% ${view.job.message}`
                    : t('sop.processing')}
                </span>
              </>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
