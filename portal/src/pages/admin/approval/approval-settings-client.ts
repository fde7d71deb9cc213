/**
 * What the approval settings dialog reads and writes, as one object: the real calls by default,
 * a fake in stories and tests. The reviewer search is the admin users list (GET /v1/admin/users)
 * the users page reads, without the accounts that cannot sign an approval.
 */
import {
  createApprovalWorkflow,
  deleteApprovalWorkflow,
  listApprovalWorkflows,
  listOrgUsers,
  updateApprovalWorkflow,
} from '@stepwise/api';
import type {
  ApprovalWorkflow,
  ApprovalWorkflowCreate,
  ApprovalWorkflowUpdate,
  OrgUser,
} from '@stepwise/core';
import { api } from '../../../api';
import type { Reviewer } from './approval-form';

export interface ApprovalSettingsClient {
  /** The workspace's approval workflow, or null when it has none. */
  load(workspaceId: string): Promise<ApprovalWorkflow | null>;
  searchReviewers(keyword: string, signal?: AbortSignal): Promise<Reviewer[]>;
  create(body: ApprovalWorkflowCreate): Promise<ApprovalWorkflow>;
  update(id: string, body: ApprovalWorkflowUpdate): Promise<ApprovalWorkflow>;
  remove(id: string): Promise<void>;
}

/** How many matches the reviewer search shows (refine the search for others). */
export const REVIEWER_SEARCH_SIZE = 20;

/** Shared accounts and e-learning learners cannot sign an approval; disabled users cannot act. */
export function reviewerOf(user: OrgUser): Reviewer | null {
  if (user.disabled || user.kind === 'shared' || user.kind === 'lms-learner') return null;
  return { id: user.id, name: user.displayName || user.email || user.employeeId || user.id };
}

export const apiApprovalSettingsClient: ApprovalSettingsClient = {
  async load(workspaceId) {
    const page = await listApprovalWorkflows(api, { workspaceId, size: 1 });
    return page.items.find((w) => w.workspaceId === workspaceId) ?? null;
  },
  async searchReviewers(keyword, signal) {
    const list = await listOrgUsers(api, { keyword, size: REVIEWER_SEARCH_SIZE }, signal);
    return list.items.flatMap((u) => reviewerOf(u) ?? []);
  },
  create: (body) => createApprovalWorkflow(api, body),
  update: (id, body) => updateApprovalWorkflow(api, id, body),
  remove: (id) => deleteApprovalWorkflow(api, id),
};
