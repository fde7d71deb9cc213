/** Approval requests, histories and notifications for the tests and stories of the approval UI. */
import type {
  ApprovalHistory,
  ApprovalRequest,
  StoredNotification,
  UserProfile,
} from '@stepwise/core';

export const ANA = { uid: 'u-ana', displayName: 'Ana Publisher' };
export const REVIEWER_1 = { uid: 'u-rev1', displayName: 'Ravi Reviewer' };
export const REVIEWER_2 = { uid: 'u-rev2', displayName: 'Sana Second' };

export function testRequest(over: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return {
    id: 'req-1',
    approvalWorkflowId: 'aw-1',
    contentType: 'workflow',
    workflowId: 'wf-1',
    multimodalSopId: null,
    title: 'Mount the bracket on line 3',
    workspaceId: 'ws-1',
    workspaceName: 'Assembly Line',
    status: 'in_progress',
    stageIndex: 0,
    stages: [
      {
        title: 'Quality',
        rule: 'any',
        reviewerIds: [REVIEWER_1.uid],
        reviewers: [REVIEWER_1],
        approvedBy: [],
      },
      {
        title: 'Safety',
        rule: 'all',
        reviewerIds: [REVIEWER_2.uid],
        reviewers: [REVIEWER_2],
        approvedBy: [],
      },
    ],
    activeReviewerIds: [REVIEWER_1.uid],
    requestedBy: ANA,
    comment: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    closedAt: null,
    ...over,
  };
}

/** A smart instruction's request at its second stage. */
export function testSopRequest(over: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return testRequest({
    id: 'req-2',
    contentType: 'multimodalSop',
    workflowId: null,
    multimodalSopId: 'sop-9',
    title: 'Clean the filler',
    stageIndex: 1,
    ...over,
  });
}

export function testHistory(over: Partial<ApprovalHistory> = {}): ApprovalHistory {
  return {
    id: 'h-1',
    requestId: 'req-1',
    event: 'submit',
    stageIndex: 0,
    actor: ANA,
    comment: null,
    signature: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...over,
  };
}

export function testNotification(over: Partial<StoredNotification> = {}): StoredNotification {
  return {
    id: 'n-1',
    ids: ['n-1'],
    type: 'approval_requested',
    read: false,
    counter: 1,
    workflowId: 'wf-1',
    skillId: null,
    taskId: null,
    taskPerformanceId: null,
    skillPerformanceId: null,
    multimodalSopId: null,
    mmsopSessionId: null,
    approvalRequestId: 'req-1',
    title: 'Mount the bracket on line 3',
    message: '',
    posterURL: null,
    dueAt: null,
    dueDateIntervalType: null,
    dueDateInterval: null,
    dueDaysLeft: null,
    activity: { senderId: ANA.uid, senderName: ANA.displayName },
    senders: [{ id: ANA.uid, name: ANA.displayName }],
    reaction: null,
    comment: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    latestNotificationCreatedAt: '2026-11-20T09:00:00.000Z',
    ...over,
  };
}

/** A signed-in profile, as much of it as the approval UI reads. */
export function testProfile(over: Partial<UserProfile> = {}): UserProfile {
  return {
    id: REVIEWER_1.uid,
    role: 'viewer',
    roles: {},
    organizationInfo: {
      id: 'org-1',
      planType: 'enterprise',
      generation: 'gen2plus',
      defaultGroup: null,
    },
    displayName: REVIEWER_1.displayName,
    firstName: null,
    lastName: null,
    email: 'ravi@demo.stepwise.test',
    passwordless: false,
    employeeId: null,
    locale: 'en',
    avatar: null,
    shared: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    isFreeTrialAdmin: false,
    changeCount: 0,
    ...over,
  };
}
