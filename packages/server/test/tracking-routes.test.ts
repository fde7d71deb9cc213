/**
 * POST /v1/tracking and GET /v1/tracking (002 §3-4, §7): records are stored idempotently by their
 * client id, a later lastUpdated replaces, an older one never does, and played duration is
 * recomputed from the steps so a resend is counted once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, TRACKING_LIMITS } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { trackingRecords, workflows } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { trackingSample } from '../src/routes/tracking.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', pub: '', view: '', other: '' };
let unpublished = '';
let published = '';

/** A record of `seconds` played on one step, at version `lastUpdated`. */
function record(id: string, workflowId: string, seconds: number, lastUpdated: number) {
  const base = trackingSample({ uniq: 'x', workflowId });
  return {
    ...base,
    id,
    lastUpdated,
    playedDuration: seconds,
    steps: { s1: { ...base.steps.s1, playedDuration: seconds, lastUpdated } },
  };
}

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  unpublished = fx.base.workflowId!;
  const [source] = await s.database.db
    .select()
    .from(workflows)
    .where(eq(workflows.id, unpublished));
  published = newId();
  await s.database.db
    .insert(workflows)
    .values({ ...source!, id: published, published: true, publishedDate: new Date() });
  const logins = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  token.org = logins[0]!.accessToken;
  token.pub = logins[1]!.accessToken;
  token.view = logins[2]!.accessToken;
  token.other = logins[3]!.accessToken;
});
afterAll(() => s?.close());

const rowsOf = (id: string) =>
  s.database.db.select().from(trackingRecords).where(eq(trackingRecords.id, id));

describe('POST /v1/tracking', () => {
  it('stores a record once however often it is sent, counting its played time once', async () => {
    const body = record('rec-twice', published, 20, 1_700_000_020_000);
    const first = await s.api.post('/v1/tracking', body, token.view);
    const again = await s.api.post('/v1/tracking', body, token.view);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.current).toBe(true);
    const rows = await rowsOf('rec-twice');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.playedDuration).toBe(20);
    const list = await s.api.get('/v1/tracking', token.view, { workflowId: published });
    expect(list.body.data.items.filter((i: { id: string }) => i.id === 'rec-twice')).toHaveLength(
      1,
    );
  });

  it('sets identity and organisation from the caller, never from the body', async () => {
    const body = { ...record('rec-who', published, 5, 1_700_000_005_000), uid: 'someone-else' };
    const res = await s.api.post(
      '/v1/tracking',
      { ...body, organization: 'x', isPublic: true },
      token.view,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ uid: expect.any(String), isPublic: false });
    expect(res.body.data.item.email).toBe(DEMO_USERS.viewer);
    expect(res.body.data.item.record.organization).toBe(s.demoOrganizationId);
    expect(res.body.data.item.uid).not.toBe('someone-else');
  });

  it('recomputes played duration from the steps that count (002 §4)', async () => {
    const body = record('rec-claim', published, 12, 1_700_000_012_000);
    const res = await s.api.post(
      '/v1/tracking',
      {
        ...body,
        playedDuration: 99_999,
        steps: { ...body.steps, s2: { ...body.steps.s1, stepDuration: 0 } },
      },
      token.view,
    );
    expect(res.body.data.item.playedDuration).toBe(12);
  });

  it('a later version replaces the stored one; an older one does not', async () => {
    await s.api.post('/v1/tracking', record('rec-v', published, 20, 2_000), token.view);
    const later = await s.api.post(
      '/v1/tracking',
      record('rec-v', published, 30, 3_000),
      token.view,
    );
    expect(later.body.data).toMatchObject({
      current: true,
      item: { playedDuration: 30, lastUpdated: 3_000 },
    });
    const older = await s.api.post(
      '/v1/tracking',
      record('rec-v', published, 25, 2_500),
      token.view,
    );
    expect(older.status).toBe(200);
    expect(older.body.data).toMatchObject({
      current: false,
      item: { playedDuration: 30, lastUpdated: 3_000 },
    });
    const rows = await rowsOf('rec-v');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.playedDuration).toBe(30);
  });

  it("refuses another user's record id (409) and leaves it untouched", async () => {
    await s.api.post('/v1/tracking', record('rec-mine', published, 8, 1_000), token.view);
    const res = await s.api.post(
      '/v1/tracking',
      record('rec-mine', published, 50, 9_000),
      token.pub,
    );
    expect(res.status).toBe(409);
    expect(res.body.ok).toBe(false);
    expect((await rowsOf('rec-mine'))[0]!.playedDuration).toBe(8);
  });

  it('answers 404 for an unknown workflow and for another organisation’s', async () => {
    const unknown = await s.api.post('/v1/tracking', record('rec-404', newId(), 1, 1), token.view);
    expect(unknown.status).toBe(404);
    const foreign = await s.api.post(
      '/v1/tracking',
      record('rec-foreign', published, 1, 1),
      token.other,
    );
    expect(foreign.status).toBe(404);
    expect(await rowsOf('rec-foreign')).toHaveLength(0);
  });

  it('answers code 2 for an unpublished workflow, except to those who may edit it', async () => {
    const viewer = await s.api.post(
      '/v1/tracking',
      record('rec-u1', unpublished, 1, 1),
      token.view,
    );
    expect(viewer.status).toBe(409);
    expect(viewer.body.code).toBe(ErrorCode.UnpublishedSkill);
    const author = await s.api.post('/v1/tracking', record('rec-u2', unpublished, 1, 1), token.pub);
    expect(author.status).toBe(200);
  });

  it('needs sign-in', async () => {
    const res = await s.api.post('/v1/tracking', record('rec-anon', published, 1, 1));
    expect(res.status).toBe(401);
  });

  describe('refuses bad input with a 400 in the wrapper', () => {
    const valid = () => record(`rec-bad-${newId()}`, published, 5, 5_000);
    const cases: [string, (r: ReturnType<typeof valid>) => unknown][] = [
      ['a negative played duration', (r) => ({ ...r, playedDuration: -1 })],
      [
        'a negative step duration',
        (r) => ({ ...r, steps: { s1: { ...r.steps.s1, stepDuration: -5 } } }),
      ],
      ['a number sent as a string', (r) => ({ ...r, lastUpdated: '5000' })],
      ['steps sent as a list', (r) => ({ ...r, steps: [r.steps.s1] })],
      ['a missing workflowId', ({ workflowId: _w, ...r }) => r],
      ['an id with a slash', (r) => ({ ...r, id: 'a/b' })],
      [
        'an interval that ends before it starts',
        (r) => ({ ...r, steps: { s1: { ...r.steps.s1, playedIntervals: [[10, 5]] } } }),
      ],
      [
        'too many intervals in one step',
        (r) => ({
          ...r,
          steps: {
            s1: {
              ...r.steps.s1,
              playedIntervals: Array.from({ length: TRACKING_LIMITS.intervalsPerStep + 1 }, () => [
                1, 2,
              ]),
            },
          },
        }),
      ],
      [
        'too many steps',
        (r) => ({
          ...r,
          steps: Object.fromEntries(
            Array.from({ length: TRACKING_LIMITS.steps + 1 }, (_, i) => [`s${i}`, r.steps.s1]),
          ),
        }),
      ],
      [
        'too many events',
        (r) => ({
          ...r,
          onNext: Array.from({ length: TRACKING_LIMITS.eventsPerList + 1 }, () => ({
            at: 1,
            current: 'a',
            next: 'b',
          })),
        }),
      ],
      ['a 100k-character location', (r) => ({ ...r, location: 'x'.repeat(100_000) })],
    ];
    it.each(cases)('%s', async (_label, mutate) => {
      const res = await s.api.post('/v1/tracking', mutate(valid()), token.view);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, code: 400 });
    });

    it('a body of megabytes is a 413', async () => {
      const huge = { ...valid(), deviceInfo: { blob: 'x'.repeat(2 * 1024 * 1024) } };
      const res = await s.api.post('/v1/tracking', huge, token.view);
      expect(res.status).toBe(413);
      expect(res.body.ok).toBe(false);
    });
  });
});

describe('GET /v1/tracking', () => {
  it("gives members their own records and admins everyone's", async () => {
    await s.api.post('/v1/tracking', record('rec-admin-own', published, 3, 3_000), token.org);
    const mine = await s.api.get('/v1/tracking', token.view, { workflowId: published });
    expect(mine.status).toBe(200);
    const ids = mine.body.data.items.map((i: { id: string }) => i.id);
    expect(ids).toContain('rec-twice');
    expect(ids).not.toContain('rec-admin-own');
    const all = await s.api.get('/v1/tracking', token.org, { workflowId: published });
    const allIds = all.body.data.items.map((i: { id: string }) => i.id);
    expect(allIds).toEqual(expect.arrayContaining(['rec-twice', 'rec-admin-own']));
    expect(all.body.data.page).toMatchObject({ page: 0, dataCount: allIds.length });
  });

  it('is a 404 for another organisation', async () => {
    const res = await s.api.get('/v1/tracking', token.other, { workflowId: published });
    expect(res.status).toBe(404);
  });
});
