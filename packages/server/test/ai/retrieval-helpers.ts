/** Loads the retrieval evaluation set into a real database and makes callers for retrieval. */
import { newId } from '../../src/db/ids.js';
import { steps, transcriptions, workflows } from '../../src/db/schema.js';
import type { Db } from '../../src/db/client.js';
import { resolveCaller } from '../../src/http/authenticate.js';
import type { Caller } from '../../src/domain/caller.js';
import type { TestServer } from '../harness.js';
import { workflowSentences, type RetrievalWorkflow } from './retrieval-set.js';

/** Inserts the workflows (published, processed) with their steps and one English transcript. */
export async function loadRetrievalSet(
  db: Db,
  target: { organizationId: string; workspaceId: string; published?: boolean },
  set: readonly RetrievalWorkflow[],
): Promise<{ workflowIds: Map<string, string>; stepIds: Map<string, string> }> {
  const workflowIds = new Map<string, string>();
  const stepIds = new Map<string, string>();
  for (const w of set) {
    const id = newId();
    workflowIds.set(w.id, id);
    await db.insert(workflows).values({
      id,
      organizationId: target.organizationId,
      workspaceId: target.workspaceId,
      title: w.title,
      languageCode: w.language,
      published: target.published ?? true,
      publishedDate: new Date(),
      processed: true,
      speechStatus: 'completed',
      stepsStatus: 'completed',
      convertStatus: 'finished',
      videoDuration: w.steps.at(-1)!.endTime,
    });
    await db.insert(steps).values(
      w.steps.map((st, i) => {
        const stepId = newId();
        stepIds.set(st.id, stepId);
        return {
          id: stepId,
          organizationId: target.organizationId,
          workflowId: id,
          order: (i + 1) * 10, // sparse, as processing numbers steps
          startTime: st.startTime,
          endTime: st.endTime,
          title: { [w.language]: st.title },
        };
      }),
    );
    await db.insert(transcriptions).values({
      id: newId(),
      organizationId: target.organizationId,
      workflowId: id,
      languageCode: w.language,
      source: 'provider',
      sentences: workflowSentences(w),
    });
  }
  return { workflowIds, stepIds };
}

/** The caller a signed-in user's requests run as (the same resolution the auth hook does). */
export async function callerFor(s: TestServer, email: string): Promise<Caller> {
  const { accessToken } = await s.api.login(email);
  return resolveCaller(s.database.db, s.app.services.tokens, accessToken);
}
