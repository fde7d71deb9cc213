/**
 * Version fixtures (issue 23) for the generated walks: a workflow of its own with one kept
 * version (`versionedWorkflowId`, `workflowVersionId`), and a draft smart instruction of its own
 * with one kept version (`restorableSopVersionId`), so a walk that restores either changes no
 * fixture another route's sample needs. Written as rows, the snapshots as a publish keeps them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';
import {
  smartInstructions,
  sopVersionHistories,
  steps,
  transcriptions,
  workflows,
  workflowVersionHistories,
} from '../src/db/schema.js';

const TITLE = 'Bearing Press Walkthrough';
const STEP_TITLE = { en: 'Press the bearing' };
const SENTENCES = [{ sentence: 'Press the bearing home.', startTime: 0.5, endTime: 4 }];

export async function buildVersionFixtures(
  db: Db,
  organizationId: string,
  ids: { sourceWorkflowId: string; workspaceId: string; authorId: string },
): Promise<{
  versionedWorkflowId: string;
  workflowVersionId: string;
  restorableSopVersionId: string;
}> {
  const [source] = await db.select().from(workflows).where(eq(workflows.id, ids.sourceWorkflowId));
  const versionedWorkflowId = newId();
  const stepId = newId();
  await db.insert(workflows).values({ ...source!, id: versionedWorkflowId, title: TITLE });
  await db.insert(steps).values({
    id: stepId,
    organizationId,
    workflowId: versionedWorkflowId,
    order: 10,
    startTime: 0,
    endTime: 12,
    title: STEP_TITLE,
  });
  await db.insert(transcriptions).values({
    id: newId(),
    organizationId,
    workflowId: versionedWorkflowId,
    languageCode: 'en',
    source: 'provider',
    sentences: SENTENCES,
  });
  const workflowVersionId = newId();
  await db.insert(workflowVersionHistories).values({
    id: workflowVersionId,
    organizationId,
    workflowId: versionedWorkflowId,
    version: '1.0',
    title: TITLE,
    stepsCount: 1,
    videoDuration: 12,
    hlsKey: null,
    latest: true,
    publishedBy: ids.authorId,
    snapshot: {
      title: TITLE,
      translatedTitles: {},
      languageCode: 'en',
      videoDuration: 12,
      hlsKey: null,
      posterKey: null,
      imageMap: null,
      videoWidth: null,
      videoHeight: null,
      steps: [
        { id: stepId, order: 10, title: STEP_TITLE, startTime: 0, endTime: 12, posterKey: null },
      ],
      transcriptions: [{ languageCode: 'en', source: 'provider', sentences: SENTENCES }],
      annotations: {},
      quiz: null,
      aiSummary: null,
      edits: null,
    },
  });

  const sopId = newId();
  await db.insert(smartInstructions).values({
    id: sopId,
    organizationId,
    workspaceId: ids.workspaceId,
    authorId: ids.authorId,
    title: 'Swap a worn belt',
    status: 'completed',
    type: 'manually',
  });
  const restorableSopVersionId = newId();
  await db.insert(sopVersionHistories).values({
    id: restorableSopVersionId,
    organizationId,
    instructionId: sopId,
    version: '1.0',
    title: 'Swap a worn belt',
    itemsCount: 0,
    snapshot: {
      summary: { title: 'Swap a worn belt', description: '', languageCode: 'en' },
      items: [],
    },
    latest: true,
    publishedBy: ids.authorId,
  });
  return { versionedWorkflowId, workflowVersionId, restorableSopVersionId };
}
