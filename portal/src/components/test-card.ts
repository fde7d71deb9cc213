/** A processed, unpublished workflow card for the card tests (any field overridable). */
import type { WorkflowCard } from '@stepwise/api';

export const testCard = (over: Partial<WorkflowCard> = {}): WorkflowCard =>
  ({
    id: 'w1',
    title: 'Press lockout',
    translatedTitles: {},
    languageCode: 'en',
    workspaceId: 'ws1',
    workspaceName: 'Assembly Line',
    privateWorkspace: false,
    author: null,
    published: false,
    publishedDate: null,
    processed: true,
    editType: 'original',
    editorStatus: '',
    speechStatus: 'completed',
    stepsStatus: 'completed',
    reviewStatus: '',
    blocked: '',
    convertStatus: 'completed',
    frameCaptureStatus: '',
    videoExtractStatus: '',
    videoDuration: 60,
    cardStatus: 'unpublished',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    posterURL: null,
    stepCount: 3,
    ...over,
  }) as unknown as WorkflowCard;
