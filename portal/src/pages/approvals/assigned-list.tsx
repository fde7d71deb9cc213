import type { PageInfo } from '@stepwise/api';
import type { ApprovalRequest } from '@stepwise/core';
import { Link } from 'react-router';
import {
  approvalTime,
  contentKindText,
  reviewPath,
  stageText,
} from '../../components/approval-history/approval-text';
import { Pager } from '../../components/pager';
import { t } from '../../i18n/t';

/** "Waiting for my review": the open requests whose current stage lists me, with Review. */
export function AssignedList({
  items,
  page,
}: {
  items: readonly ApprovalRequest[];
  page: PageInfo;
}) {
  if (items.length === 0) {
    return (
      <p className="empty" data-testid="for-approval-empty">
        {t('approval.forApproval.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="for-approval-list" data-testid="for-approval-list">
        {items.map((request) => (
          <li
            key={request.id}
            className="for-approval-item"
            data-testid="for-approval-item"
            data-request-id={request.id}
          >
            <div className="for-approval-main">
              <strong className="for-approval-title">{request.title}</strong>
              <span className="muted">
                {contentKindText(request.contentType)} · {request.workspaceName} ·{' '}
                <span data-testid="for-approval-stage">
                  {stageText(request.stageIndex, request.stages.length)}
                </span>
              </span>
              <span className="muted">
                {request.requestedBy &&
                  `${t('approval.requestedBy', { name: request.requestedBy.displayName })} · `}
                <time dateTime={request.createdAt}>{approvalTime(request.createdAt)}</time>
              </span>
            </div>
            <Link
              className="for-approval-review"
              to={reviewPath(request)}
              aria-label={t('approval.forApproval.reviewLabel', { title: request.title })}
              data-testid="for-approval-review"
            >
              {t('approval.forApproval.review')}
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} />
    </>
  );
}
