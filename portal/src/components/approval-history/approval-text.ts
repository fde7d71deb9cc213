/**
 * The approval texts more than one approval surface shows (the for-approval list, the review
 * bar, the history panel), so each is worded in one place.
 */
import type { ApprovalHistory, ApprovalRequest } from '@stepwise/core';
import { formatDate } from '@stepwise/i18n';
import { currentLanguage, t, type MessageKey } from '../../i18n/t';
import { paths } from '../../paths';

/** "Stage 2 of 3" (stages counted from 1 for people). */
export function stageText(stageIndex: number, stagesCount: number): string {
  return t('approval.stage', { stage: stageIndex + 1, count: stagesCount });
}

/** A date and time in the spec's format (000 §9), to the minute, as a signature is shown. */
export function approvalTime(iso: string): string {
  return formatDate(iso, 'MM/DD/YY h:mm A', currentLanguage());
}

export function contentKindText(kind: ApprovalRequest['contentType']): string {
  return t(`approval.kind.${kind}` as MessageKey);
}

export function statusText(status: ApprovalRequest['status']): string {
  return t(`approval.status.${status}` as MessageKey);
}

/** One history event as a sentence: who did what ("Ana approved"). */
export function eventText(event: ApprovalHistory): string {
  const name = event.actor?.displayName || t('approval.someone');
  return t(`approval.event.${event.event}` as MessageKey, { name });
}

/** Where a reviewer reviews the content: the player for a workflow, the SOP view otherwise. */
export function reviewPath(
  request: Pick<ApprovalRequest, 'workflowId' | 'multimodalSopId'>,
): string {
  return request.workflowId
    ? paths.player(request.workflowId)
    : paths.smartInstruction(request.multimodalSopId ?? '');
}

/** 000 §2 /home/for-approval: where a reviewer lands after deciding. */
export const FOR_APPROVAL_PATH = '/home/for-approval';

/** What the for-approval page confirms when a decision brought the reviewer there. */
export type ForApprovalNotice = 'approved' | 'rejected';

/** A content that has approval requests: a workflow or a smart instruction. */
export type ApprovalHistoryContent = { workflowId: string } | { multimodalSopId: string };
