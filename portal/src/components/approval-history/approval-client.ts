/**
 * The calls of the approval-history panel and its Recall, over the portal's Api loaded on first
 * use: the publish-history dialog (and the editor header that opens it) import the panel, and
 * importing must not start the session's Api (node-environment tests import those modules).
 */
import { actOnApprovalRequest, approvalHistories } from '@stepwise/api';
import type { ApprovalActionInput } from '@stepwise/core';
import type { ApprovalHistoryContent } from './approval-text';

const portalApi = async () => (await import('../../api')).api;

export async function readApprovalHistories(content: ApprovalHistoryContent) {
  return approvalHistories(await portalApi(), content);
}

export async function actOnRequest(id: string, action: ApprovalActionInput) {
  return actOnApprovalRequest(await portalApi(), id, action);
}
