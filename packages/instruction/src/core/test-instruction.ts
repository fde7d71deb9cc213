/**
 * A small SOP for unit tests and stories, as GET /v1/player/multimodal-sop/{id} answers it:
 * an introduction, a step with a substep, a warning and a tool list, a checklist, a photo request,
 * a quiz item, a second step with attachments, and the conclusion.
 */
import type { SmartInstructionForViewing, SopItemForViewing } from '@stepwise/core';

const at = '2026-11-20T10:00:00.000Z';

function item(
  id: string,
  type: SopItemForViewing['type'],
  title: string,
  order: number,
  extra: Partial<SopItemForViewing> = {},
): SopItemForViewing {
  return {
    id,
    type,
    title,
    description: '',
    order,
    attachments: [],
    metadata: { createdAt: at, updatedAt: at, version: '1.0' },
    parentItemId: null,
    subItemIds: [],
    enableAIVerification: false,
    allowUserReference: false,
    smartCompareId: null,
    fileRequestId: null,
    submitted: false,
    quizId: null,
    questions: [],
    checklistItems: [],
    fileRequest: null,
    ...extra,
  };
}

export const TEST_INSTRUCTION: SmartInstructionForViewing = {
  id: 'si1',
  workspaceId: 'ws1',
  organizationId: 'org1',
  type: 'manually',
  languageCode: 'en-us',
  title: 'Replace the air filter',
  description: 'Engine off and cool before you start.',
  poster: null,
  metadata: {},
  titleTranslations: {},
  published: true,
  status: 'completed',
  isLimitedInSkill: false,
  version: '1.0',
  stepsCount: 2,
  duration: 30,
  author: { uid: 'u1', displayName: 'Ada Lovelace' },
  workspaceName: 'Maintenance',
  sourceWorkflowId: null,
  createdAt: at,
  updatedAt: at,
  canEdit: false,
  items: [
    item('intro', 'introduction', 'Introduction', 0, {
      description: 'You will swap the filter of the air handler.',
    }),
    item('s1', 'step', 'Open the housing', 1, {
      description: 'Release the clips on both sides.',
      subItemIds: ['s1a'],
    }),
    item('s1a', 'sub_step', 'Release the four clips', 2, { parentItemId: 's1' }),
    item('w1', 'warning', 'Warning', 3, { description: 'The edges of the housing are sharp.' }),
    item('t1', 'tool', 'Tools', 4, { description: 'Gloves\nFlat screwdriver' }),
    item('c1', 'checklist', 'Before you close', 5, {
      checklistItems: [
        { id: 'c1a', text: 'Old filter removed', checked: false },
        { id: 'c1b', text: 'Seal is clean', checked: false },
      ],
    }),
    item('f1', 'file_request', 'Photo of the new filter', 6, {
      fileRequestId: 'fr1',
      fileRequest: {
        id: 'fr1',
        description: 'The arrow points to the fan.',
        sourceFileTypes: ['photo'],
      },
    }),
    item('q1', 'quiz', 'Check', 7, {
      quizId: 'qz1',
      questions: [
        {
          id: 'qq1',
          type: 'true-or-false',
          title: 'The arrow on the filter points to the fan.',
          options: [
            { letter: 'A', text: 'True' },
            { letter: 'B', text: 'False' },
          ],
          encryptedAnswer: 'sealed-1',
        },
      ],
    }),
    item('s2', 'step', 'Close the housing', 8, {
      attachments: [
        {
          kind: 'image',
          url: 'https://cdn.example/close.png',
          name: 'Closed housing',
          thumbnail: null,
        },
        { kind: 'video', url: 'https://cdn.example/close.mp4', name: 'Closing', thumbnail: null },
        {
          kind: 'document',
          url: 'https://cdn.example/manual.pdf',
          name: 'Manual.pdf',
          thumbnail: null,
        },
        { kind: 'workflow', workflowId: 'wf1' },
      ],
    }),
    item('end', 'conclusion', 'Conclusion', 999, { description: 'Log the change.' }),
  ],
};
