import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { steps, workflows } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, WORKFLOW_TITLE, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token: Record<'org' | 'pub' | 'view' | 'other', string> = {
  org: '',
  pub: '',
  view: '',
  other: '',
};
let wf = '';

/** A fresh workflow row in Assembly Line, copied from the fixture with some fields changed. */
async function workflowLike(set: Partial<typeof workflows.$inferInsert>): Promise<string> {
  const [source] = await s.database.db.select().from(workflows).where(eq(workflows.id, wf));
  const id = newId();
  await s.database.db.insert(workflows).values({ ...source!, id, ...set });
  await s.database.db.insert(steps).values({
    id: newId(),
    organizationId: source!.organizationId,
    workflowId: id,
    order: 10,
    startTime: 0,
    endTime: 5,
  });
  return id;
}

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  wf = fx.base.workflowId!;
  const logins = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  (['org', 'pub', 'view', 'other'] as const).forEach((k, i) => {
    token[k] = logins[i]!.accessToken;
  });
});
afterAll(() => s?.close());

describe('reading a workflow', () => {
  it('GET /v1/workflows/:id gives the workflow, its card status and its steps', async () => {
    const r = await s.api.get(`/v1/workflows/${wf}`, token.view);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toMatchObject({
      id: wf,
      title: WORKFLOW_TITLE,
      workspaceName: 'Assembly Line',
      privateWorkspace: false,
      processed: true,
      published: false,
      cardStatus: 'unpublished',
      author: { displayName: 'Priya Author' },
    });
    expect(r.body.data.item.steps.map((x: { order: number }) => x.order)).toEqual([10, 20]);
    expect(r.body.data.item.transcriptions).toEqual([
      { id: fx.base.transcriptionId, languageCode: 'en', source: 'provider' },
    ]);
  });

  it('GET /v1/workflows/:id/steps splits the transcript per step, shifted to start at 0', async () => {
    const r = await s.api.get(`/v1/workflows/${wf}/steps`, token.view);
    expect(r.status).toBe(200);
    const [first, second] = r.body.data.items;
    expect(first.title).toEqual({ en: 'Fit the bracket' });
    expect(first.transcriptions.en).toEqual([
      { sentence: 'Fit the bracket to the frame.', startTime: 0.5, endTime: 4 },
    ]);
    expect(second.transcriptions.en).toEqual([
      { sentence: 'Tighten both bolts to 20 newton metres.', startTime: 1, endTime: 6 },
    ]);
    expect(second.duration).toBe(7);
  });

  it('permissions: viewers may view, publishers may edit', async () => {
    const view = await s.api.get(`/v1/workflows/${wf}/permissions`, token.view);
    expect(view.body.data).toEqual({ allowView: true, allowEdit: false });
    const pub = await s.api.get(`/v1/workflows/${wf}/permissions`, token.pub);
    expect(pub.body.data).toEqual({ allowView: true, allowEdit: true });
  });

  it('another organisation and non-members of a private workspace get 404', async () => {
    for (const path of [`/v1/workflows/${wf}`, `/v1/workflows/${wf}/steps`]) {
      expect((await s.api.get(path, token.other)).status).toBe(404);
    }
    const hidden = fx.base.privateWorkflowId!;
    expect((await s.api.get(`/v1/workflows/${hidden}`, token.pub)).status).toBe(404);
    expect((await s.api.put(`/v1/workflows/${hidden}/unpublish`, {}, token.pub)).status).toBe(404);
    expect((await s.api.get(`/v1/workflows/${hidden}`, token.org)).status).toBe(200);
    const t = await s.api.get(`/v1/transcriptions/${fx.base.transcriptionId}`, token.other);
    expect(t.status).toBe(404);
  });
});

describe('changing a workflow', () => {
  it('viewers are refused on every write route (403)', async () => {
    const calls = [
      s.api.put(`/v1/workflows/${wf}/title`, { title: 'New name' }, token.view),
      s.api.put(`/v1/workflows/${wf}/language-code`, { languageCode: 'de' }, token.view),
      s.api.put(`/v1/workflows/${wf}/workspace`, { workspaceId: fx.base.workspaceId }, token.view),
      s.api.put(`/v1/workflows/${wf}/publish`, {}, token.view),
      s.api.put(`/v1/workflows/${wf}/unpublish`, {}, token.view),
      s.api.post(
        `/v1/workflows/${wf}/duplication`,
        { groupIds: [fx.base.workspaceId] },
        token.view,
      ),
      s.api.patch(
        `/v1/transcriptions/${fx.base.transcriptionId}`,
        { sentences: [{ sentence: 'x', startTime: 0, endTime: 1 }] },
        token.view,
      ),
      s.api.post(
        `/v1/workflows/${wf}/transcription`,
        { languageCode: 'de', sentences: [] },
        token.view,
      ),
      s.api.delete(`/v1/workflows/${wf}`, token.view),
    ];
    for (const r of await Promise.all(calls)) expect(r.status).toBe(403);
  });

  it('renames the title and a translated title (max 90, not blank)', async () => {
    const r = await s.api.put(`/v1/workflows/${wf}/title`, { title: 'Gearbox Fitting' }, token.pub);
    expect(r.status).toBe(200);
    expect(r.body.data.item.title).toBe('Gearbox Fitting');
    const de = await s.api.put(
      `/v1/workflows/${wf}/title`,
      { title: 'Getriebe Montage', languageCode: 'de' },
      token.pub,
    );
    expect(de.body.data.item).toMatchObject({
      title: 'Gearbox Fitting',
      translatedTitles: { de: 'Getriebe Montage' },
    });
    const long = await s.api.put(`/v1/workflows/${wf}/title`, { title: 'x'.repeat(91) }, token.pub);
    expect(long.status).toBe(400);
    expect(long.body.errorMessage).toMatch(/rules\.max90/);
    const blank = await s.api.put(`/v1/workflows/${wf}/title`, { title: '   ' }, token.pub);
    expect(blank.status).toBe(400);
  });

  it('takes any printable title up to 90 characters, and gives it back as it was (issue 15)', async () => {
    const titles = [
      'Lockout/Tagout: daily check',
      'Torque & tension (M12) #3 <line 2> "north" \\ [A/B] = ok?',
      'فحص القفل والوسم اليومي',
      'ตรวจสอบการล็อกเอาต์ประจำวัน',
      'Forklift ✅ check 🦺🔧',
      '日本語のタイトル: 点検/確認',
      'x'.repeat(89) + '🦺', // 90 characters, the emoji counted once
    ];
    for (const title of titles) {
      const r = await s.api.put(`/v1/workflows/${wf}/title`, { title }, token.pub);
      expect(r.status, title).toBe(200);
      expect(r.body.data.item.title).toBe(title);
      const read = await s.api.get(`/v1/workflows/${wf}`, token.pub);
      expect(read.body.data.item.title).toBe(title);
    }
    await s.api.put(`/v1/workflows/${wf}/title`, { title: 'Gearbox Fitting' }, token.pub);
  });

  it('changes the language code and refuses a malformed one', async () => {
    const r = await s.api.put(
      `/v1/workflows/${wf}/language-code`,
      { languageCode: 'de' },
      token.pub,
    );
    expect(r.body.data.item.languageCode).toBe('de');
    await s.api.put(`/v1/workflows/${wf}/language-code`, { languageCode: 'en' }, token.pub);
    const bad = await s.api.put(
      `/v1/workflows/${wf}/language-code`,
      { languageCode: '!' },
      token.pub,
    );
    expect(bad.status).toBe(400);
  });

  it('moves only to a workspace the caller may edit', async () => {
    const toPrivate = await s.api.put(
      `/v1/workflows/${wf}/workspace`,
      { workspaceId: fx.base.privateWorkspaceId },
      token.pub,
    );
    expect(toPrivate.status).toBe(404);
    const moved = await s.api.put(
      `/v1/workflows/${wf}/workspace`,
      { workspaceId: fx.base.privateWorkspaceId },
      token.org,
    );
    expect(moved.body.data.item).toMatchObject({ workspaceName: 'Safety Audits' });
    const back = await s.api.put(
      `/v1/workflows/${wf}/workspace`,
      { workspaceId: fx.base.workspaceId },
      token.org,
    );
    expect(back.body.data.item.workspaceName).toBe('Assembly Line');
  });

  it('publishes a processed workflow and unpublishes it', async () => {
    const pub = await s.api.put(`/v1/workflows/${wf}/publish`, {}, token.pub);
    expect(pub.status).toBe(200);
    expect(pub.body.data.item).toMatchObject({ published: true, cardStatus: 'published' });
    expect(pub.body.data.item.publishedDate).toEqual(expect.any(String));
    const un = await s.api.put(`/v1/workflows/${wf}/unpublish`, {}, token.pub);
    expect(un.body.data.item).toMatchObject({ published: false, publishedDate: null });
  });

  it('refuses to publish before processing has finished (409)', async () => {
    const id = await workflowLike({ processed: false, title: 'Still Processing' });
    const r = await s.api.put(`/v1/workflows/${id}/publish`, {}, token.pub);
    expect(r.status).toBe(409);
    expect(r.body.errorMessage).toMatch(/still processing/);
  });
});

describe('poster', () => {
  it('takes the poster from the per-second thumbnails; none yet is a 409', async () => {
    const db = s.database.db;
    const none = await s.api.put(`/v1/workflows/${wf}/poster`, { time: 3 }, token.pub);
    expect(none.status).toBe(409);
    const root = `org/${fx.base.organizationId}/workflows/${wf}/thumbnails`;
    const imageMap = Object.fromEntries([0, 1, 2, 3].map((n) => [String(n), `${root}/${n}.jpg`]));
    await db.update(workflows).set({ imageMap }).where(eq(workflows.id, wf));
    const r = await s.api.put(`/v1/workflows/${wf}/poster`, { time: 2.7 }, token.pub);
    expect(r.status).toBe(200);
    const [row] = await db.select().from(workflows).where(eq(workflows.id, wf));
    expect(row!.posterKey).toBe(`${root}/2.jpg`);
    // Past the end: the last thumbnail.
    await s.api.put(`/v1/workflows/${wf}/poster`, { time: 99 }, token.pub);
    const [last] = await db.select().from(workflows).where(eq(workflows.id, wf));
    expect(last!.posterKey).toBe(`${root}/3.jpg`);
    const bad = await s.api.put(`/v1/workflows/${wf}/poster`, { time: -1 }, token.pub);
    expect(bad.status).toBe(400);
    const viewerTry = await s.api.put(`/v1/workflows/${wf}/poster`, { time: 1 }, token.view);
    expect(viewerTry.status).toBe(403);
  });
});

describe('duplication', () => {
  it('copies the workflow with its steps and transcript', async () => {
    const r = await s.api.post(
      `/v1/workflows/${wf}/duplication`,
      { groupIds: [fx.base.workspaceId] },
      token.pub,
    );
    expect(r.status).toBe(200);
    const copyId = r.body.data.items[0].id;
    expect(copyId).not.toBe(wf);
    const copySteps = await s.api.get(`/v1/workflows/${copyId}/steps`, token.pub);
    expect(copySteps.body.data.items).toHaveLength(2);
    expect(copySteps.body.data.items[0].transcriptions.en).toHaveLength(1);
  });

  it('refuses an in-review workflow with code 50', async () => {
    const id = await workflowLike({ reviewStatus: 'in_progress' });
    const r = await s.api.post(
      `/v1/workflows/${id}/duplication`,
      { groupIds: [fx.base.workspaceId] },
      token.pub,
    );
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(ErrorCode.SopInReview);
  });

  it('refuses a busy workflow with 409 listing the blockers', async () => {
    const id = await workflowLike({ stepsStatus: 'running' });
    const r = await s.api.post(
      `/v1/workflows/${id}/duplication`,
      { groupIds: [fx.base.workspaceId] },
      token.pub,
    );
    expect(r.status).toBe(409);
    expect(r.body.data.blockers).toEqual([
      { reason: 'busy', field: 'stepsStatus', value: 'running' },
    ]);
  });

  it('refuses a target workspace the caller cannot edit, and bad input', async () => {
    const hidden = await s.api.post(
      `/v1/workflows/${wf}/duplication`,
      { groupIds: [fx.base.privateWorkspaceId] },
      token.pub,
    );
    expect(hidden.status).toBe(404);
    const empty = await s.api.post(`/v1/workflows/${wf}/duplication`, { groupIds: [] }, token.pub);
    expect(empty.status).toBe(400);
  });
});

describe('transcripts', () => {
  it('GET /v1/transcriptions/:id', async () => {
    const r = await s.api.get(`/v1/transcriptions/${fx.base.transcriptionId}`, token.view);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toMatchObject({ workflowId: wf, languageCode: 'en' });
  });

  it('PATCH re-titles the untitled steps and marks speech completed', async () => {
    const r = await s.api.patch(
      `/v1/transcriptions/${fx.base.transcriptionId}`,
      {
        sentences: [
          { sentence: 'Fit it.', startTime: 0, endTime: 4 },
          { sentence: 'Now   check the gap.', startTime: 5.5, endTime: 9 },
        ],
      },
      token.pub,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.item.source).toBe('author');
    const detail = await s.api.get(`/v1/workflows/${wf}`, token.pub);
    // The titled first step keeps its title; the untitled second takes its first sentence.
    expect(detail.body.data.item.steps.map((x: { title: unknown }) => x.title)).toEqual([
      { en: 'Fit the bracket' },
      { en: 'Now check the gap.' },
    ]);
    expect(detail.body.data.item.speechStatus).toBe('completed');
  });

  it('PATCH refuses an empty sentence (400)', async () => {
    const r = await s.api.patch(
      `/v1/transcriptions/${fx.base.transcriptionId}`,
      { sentences: [{ sentence: '   ', startTime: 0, endTime: 1 }] },
      token.pub,
    );
    expect(r.status).toBe(400);
    const times = await s.api.patch(
      `/v1/transcriptions/${fx.base.transcriptionId}`,
      { sentences: [{ sentence: 'ok', startTime: 3, endTime: 1 }] },
      token.pub,
    );
    expect(times.status).toBe(400);
  });

  it('POST /v1/workflows/:id/transcription writes a transcript in another language', async () => {
    const r = await s.api.post(
      `/v1/workflows/${wf}/transcription`,
      {
        languageCode: 'de',
        sentences: [{ sentence: 'Halter anbringen.', startTime: 1, endTime: 3 }],
      },
      token.pub,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.item).toMatchObject({ languageCode: 'de', source: 'author' });
    const stepList = await s.api.get(`/v1/workflows/${wf}/steps`, token.pub);
    expect(stepList.body.data.items[0].title).toEqual({
      en: 'Fit the bracket',
      de: 'Halter anbringen.',
    });
  });
});

describe('delete', () => {
  it('soft-deletes; the workflow and its transcript are 404 afterwards', async () => {
    const id = await workflowLike({ title: 'To Remove' });
    expect((await s.api.delete(`/v1/workflows/${id}`, token.pub)).status).toBe(200);
    expect((await s.api.get(`/v1/workflows/${id}`, token.org)).status).toBe(404);
    expect((await s.api.put(`/v1/workflows/${id}/publish`, {}, token.org)).status).toBe(404);
    expect((await s.api.delete(`/v1/workflows/${id}`, token.org)).status).toBe(404);
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, id));
    expect(row!.deletedAt).not.toBeNull();
  });
});
