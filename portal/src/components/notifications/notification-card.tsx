/**
 * One notification card (002 §2 "Notifications panel", §3 entity, §4 rules): the poster, the
 * kind's label and sentence, the sender's message, the due line, its age and an unread mark.
 * The card is one button: activating it (click, Enter or Space) hands the card to `onOpen`,
 * which marks its ids read and opens its target (the bell does that).
 */
import type { StoredNotification } from '@stepwise/core';
import { t } from '../../i18n/t';
import { dueText, notificationLabel, notificationText, timeAgo } from './notification-text';
import './notifications.css';

export function NotificationCard({
  notification: n,
  onOpen,
  now,
}: {
  notification: StoredNotification;
  onOpen: (n: StoredNotification) => void;
  /** For stories and tests: the clock the age and due line read. */
  now?: number;
}) {
  const due = dueText(n, now);
  const unread = !n.read;
  return (
    <li className="notification-item">
      <button
        type="button"
        className={unread ? 'notification-card unread' : 'notification-card'}
        data-testid="notification-card"
        data-type={n.type}
        data-read={n.read}
        onClick={() => onOpen(n)}
      >
        {n.posterURL ? (
          <img className="notification-poster" src={n.posterURL} alt="" loading="lazy" />
        ) : (
          <span className="notification-poster placeholder" aria-hidden="true" />
        )}
        <span className="notification-body">
          <strong className="notification-label">{notificationLabel(n)}</strong>
          <span className="notification-text" data-testid="notification-text">
            {notificationText(n)}
          </span>
          {n.message && <span className="notification-message">{n.message}</span>}
          {due && (
            <span
              className={
                due === t('notification.overdue') ? 'notification-due overdue' : 'notification-due'
              }
              data-testid="notification-due"
            >
              {due}
            </span>
          )}
          <time className="notification-time muted" dateTime={n.latestNotificationCreatedAt}>
            {timeAgo(n.latestNotificationCreatedAt, now)}
          </time>
        </span>
        {unread && (
          <span className="notification-unread-dot" aria-label={t('notification.unread')} />
        )}
      </button>
    </li>
  );
}
