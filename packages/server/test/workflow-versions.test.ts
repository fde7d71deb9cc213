/**
 * Workflow version history (issue 23; 001 §3; 002 §7) over real HTTP: a publish keeps a version
 * (not when nothing changed), the player plays a past one, the diff names what changed, a
 * restore makes the draft equal to a version; review and render refusals; roles and isolation;
 * tracking a version. The workflows are processed rows (no media files): steps, titles and
 * transcripts change without a re-render.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import {
  annotations,
  trackingRecords,
  transcriptions,
  workflowRenders,
  workflows,
} from '../src/db/schema.js';
import { trackingSample } from '../src/routes/tracking.js';
import { label, rect } from './annotation-helpers.js';
import {
  freshWorkflow,
  publish,
  SENTENCES,
  startVersionTests,
  versionsOf,
  type VersionTestContext,
} from './version-helpers.js';

let ctx: VersionTestContext;
let s: VersionTestContext['s'];
let token: VersionTestContext['token'];
let fx: VersionTestContext['fx'];

/** Renames the first step and moves the boundary between the two, through the editor's save. */
async function renameAndRetime(id: string, secondStepId: string, firstStepId: string) {
  const saved = await s.api.put(
    `/v1/workflows/${id}/segmentation`,
    {
      version: 0,
      segments: [
        { type: 'adjust', target: 'title', stepId: firstStepId, title: 'Mount the bracket' },
        { type: 'adjust', target: 'boundary', stepId: secondStepId, start: 6 },
      ],
      redo: [],
    },
    token.pub,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function rewriteTranscript(id: string) {
  const [row] = await s.database.db
    .select()
    .from(transcriptions)
    .where(eq(transcriptions.workflowId, id));
  const r = await s.api.patch(
    `/v1/transcriptions/${row!.id}`,
    {
      sentences: [SENTENCES[0], { sentence: 'Tighten all four bolts.', startTime: 6, endTime: 11 }],
    },
    token.pub,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

beforeAll(async () => {
  ctx = await startVersionTests();
  ({ s, token, fx } = ctx);
});
afterAll(() => s?.close());

describe('versions kept on publish, played, compared and restored', () => {
  let wf: { id: string; first: string; second: string };
  let v1 = '';
  let v2 = '';

  beforeAll(async () => {
    wf = await freshWorkflow(ctx, 'Versioned gearbox');
    // Annotations on the first step (through the route, as an author adds them), kept by 1.0.
    const saved = await s.api.post(
      '/v1/annotations/batch-upsert',
      { workflowId: wf.id, annotations: [{ stepId: wf.first, elements: [label, rect('box')] }] },
      token.pub,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('the first publish keeps 1.0; publishing again with no change keeps nothing', async () => {
    expect((await publish(ctx, wf.id)).status).toBe(200);
    expect((await publish(ctx, wf.id)).status).toBe(200);
    const list = await versionsOf(ctx, wf.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      version: '1.0',
      latest: true,
      stepsCount: 2,
      publishedBy: { displayName: 'Priya Author' },
    });
    v1 = list[0]!.id;
  });

  it('a change and a republish keep 2.0, newest first, the latest flag moved', async () => {
    await renameAndRetime(wf.id, wf.second, wf.first);
    await rewriteTranscript(wf.id);
    expect((await publish(ctx, wf.id)).status).toBe(200);
    const list = await versionsOf(ctx, wf.id);
    expect(list.map((v) => [v.version, v.latest])).toEqual([
      ['2.0', true],
      ['1.0', false],
    ]);
    v2 = list[0]!.id;
    const latest = await s.api.get(`/v1/workflows/${wf.id}/version-histories`, token.pub, {
      latest: 'true',
    });
    expect(latest.body.data.items.map((v: { id: string }) => v.id)).toEqual([v2]);
  });

  it('the player plays the first version as it was, to a viewer too', async () => {
    const r = await s.api.get(`/v1/player/workflow-version-histories/${v1}`, token.view);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const item = r.body.data.item;
    expect(item.version).toMatchObject({ id: v1, version: '1.0', latest: false });
    expect(item.steps.map((x: { title: object }) => x.title)).toEqual([
      { en: 'Fit the bracket' },
      { en: 'Tighten' },
    ]);
    expect(item.steps[0].endTime).toBe(5);
    expect(item.steps[1].transcriptions.en[0].sentence).toBe('Tighten both bolts.');
    expect(item.steps[0].annotations.map((a: { id: string }) => a.id)).toEqual(['label', 'box']);
    expect(item.videoURL).toContain('/v1/media/');
    expect(item.audioTracks).toBeUndefined();
    // The current one is the second.
    const now = await s.api.get('/v1/player/workflow', token.view, { workflowId: wf.id });
    expect(now.body.data.item.steps[0].title).toEqual({ en: 'Mount the bracket' });
    expect(now.body.data.item.version).toBeUndefined();
  });

  it('the diff names the renamed and retimed steps and the changed transcript line', async () => {
    const r = await s.api.get(`/v1/workflows/${wf.id}/version-diff`, token.pub, {
      from: v1,
      to: v2,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { from, to, diff } = r.body.data.item;
    expect([from.id, to.id]).toEqual([v1, v2]);
    expect(diff.stepsRenamed).toEqual([
      { id: wf.first, order: 10, title: 'Mount the bracket', from: 'Fit the bracket' },
    ]);
    expect(diff.stepsRetimed.map((x: { id: string }) => x.id)).toEqual([wf.first, wf.second]);
    expect(diff.stepsRetimed[1]).toMatchObject({
      from: { startTime: 5, endTime: 12 },
      to: { startTime: 6, endTime: 12 },
    });
    expect(diff.transcriptChanges).toEqual([
      {
        languageCode: 'en',
        added: [],
        removed: [],
        changed: [
          {
            from: SENTENCES[1],
            to: { sentence: 'Tighten all four bolts.', startTime: 6, endTime: 11 },
          },
        ],
      },
    ]);
    expect(diff.same).toBe(false);
    // To the draft (the default): the draft is the second version.
    const draft = await s.api.get(`/v1/workflows/${wf.id}/version-diff`, token.pub, { from: v2 });
    expect(draft.body.data.item.to).toBeNull();
    expect(draft.body.data.item.diff.same).toBe(true);
  });

  it('a version of another workflow is a 404 in its diff', async () => {
    const r = await s.api.get(`/v1/workflows/${wf.id}/version-diff`, token.pub, {
      from: fx.base.workflowVersionId!,
    });
    expect(r.status).toBe(404);
  });

  it('restoring 1.0 makes the draft equal to it, unpublished, the steps keeping their ids', async () => {
    const r = await s.api.post(
      `/v1/workflow-version-histories/${v1}/restore`,
      undefined,
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const item = r.body.data.item;
    expect(item).toMatchObject({ id: wf.id, published: false, publishedDate: null });
    expect(item.steps).toEqual([
      { id: wf.first, order: 10, title: { en: 'Fit the bracket' }, startTime: 0, endTime: 5 },
      { id: wf.second, order: 20, title: { en: 'Tighten' }, startTime: 5, endTime: 12 },
    ]);
    const [text] = await s.database.db
      .select()
      .from(transcriptions)
      .where(eq(transcriptions.workflowId, wf.id));
    expect(text!.sentences).toEqual(SENTENCES);
    const notes = await s.database.db
      .select()
      .from(annotations)
      .where(eq(annotations.workflowId, wf.id));
    expect(notes.map((n) => n.stepId)).toEqual([wf.first]);
    // Versions themselves never change.
    expect(await versionsOf(ctx, wf.id)).toHaveLength(2);
  });

  it('a restore is refused with code 50 while the workflow is in review', async () => {
    await s.database.db
      .update(workflows)
      .set({ reviewStatus: 'in_progress' })
      .where(eq(workflows.id, wf.id));
    const r = await s.api.post(
      `/v1/workflow-version-histories/${v1}/restore`,
      undefined,
      token.pub,
    );
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(ErrorCode.SopInReview);
    await s.database.db.update(workflows).set({ reviewStatus: '' }).where(eq(workflows.id, wf.id));
  });

  it('a restore is refused while the video is being rendered', async () => {
    const renderId = newId();
    await s.database.db.insert(workflowRenders).values({
      id: renderId,
      organizationId: s.demoOrganizationId,
      workflowId: wf.id,
      editVersion: 0,
      plan: { clips: [], rotation: 0, duration: 12 } as never,
      status: 'running',
      storagePrefix: `org/${s.demoOrganizationId}/workflows/${wf.id}/renders/${renderId}/`,
    });
    try {
      const r = await s.api.post(
        `/v1/workflow-version-histories/${v1}/restore`,
        undefined,
        token.pub,
      );
      expect(r.status).toBe(409);
    } finally {
      await s.database.db.delete(workflowRenders).where(eq(workflowRenders.id, renderId));
    }
  });

  it('viewers may neither list, compare nor restore; another organisation sees nothing', async () => {
    const listed = await s.api.get(`/v1/workflows/${wf.id}/version-histories`, token.view);
    expect(listed.status).toBe(403);
    const diffed = await s.api.get(`/v1/workflows/${wf.id}/version-diff`, token.view, {
      from: v1,
    });
    expect(diffed.status).toBe(403);
    const restored = await s.api.post(
      `/v1/workflow-version-histories/${v1}/restore`,
      undefined,
      token.view,
    );
    expect(restored.status).toBe(403);
    for (const r of [
      await s.api.get(`/v1/player/workflow-version-histories/${v1}`, token.other),
      await s.api.post(`/v1/workflow-version-histories/${v1}/restore`, undefined, token.other),
      await s.api.get(`/v1/workflows/${wf.id}/version-histories`, token.other),
    ]) {
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('Versioned gearbox');
    }
  });

  it('the unpublished draft hides its versions from viewers (code 2), not from editors', async () => {
    const viewer = await s.api.get(`/v1/player/workflow-version-histories/${v1}`, token.view);
    expect(viewer.status).toBe(409);
    expect(viewer.body.code).toBe(ErrorCode.UnpublishedSkill);
    const editor = await s.api.get(`/v1/player/workflow-version-histories/${v1}`, token.pub);
    expect(editor.status).toBe(200);
  });

  it('tracking names a version of its own workflow only', async () => {
    const record = (versionId: string) => ({
      ...trackingSample({ ...fx.next(), workflowId: wf.id }),
      id: `rec-${versionId}`,
      versionId,
    });
    const foreign = await s.api.post('/v1/tracking', record(fx.base.workflowVersionId!), token.pub);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errorMessage).toBe('Unknown version');
    const own = await s.api.post('/v1/tracking', record(v1), token.pub);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const [row] = await s.database.db
      .select()
      .from(trackingRecords)
      .where(and(eq(trackingRecords.id, `rec-${v1}`), eq(trackingRecords.workflowId, wf.id)));
    expect(row!.versionId).toBe(v1);
  });
});
