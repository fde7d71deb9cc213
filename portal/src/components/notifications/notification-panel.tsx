/**
 * The notifications panel (002 §2): a list of cards, a loading text, an empty message, an error
 * with a retry, and a close button on mobile. A view only: the bell gives it the state.
 */
import type { StoredNotification } from '@stepwise/core';
import { t } from '../../i18n/t';
import type { CardsState } from '../../shell/use-notifications';
import { NotificationCard } from './notification-card';
import './notifications.css';

export function NotificationPanel({
  id,
  cards,
  mobile,
  onOpen,
  onRetry,
  onClose,
  now,
}: {
  id?: string;
  cards: CardsState;
  mobile: boolean;
  onOpen: (n: StoredNotification) => void;
  onRetry: () => void;
  onClose: () => void;
  now?: number;
}) {
  return (
    <div
      id={id}
      className="popover notification-panel"
      role="region"
      aria-label={t('shell.notifications.label')}
      data-testid="notification-panel"
    >
      <div className="notification-panel-header">
        <h2>{t('shell.notifications.label')}</h2>
        {mobile && (
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('common.close')}
            data-testid="notification-panel-close"
          >
            ×
          </button>
        )}
      </div>
      {(cards.state === 'loading' || cards.state === 'idle') && (
        <p role="status" className="muted" data-testid="notification-loading">
          {t('notification.loading')}
        </p>
      )}
      {cards.state === 'error' && (
        <div className="form-error" role="alert" data-testid="notification-error">
          <p>{t('notification.error')}</p>
          <button type="button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {cards.state === 'ready' && cards.items.length === 0 && (
        <p className="muted" data-testid="notification-empty">
          {t('shell.notifications.empty')}
        </p>
      )}
      {cards.state === 'ready' && cards.items.length > 0 && (
        <ul className="notification-list" data-testid="notification-list">
          {cards.items.map((n) => (
            <NotificationCard key={n.id} notification={n} onOpen={onOpen} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
