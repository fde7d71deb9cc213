import type { ContentShareItem } from '@stepwise/core';

/** A workflow's content share with no outside access, as the share routes answer it (tests and stories). */
export function testShare(over: Partial<ContentShareItem> = {}): ContentShareItem {
  return {
    id: 'share1',
    redirectId: 'r1',
    type: 'workflow',
    workflowId: 'w1',
    multimodalSopId: null,
    externalAccessType: 'none',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    publicLinksAllowed: true,
    externalRestrictedDomains: [],
    externalRestrictedEmailRecords: [],
    hasPassword: false,
    restrictedSharingAllowed: true,
    mailed: 0,
    ...over,
  };
}
