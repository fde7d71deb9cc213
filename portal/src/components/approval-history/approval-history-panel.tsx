import type { ApprovalRequest } from '@stepwise/core';
import { useState } from 'react';
import { t } from '../../i18n/t';
import { canEditIn } from '../../lib/permissions';
import { useLoad } from '../../lib/use-load';
import { useSession } from '../../session/use-session';
import { LoadState } from '../load-state';
import { readApprovalHistories } from './approval-client';
import { ApprovalHistoryView } from './approval-history-view';
import type { ApprovalHistoryContent } from './approval-text';
import { RecallDialog } from './recall-dialog';

/**
 * The approval history of a workflow or smart instruction (GET grouped-histories), with Recall
 * on an open request for its requester or an editor of the content. The versions helper's publish
 * history dialog shows it in its "Approvals" tab; the card's Approval history tool on its own.
 */
export function ApprovalHistoryPanel({
  content,
  onRecalled,
}: {
  content: ApprovalHistoryContent;
  /** After a recall (the card's status changes back). */
  onRecalled?: () => void;
}) {
  const key = 'workflowId' in content ? `w:${content.workflowId}` : `s:${content.multimodalSopId}`;
  const [load, retry] = useLoad(key, () => readApprovalHistories(content));
  const [recalling, setRecalling] = useState<ApprovalRequest | null>(null);
  const [recalled, setRecalled] = useState(false);
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : null;
  const canRecall = (request: ApprovalRequest) =>
    profile !== null &&
    (request.requestedBy?.uid === profile.id || canEditIn(profile, request.workspaceId));

  return (
    <div className="approval-history-panel" data-testid="approval-history-panel">
      {recalled && (
        <p className="notice" role="status" data-testid="approval-recalled">
          {t('approval.recalledDone')}
        </p>
      )}
      {load.state === 'ready' ? (
        <ApprovalHistoryView items={load.value} canRecall={canRecall} onRecall={setRecalling} />
      ) : (
        <LoadState load={load} onRetry={retry} testId="approval-history" />
      )}
      {recalling && (
        <RecallDialog
          content={content}
          requestId={recalling.id}
          onClose={() => setRecalling(null)}
          onRecalled={() => {
            setRecalling(null);
            setRecalled(true);
            retry();
            onRecalled?.();
          }}
        />
      )}
    </div>
  );
}
