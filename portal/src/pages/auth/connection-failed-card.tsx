import { useT } from '@stepwise/i18n/react';
import type { ConnectionFailedType } from './sign-in-rules';

/** 000 §2: the connection-failed card, with close and a retry of this step's call. */
export function ConnectionFailedCard(props: {
  type: ConnectionFailedType;
  onRetry: () => void;
  onClose: () => void;
}) {
  const t = useT();
  if (props.type === 'CLOSE') return null;
  return (
    <section
      className="auth-card connection-failed"
      role="alert"
      data-testid="connection-failed"
      data-type={props.type}
      aria-labelledby="connection-failed-title"
    >
      <h2 id="connection-failed-title">{t('alert.connectionFailed')}</h2>
      <p>{t('alert.connectionFailedHint')}</p>
      <div className="auth-actions">
        <button type="button" data-testid="connection-failed-retry" onClick={props.onRetry}>
          {t('auth.retry')}
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="connection-failed-close"
          onClick={props.onClose}
        >
          {t('auth.close')}
        </button>
      </div>
    </section>
  );
}
