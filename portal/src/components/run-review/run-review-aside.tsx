/**
 * The review pages' side (issue 24; 002 §4 review mode): without `?sessionId=` the runs to pick
 * from (picking sets it), with it that run's review and comments and a way back to the list.
 * The skill and task review pages put it beside the instruction.
 */
import type { RunScope } from '@stepwise/api';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/t';
import { RunList } from './run-list';
import { RunReview } from './run-review';

export function RunReviewAside({ scope }: { scope: RunScope }) {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('sessionId');
  const pick = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('sessionId', id);
      else next.delete('sessionId');
      return next;
    });
  if (!sessionId) return <RunList scope={scope} onPick={pick} />;
  return (
    <div className="run-review-panel">
      <button
        type="button"
        className="link-button"
        data-testid="run-review-all-runs"
        onClick={() => pick(null)}
      >
        {t('runReview.allRuns')}
      </button>
      <RunReview key={sessionId} sessionId={sessionId} instructionId={scope.multimodalSopId} />
    </div>
  );
}
