import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import {
  steps,
  transcriptions,
  users,
  workflows,
  workspaceMembers,
  workspaces,
} from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, WORKFLOW_TITLE, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', ws: '', pub: '', view: '', other: '' };
const ids = {
  maintenance: '',
  countBay: '',
  otherOrg: '',
  otherWorkspace: '',
  otherWorkflow: '',
  deleted: '',
  torque: '',
  calibrationTitle: '',
  calibrationSpoken: '',
  poster: '',
  boundary: '',
  oversized: '',
  publisher: '',
  viewer: '',
};
const PAGING_COUNT = 25;
const OVERSIZED_WORDS = 160_000;
const PRIVATE_WORD = 'quarantinevalve';
const DELETED_WORD = 'zanzibar';
const LONG_SENTENCE =
  'Before you start the machine you must first check the pressure gauge reading and then the calibration sticker.';

interface WorkflowSeed {
  workspaceId: string;
  title: string;
  organizationId?: string;
  published?: boolean;
  authorId?: string | null;
  deleted?: boolean;
  createdAt?: Date;
  updatedAt?: Date;
  translatedTitles?: Record<string, string>;
  posterKey?: string;
  steps?: { start: number; end: number; title?: Record<string, string> }[];
  transcripts?: {
    languageCode: string;
    sentences: { sentence: string; startTime: number; endTime: number }[];
  }[];
}

/** A processed workflow row with its steps and transcripts, as processing would leave it. */
async function addWorkflow(w: WorkflowSeed): Promise<string> {
  const db = s.database.db;
  const organizationId = w.organizationId ?? s.demoOrganizationId;
  const id = newId();
  await db.insert(workflows).values({
    id,
    organizationId,
    workspaceId: w.workspaceId,
    title: w.title,
    translatedTitles: w.translatedTitles ?? {},
    languageCode: 'en',
    authorId: w.authorId === undefined ? ids.publisher : w.authorId,
    processed: true,
    published: w.published ?? false,
    publishedDate: w.published ? new Date() : null,
    speechStatus: 'completed',
    stepsStatus: 'completed',
    convertStatus: 'finished',
    videoDuration: 30,
    posterKey: w.posterKey ?? null,
    deletedAt: w.deleted ? new Date() : null,
    ...(w.createdAt ? { createdAt: w.createdAt } : {}),
    ...(w.updatedAt ? { updatedAt: w.updatedAt } : {}),
  });
  const stepList = w.steps ?? [{ start: 0, end: 30 }];
  await db.insert(steps).values(
    stepList.map((st, i) => ({
      id: newId(),
      organizationId,
      workflowId: id,
      order: (i + 1) * 10,
      startTime: st.start,
      endTime: st.end,
      title: st.title ?? {},
    })),
  );
  for (const t of w.transcripts ?? []) {
    await db.insert(transcriptions).values({
      id: newId(),
      organizationId,
      workflowId: id,
      languageCode: t.languageCode,
      source: 'provider',
      sentences: t.sentences,
    });
  }
  return id;
}

const search = (body: unknown, t: string) => s.api.post('/v1/workflows/search', body, t);
const byKeyword = (keyword: string, t: string, extra: Record<string, unknown> = {}) =>
  search({ filters: { keyword, ...extra } }, t);
const idsOf = (r: { body: { data: { items: { id: string }[] } } }) =>
  r.body.data.items.map((i) => i.id);

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const db = s.database.db;
  const org = s.demoOrganizationId;
  const userId = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  ids.publisher = await userId(DEMO_USERS.publisher);
  ids.viewer = await userId(DEMO_USERS.viewer);
  const wss = await db.select().from(workspaces).where(eq(workspaces.organizationId, org));
  ids.maintenance = wss.find((w) => w.name === 'Maintenance')!.id;
  // A workspace of its own for the count checks, so the other tests' rows never move its numbers.
  ids.countBay = newId();
  await db.insert(workspaces).values({
    id: ids.countBay,
    organizationId: org,
    workspaceGroupId: wss[0]!.workspaceGroupId,
    name: 'Count Bay',
  });
  await db.insert(workspaceMembers).values({
    organizationId: org,
    workspaceId: ids.countBay,
    userId: ids.publisher,
    role: Role.Publisher,
  });

  // Paging: published workflows in Maintenance, one minute apart, oldest first.
  const start = Date.parse('2025-01-01T00:00:00Z');
  for (let i = 0; i < PAGING_COUNT; i++) {
    await addWorkflow({
      workspaceId: ids.maintenance,
      title: `Paging Sample ${String(i).padStart(2, '0')}`,
      published: true,
      createdAt: new Date(start + i * 60_000),
      updatedAt: new Date(start + i * 60_000),
    });
  }
  ids.torque = await addWorkflow({
    workspaceId: fx.base.workspaceId!,
    title: 'Torque Wrench Basics',
    published: true,
    translatedTitles: { de: 'Drehmomentschlüssel Grundlagen' },
    steps: [
      { start: 0, end: 10, title: { en: 'Pick the wrench', de: 'Schlüssel nehmen' } },
      { start: 10, end: 30, title: { en: 'Set the ratchet' } },
    ],
    transcripts: [
      {
        languageCode: 'en',
        sentences: [
          { sentence: 'Pick the wrench from the wall.', startTime: 1, endTime: 4 },
          { sentence: LONG_SENTENCE, startTime: 12, endTime: 20 },
          { sentence: 'Check both bolts again.', startTime: 21, endTime: 25 },
        ],
      },
      {
        languageCode: 'de',
        sentences: [{ sentence: 'Nimm den Schlüssel von der Wand.', startTime: 1, endTime: 4 }],
      },
    ],
  });
  ids.calibrationTitle = await addWorkflow({
    workspaceId: fx.base.workspaceId!,
    title: 'Calibration Of Gauges',
    published: true,
    updatedAt: new Date(start),
  });
  ids.calibrationSpoken = await addWorkflow({
    workspaceId: fx.base.workspaceId!,
    title: 'Pressure Line Setup',
    published: true,
    transcripts: [
      {
        languageCode: 'en',
        sentences: [{ sentence: 'Now do the calibration once.', startTime: 3, endTime: 6 }],
      },
    ],
  });
  ids.poster = await addWorkflow({
    workspaceId: ids.maintenance,
    title: 'Poster Holder',
    published: true,
    posterKey: `org/${org}/workflows/poster-source/poster.jpg`,
    createdAt: new Date(start - 86_400_000),
  });
  ids.deleted = await addWorkflow({
    workspaceId: fx.base.workspaceId!,
    title: 'Obsolete Gearbox Guide',
    published: true,
    deleted: true,
    transcripts: [
      {
        languageCode: 'en',
        sentences: [{ sentence: `Ship it to ${DELETED_WORD}.`, startTime: 0, endTime: 3 }],
      },
    ],
  });
  // The private fixture workflow gets a transcript with a word nothing else holds.
  const existing = await db
    .select()
    .from(transcriptions)
    .where(
      and(
        eq(transcriptions.workflowId, fx.base.privateWorkflowId!),
        eq(transcriptions.languageCode, 'fr-fr'),
      ),
    );
  if (existing.length === 0) {
    await db.insert(transcriptions).values({
      id: newId(),
      organizationId: org,
      workflowId: fx.base.privateWorkflowId!,
      languageCode: 'fr-fr',
      source: 'author',
      sentences: [{ sentence: `Close the ${PRIVATE_WORD} first.`, startTime: 0, endTime: 4 }],
    });
  }
  const privateSteps = await db
    .select()
    .from(steps)
    .where(eq(steps.workflowId, fx.base.privateWorkflowId!));
  if (privateSteps.length === 0) {
    await db.insert(steps).values({
      id: newId(),
      organizationId: org,
      workflowId: fx.base.privateWorkflowId!,
      order: 10,
      startTime: 0,
      endTime: 12,
    });
  }

  // Another organisation's workflow with the fixture's own title words and transcript.
  ids.otherOrg = fx.otherOrganizationId;
  ids.otherWorkspace = (
    await db.select().from(workspaces).where(eq(workspaces.organizationId, ids.otherOrg))
  )[0]!.id;
  ids.otherWorkflow = await addWorkflow({
    organizationId: ids.otherOrg,
    workspaceId: ids.otherWorkspace,
    authorId: null,
    title: 'Gearbox Assembly Walkthrough',
    published: true,
    transcripts: [
      {
        languageCode: 'en',
        sentences: [
          { sentence: 'Tighten both bolts to 20 newton metres.', startTime: 0, endTime: 3 },
        ],
      },
    ],
  });

  // A step boundary at a time a real column cannot hold exactly, with a sentence right on it.
  ids.boundary = await addWorkflow({
    workspaceId: ids.maintenance,
    title: 'Boundary Check',
    published: true,
    createdAt: new Date(start - 2 * 86_400_000),
    steps: [
      { start: 0, end: 12.3 },
      { start: 12.3, end: 30 },
    ],
    transcripts: [
      {
        languageCode: 'en',
        sentences: [
          { sentence: 'Turn the spindle.', startTime: 2, endTime: 6 },
          ...Array.from({ length: 24 }, (_, i) => ({
            sentence: `Spindle check number ${i}.`,
            startTime: 12.3 + i * 0.5,
            endTime: 12.7 + i * 0.5,
          })),
        ],
      },
    ],
  });
  // A transcript far past what one workflow's document takes in (1.1 MB of distinct words):
  // PostgreSQL would refuse it as one tsvector, so the document is capped.
  const archive = newId();
  await db.insert(workspaces).values({
    id: archive,
    organizationId: org,
    workspaceGroupId: wss[0]!.workspaceGroupId,
    name: 'Archive Room',
  });
  const words = Array.from({ length: OVERSIZED_WORDS }, (_, i) => `u${String(i).padStart(6, '0')}`);
  ids.oversized = await addWorkflow({
    workspaceId: archive,
    title: 'Oversized Transcript',
    transcripts: [
      {
        languageCode: 'en',
        sentences: Array.from({ length: OVERSIZED_WORDS / 500 }, (_, i) => ({
          sentence: words.slice(i * 500, (i + 1) * 500).join(' '),
          startTime: i * 0.05,
          endTime: i * 0.05 + 0.05,
        })),
      },
    ],
  });

  const logins = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  (['org', 'ws', 'pub', 'view', 'other'] as const).forEach((k, i) => {
    token[k] = logins[i]!.accessToken;
  });
});
afterAll(() => s?.close());

describe('GET /v1/workspaces/:id/workflows', () => {
  it('pages newest first with dataCount and pageCount', async () => {
    const path = `/v1/workspaces/${ids.maintenance}/workflows`;
    const total = PAGING_COUNT + 2;
    const first = await s.api.get(path, token.view, { page: '0', size: '10' });
    expect(first.status).toBe(200);
    expect(first.body.data.page).toEqual({ page: 0, size: 10, dataCount: total, pageCount: 3 });
    const titles = first.body.data.items.map((i: { title: string }) => i.title);
    expect(titles.slice(0, 2)).toEqual(['Paging Sample 24', 'Paging Sample 23']);
    const seen = new Set<string>();
    for (const page of [0, 1, 2]) {
      const r = await s.api.get(path, token.view, { page: String(page), size: '10' });
      for (const id of idsOf(r)) seen.add(id);
    }
    expect(seen.size).toBe(total);
    const last = await s.api.get(path, token.view, { page: '2', size: '10' });
    expect(idsOf(last).slice(-2)).toEqual([ids.poster, ids.boundary]);
    const past = await s.api.get(path, token.view, { page: '9', size: '10' });
    expect(past.body.data).toMatchObject({ items: [], page: { dataCount: total, pageCount: 3 } });
  });

  it('defaults to 20 a page and caps the size at 100', async () => {
    const path = `/v1/workspaces/${ids.maintenance}/workflows`;
    const r = await s.api.get(path, token.view);
    expect(r.body.data.page).toMatchObject({ page: 0, size: 20 });
    expect(r.body.data.items).toHaveLength(20);
    expect((await s.api.get(path, token.view, { size: '100' })).status).toBe(200);
    for (const size of ['101', '0', '-1', 'ten']) {
      const bad = await s.api.get(path, token.view, { size });
      expect(bad.status).toBe(400);
      expect(bad.body.ok).toBe(false);
    }
    expect((await s.api.get(path, token.view, { page: '-1' })).status).toBe(400);
  });

  it('gives cards: the workflow view with stepCount and a signed poster', async () => {
    const r = await s.api.get(`/v1/workspaces/${ids.maintenance}/workflows`, token.view, {
      keyword: 'poster',
    });
    expect(r.body.data.items).toHaveLength(1);
    const card = r.body.data.items[0];
    expect(card).toMatchObject({
      id: ids.poster,
      title: 'Poster Holder',
      workspaceName: 'Maintenance',
      cardStatus: 'published',
      stepCount: 1,
      author: { uid: ids.publisher, displayName: 'Priya Author' },
    });
    expect(card.posterURL).toMatch(new RegExp(`^${s.url}/v1/media/[^/]+/poster\\.jpg$`));
    const plain = await s.api.get(`/v1/workspaces/${fx.base.workspaceId}/workflows`, token.pub);
    const fixture = plain.body.data.items.find((i: { id: string }) => i.id === fx.base.workflowId);
    expect(fixture).toMatchObject({ posterURL: null, stepCount: 2, cardStatus: 'unpublished' });
  });

  it('filters by a title substring (translated titles too) and by published', async () => {
    const path = `/v1/workspaces/${fx.base.workspaceId}/workflows`;
    const de = await s.api.get(path, token.view, { keyword: 'drehmoment' });
    expect(idsOf(de)).toEqual([ids.torque]);
    const wild = await s.api.get(path, token.view, { keyword: '%' });
    expect(idsOf(wild)).toEqual([]);
    const drafts = await s.api.get(path, token.pub, { published: 'false' });
    // The base draft and the version fixture's draft (issue 23), both in Assembly Line.
    expect(idsOf(drafts).sort()).toEqual([fx.base.workflowId, fx.base.versionedWorkflowId].sort());
    const pubs = await s.api.get(path, token.pub, { published: 'true' });
    expect(idsOf(pubs)).not.toContain(fx.base.workflowId);
    expect((await s.api.get(path, token.pub, { published: 'yes' })).status).toBe(400);
    const long = await s.api.get(path, token.pub, { keyword: 'x'.repeat(201) });
    expect(long.status).toBe(400);
  });

  it('viewers see published workflows only; publishers and admins see drafts', async () => {
    const path = `/v1/workspaces/${fx.base.workspaceId}/workflows`;
    const view = await s.api.get(path, token.view);
    expect(idsOf(view)).not.toContain(fx.base.workflowId);
    expect(view.body.data.items.every((i: { published: boolean }) => i.published)).toBe(true);
    for (const t of [token.pub, token.ws, token.org]) {
      expect(idsOf(await s.api.get(path, t))).toContain(fx.base.workflowId);
    }
  });

  it('never lists deleted workflows', async () => {
    const r = await s.api.get(`/v1/workspaces/${fx.base.workspaceId}/workflows`, token.org, {
      size: '100',
    });
    expect(idsOf(r)).not.toContain(ids.deleted);
  });

  it('a private workspace is 404 for non-members and open to members and org admins', async () => {
    const path = `/v1/workspaces/${fx.base.privateWorkspaceId}/workflows`;
    expect((await s.api.get(path, token.view)).status).toBe(404);
    expect((await s.api.get(path, token.pub)).status).toBe(404);
    expect(idsOf(await s.api.get(path, token.ws))).toEqual([fx.base.privateWorkflowId]);
    expect(idsOf(await s.api.get(path, token.org))).toEqual([fx.base.privateWorkflowId]);
  });

  it("another organisation's workspace is 404", async () => {
    const r = await s.api.get(`/v1/workspaces/${fx.base.workspaceId}/workflows`, token.other);
    expect(r.status).toBe(404);
    const c = await s.api.get(`/v1/workspaces/${fx.base.workspaceId}/workflow-counts`, token.other);
    expect(c.status).toBe(404);
  });
});

describe('GET /v1/workflows/owned-by-me', () => {
  it("lists the caller's own workflows in workspaces they can still see", async () => {
    const r = await s.api.get('/v1/workflows/owned-by-me', token.pub, { size: '100' });
    expect(r.status).toBe(200);
    const got = idsOf(r);
    expect(got).toContain(fx.base.workflowId);
    expect(got).toContain(ids.torque);
    // Written by the publisher, but in Safety Audits, where the publisher is not a member.
    expect(got).not.toContain(fx.base.privateWorkflowId);
    expect(got).not.toContain(ids.deleted);
    expect(
      r.body.data.items.every((i: { author: { uid: string } }) => i.author.uid === ids.publisher),
    ).toBe(true);
    expect(r.body.data.page.dataCount).toBe(got.length);
  });

  it('is empty for someone who wrote nothing, and pages like the lists', async () => {
    const r = await s.api.get('/v1/workflows/owned-by-me', token.view);
    expect(r.body.data).toEqual({
      items: [],
      page: { page: 0, size: 20, dataCount: 0, pageCount: 0 },
    });
    expect((await s.api.get('/v1/workflows/owned-by-me', token.pub, { size: '101' })).status).toBe(
      400,
    );
  });
});

describe('the search document follows every change', () => {
  it('renames, transcript edits, step titles and hard deletes are searchable at once', async () => {
    const id = await addWorkflow({
      workspaceId: fx.base.workspaceId!,
      title: 'Spindle swap',
      published: true,
      steps: [{ start: 0, end: 4 }],
    });
    expect(idsOf(await byKeyword('spindle', token.pub))).toContain(id);

    const renamed = await s.api.put(
      `/v1/workflows/${id}/title`,
      { title: 'Chuck swap' },
      token.pub,
    );
    expect(renamed.status).toBe(200);
    expect(idsOf(await byKeyword('spindle', token.pub))).not.toContain(id);
    expect(idsOf(await byKeyword('chuck', token.pub))).toContain(id);

    const written = await s.api.post(
      `/v1/workflows/${id}/transcription`,
      {
        languageCode: 'en',
        sentences: [{ sentence: 'Grease the dovetail.', startTime: 0, endTime: 2 }],
      },
      token.pub,
    );
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(idsOf(await byKeyword('dovetail', token.pub))).toContain(id);

    const db = s.database.db;
    await db
      .update(steps)
      .set({ title: { en: 'Loosen the drawbar' } })
      .where(eq(steps.workflowId, id));
    expect(idsOf(await byKeyword('drawbar', token.pub))).toContain(id);

    await db.delete(workflows).where(eq(workflows.id, id));
    expect(idsOf(await byKeyword('chuck', token.pub))).not.toContain(id);
  });
});

describe('POST /v1/workflows/search', () => {
  it('finds a workflow by a title word (any case), with no matches to jump to', async () => {
    const r = await byKeyword('GEARBOX', token.pub);
    expect(r.status).toBe(200);
    expect(idsOf(r)).toEqual([fx.base.workflowId]);
    expect(r.body.data.items[0]).toMatchObject({ title: WORKFLOW_TITLE, stepCount: 2 });
  });

  it('finds a translated title word', async () => {
    expect(idsOf(await byKeyword('grundlagen', token.view))).toEqual([ids.torque]);
  });

  it('finds a transcript word: the match has its step, absolute start and a snippet', async () => {
    const r = await byKeyword('newton', token.pub);
    expect(idsOf(r)).toEqual([fx.base.workflowId]);
    const [match, ...rest] = r.body.data.items[0].matches;
    expect(rest).toEqual([]);
    const stepRows = await s.database.db
      .select()
      .from(steps)
      .where(eq(steps.workflowId, fx.base.workflowId!));
    const second = stepRows.find((x) => x.order === 20)!;
    expect(match).toEqual({
      stepId: second.id,
      stepOrder: 20,
      // The step has no title: it comes from its first sentence.
      stepTitle: 'Tighten both bolts to 20 newton metres.',
      languageCode: 'en',
      snippet: { text: 'Tighten both bolts to 20 newton metres.', matchStart: 25, matchEnd: 31 },
      startTime: 6,
    });
  });

  it('cuts the snippet in front when the match is past 40 characters (002 §5)', async () => {
    const r = await byKeyword('sticker', token.view);
    expect(idsOf(r)).toEqual([ids.torque]);
    const [m] = r.body.data.items[0].matches;
    expect(m).toMatchObject({ stepOrder: 20, stepTitle: 'Set the ratchet', startTime: 12 });
    expect(m.snippet.text.startsWith('…')).toBe(true);
    expect(m.snippet.text.endsWith('calibration sticker.')).toBe(true);
    expect(m.snippet.text.slice(m.snippet.matchStart, m.snippet.matchEnd)).toBe('sticker');
  });

  it('gives every matching sentence and step title, in time order, each in its step', async () => {
    const r = await byKeyword('wrench or bolts or schlüssel', token.view);
    const torque = r.body.data.items.find((i: { id: string }) => i.id === ids.torque);
    expect(
      torque.matches.map((m: any) => [m.stepOrder, m.languageCode, m.startTime, m.stepTitle]),
    ).toEqual([
      [10, 'de', 1, 'Schlüssel nehmen'],
      [10, 'en', 1, 'Pick the wrench'],
      [20, 'en', 21, 'Set the ratchet'],
    ]);
  });

  it('matches a step title even where no sentence does', async () => {
    const r = await byKeyword('ratchet', token.view);
    expect(idsOf(r)).toEqual([ids.torque]);
    expect(r.body.data.items[0].matches).toEqual([
      expect.objectContaining({
        stepOrder: 20,
        stepTitle: 'Set the ratchet',
        startTime: 10,
        snippet: { text: 'Set the ratchet', matchStart: 8, matchEnd: 15 },
      }),
    ]);
  });

  it('ranks a title match above a transcript mention, then by the last change', async () => {
    const r = await byKeyword('calibration', token.view);
    expect(idsOf(r)).toEqual([ids.calibrationTitle, ids.calibrationSpoken, ids.torque]);
    expect(r.body.data.items[0].matches).toEqual([]);
  });

  it('reads websearch syntax: phrases, exclusions, or', async () => {
    expect(idsOf(await byKeyword('"both bolts"', token.pub))).toEqual(
      expect.arrayContaining([fx.base.workflowId, ids.torque]),
    );
    expect(idsOf(await byKeyword('"bolts both"', token.pub))).toEqual([]);
    expect(idsOf(await byKeyword('bolts -newton', token.pub))).toEqual([ids.torque]);
    const either = idsOf(await byKeyword('gearbox or ratchet', token.pub));
    expect(either.sort()).toEqual([fx.base.workflowId, ids.torque].sort());
    // Words on both sides of the workflow (title and transcript) match together.
    expect(idsOf(await byKeyword('torque sticker', token.pub))).toEqual([ids.torque]);
  });

  it('never answers 500 to odd keywords, and bounds the keyword at 200 characters', async () => {
    const odd = [
      '"',
      '-',
      'or',
      '!!!',
      '(',
      ')',
      '&',
      '|',
      ':*',
      "'",
      '\\',
      '<->',
      '""',
      '- -',
      'a & b | !c',
      "o'neil",
      '"unterminated phrase',
      '%_',
      '😀',
      '\u0000x',
    ];
    for (const keyword of odd) {
      const r = await byKeyword(keyword, token.pub);
      expect([200, 400], keyword).toContain(r.status);
      expect(r.body.ok, keyword).toBe(r.status === 200);
    }
    expect((await byKeyword('!!!', token.pub)).body.data.items).toEqual([]);
    const max = await byKeyword(`${'gearbox '.repeat(25)}`.slice(0, 200), token.pub);
    expect(max.status).toBe(200);
    expect((await byKeyword('x'.repeat(201), token.pub)).status).toBe(400);
  });

  it('a blank keyword lists everything the caller may see', async () => {
    const all = await search(
      { filters: { keyword: '   ' }, paginate: { page: 0, size: 10 } },
      token.view,
    );
    const none = await search({}, token.view);
    expect(all.status).toBe(200);
    expect(none.body.data.page).toEqual(all.body.data.page);
    // Maintenance (27) and Assembly Line's published ones (3); no drafts, nothing private.
    expect(all.body.data.page.dataCount).toBe(PAGING_COUNT + 2 + 3);
    expect(all.body.data.items.every((i: any) => i.published && i.matches.length === 0)).toBe(true);
  });

  it('pages by 10 at most', async () => {
    const r = await search({ filters: { workspaceIds: [ids.maintenance] } }, token.view);
    expect(r.body.data.page).toEqual({
      page: 0,
      size: 10,
      dataCount: PAGING_COUNT + 2,
      pageCount: 3,
    });
    expect(r.body.data.items).toHaveLength(10);
    const p2 = await search(
      { filters: { workspaceIds: [ids.maintenance] }, paginate: { page: 2, size: 10 } },
      token.view,
    );
    expect(p2.body.data.items).toHaveLength(PAGING_COUNT + 2 - 20);
    const big = await search({ paginate: { page: 0, size: 11 } }, token.view);
    expect(big.status).toBe(400);
    const keywordPages = await search(
      { filters: { keyword: 'paging' }, paginate: { page: 1, size: 10 } },
      token.view,
    );
    expect(keywordPages.body.data.page).toEqual({
      page: 1,
      size: 10,
      dataCount: PAGING_COUNT,
      pageCount: 3,
    });
    expect(keywordPages.body.data.items).toHaveLength(10);
  });

  it('sorts by title, createdAt and updatedAt both ways', async () => {
    const base = { filters: { keyword: 'paging' }, paginate: { page: 0, size: 3 } };
    const titles = async (sort: unknown) =>
      (await search({ ...base, sort }, token.view)).body.data.items.map((i: any) => i.title);
    expect(await titles({ field: 'title', order: 'asc' })).toEqual([
      'Paging Sample 00',
      'Paging Sample 01',
      'Paging Sample 02',
    ]);
    expect(await titles({ field: 'title' })).toEqual(
      await titles({ field: 'title', order: 'asc' }),
    );
    expect(await titles({ field: 'title', order: 'desc' })).toEqual([
      'Paging Sample 24',
      'Paging Sample 23',
      'Paging Sample 22',
    ]);
    expect(await titles({ field: 'createdAt', order: 'asc' })).toEqual([
      'Paging Sample 00',
      'Paging Sample 01',
      'Paging Sample 02',
    ]);
    expect(await titles({ field: 'updatedAt' })).toEqual([
      'Paging Sample 24',
      'Paging Sample 23',
      'Paging Sample 22',
    ]);
    const bad = await search({ ...base, sort: { field: 'views' } }, token.view);
    expect(bad.status).toBe(400);
  });

  it('filters by workspace, published and ownedByMe', async () => {
    const inAssembly = await search(
      { filters: { keyword: 'bolts', workspaceIds: [ids.maintenance] } },
      token.pub,
    );
    expect(idsOf(inAssembly)).toEqual([]);
    const drafts = await search({ filters: { keyword: 'bolts', published: false } }, token.pub);
    expect(idsOf(drafts)).toEqual([fx.base.workflowId]);
    // A viewer asking for drafts gets none.
    const viewerDrafts = await search({ filters: { published: false } }, token.view);
    expect(viewerDrafts.body.data.page.dataCount).toBe(0);
    const mine = await search({ filters: { ownedByMe: true } }, token.view);
    expect(mine.body.data.page.dataCount).toBe(0);
    const pubMine = await search({ filters: { keyword: 'bolts', ownedByMe: true } }, token.pub);
    expect(idsOf(pubMine).sort()).toEqual([fx.base.workflowId, ids.torque].sort());
  });

  it('puts a sentence in the step its start falls in, exactly as the steps route does', async () => {
    const r = await byKeyword('turn or spindle', token.view);
    expect(idsOf(r)).toEqual([ids.boundary]);
    const matches = r.body.data.items[0].matches;
    // At most 20 matches a workflow, in time order: the first in step 10, then step 20 from 12.3.
    expect(matches).toHaveLength(20);
    expect(matches.slice(0, 2).map((m: any) => [m.stepOrder, m.startTime])).toEqual([
      [10, 2],
      [20, 12.3],
    ]);
    const detail = await s.api.get(`/v1/workflows/${ids.boundary}/steps`, token.view);
    expect(detail.body.data.items[1].transcriptions.en[0].sentence).toBe('Spindle check number 0.');
  });

  it('caps what one workflow contributes, so a giant transcript cannot break search', async () => {
    const r = await byKeyword('oversized', token.org);
    expect(r.status).toBe(200);
    expect(idsOf(r)).toEqual([ids.oversized]);
    const first = await byKeyword('u000001', token.org);
    expect(idsOf(first)).toEqual([ids.oversized]);
    expect(first.body.data.items[0].matches[0].snippet.text).toContain('u000001');
    // Past the cap (200,000 characters of transcript) words are not indexed.
    expect(idsOf(await byKeyword('u159999', token.org))).toEqual([]);
  });

  it('viewers find published workflows only', async () => {
    expect(idsOf(await byKeyword('newton', token.view))).toEqual([]);
    expect(idsOf(await byKeyword('bolts', token.view))).toEqual([ids.torque]);
  });

  it('never finds a workflow of a private workspace the caller is not in', async () => {
    for (const t of [token.view, token.pub]) {
      expect(idsOf(await byKeyword(PRIVATE_WORD, t))).toEqual([]);
      expect(idsOf(await byKeyword('lockout', t))).toEqual([]);
      const named = await search(
        { filters: { keyword: PRIVATE_WORD, workspaceIds: [fx.base.privateWorkspaceId] } },
        t,
      );
      expect(idsOf(named)).toEqual([]);
      const get = await s.api.get('/v1/search/workflows', t, { keyword: PRIVATE_WORD });
      expect(idsOf(get)).toEqual([]);
    }
    for (const t of [token.org, token.ws]) {
      const r = await byKeyword(PRIVATE_WORD, t);
      expect(idsOf(r)).toEqual([fx.base.privateWorkflowId]);
      expect(r.body.data.items[0].matches[0]).toMatchObject({
        languageCode: 'fr-fr',
        startTime: 0,
        snippet: { text: `Close the ${PRIVATE_WORD} first.` },
      });
    }
  });

  it('never finds a deleted workflow', async () => {
    expect(idsOf(await byKeyword(DELETED_WORD, token.org))).toEqual([]);
    expect(idsOf(await byKeyword('obsolete', token.org))).toEqual([]);
  });

  it("never finds another organisation's workflows, either way", async () => {
    const demo = await byKeyword('gearbox newton', token.org);
    expect(idsOf(demo)).toEqual([fx.base.workflowId]);
    const other = await byKeyword('gearbox newton', token.other);
    expect(idsOf(other)).toEqual([ids.otherWorkflow]);
    const all = await search({}, token.other);
    expect(idsOf(all)).toEqual([ids.otherWorkflow]);
    const named = await search({ filters: { workspaceIds: [fx.base.workspaceId] } }, token.other);
    expect(idsOf(named)).toEqual([]);
  });

  it('refuses unknown fields and wrong types', async () => {
    for (const body of [
      { filters: { keyword: 'x', extra: 1 } },
      { filters: { keyword: 42 } },
      { filters: { workspaceIds: 'abc' } },
      { filters: { workspaceIds: ['bad id!'] } },
      { paginate: { page: -1, size: 10 } },
      { paginate: { page: 0, size: 0 } },
      { sort: { field: 'title', order: 'up' } },
      { unexpected: true },
    ]) {
      const r = await search(body, token.pub);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /v1/search/workflows', () => {
  it('searches by keyword with the same results as the POST', async () => {
    const r = await s.api.get('/v1/search/workflows', token.view, { keyword: 'bolts' });
    expect(r.status).toBe(200);
    expect(idsOf(r)).toEqual([ids.torque]);
    expect(r.body.data.items[0].matches[0]).toMatchObject({ startTime: 21, stepOrder: 20 });
    expect(r.body.data.page).toEqual({ page: 0, size: 10, dataCount: 1, pageCount: 1 });
  });

  it('pages by 10 at most', async () => {
    const r = await s.api.get('/v1/search/workflows', token.view, {
      keyword: 'paging',
      page: '2',
      size: '10',
    });
    expect(r.body.data.items).toHaveLength(PAGING_COUNT - 20);
    expect(r.body.data.page.pageCount).toBe(3);
    const big = await s.api.get('/v1/search/workflows', token.view, { keyword: 'x', size: '11' });
    expect(big.status).toBe(400);
  });

  it('needs a keyword that is not blank, at most 200 characters', async () => {
    const queries: Record<string, string>[] = [
      {},
      { keyword: '' },
      { keyword: '   ' },
      { keyword: 'x'.repeat(201) },
    ];
    for (const query of queries) {
      const r = await s.api.get('/v1/search/workflows', token.view, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.ok).toBe(false);
    }
  });
});

describe('GET /v1/workspaces/:id/workflow-counts (002 §4)', () => {
  const counts = async (t = token.pub, ws = ids.countBay) =>
    (await s.api.get(`/v1/workspaces/${ws}/workflow-counts`, t)).body.data;

  it('follows create, publish, unpublish, duplicate, move and delete', async () => {
    expect(await counts()).toEqual({ created: 0, published: 0, unpublished: 0 });
    const a = await addWorkflow({ workspaceId: ids.countBay, title: 'Count A' });
    const b = await addWorkflow({ workspaceId: ids.countBay, title: 'Count B' });
    expect(await counts()).toEqual({ created: 2, published: 0, unpublished: 2 });

    expect((await s.api.put(`/v1/workflows/${a}/publish`, {}, token.pub)).status).toBe(200);
    expect(await counts()).toEqual({ created: 2, published: 1, unpublished: 1 });
    // A viewer counts what a viewer's list shows: the published ones.
    expect(await counts(token.view)).toEqual({ created: 1, published: 1, unpublished: 0 });

    expect((await s.api.put(`/v1/workflows/${a}/unpublish`, {}, token.pub)).status).toBe(200);
    expect(await counts()).toEqual({ created: 2, published: 0, unpublished: 2 });

    await s.api.put(`/v1/workflows/${a}/publish`, {}, token.pub);
    const dup = await s.api.post(
      `/v1/workflows/${a}/duplication`,
      { groupIds: [ids.countBay] },
      token.pub,
    );
    expect(dup.status).toBe(200);
    // Duplicating a published workflow adds to created and to published.
    expect(await counts()).toEqual({ created: 3, published: 2, unpublished: 1 });

    const maintenanceBefore = await counts(token.pub, ids.maintenance);
    const move = await s.api.put(
      `/v1/workflows/${a}/workspace`,
      { workspaceId: ids.maintenance },
      token.pub,
    );
    expect(move.status).toBe(200);
    expect(await counts()).toEqual({ created: 2, published: 1, unpublished: 1 });
    expect(await counts(token.pub, ids.maintenance)).toEqual({
      created: maintenanceBefore.created + 1,
      published: maintenanceBefore.published + 1,
      unpublished: maintenanceBefore.unpublished,
    });
    await s.api.put(`/v1/workflows/${a}/workspace`, { workspaceId: ids.countBay }, token.pub);

    expect((await s.api.delete(`/v1/workflows/${a}`, token.pub)).status).toBe(200);
    expect(await counts()).toEqual({ created: 2, published: 1, unpublished: 1 });
    expect((await s.api.delete(`/v1/workflows/${b}`, token.pub)).status).toBe(200);
    expect(await counts()).toEqual({ created: 1, published: 1, unpublished: 0 });
  });

  it('a private workspace is 404 for non-members', async () => {
    const path = `/v1/workspaces/${fx.base.privateWorkspaceId}/workflow-counts`;
    expect((await s.api.get(path, token.view)).status).toBe(404);
    expect((await s.api.get(path, token.org)).body.data).toEqual({
      created: 1,
      published: 0,
      unpublished: 1,
    });
  });
});
