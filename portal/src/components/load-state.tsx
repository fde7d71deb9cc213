import { t } from '../i18n/t';
import type { Load } from '../lib/use-load';

/** What a read shows before its value: a loading status, or its error with a retry button. */
export function LoadState({
  load,
  onRetry,
  testId,
}: {
  load: Load<unknown>;
  onRetry: () => void;
  testId?: string;
}) {
  if (load.state === 'loading') {
    return (
      <p role="status" className="muted" data-testid={testId && `${testId}-loading`}>
        {t('common.loading')}
      </p>
    );
  }
  if (load.state === 'error') {
    return (
      <div className="form-error" role="alert" data-testid={testId && `${testId}-error`}>
        <p>{load.message}</p>
        <button type="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return null;
}
