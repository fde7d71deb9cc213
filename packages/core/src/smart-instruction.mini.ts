/**
 * The smart-instruction answers the <stepwise-instruction> element reads, in zod/mini: the same
 * shapes as smart-instruction.schema.ts's (zod classic), which a widget with a 40 KB budget
 * cannot carry (issue 20 item 6, as quiz.mini.ts for issue 19). smart-instruction.mini.test.ts
 * pins each output type to the full schema's both ways and parses the same answers with both, so
 * they cannot drift.
 *
 * zod/mini and types only (never a `*.schema.ts` value). The union fields (item type, status,
 * attachment kind, option letter, ...) are checked as strings typed with core's unions; their value
 * sets are the full schema's, which the server's route tests hold every answer to.
 */
import * as z from 'zod/mini';
import type { SmartInstructionForViewing, SopAttachment } from './smart-instruction.schema.js';

/** A string field typed as core's union of its values (see above). */
const typed = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

type Item = SmartInstructionForViewing['items'][number];
type Question = Item['questions'][number];
type Letter = Question['options'][number]['letter'];
type MediaAttachment = Exclude<SopAttachment, { kind: 'workflow' }>;

const attachment = z.union([
  z.object({
    kind: z.literal('workflow'),
    workflowId: z.string(),
    stepId: z.optional(z.string()),
    startTime: z.optional(z.number()),
  }),
  z.object({
    kind: typed<MediaAttachment['kind']>(),
    url: z.string(),
    name: z.string(),
    thumbnail: z.nullable(z.string()),
  }),
]);

const question = z.object({
  id: z.string(),
  type: typed<Question['type']>(),
  title: z.string(),
  options: z.array(z.object({ letter: typed<Letter>(), text: z.string() })),
  encryptedAnswer: z.string(),
});

const sopItemForViewing = z.object({
  id: z.string(),
  type: typed<Item['type']>(),
  title: z.string(),
  description: z.string(),
  order: z.int(),
  attachments: z.array(attachment),
  metadata: z.object({ createdAt: z.string(), updatedAt: z.string(), version: z.string() }),
  parentItemId: z.nullable(z.string()),
  subItemIds: z.array(z.string()),
  enableAIVerification: z.boolean(),
  allowUserReference: z.boolean(),
  smartCompareId: z.nullable(z.string()),
  fileRequestId: z.nullable(z.string()),
  submitted: z.boolean(),
  quizId: z.nullable(z.string()),
  questions: z.array(question),
  checklistItems: z.array(z.object({ id: z.string(), text: z.string(), checked: z.boolean() })),
  fileRequest: z.nullable(
    z.object({
      id: z.string(),
      description: z.string(),
      sourceFileTypes: z.array(z.literal('photo')),
    }),
  ),
});

/** smart-instruction.schema.ts `smartInstructionForViewingSchema`: the viewer's read. */
export const smartInstructionForViewingMiniSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  organizationId: z.string(),
  type: typed<SmartInstructionForViewing['type']>(),
  languageCode: z.string(),
  title: z.string(),
  description: z.string(),
  poster: z.nullable(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  titleTranslations: z.record(z.string(), z.string()),
  published: z.boolean(),
  status: typed<SmartInstructionForViewing['status']>(),
  isLimitedInSkill: z.boolean(),
  version: z.string(),
  stepsCount: z.int(),
  duration: z.number(),
  author: z.nullable(z.object({ uid: z.string(), displayName: z.string() })),
  workspaceName: z.string(),
  sourceWorkflowId: z.nullable(z.string()),
  approvalRequest: z.optional(
    z.nullable(
      z.object({
        id: z.string(),
        status: typed<NonNullable<SmartInstructionForViewing['approvalRequest']>['status']>(),
        stageIndex: z.number(),
        stagesCount: z.number(),
        activeReviewerIds: z.array(z.string()),
      }),
    ),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(sopItemForViewing),
  canEdit: z.boolean(),
});

/** `sopQuizCheckResultSchema`: a quiz item graded on the server. */
export const sopQuizCheckResultMiniSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  score: z.int(),
  passed: z.boolean(),
  questions: z.array(
    z.object({
      questionId: z.string(),
      userAnswer: z.nullable(typed<Letter>()),
      correctAnswer: typed<Letter>(),
      isCorrect: z.boolean(),
      explanation: z.string(),
    }),
  ),
});

/** `sopUserFileSchema`: a requested photo, stored. */
export const sopUserFileMiniSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  sessionId: z.string(),
  url: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
});

/** `storedSopSessionSchema`: the run session as the server keeps it. */
export const storedSopSessionMiniSchema = z.object({
  id: z.string(),
  multimodalSopId: z.string(),
  version: z.string(),
  organization: z.string(),
  uid: z.nullable(z.string()),
  email: z.nullable(z.string()),
  isPublic: z.boolean(),
  onEnter: z.int(),
  onExit: z.nullable(z.int()),
  durationSeconds: z.number(),
  deviceInfo: z.record(z.string(), z.string()),
  currentItemId: z.nullable(z.string()),
  items: z.array(
    z.object({
      itemId: z.string(),
      done: z.boolean(),
      doneAt: z.nullable(z.int()),
      checkedItemIds: z.array(z.string()),
      userFileIds: z.array(z.string()),
      quizCheckId: z.nullable(z.string()),
      quizScore: z.nullable(z.int()),
    }),
  ),
  completed: z.boolean(),
  completedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /v1/player/multimodal-sop/{id}. */
export const smartInstructionForViewingAnswerMiniSchema = z.object({
  item: smartInstructionForViewingMiniSchema,
});
/** POST /v1/multimodal-sop/{id}/items/{itemId}/quiz-check. */
export const sopQuizCheckAnswerMiniSchema = z.object({ item: sopQuizCheckResultMiniSchema });
/** POST /v1/multimodal-sop/{id}/items/{itemId}/user-file-request. */
export const sopUserFileAnswerMiniSchema = z.object({ item: sopUserFileMiniSchema });
/** POST /v1/tracking/multimodal-sop. */
export const storedSopSessionAnswerMiniSchema = z.object({ item: storedSopSessionMiniSchema });
