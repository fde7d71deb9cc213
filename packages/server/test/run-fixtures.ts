/**
 * Run fixtures (issue 24) for the generated walks: the viewer's run of the published SOP as part
 * of the sample skill, so the run-comment routes have a run with a person and reviewers.
 */
import type { Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';
import { sopSessions } from '../src/db/schema.js';

export async function buildRunFixtures(
  db: Db,
  org: string,
  ids: { publishedSopId: string; skillId: string; viewerId: string },
): Promise<{ sopSessionId: string }> {
  const sopSessionId = newId();
  await db.insert(sopSessions).values({
    id: sopSessionId,
    organizationId: org,
    instructionId: ids.publishedSopId,
    version: '1',
    userId: ids.viewerId,
    onEnter: Date.now() - 60_000,
    durationSeconds: 60,
    skillId: ids.skillId,
  });
  return { sopSessionId };
}
