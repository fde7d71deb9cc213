import { t } from '../../i18n/t';
import { CommentDialog } from '../review-bar/comment-dialog';
import { actOnRequest, readApprovalHistories } from './approval-client';
import type { ApprovalHistoryContent } from './approval-text';

/**
 * The open request of a content: the id its view carries (002 §3 approvalRequest) or, when the
 * list it came from did not carry one, the open one of its grouped histories.
 */
async function openRequestId(
  content: ApprovalHistoryContent,
  known: string | null | undefined,
): Promise<string> {
  if (known) return known;
  const open = (await readApprovalHistories(content)).find(
    (item) => item.request.status === 'in_progress',
  );
  if (!open) throw new Error(t('approval.history.empty'));
  return open.request.id;
}

/** Recall (the requester or an editor): ends the open request with a comment (001 §7). */
export function RecallDialog({
  content,
  requestId,
  onClose,
  onRecalled,
}: {
  content: ApprovalHistoryContent;
  requestId?: string | null;
  onClose: () => void;
  onRecalled: () => void;
}) {
  return (
    <CommentDialog
      title={t('approval.recallTitle')}
      confirmLabel={t('approval.recall')}
      testId="approval-recall-dialog"
      onClose={onClose}
      onSubmit={async (comment) => {
        const id = await openRequestId(content, requestId);
        await actOnRequest(id, { action: 'recall', comment });
        onRecalled();
      }}
    />
  );
}
