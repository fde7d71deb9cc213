/**
 * Reviewing skill and task runs over real HTTP (issue 24; 002 §4 review mode): one run for its
 * person and its reviewers with its person's name and signed photos; the runs of an instruction
 * for a skill, a task occurrence or a task for their managers only; strangers and other
 * organisations get 404, the assignee asking for the list 403, malformed queries 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.js';
import { sopSessions, sopUserFiles } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = {} as Record<'orgAdmin' | 'publisher' | 'viewer' | 'other', string>;
let taskRunId = '';

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token.orgAdmin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  token.publisher = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  token.viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
  token.other = (await s.api.login(OTHER_ORG.admin)).accessToken;
  const org = s.demoOrganizationId;
  await s.database.db.insert(sopUserFiles).values({
    id: newId(),
    organizationId: org,
    instructionId: fx.base.publishedSopId!,
    itemId: newId(),
    sessionId: fx.base.sopSessionId!,
    userId: fx.base.viewerId!,
    storageKey: `org/${org}/photo.jpg`,
    fileName: 'photo.jpg',
    mimeType: 'image/jpeg',
    sizeBytes: 10,
  });
  taskRunId = newId();
  await s.database.db.insert(sopSessions).values({
    id: taskRunId,
    organizationId: org,
    instructionId: fx.base.publishedSopId!,
    version: '1',
    userId: fx.base.viewerId!,
    onEnter: Date.now() - 30_000,
    durationSeconds: 30,
    completed: true,
    completedAt: new Date(),
    taskPerformanceId: fx.base.taskPerformanceId!,
  });
});
afterAll(() => s?.close());

const list = (query: Record<string, string>, who: keyof typeof token) =>
  s.api.get(`/v1/sop-sessions?${new URLSearchParams(query).toString()}`, token[who]);

describe('one run', () => {
  it('answers its person and its reviewers with the name and the signed photos', async () => {
    for (const who of ['viewer', 'publisher', 'orgAdmin'] as const) {
      const res = await s.api.get(`/v1/sop-sessions/${fx.base.sopSessionId}`, token[who]);
      expect(res.status, who).toBe(200);
      const item = res.body.data.item;
      expect(item).toMatchObject({
        id: fx.base.sopSessionId,
        multimodalSopId: fx.base.publishedSopId,
        uid: fx.base.viewerId,
        skillId: fx.base.skillId,
        taskPerformanceId: null,
      });
      expect(item.displayName).not.toBe('');
      expect(item.files).toHaveLength(1);
      expect(item.files[0].fileName).toBe('photo.jpg');
      expect(item.files[0].url).toContain('photo.jpg');
    }
  });

  it('is 404 for another organisation and unknown ids', async () => {
    expect((await s.api.get(`/v1/sop-sessions/${fx.base.sopSessionId}`, token.other)).status).toBe(
      404,
    );
    const unknown = await s.api.get(`/v1/sop-sessions/${newId()}`, token.viewer);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ok: false, code: 404 });
  });
});

describe('the runs of a skill or task', () => {
  it("lists a skill's runs newest first for its managers", async () => {
    const res = await list(
      { multimodalSopId: fx.base.publishedSopId!, skillId: fx.base.skillId! },
      'publisher',
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.items.map((r: { id: string }) => r.id);
    expect(ids).toContain(fx.base.sopSessionId);
    expect(ids).not.toContain(taskRunId);
  });

  it("lists a task's runs by occurrence and by task", async () => {
    for (const query of [
      { taskPerformanceId: fx.base.taskPerformanceId! } as Record<string, string>,
      { taskId: fx.base.taskId! },
    ]) {
      const res = await list({ multimodalSopId: fx.base.publishedSopId!, ...query }, 'publisher');
      expect(res.status, JSON.stringify(query)).toBe(200);
      expect(res.body.data.items.map((r: { id: string }) => r.id)).toEqual([taskRunId]);
      expect(res.body.data.items[0]).toMatchObject({ completed: true, files: [] });
    }
  });

  it('refuses the assignee (403) and another organisation (404)', async () => {
    const skillQuery = { multimodalSopId: fx.base.publishedSopId!, skillId: fx.base.skillId! };
    const taskQuery = { multimodalSopId: fx.base.publishedSopId!, taskId: fx.base.taskId! };
    expect((await list(skillQuery, 'viewer')).status).toBe(403);
    expect((await list(taskQuery, 'viewer')).status).toBe(403);
    expect((await list(skillQuery, 'other')).status).toBe(404);
    expect((await list(taskQuery, 'other')).status).toBe(404);
  });

  it('refuses queries without exactly one of skill, occurrence and task (400)', async () => {
    const sop = fx.base.publishedSopId!;
    for (const query of [
      { multimodalSopId: sop } as Record<string, string>,
      { multimodalSopId: sop, skillId: fx.base.skillId!, taskId: fx.base.taskId! },
      { skillId: fx.base.skillId! },
      { multimodalSopId: sop, skillId: fx.base.skillId!, extra: '1' },
    ]) {
      const res = await list(query, 'publisher');
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ ok: false, code: 400 });
    }
  });
});
