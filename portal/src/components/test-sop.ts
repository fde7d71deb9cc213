import type { SmartInstructionSummary } from '@stepwise/core';

/** A completed, unpublished manual smart instruction as the lists return it (tests only). */
export function testSop(over: Partial<SmartInstructionSummary> = {}): SmartInstructionSummary {
  return {
    id: 'sop-1',
    workspaceId: 'ws-1',
    organizationId: 'org-1',
    type: 'manually',
    languageCode: 'en-us',
    title: 'Clear a jam',
    description: '',
    poster: null,
    metadata: {},
    titleTranslations: {},
    published: false,
    status: 'completed',
    isLimitedInSkill: false,
    version: '1.0',
    stepsCount: 3,
    duration: 30,
    publishedTeamIds: [],
    author: { uid: 'u-1', displayName: 'Pat Publisher' },
    workspaceName: 'Assembly Line',
    sourceWorkflowId: null,
    job: null,
    errorMessage: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...over,
  };
}
