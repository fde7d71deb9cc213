import type { ApprovalNotificationType, StoredNotification } from '@stepwise/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { approvalTime } from '../../components/approval-history/approval-text';
import { t } from '../../i18n/t';
import {
  notificationLabelKey,
  notificationTarget,
  notificationTextKey,
} from '../../lib/notification-target';

/** How many updates show before "Show more" (the server keeps 30 days, at most 500). */
export const UPDATES_PAGE = 20;

function updateText(n: StoredNotification): string {
  return t(notificationTextKey(n.type as ApprovalNotificationType), {
    sender: n.activity.senderName || t('approval.someone'),
    title: n.title,
  });
}

/**
 * "Approval updates" (002 §4 texts: approval requested, approved, rejected, recalled, ...): the
 * sender's comment under each, and a link to the content when the notification leads somewhere.
 */
export function ApprovalUpdates({ items }: { items: readonly StoredNotification[] }) {
  const [shown, setShown] = useState(UPDATES_PAGE);
  if (items.length === 0) {
    return (
      <p className="empty" data-testid="approval-updates-empty">
        {t('approval.forApproval.noUpdates')}
      </p>
    );
  }
  return (
    <>
      <ul className="approval-updates" data-testid="approval-updates">
        {items.slice(0, shown).map((n) => {
          const target = notificationTarget(n);
          const text = updateText(n);
          return (
            <li
              key={n.id}
              className={n.read ? 'approval-update' : 'approval-update unread'}
              data-testid="approval-update"
              data-type={n.type}
            >
              <strong className="approval-update-label">
                {t(notificationLabelKey(n.type as ApprovalNotificationType))}
              </strong>
              {target ? <Link to={target}>{text}</Link> : <span>{text}</span>}
              {n.message && (
                <blockquote className="approval-comment" data-testid="approval-update-comment">
                  {n.message}
                </blockquote>
              )}
              <time dateTime={n.createdAt} className="muted">
                {approvalTime(n.createdAt)}
              </time>
            </li>
          );
        })}
      </ul>
      {items.length > shown && (
        <button
          type="button"
          onClick={() => setShown((n) => n + UPDATES_PAGE)}
          data-testid="approval-updates-more"
        >
          {t('approval.forApproval.more')}
        </button>
      )}
    </>
  );
}
