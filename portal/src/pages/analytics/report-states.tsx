import type { ReactNode } from 'react';
import { useT } from '@stepwise/i18n/react';
import type { Load } from '../../lib/use-load';

/**
 * A report section's states: loading, its error with a retry, "No data for this period" when
 * `isEmpty(value)`, else `children(value)`.
 */
export function ReportBody<T>({
  load,
  onRetry,
  isEmpty = () => false,
  testId,
  children,
}: {
  load: Load<T>;
  onRetry: () => void;
  isEmpty?: (value: T) => boolean;
  testId: string;
  children: (value: T) => ReactNode;
}) {
  const t = useT();
  if (load.state === 'loading')
    return (
      <p role="status" className="muted analytics-state" data-testid={`${testId}-loading`}>
        {t('analytics.state.loading')}
      </p>
    );
  if (load.state === 'error')
    return (
      <div className="form-error analytics-state" role="alert" data-testid={`${testId}-error`}>
        <p>{t('analytics.state.error')}</p>
        <p className="muted">{load.message}</p>
        <button type="button" onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (isEmpty(load.value))
    return (
      <p className="muted analytics-state analytics-empty" data-testid={`${testId}-empty`}>
        {t('analytics.state.empty')}
      </p>
    );
  return <>{children(load.value)}</>;
}
