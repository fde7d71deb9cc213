import type { ApprovalHistory, ApprovalRequest } from '@stepwise/core';
import { t } from '../../i18n/t';
import { approvalTime, eventText, stageText, statusText } from './approval-text';
import './approval.css';

export interface ApprovalHistoryItem {
  request: ApprovalRequest;
  histories: ApprovalHistory[];
}

export interface ApprovalHistoryViewProps {
  items: readonly ApprovalHistoryItem[];
  /** Whether the caller may recall this (open) request: its requester or an editor. */
  canRecall: (request: ApprovalRequest) => boolean;
  onRecall: (request: ApprovalRequest) => void;
}

function Stages({ request }: { request: ApprovalRequest }) {
  return (
    <ol className="approval-stages" aria-label={t('approval.history.title')}>
      {request.stages.map((stage, index) => (
        <li
          key={index}
          data-testid="approval-stage"
          aria-current={
            request.status === 'in_progress' && index === request.stageIndex ? 'step' : undefined
          }
        >
          <strong>{stageText(index, request.stages.length)}</strong>
          {stage.title && <span> · {stage.title}</span>}
          <span className="muted"> · {t(`approval.rule.${stage.rule}`)}</span>
          <ul className="approval-reviewers">
            {stage.reviewers.map((reviewer) => {
              const approved = stage.approvedBy.includes(reviewer.uid);
              return (
                <li key={reviewer.uid} data-approved={approved}>
                  {approved && (
                    <span aria-label={t('approval.approvedMark')} role="img">
                      ✓{' '}
                    </span>
                  )}
                  {reviewer.displayName}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Event({ event }: { event: ApprovalHistory }) {
  const sig = event.signature;
  return (
    <li data-testid="approval-event" data-event={event.event}>
      <time dateTime={event.createdAt} className="muted">
        {approvalTime(event.createdAt)}
      </time>{' '}
      {eventText(event)}
      {sig && (
        <p className="approval-signature" data-testid="approval-signature">
          {t('approval.signedBy', {
            name: sig.signerName,
            email: sig.signerEmail,
            time: approvalTime(sig.signedAt),
          })}
        </p>
      )}
      {event.comment && (
        <blockquote className="approval-comment" data-testid="approval-event-comment">
          {event.comment}
        </blockquote>
      )}
    </li>
  );
}

/**
 * Every approval request of one content, newest first, each with its stages (the rule, the
 * reviewers, ✓ for who approved) and its events in the order they happened, signatures included.
 */
export function ApprovalHistoryView({ items, canRecall, onRecall }: ApprovalHistoryViewProps) {
  if (items.length === 0) {
    return (
      <p className="empty" data-testid="approval-history-empty">
        {t('approval.history.empty')}
      </p>
    );
  }
  return (
    <ul className="approval-history" data-testid="approval-history">
      {items.map(({ request, histories }) => (
        <li
          key={request.id}
          className="approval-request"
          data-testid="approval-request"
          data-status={request.status}
        >
          <header className="approval-request-head">
            <span
              className={`badge badge-approval-${request.status}`}
              data-testid="approval-status"
            >
              {statusText(request.status)}
            </span>
            {request.requestedBy && (
              <span>{t('approval.requestedBy', { name: request.requestedBy.displayName })}</span>
            )}
            <span className="muted">
              {t('approval.requestedAt', { date: approvalTime(request.createdAt) })}
              {request.closedAt &&
                ` · ${t('approval.closedAt', { date: approvalTime(request.closedAt) })}`}
            </span>
            {request.status === 'in_progress' && canRecall(request) && (
              <button type="button" onClick={() => onRecall(request)} data-testid="approval-recall">
                {t('approval.recall')}
              </button>
            )}
          </header>
          <Stages request={request} />
          <ol className="approval-events">
            {[...histories]
              .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
              .map((event) => (
                <Event key={event.id} event={event} />
              ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
