/**
 * Smart-instruction fixtures (issue 20) for the generated route tests and the SOP route tests:
 * in Assembly Line, a draft SOP (introduction, a step with a substep, a second step, a
 * checklist, conclusion), one to delete, and an SOP published to all with a quiz item of one
 * question and a photo request, with its first version. Rows are written as the server writes
 * them (normaliseSopItems orders and parents).
 */
import { normaliseSopItems, type SopItemType } from '@stepwise/core';
import type { Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';
import { smartInstructions, sopItems, sopVersionHistories } from '../src/db/schema.js';
import type { SampleFixtures } from '../src/http/types.js';

interface ItemSeed {
  id: string;
  type: SopItemType;
  title: string;
  extra?: Partial<typeof sopItems.$inferInsert>;
  order?: number;
  parentItemId?: string | null;
  subItemIds?: string[];
}

async function insertSop(
  db: Db,
  org: string,
  row: Omit<typeof smartInstructions.$inferInsert, 'organizationId'>,
  items: ItemSeed[],
): Promise<void> {
  await db.insert(smartInstructions).values({ ...row, organizationId: org });
  const list = normaliseSopItems(items);
  await db.insert(sopItems).values(
    list.map((i, position) => ({
      id: i.id,
      organizationId: org,
      instructionId: row.id,
      position,
      order: i.order ?? position,
      type: i.type,
      title: i.title,
      parentItemId: i.parentItemId ?? null,
      subItemIds: i.subItemIds ?? [],
      searchText: i.title,
      ...i.extra,
    })),
  );
}

export async function buildSopFixtures(
  db: Db,
  org: string,
  workspaceId: string,
  authorId: string,
): Promise<SampleFixtures> {
  const f = {
    smartInstructionId: newId(),
    sopIntroId: newId(),
    sopStepId: newId(),
    sopSubStepId: newId(),
    sopSecondStepId: newId(),
    sopChecklistId: newId(),
    sopConclusionId: newId(),
    deletableSopId: newId(),
    publishedSopId: newId(),
    sopQuizItemId: newId(),
    sopQuizQuestionId: newId(),
    sopFileItemId: newId(),
    sopVersionHistoryId: newId(),
  };
  const base = { workspaceId, authorId, status: 'completed', type: 'manually' };
  await insertSop(db, org, { ...base, id: f.smartInstructionId, title: 'Clear a jam (draft)' }, [
    { id: f.sopIntroId, type: 'introduction', title: 'Introduction' },
    { id: f.sopStepId, type: 'step', title: 'Stop the conveyor' },
    { id: f.sopSubStepId, type: 'sub_step', title: 'Press the stop button' },
    { id: f.sopSecondStepId, type: 'step', title: 'Lock it out' },
    {
      id: f.sopChecklistId,
      type: 'checklist',
      title: 'Checklist',
      extra: { checklistItems: [{ id: newId(), text: 'Gloves on', checked: false }] },
    },
    { id: f.sopConclusionId, type: 'conclusion', title: 'Conclusion' },
  ]);
  await insertSop(db, org, { ...base, id: f.deletableSopId, title: 'An SOP to delete' }, [
    { id: newId(), type: 'introduction', title: 'Introduction' },
    { id: newId(), type: 'conclusion', title: 'Conclusion' },
  ]);
  await insertSop(
    db,
    org,
    {
      ...base,
      id: f.publishedSopId,
      title: 'Reset the palletiser',
      published: true,
      publishedAt: new Date(),
      stepsCount: 1,
    },
    [
      { id: newId(), type: 'introduction', title: 'Introduction' },
      { id: newId(), type: 'step', title: 'Open the guard' },
      {
        id: f.sopQuizItemId,
        type: 'quiz',
        title: 'Quiz',
        extra: {
          questions: [
            {
              id: f.sopQuizQuestionId,
              type: 'true-or-false',
              title: 'The guard is opened with the line stopped',
              options: [
                { letter: 'A', text: 'True' },
                { letter: 'B', text: 'False' },
              ],
              correctAnswer: 'A',
              referenceSource: 'Step 1',
              explanation: 'Never open it while the line runs.',
            },
          ],
        },
      },
      {
        id: f.sopFileItemId,
        type: 'file_request',
        title: 'Photo of the guard',
        extra: {
          fileRequest: {
            id: newId(),
            description: 'A photo of the closed guard',
            enableAIBaseVerification: false,
            showReference: false,
            evaluationCriteria: [],
          },
        },
      },
      { id: newId(), type: 'conclusion', title: 'Conclusion' },
    ],
  );
  await db.insert(sopVersionHistories).values({
    id: f.sopVersionHistoryId,
    organizationId: org,
    instructionId: f.publishedSopId,
    version: '1.0',
    title: 'Reset the palletiser',
    itemsCount: 5,
    snapshot: { items: [] },
    latest: true,
    publishedBy: authorId,
  });
  return f;
}
