import { actOnApprovalRequest, getPlayerSmartInstruction, getPlayerWorkflow } from '@stepwise/api';
import { displayName, type ApprovalRequestRef, type UserProfile } from '@stepwise/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { useLoad } from '../../lib/use-load';
import { t } from '../../i18n/t';
import {
  FOR_APPROVAL_PATH,
  type ApprovalHistoryContent,
  type ForApprovalNotice,
} from '../approval-history/approval-text';
import { CommentDialog } from './comment-dialog';
import { ReviewBarView } from './review-bar-view';
import { SignDialog } from './sign-dialog';

export type ReviewedContent = ApprovalHistoryContent;

interface Reviewed {
  title: string;
  request: ApprovalRequestRef | null;
}

/** The content's open request as its own view carries it (002 §3 approvalRequest). */
async function readReviewed(content: ReviewedContent): Promise<Reviewed> {
  const item =
    'workflowId' in content
      ? await getPlayerWorkflow(api, content.workflowId)
      : await getPlayerSmartInstruction(api, content.multimodalSopId);
  return { title: item.title, request: item.approvalRequest ?? null };
}

/** Whether `profile` reviews the request's current stage now (the bar shows only then). */
export function reviewsNow(request: ApprovalRequestRef | null, profileId: string): boolean {
  return request?.status === 'in_progress' && request.activeReviewerIds.includes(profileId);
}

/**
 * The review bar of the player and SOP view (issue 23): shown only to an active reviewer of the
 * content's open request. Approve signs with the password (PIN), reject needs a comment; either
 * way the reviewer goes back to /home/for-approval, which says what happened. A refusal (wrong
 * password, a request closed meanwhile: 409) stays in the dialog as the server words it.
 */
export function ReviewBar({
  content,
  profile,
}: {
  content: ReviewedContent;
  profile: UserProfile;
}) {
  const key = 'workflowId' in content ? `w:${content.workflowId}` : `s:${content.multimodalSopId}`;
  // The player shows its own loading and errors; the bar stays away until it knows.
  const [load] = useLoad(key, () => readReviewed(content));
  const [open, setOpen] = useState<{ dialog: 'approve' | 'reject'; at: Date } | null>(null);
  const navigate = useNavigate();
  if (load.state !== 'ready') return null;
  const { title, request } = load.value;
  if (!request || !reviewsNow(request, profile.id)) return null;

  const done = (notice: ForApprovalNotice) =>
    void navigate(FOR_APPROVAL_PATH, { state: { approvalNotice: notice } });
  const close = () => setOpen(null);
  return (
    <>
      <ReviewBarView
        title={title}
        stageIndex={request.stageIndex}
        stagesCount={request.stagesCount}
        onApprove={() => setOpen({ dialog: 'approve', at: new Date() })}
        onReject={() => setOpen({ dialog: 'reject', at: new Date() })}
      />
      {open?.dialog === 'approve' && (
        <SignDialog
          signerName={displayName(profile) || (profile.email ?? '')}
          pin={profile.passwordless}
          openedAt={open.at}
          onClose={close}
          onSubmit={async (input) => {
            await actOnApprovalRequest(api, request.id, { action: 'approve', ...input });
            done('approved');
          }}
        />
      )}
      {open?.dialog === 'reject' && (
        <CommentDialog
          title={t('approval.rejectTitle')}
          confirmLabel={t('approval.reject')}
          testId="approval-reject-dialog"
          onClose={close}
          onSubmit={async (comment) => {
            await actOnApprovalRequest(api, request.id, { action: 'reject', comment });
            done('rejected');
          }}
        />
      )}
    </>
  );
}
