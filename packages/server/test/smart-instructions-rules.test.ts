/**
 * Issue 20 Must-show "Route tests": every insert refusal and every drag-and-drop refusal of
 * 001 §5 through the API, each with its exact message, a successful move of a step with its
 * group, and the item refusals of §5 ('Step type is required', 'Step ID is required', 'ID is
 * required to delete a SOP item', 'No file provided').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SopRuleMessage } from '@stepwise/core';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { createSop, RULE_ITEMS, signIn, titles, type MadeSop, type Tokens } from './sop-helpers.js';

let s: TestServer;
let fx: Fixtures;
let token: Tokens;
let sop: MadeSop;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = await signIn(s);
  sop = await createSop(s, token.pub, {
    workspaceId: fx.base.workspaceId!,
    title: 'Rules',
    items: RULE_ITEMS,
  });
});
afterAll(() => s?.close());

// The list: 0 Introduction, 1 A, 2 A1, 3 A2, 4 W, 5 B, 6 B1, 7 C, 8 Conclusion.
const insert = (position: number, item: Record<string, unknown>, as = token.pub, id = sop.id) =>
  s.api.post(`/v1/multimodal-sop/${id}/items`, { item, position }, as);
const move = (draggedId: string, targetId: string, as = token.pub, id = sop.id) =>
  s.api.post(`/v1/multimodal-sop/${id}/items/move`, { draggedId, targetId }, as);

function refused(r: { status: number; body: any }, message: string, status = 400) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.ok).toBe(false);
  expect(r.body.errorMessage).toBe(message);
}

describe('the list as made', () => {
  it('has the two cards around the items, orders 0, 1..n, 999 and substeps under their step', () => {
    expect(titles(sop.items)).toEqual([
      'Introduction',
      'A',
      'A1',
      'A2',
      'W',
      'B',
      'B1',
      'C',
      'Conclusion',
    ]);
    expect(sop.items.map((i) => i.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 999]);
    const a = sop.items[1]!;
    expect(a.subItemIds).toEqual([sop.idOf('A1'), sop.idOf('A2')]);
    expect(sop.items[6]!.parentItemId).toBe(sop.idOf('B'));
  });
});

describe('insert refusals (001 §5), through the API', () => {
  it('Invalid position: before the introduction, after the conclusion, out of the list', async () => {
    refused(await insert(0, { type: 'step' }), SopRuleMessage.InvalidPosition);
    refused(await insert(9, { type: 'step' }), SopRuleMessage.InvalidPosition);
    refused(await insert(42, { type: 'step' }), SopRuleMessage.InvalidPosition);
    refused(await insert(-1, { type: 'step' }), SopRuleMessage.InvalidPosition);
  });

  it('Cannot insert between a Step and its Substeps', async () => {
    refused(await insert(2, { type: 'warning' }), SopRuleMessage.InsertBetweenStepAndSubsteps);
  });

  it('Cannot insert between substeps of the same parent', async () => {
    refused(await insert(3, { type: 'tool' }), SopRuleMessage.InsertBetweenSubsteps);
  });

  it('Cannot insert inside a group of substeps', async () => {
    // A substep after a warning (a list PUT can hold): a card between the two is inside it.
    const odd = await createSop(s, token.pub, {
      workspaceId: fx.base.workspaceId!,
      title: 'Odd',
      items: [
        { type: 'step', title: 'S' },
        { type: 'warning', title: 'W' },
        { type: 'sub_step', title: 'S1' },
      ],
    });
    refused(
      await insert(3, { type: 'tool' }, token.pub, odd.id),
      SopRuleMessage.InsertInsideSubstepGroup,
    );
  });

  it('Step type is required', async () => {
    refused(await insert(1, { title: 'No type' }), SopRuleMessage.StepTypeRequired);
  });

  it('inserts where the rules allow, with the default title, and nothing else changed', async () => {
    const r = await insert(5, { type: 'tool' });
    expect(r.status).toBe(200);
    const items = r.body.data.item.items;
    expect(titles(items)).toEqual([
      'Introduction',
      'A',
      'A1',
      'A2',
      'W',
      'Tool',
      'B',
      'B1',
      'C',
      'Conclusion',
    ]);
    const del = await s.api.delete('/v1/multimodal-sop/items', token.pub, { id: items[5].id });
    expect(del.status).toBe(200);
    expect(del.body.data.item.items).toHaveLength(9);
  });
});

describe('drag-and-drop refusals (001 §5), through the API', () => {
  it('Cannot drag in viewer mode: a viewer of a published SOP (403)', async () => {
    const r = await s.api.get(`/v1/player/multimodal-sop/${fx.base.publishedSopId}`, token.view);
    expect(r.status).toBe(200);
    const [, first, second] = r.body.data.item.items;
    refused(
      await move(second.id, first.id, token.view, fx.base.publishedSopId),
      SopRuleMessage.DragInViewerMode,
      403,
    );
  });

  it('Cannot drop on self', async () => {
    refused(await move(sop.idOf('A'), sop.idOf('A')), SopRuleMessage.DropOnSelf);
  });

  it('SubSteps can only be dropped on other SubSteps', async () => {
    refused(await move(sop.idOf('A1'), sop.idOf('B')), SopRuleMessage.SubstepOnSubstepOnly);
  });

  it('Cannot drop non-SubStep cards within SubStep groups', async () => {
    refused(await move(sop.idOf('W'), sop.idOf('B1')), SopRuleMessage.NonSubstepInSubstepGroup);
  });

  it('Cannot drop on non-draggable step (the introduction and the conclusion)', async () => {
    refused(await move(sop.idOf('C'), sop.idOf('Introduction')), SopRuleMessage.DropOnNonDraggable);
    refused(await move(sop.idOf('B'), sop.idOf('Conclusion')), SopRuleMessage.DropOnNonDraggable);
  });

  it('Cannot drop step group within itself', async () => {
    refused(await move(sop.idOf('A'), sop.idOf('W')), SopRuleMessage.StepGroupWithinItself);
    refused(await move(sop.idOf('A'), sop.idOf('A2')), SopRuleMessage.NonSubstepInSubstepGroup);
  });

  it('a refused drop leaves the list as it was', async () => {
    const r = await s.api.get(`/v1/multimodal-sop/${sop.id}`, token.pub);
    expect(titles(r.body.data.item.items)).toEqual(titles(sop.items));
  });

  it('moves a step with its group (substeps and the warning), renumbered', async () => {
    const r = await move(sop.idOf('B'), sop.idOf('A'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const items = r.body.data.item.items;
    expect(titles(items)).toEqual([
      'Introduction',
      'B',
      'B1',
      'A',
      'A1',
      'A2',
      'W',
      'C',
      'Conclusion',
    ]);
    expect(items.map((i: any) => i.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 999]);
    expect(items[2].parentItemId).toBe(sop.idOf('B'));
    // Moving down: B's group lands after A's span (the checklist is in no group, so it stays).
    const back = await move(sop.idOf('B'), sop.idOf('A'));
    expect(titles(back.body.data.item.items)).toEqual([
      'Introduction',
      'A',
      'A1',
      'A2',
      'W',
      'C',
      'B',
      'B1',
      'Conclusion',
    ]);
  });

  it('a published SOP is not edited: unpublish it first (409)', async () => {
    const r = await move(
      fx.base.sopQuizItemId!,
      fx.base.sopFileItemId!,
      token.pub,
      fx.base.publishedSopId,
    );
    refused(r, 'Unpublish the smart instruction to edit it', 409);
  });
});

describe('item refusals (001 §5)', () => {
  it('a whole list (PUT) is checked too: a substep after no step, a card away from its end', async () => {
    const put = (items: Record<string, unknown>[]) =>
      s.api.put(
        '/v1/multimodal-sop',
        { id: sop.id, title: 'Rules', description: '', languageCode: 'en-us', items },
        token.pub,
      );
    refused(
      await put([
        { type: 'introduction' },
        { type: 'sub_step', title: 'orphan' },
        { type: 'conclusion' },
      ]),
      SopRuleMessage.SubstepNeedsStep,
    );
    refused(
      await put([{ type: 'step', title: 'S' }, { type: 'introduction' }, { type: 'conclusion' }]),
      SopRuleMessage.InvalidPosition,
    );
    // Nothing was written: the list is as it was.
    const read = await s.api.get(`/v1/multimodal-sop/${sop.id}`, token.pub);
    expect(titles(read.body.data.item.items)).toContain('A1');
  });

  it('Step ID is required', async () => {
    const r = await s.api.put(
      `/v1/multimodal-sop/${sop.id}/items/${sop.idOf('A')}`,
      { type: 'step', title: 'A' },
      token.pub,
    );
    refused(r, SopRuleMessage.StepIdRequired);
  });

  it('Step type is required (an edit)', async () => {
    const r = await s.api.put(
      `/v1/multimodal-sop/${sop.id}/items/${sop.idOf('A')}`,
      { id: sop.idOf('A'), title: 'A' },
      token.pub,
    );
    refused(r, SopRuleMessage.StepTypeRequired);
  });

  it('ID is required to delete a SOP item', async () => {
    refused(
      await s.api.delete('/v1/multimodal-sop/items', token.pub, {}),
      SopRuleMessage.DeleteIdRequired,
    );
  });

  it('No file provided: a photo request without its file', async () => {
    const form = new FormData();
    form.set('sessionId', 'run-no-file');
    const res = await fetch(
      `${s.url}/v1/multimodal-sop/${fx.base.publishedSopId}/items/${fx.base.sopFileItemId}/user-file-request`,
      { method: 'POST', headers: { authorization: `Bearer ${token.view}` }, body: form },
    );
    refused({ status: res.status, body: await res.json() }, 'No file provided');
  });

  it('edits an item in place, its id kept, and deletes a step with its substeps', async () => {
    const r = await s.api.put(
      `/v1/multimodal-sop/${sop.id}/items/${sop.idOf('B')}`,
      { id: sop.idOf('B'), type: 'step', title: 'B renamed', description: 'Why' },
      token.pub,
    );
    expect(r.status).toBe(200);
    const b = r.body.data.item.items.find((i: any) => i.id === sop.idOf('B'));
    expect(b).toMatchObject({ title: 'B renamed', description: 'Why', type: 'step' });
    const del = await s.api.delete('/v1/multimodal-sop/items', token.pub, { id: sop.idOf('B') });
    expect(del.status).toBe(200);
    expect(titles(del.body.data.item.items)).toEqual([
      'Introduction',
      'A',
      'A1',
      'A2',
      'W',
      'C',
      'Conclusion',
    ]);
  });

  it('a substep cannot become a card in the middle, nor a step a substep out of place', async () => {
    const r = await s.api.put(
      `/v1/multimodal-sop/${sop.id}/items/${sop.idOf('C')}`,
      { id: sop.idOf('C'), type: 'sub_step' },
      token.pub,
    );
    refused(r, SopRuleMessage.SubstepNeedsStep);
  });
});
