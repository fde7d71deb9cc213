import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as zm from 'zod/mini';
import {
  smartInstructionForViewingAnswerMiniSchema,
  smartInstructionForViewingMiniSchema,
  sopQuizCheckAnswerMiniSchema,
  sopQuizCheckResultMiniSchema,
  sopUserFileAnswerMiniSchema,
  sopUserFileMiniSchema,
  storedSopSessionAnswerMiniSchema,
  storedSopSessionMiniSchema,
} from './smart-instruction.mini.js';
import {
  smartInstructionForViewingAnswerSchema,
  smartInstructionForViewingSchema,
  sopQuizCheckAnswerSchema,
  sopQuizCheckResultSchema,
  sopUserFileAnswerSchema,
  sopUserFileSchema,
  storedSopSessionAnswerSchema,
  storedSopSessionSchema,
  type SmartInstructionForViewing,
  type SopItemForViewing,
  type SopQuizCheckResult,
  type SopUserFile,
  type StoredSopSession,
} from './smart-instruction.schema.js';

const at = '2026-11-20T10:00:00.000Z';
const baseItem: Omit<SopItemForViewing, 'id' | 'type' | 'title'> = {
  description: '',
  order: 1,
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
};

const sop: SmartInstructionForViewing = {
  id: 'si1',
  workspaceId: 'ws1',
  organizationId: 'org1',
  type: 'manually',
  languageCode: 'en-us',
  title: 'Replace the air filter',
  description: 'Ten minutes, engine off.',
  poster: null,
  metadata: {},
  titleTranslations: { 'de-de': 'Luftfilter wechseln' },
  published: true,
  status: 'completed',
  isLimitedInSkill: false,
  version: '1.0',
  stepsCount: 1,
  duration: 30,
  author: { uid: 'u1', displayName: 'Ada' },
  workspaceName: 'Maintenance',
  sourceWorkflowId: null,
  createdAt: at,
  updatedAt: at,
  canEdit: false,
  items: [
    {
      ...baseItem,
      id: 's1',
      type: 'step',
      title: 'Open the housing',
      order: 1,
      subItemIds: ['s1a'],
      attachments: [
        { kind: 'image', url: 'https://cdn.example/a.png', name: 'a.png', thumbnail: null },
        { kind: 'workflow', workflowId: 'wf1', stepId: 'st2', startTime: 12.5 },
      ],
    },
    { ...baseItem, id: 's1a', type: 'sub_step', title: 'Four clips', order: 2, parentItemId: 's1' },
    {
      ...baseItem,
      id: 'c1',
      type: 'checklist',
      title: 'Checklist',
      order: 3,
      checklistItems: [{ id: 'c1a', text: 'Gloves on', checked: false }],
    },
    {
      ...baseItem,
      id: 'q1',
      type: 'quiz',
      title: 'Quiz',
      order: 4,
      quizId: 'qz1',
      questions: [
        {
          id: 'qq1',
          type: 'true-or-false',
          title: 'The housing has four clips.',
          options: [
            { letter: 'A', text: 'True' },
            { letter: 'B', text: 'False' },
          ],
          encryptedAnswer: 'sealed-1',
        },
      ],
    },
    {
      ...baseItem,
      id: 'f1',
      type: 'file_request',
      title: 'Photo of the filter',
      order: 5,
      fileRequestId: 'fr1',
      fileRequest: {
        id: 'fr1',
        description: 'The new filter in place',
        sourceFileTypes: ['photo'],
      },
    },
  ],
};

const check: SopQuizCheckResult = {
  id: 'qc1',
  itemId: 'q1',
  score: 100,
  passed: true,
  questions: [
    {
      questionId: 'qq1',
      userAnswer: 'A',
      correctAnswer: 'A',
      isCorrect: true,
      explanation: 'Step 1 shows four clips.',
    },
  ],
};

const photo: SopUserFile = {
  id: 'uf1',
  itemId: 'f1',
  sessionId: 'run-1',
  url: 'https://cdn.example/uf1.png',
  fileName: 'filter.png',
  createdAt: at,
};

const session: StoredSopSession = {
  id: 'run-1',
  multimodalSopId: 'si1',
  version: '1.0',
  organization: 'org1',
  uid: null,
  email: null,
  isPublic: true,
  onEnter: 1_700_000_000_000,
  onExit: 1_700_000_060_000,
  durationSeconds: 60,
  deviceInfo: { platform: 'web' },
  currentItemId: null,
  items: [
    {
      itemId: 'q1',
      done: true,
      doneAt: 1_700_000_050_000,
      checkedItemIds: [],
      userFileIds: [],
      quizCheckId: 'qc1',
      quizScore: 100,
    },
  ],
  completed: true,
  completedAt: at,
  createdAt: at,
  updatedAt: at,
};

const pairs = [
  ['viewer read', smartInstructionForViewingMiniSchema, smartInstructionForViewingSchema, sop],
  [
    'viewer answer',
    smartInstructionForViewingAnswerMiniSchema,
    smartInstructionForViewingAnswerSchema,
    { item: sop },
  ],
  ['quiz check', sopQuizCheckResultMiniSchema, sopQuizCheckResultSchema, check],
  ['quiz check answer', sopQuizCheckAnswerMiniSchema, sopQuizCheckAnswerSchema, { item: check }],
  ['photo', sopUserFileMiniSchema, sopUserFileSchema, photo],
  ['photo answer', sopUserFileAnswerMiniSchema, sopUserFileAnswerSchema, { item: photo }],
  ['session', storedSopSessionMiniSchema, storedSopSessionSchema, session],
  [
    'session answer',
    storedSopSessionAnswerMiniSchema,
    storedSopSessionAnswerSchema,
    { item: session },
  ],
] as const;

describe('smart-instruction answers in zod/mini (for the <stepwise-instruction> element)', () => {
  it('have the full schemas’ output types, both ways', () => {
    expectTypeOf<
      zm.output<typeof smartInstructionForViewingMiniSchema>
    >().toEqualTypeOf<SmartInstructionForViewing>();
    expectTypeOf<
      zm.output<typeof sopQuizCheckResultMiniSchema>
    >().toEqualTypeOf<SopQuizCheckResult>();
    expectTypeOf<zm.output<typeof sopUserFileMiniSchema>>().toEqualTypeOf<SopUserFile>();
    expectTypeOf<zm.output<typeof storedSopSessionMiniSchema>>().toEqualTypeOf<StoredSopSession>();
  });

  it.each(pairs)(
    'reads a %s as the full schema does, to the same value',
    (_, mini, full, value) => {
      expect(mini.parse(value)).toEqual(full.parse(value));
      // Fields a newer server adds are left out by both.
      expect(mini.parse({ ...value, future: 1 })).toEqual(full.parse({ ...value, future: 1 }));
    },
  );

  it.each([
    [
      'an item without its type',
      smartInstructionForViewingSchema,
      smartInstructionForViewingMiniSchema,
      { ...sop, items: [{ ...sop.items[0], type: undefined }] },
    ],
    [
      'a read without canEdit',
      smartInstructionForViewingSchema,
      smartInstructionForViewingMiniSchema,
      { ...sop, canEdit: undefined },
    ],
    [
      'a fractional quiz score',
      sopQuizCheckResultSchema,
      sopQuizCheckResultMiniSchema,
      { ...check, score: 50.5 },
    ],
    [
      'a photo without its url',
      sopUserFileSchema,
      sopUserFileMiniSchema,
      { ...photo, url: undefined },
    ],
    [
      'a session whose completed is a string',
      storedSopSessionSchema,
      storedSopSessionMiniSchema,
      { ...session, completed: 'yes' },
    ],
  ] as const)('refuses %s, like the full schema', (_, full, mini, drifted) => {
    expect(full.safeParse(drifted).success).toBe(false);
    expect(mini.safeParse(drifted).success).toBe(false);
  });

  it('imports no value but zod/mini, so the element loads no zod classic', () => {
    const source = readFileSync(new URL('./smart-instruction.mini.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import (type )?[^;]*?from '([^']+)'/gms)];
    expect(imports.filter((m) => !m[1]).map((m) => m[2])).toEqual(['zod/mini']);
  });
});
