/**
 * /home/for-approval (000 §2, issue 23): the requests waiting for my review, and below them the
 * approval notifications I received (until the notification centre of issue 24 lists them).
 */
import { listAssignedApprovalRequests, listMyNotifications } from '@stepwise/api';
import { APPROVAL_NOTIFICATION_TYPES } from '@stepwise/core';
import { useLocation, useSearchParams } from 'react-router';
import type { ForApprovalNotice } from '../../components/approval-history/approval-text';
import { LoadState } from '../../components/load-state';
import { pageOf } from '../../components/pager';
import { api } from '../../api';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { ApprovalUpdates } from './approval-updates';
import { AssignedList } from './assigned-list';
import '../../components/approval-history/approval.css';

export const ASSIGNED_PAGE_SIZE = 20;
const APPROVAL_KINDS: ReadonlySet<string> = new Set(APPROVAL_NOTIFICATION_TYPES);

/** The decision that brought the reviewer here (the review bar navigates with it). */
function noticeOf(state: unknown): ForApprovalNotice | null {
  const notice = (state as { approvalNotice?: unknown } | null)?.approvalNotice;
  return notice === 'approved' || notice === 'rejected' ? notice : null;
}

export function ForApprovalPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const page = pageOf(params);
  const [assigned, retryAssigned] = useLoad(`assigned:${page}`, () =>
    listAssignedApprovalRequests(api, { page, size: ASSIGNED_PAGE_SIZE }),
  );
  const [updates, retryUpdates] = useLoad('notifications', () => listMyNotifications(api));
  const notice = noticeOf(location.state);

  return (
    <section className="for-approval-page" data-testid="for-approval-page">
      <h1>{t('approval.forApproval.title')}</h1>
      {notice && (
        <p className="notice" role="status" data-testid="for-approval-notice" data-notice={notice}>
          {t(notice === 'approved' ? 'approval.approvedDone' : 'approval.rejectedDone')}
        </p>
      )}
      <h2>{t('approval.forApproval.waiting')}</h2>
      {assigned.state === 'ready' ? (
        <AssignedList items={assigned.value.items} page={assigned.value.page} />
      ) : (
        <LoadState load={assigned} onRetry={retryAssigned} testId="for-approval" />
      )}
      <h2>{t('approval.forApproval.updates')}</h2>
      {updates.state === 'ready' ? (
        <ApprovalUpdates items={updates.value.items.filter((n) => APPROVAL_KINDS.has(n.type))} />
      ) : (
        <LoadState load={updates} onRetry={retryUpdates} testId="approval-updates" />
      )}
    </section>
  );
}
