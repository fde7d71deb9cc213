/**
 * Smart instructions over real HTTP (issue 20; 001 §2-§4, §7): creation with the defaults and
 * the two cards, the editor's read, list paging and search, publishing to all / a team / as
 * draft with who then sees it, a version on each publish with its edit events, read-only while
 * published, the whole content replaced with ids kept, duplication, deletion, content shares of
 * SOPs, and another organisation's SOP answering 404 everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXTERNAL_ACCESS_HEADER, SMART_INSTRUCTION_DEFAULTS } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { smartInstructions, sopItems, teams, workflows, workspaces } from '../src/db/schema.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { createSop, signIn, titles, type Tokens } from './sop-helpers.js';

let s: TestServer;
let fx: Fixtures;
let token: Tokens;
let maintenanceId: string;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = await signIn(s);
  const [ws] = await s.database.db
    .select()
    .from(workspaces)
    .where(eq(workspaces.name, 'Maintenance'));
  maintenanceId = ws!.id;
});
afterAll(() => s?.close());

const assembly = () => fx.base.workspaceId!;
const read = (id: string, as = token.pub) => s.api.get(`/v1/multimodal-sop/${id}`, as);
const player = (id: string, as = token.view) => s.api.get(`/v1/player/multimodal-sop/${id}`, as);
const patch = (body: Record<string, unknown>, as = token.pub) =>
  s.api.patch('/v1/multimodal-sop', body, as);

describe('create', () => {
  it('makes a manual SOP ready and unpublished, with the defaults and both cards', async () => {
    const r = await s.api.post(
      '/v1/multimodal-sop',
      { workspaceId: assembly(), items: [{ type: 'step' }, { type: 'sub_step', title: 'First' }] },
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { item, jobId } = r.body.data;
    expect(jobId).toBeNull();
    expect(item).toMatchObject({
      title: SMART_INSTRUCTION_DEFAULTS.title,
      languageCode: 'en-us',
      version: '1.0',
      duration: 30,
      type: 'manually',
      status: 'completed',
      published: false,
      stepsCount: 1,
      workspaceName: 'Assembly Line',
      author: { displayName: expect.any(String) },
      job: null,
    });
    expect(titles(item.items)).toEqual(['Introduction', 'Step', 'First', 'Conclusion']);
    expect(item.items[2].parentItemId).toBe(item.items[1].id);
  });

  it('refuses a viewer (403), a hidden workspace (404) and bad bodies (400)', async () => {
    const body = { workspaceId: assembly(), title: 'Nope' };
    expect((await s.api.post('/v1/multimodal-sop', body, token.view)).status).toBe(403);
    const hidden = { workspaceId: fx.base.privateWorkspaceId!, title: 'Nope' };
    expect((await s.api.post('/v1/multimodal-sop', hidden, token.pub)).status).toBe(404);
    const bad = await s.api.post(
      '/v1/multimodal-sop',
      { workspaceId: assembly(), type: 'pdf' },
      token.pub,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toMatch(/uploadId/);
  });

  it('refuses a workflow that is not processed, and leaves no SOP behind', async () => {
    const before = await s.database.db.select().from(smartInstructions);
    const wf = newId();
    const [row] = await s.database.db
      .select()
      .from(workflows)
      .where(eq(workflows.id, fx.base.workflowId!));
    await s.database.db.insert(workflows).values({ ...row!, id: wf, processed: false });
    const r = await s.api.post(
      '/v1/multimodal-sop',
      { workspaceId: assembly(), type: 'workflow', workflowId: wf },
      token.pub,
    );
    expect(r.status).toBe(409);
    expect(await s.database.db.select().from(smartInstructions)).toHaveLength(before.length);
  });
});

describe('lists', () => {
  it('pages a workspace from 0, newest change first, with dataCount and pageCount', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const sop = await createSop(s, token.pub, { workspaceId: maintenanceId, title: `Page ${i}` });
      ids.push(sop.id);
    }
    const first = await s.api.get(`/v1/workspaces/${maintenanceId}/multimodal-sops`, token.pub);
    expect(first.status).toBe(200);
    expect(first.body.data.page).toEqual({ page: 0, size: 10, dataCount: 12, pageCount: 2 });
    expect(first.body.data.items.map((i: any) => i.id)).toEqual(ids.slice(2).reverse());
    expect(first.body.data.items[0]).not.toHaveProperty('items');
    const second = await s.api.get(`/v1/workspaces/${maintenanceId}/multimodal-sops`, token.pub, {
      page: '1',
    });
    expect(second.body.data.items.map((i: any) => i.id)).toEqual(ids.slice(0, 2).reverse());
    const byTitle = await s.api.get(`/v1/workspaces/${maintenanceId}/multimodal-sops`, token.pub, {
      orderBy: 'title',
      order: 'asc',
      size: '3',
    });
    expect(byTitle.body.data.items.map((i: any) => i.title)).toEqual([
      'Page 0',
      'Page 1',
      'Page 10',
    ]);
    const owned = await s.api.get('/v1/multimodal-sop/owned-by-me', token.pub, { size: '50' });
    expect(owned.body.data.items.map((i: any) => i.id)).toEqual(expect.arrayContaining(ids));
    const notMine = await s.api.get('/v1/multimodal-sop/owned-by-me', token.ws);
    expect(notMine.body.data.items.map((i: any) => i.id)).not.toContain(ids[0]);
  });

  it('shows viewers the published SOPs only; search reads titles and item text', async () => {
    const view = await s.api.get(`/v1/workspaces/${assembly()}/multimodal-sops`, token.view, {
      size: '50',
    });
    const seen = view.body.data.items.map((i: any) => i.id);
    expect(seen).toContain(fx.base.publishedSopId);
    expect(seen).not.toContain(fx.base.smartInstructionId);
    const byItem = await s.api.get('/v1/search/mmsop', token.pub, { keyword: 'stop button' });
    expect(byItem.body.data.items.map((i: any) => i.id)).toContain(fx.base.smartInstructionId);
    const viewerSearch = await s.api.get('/v1/search/mmsop', token.view, {
      keyword: 'stop button',
    });
    expect(viewerSearch.body.data.items).toEqual([]);
    const byTitle = await s.api.get('/v1/search/mmsop', token.view, { keyword: 'PALLETISER' });
    expect(byTitle.body.data.items.map((i: any) => i.id)).toEqual([fx.base.publishedSopId]);
    const odd = await s.api.get('/v1/search/mmsop', token.pub, { keyword: '%_' });
    expect(odd.status).toBe(200);
    expect(odd.body.data.items).toEqual([]);
  });
});

describe('publishing', () => {
  it('publishes to a team: its members and the editors see it, other viewers do not', async () => {
    const sop = await createSop(s, token.pub, { workspaceId: assembly(), title: 'Team only' });
    const emptyTeam = newId();
    await s.database.db.insert(teams).values({
      id: emptyTeam,
      organizationId: s.demoOrganizationId,
      workspaceId: assembly(),
      name: 'Day Shift',
    });
    const toOthers = await patch({ id: sop.id, publishOption: 'team', teamIds: [emptyTeam] });
    expect(toOthers.status).toBe(200);
    expect(toOthers.body.data.item).toMatchObject({
      published: true,
      publishedTeamIds: [emptyTeam],
    });
    expect((await player(sop.id)).status).toBe(404);
    expect((await player(sop.id, token.pub)).status).toBe(200);
    // Unpublish, then publish to the viewer's team (Night Shift).
    expect((await patch({ id: sop.id, publishOption: 'draft' })).body.data.item.published).toBe(
      false,
    );
    const toMine = await patch({ id: sop.id, publishOption: 'team', teamIds: [fx.base.teamId!] });
    expect(toMine.body.data.item.publishedTeamIds).toEqual([fx.base.teamId]);
    const seen = await player(sop.id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.item.canEdit).toBe(false);
    const list = await s.api.get(`/v1/workspaces/${assembly()}/multimodal-sops`, token.view, {
      size: '50',
    });
    expect(list.body.data.items.map((i: any) => i.id)).toContain(sop.id);
    const unknown = await patch({ id: sop.id, publishOption: 'team', teamIds: ['no-such-team'] });
    expect(unknown.status).toBe(400);
  });

  it('keeps a version on each publish (1.0, 2.0), with the edit events since the last', async () => {
    const sop = await createSop(s, token.pub, {
      workspaceId: assembly(),
      title: 'Versions',
      items: [{ type: 'step', title: 'One' }],
    });
    const first = await patch({ id: sop.id, publishOption: 'all' });
    expect(first.body.data.item).toMatchObject({
      published: true,
      version: '1.0',
      publishedTeamIds: [],
    });
    // Published is read-only.
    const put = await s.api.put(
      '/v1/multimodal-sop',
      { id: sop.id, title: 'X', description: '', languageCode: 'en-us', items: [] },
      token.pub,
    );
    expect(put.status).toBe(409);
    expect(put.body.errorMessage).toBe('Unpublish the smart instruction to edit it');
    const ins = await s.api.post(
      `/v1/multimodal-sop/${sop.id}/items`,
      { item: { type: 'step' }, position: 1 },
      token.pub,
    );
    expect(ins.status).toBe(409);
    await patch({ id: sop.id, published: false });
    const events = await s.api.post(
      `/v1/multimodal-sop/${sop.id}/edit-events/batch-create`,
      { data: [{ type: 'update', itemId: sop.idOf('One'), data: { field: 'title' } }] },
      token.pub,
    );
    expect(events.status).toBe(200);
    expect(events.body.data.items[0]).toMatchObject({ type: 'update', versionHistoryId: null });
    const second = await patch({ id: sop.id, published: true, title: 'Versions v2' });
    expect(second.body.data.item).toMatchObject({ version: '2.0', title: 'Versions v2' });
    const all = await s.api.get(`/v1/multimodal-sop/${sop.id}/version-histories`, token.pub);
    expect(all.body.data.items.map((v: any) => [v.version, v.latest])).toEqual([
      ['2.0', true],
      ['1.0', false],
    ]);
    expect(all.body.data.items[0]).toMatchObject({ title: 'Versions v2', itemsCount: 3 });
    const latest = await s.api.get(`/v1/multimodal-sop/${sop.id}/version-histories`, token.pub, {
      latest: 'true',
    });
    expect(latest.body.data.items).toHaveLength(1);
    const kept = await s.api.get(
      `/v1/multimodal-sop-version-histories/${latest.body.data.items[0].id}/edit-events`,
      token.pub,
    );
    expect(kept.body.data.items.map((e: any) => e.type)).toEqual(['update']);
    // Readers do not see the history.
    expect(
      (await s.api.get(`/v1/multimodal-sop/${sop.id}/version-histories`, token.view)).status,
    ).toBe(403);
  });
});

describe('replace, duplicate, delete', () => {
  it('PUT keeps the ids it is sent and makes the others', async () => {
    const sop = await createSop(s, token.pub, {
      workspaceId: assembly(),
      title: 'Replace me',
      items: [{ type: 'step', title: 'Keep' }],
    });
    const keep = sop.idOf('Keep');
    const r = await s.api.put(
      '/v1/multimodal-sop',
      {
        id: sop.id,
        title: 'Replaced',
        description: 'New',
        languageCode: 'de-de',
        items: [
          { id: sop.idOf('Introduction'), type: 'introduction' },
          { type: 'step', title: 'New first' },
          { id: keep, type: 'step', title: 'Kept' },
          { type: 'sub_step' },
          { id: sop.idOf('Conclusion'), type: 'conclusion' },
        ],
      },
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const item = r.body.data.item;
    expect(item).toMatchObject({ title: 'Replaced', description: 'New', languageCode: 'de-de' });
    expect(titles(item.items)).toEqual([
      'Introduction',
      'New first',
      'Kept',
      'Sub_step',
      'Conclusion',
    ]);
    expect(item.items[2].id).toBe(keep);
    expect(item.items[3].parentItemId).toBe(keep);
    expect(item.stepsCount).toBe(2);
    const twice = await s.api.put(
      '/v1/multimodal-sop',
      {
        id: sop.id,
        title: 'T',
        description: '',
        languageCode: 'en-us',
        items: [
          { id: keep, type: 'step' },
          { id: keep, type: 'step' },
        ],
      },
      token.pub,
    );
    expect(twice.status).toBe(400);
  });

  it('duplicates into workspaces the caller edits, unpublished, with new item ids', async () => {
    const r = await s.api.post(
      '/v1/multimodal-sop/duplication',
      { smartInstructionId: fx.base.publishedSopId!, workspaceIds: [maintenanceId] },
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [copy] = r.body.data.items;
    const source = (await read(fx.base.publishedSopId!)).body.data.item;
    const dup = (await read(copy.id)).body.data.item;
    expect(dup).toMatchObject({ workspaceId: maintenanceId, published: false, version: '1.0' });
    expect(titles(dup.items)).toEqual(titles(source.items));
    expect(dup.items.map((i: any) => i.id)).not.toContain(source.items[1].id);
    expect(dup.items.find((i: any) => i.type === 'quiz').questions).toEqual(
      source.items.find((i: any) => i.type === 'quiz').questions,
    );
    const viewer = await s.api.post(
      '/v1/multimodal-sop/duplication',
      { smartInstructionId: fx.base.publishedSopId!, workspaceIds: [assembly()] },
      token.view,
    );
    expect(viewer.status).toBe(403);
  });

  it('deletes an SOP with its items', async () => {
    const sop = await createSop(s, token.pub, { workspaceId: assembly(), title: 'Gone' });
    const r = await s.api.delete('/v1/multimodal-sop', token.pub, { id: sop.id });
    expect(r.status).toBe(200);
    expect(r.body.data.item).toEqual({ id: sop.id });
    expect((await read(sop.id)).status).toBe(404);
    const left = await s.database.db
      .select()
      .from(sopItems)
      .where(eq(sopItems.instructionId, sop.id));
    expect(left).toEqual([]);
  });
});

describe('content shares of smart instructions', () => {
  it('ensures one share per SOP; public, it opens the viewer read without sign-in', async () => {
    const id = fx.base.publishedSopId!;
    const ensure = await s.api.post(
      '/v1/content-shares/ensure',
      { type: 'multimodalSop', multimodalSopId: id },
      token.pub,
    );
    expect(ensure.status, JSON.stringify(ensure.body)).toBe(200);
    const share = ensure.body.data.item;
    expect(share).toMatchObject({ type: 'multimodalSop', multimodalSopId: id, workflowId: null });
    const again = await s.api.post(
      '/v1/content-shares/ensure',
      { type: 'multimodalSop', multimodalSopId: id },
      token.pub,
    );
    expect(again.body.data.item.id).toBe(share.id);
    const anonymous = (headers: Record<string, string>, query = '') =>
      fetch(`${s.url}/v1/player/multimodal-sop/${id}${query}`, { headers });
    // Access 'none': nothing opens, and the answer does not say the SOP exists.
    expect((await anonymous({ [EXTERNAL_ACCESS_HEADER]: share.id })).status).toBe(404);
    const pub = await s.api.put(
      `/v1/content-shares/${share.id}`,
      { externalAccessType: 'public' },
      token.pub,
    );
    expect(pub.status).toBe(200);
    const byHeader = await anonymous({
      [EXTERNAL_ACCESS_HEADER]: share.id,
      origin: 'https://host.example',
    });
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await byHeader.json()) as any;
    expect(body.data.item).toMatchObject({ id, canEdit: false });
    const byQuery = await anonymous({}, `?shareAccessToken=${share.id}`);
    expect(byQuery.status).toBe(200);
    // Another SOP with this token, or a made-up token: 404.
    const other = await fetch(`${s.url}/v1/player/multimodal-sop/${fx.base.smartInstructionId}`, {
      headers: { [EXTERNAL_ACCESS_HEADER]: share.id },
    });
    expect(other.status).toBe(404);
    expect((await anonymous({ [EXTERNAL_ACCESS_HEADER]: 'made-up' })).status).toBe(404);
    // A workflow's player does not open with an SOP's share.
    const wf = await fetch(`${s.url}/v1/player/workflow?workflowId=${fx.base.workflowId}`, {
      headers: { [EXTERNAL_ACCESS_HEADER]: share.id },
    });
    expect(wf.status).toBe(403);
    expect((await s.api.get(`/v1/content-shares/${share.id}`, token.pub)).status).toBe(200);
    expect((await s.api.get(`/v1/content-shares/${share.id}`, token.view)).status).toBe(403);
  });
});

describe('another organisation', () => {
  it("answers 404 for the demo organisation's SOPs on every route", async () => {
    const id = fx.base.smartInstructionId!;
    const pid = fx.base.publishedSopId!;
    const as = token.other;
    const calls = [
      s.api.get(`/v1/multimodal-sop/${id}`, as),
      s.api.get(`/v1/player/multimodal-sop/${pid}`, as),
      s.api.patch('/v1/multimodal-sop', { id, title: 'Mine' }, as),
      s.api.put(
        '/v1/multimodal-sop',
        { id, title: 'Mine', description: '', languageCode: 'en-us', items: [] },
        as,
      ),
      s.api.delete('/v1/multimodal-sop', as, { id }),
      s.api.post(`/v1/multimodal-sop/${id}/items`, { item: { type: 'step' }, position: 1 }, as),
      s.api.put(
        `/v1/multimodal-sop/${id}/items/${fx.base.sopStepId}`,
        { id: fx.base.sopStepId, type: 'step' },
        as,
      ),
      s.api.post(
        `/v1/multimodal-sop/${id}/items/move`,
        { draggedId: fx.base.sopSecondStepId, targetId: fx.base.sopStepId },
        as,
      ),
      s.api.delete('/v1/multimodal-sop/items', as, { id: fx.base.sopStepId }),
      s.api.post(
        '/v1/multimodal-sop/duplication',
        { smartInstructionId: pid, workspaceIds: [fx.base.workspaceId] },
        as,
      ),
      s.api.get(`/v1/multimodal-sop/${pid}/sessions`, as),
      s.api.get(`/v1/multimodal-sop/${pid}/version-histories`, as),
      s.api.get(
        `/v1/multimodal-sop-version-histories/${fx.base.sopVersionHistoryId}/edit-events`,
        as,
      ),
      s.api.post(
        `/v1/multimodal-sop/${id}/edit-events/batch-create`,
        { data: [{ type: 'update' }] },
        as,
      ),
      s.api.post(
        `/v1/multimodal-sop/${pid}/items/${fx.base.sopQuizItemId}/quiz-check`,
        {
          sessionId: 'run-x',
          answers: [
            { questionId: fx.base.sopQuizQuestionId, userAnswer: 'A', encryptedAnswer: 'v1.x' },
          ],
        },
        as,
      ),
      s.api.post(
        '/v1/tracking/multimodal-sop',
        {
          id: 'run-other',
          multimodalSopId: pid,
          isPublic: false,
          onEnter: 1,
          onExit: null,
          durationSeconds: 1,
          deviceInfo: {},
          currentItemId: null,
          items: [],
          completed: false,
        },
        as,
      ),
      s.api.post('/v1/content-shares/ensure', { type: 'multimodalSop', multimodalSopId: pid }, as),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 404));
    const search = await s.api.get('/v1/search/mmsop', as, { keyword: 'jam' });
    expect(search.body.data.items).toEqual([]);
    expect((await read(id)).status).toBe(200);
  });
});
