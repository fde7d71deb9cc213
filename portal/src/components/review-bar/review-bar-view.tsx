import { t } from '../../i18n/t';
import '../approval-history/approval.css';

export interface ReviewBarViewProps {
  title: string;
  stageIndex: number;
  stagesCount: number;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * The sticky bar a reviewer sees over the content under review: which stage, of what, and the two
 * decisions. A labelled region, so screen-reader users can jump to it from the landmarks list.
 */
export function ReviewBarView({
  title,
  stageIndex,
  stagesCount,
  onApprove,
  onReject,
}: ReviewBarViewProps) {
  const stage = { stage: stageIndex + 1, count: stagesCount };
  return (
    <section
      className="review-bar"
      aria-label={t('approval.bar.region')}
      data-testid="review-bar"
      data-stage={stageIndex}
    >
      <p className="review-bar-text" title={title}>
        {t('approval.bar.label', { ...stage, title })}
      </p>
      <div className="review-bar-actions">
        <button type="button" className="danger" onClick={onReject} data-testid="review-reject">
          {t('approval.reject')}
        </button>
        <button type="button" className="primary" onClick={onApprove} data-testid="review-approve">
          {t('approval.approve')}
        </button>
      </div>
    </section>
  );
}
