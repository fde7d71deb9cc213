/**
 * Issue 21, the editor server over real HTTP, a real database and a really processed video:
 * the edit document, a text-only save written at once, a 3 s cut re-rendered from the original
 * (the new ladder plays 3 s shorter; steps keep their ids and move, sentences move; the old
 * media plays until the swap), the refusals and their messages, a transcript written elsewhere
 * baked into the document, the resets, and a render that fails for good. Poster and imported
 * clips: workflow-editor-media.test.ts; the smaller calls: workflow-editor-calls.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EditRefusal, type EditSegment, type Sentence } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { workflows } from '../src/db/schema.js';
import { EditMessage } from '../src/domain/workflow-edits.js';
import { eventually } from './jobs/helpers.js';
import { probeDuration } from './workflow-editor-helpers.js';
import type { Fixtures } from './fixtures.js';
import type { TestServer } from './harness.js';
import { editorSession } from './workflow-editor-session.js';

const session = editorSession({ media: true });
const { ctx, builder, save, stepRows, transcript, workflowRow, localFile } = session;
const tok = ctx.tok;
let s: TestServer;
let fx: Fixtures;
let workflowId = '';
beforeAll(() => {
  ({ s, fx, workflowId } = ctx);
});

/** The list every later save builds on: a rename, a split and a subtitle correction. */
let textEdits: EditSegment[] = [];
let splitId = '';

describe('the edit document', () => {
  it('is made on first read from the steps and the transcript, media signed', async () => {
    const r = await builder();
    expect(r.status).toBe(200);
    const doc = r.body.data.item;
    const rows = await stepRows();
    expect(doc.version).toBe(0);
    expect(doc.segments).toEqual([]);
    expect(doc.base.steps.map((x: { id: string }) => x.id)).toEqual(rows.map((x) => x.id));
    expect(doc.base.sentences).toHaveLength(3);
    expect(doc.base.sentences[2].words.length).toBe(4);
    expect(doc.original.duration).toBeCloseTo(12, 0);
    expect(doc.original.videoURL).toMatch(/\/v1\/media\/.+\/hls\/master\.m3u8$/);
    expect(Object.keys(doc.original.imageMap).length).toBeGreaterThanOrEqual(11);
    expect((await fetch(doc.original.videoURL)).status).toBe(200);
    expect(doc.render).toBeNull();
  });

  it('is refused to viewers (403), other organisations (404) and an unprocessed video (409)', async () => {
    expect((await builder(tok.view)).status).toBe(403);
    expect((await builder(tok.other)).status).toBe(404);
    const db = s.database.db;
    const [source] = await db.select().from(workflows).where(eq(workflows.id, fx.base.workflowId!));
    const id = newId();
    await db.insert(workflows).values({ ...source!, id, processed: false, videoDuration: null });
    const r = await builder(tok.pub, id);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ ok: false, errorMessage: EditMessage.notProcessed });
  });
});

describe('a save that changes only steps and text', () => {
  it('writes steps and transcript at once: rename, split, subtitle correction', async () => {
    const before = await stepRows();
    const last = before.at(-1)!;
    splitId = `split-${newId()}`;
    textEdits = [
      { type: 'adjust', target: 'title', stepId: before[0]!.id, title: 'Fit the red bracket' },
      { type: 'insert', at: (last.startTime + last.endTime) / 2, stepId: splitId, title: 'Cover' },
      { type: 'correct', target: 's1', text: 'Check the test pattern twice.' },
    ];
    const r = await save('transcription', { version: 0, segments: textEdits });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.render).toBeNull();
    expect(r.body.data.item).toMatchObject({
      version: 1,
      editorStatus: 'completed transcription',
    });
    const after = await stepRows();
    expect(after.map((x) => x.id)).toEqual([...before.map((x) => x.id), splitId]);
    expect(after[0]!.title.en).toBe('Fit the red bracket');
    expect(after.at(-1)!.title.en).toBe('Cover');
    expect(after.at(-2)!.endTime).toBeCloseTo(after.at(-1)!.startTime, 3);
    expect(new Set(after.map((x) => x.order)).size).toBe(after.length);
    const t = await transcript();
    expect(t.source).toBe('author');
    expect(t.sentences.map((x) => x.sentence)).toEqual([
      'Fit the red bracket.',
      'Check the test pattern twice.',
      'Close the blue cover.',
    ]);
    expect((t.sentences[2] as Sentence).words).toHaveLength(4);
    expect((await workflowRow()).hlsKey).toMatch(/\/hls\/master\.m3u8$/);
  });
});

describe('refusals', () => {
  it('deleting the last step: 400 with the message and the segment', async () => {
    const ids = (await stepRows()).map((x) => x.id);
    const segments: EditSegment[] = [
      ...textEdits,
      ...ids.map((stepId) => ({ type: 'delete' as const, stepId })),
    ];
    const r = await save('segmentation', { version: 1, segments });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe(EditRefusal.lastStep);
    expect(r.body.data).toMatchObject({ refused: 'lastStep', index: segments.length - 1 });
  });

  it('an empty sentence: 400', async () => {
    const r = await save('transcription', {
      version: 1,
      segments: [...textEdits, { type: 'correct', target: 's0', text: '   ' }],
    });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe(EditMessage.emptySentence);
  });

  it('a stale version: 409', async () => {
    const r = await save('builder', { version: 0, segments: textEdits });
    expect(r.status).toBe(409);
    expect(r.body.errorMessage).toBe(EditMessage.stale);
  });

  it('a viewer: 403; wrong input: 400 in the wrapper', async () => {
    expect((await save('builder', { version: 1, segments: textEdits }, tok.view)).status).toBe(403);
    const bad = await s.api.put(
      `/v1/workflows/${workflowId}/builder`,
      { version: 1, segments: [{ type: 'explode' }] },
      tok.pub,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.ok).toBe(false);
  });
});

describe('a cut of 3 s from the middle', () => {
  it('re-renders from the original; the old media plays until the swap', async () => {
    const before = await stepRows();
    const oldHls = (await workflowRow()).hlsKey!;
    const r = await save('builder', {
      version: 1,
      segments: [...textEdits, { type: 'delete', start: 5, end: 8, target: 'cut' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.render).toMatchObject({ status: 'scheduled', durationBefore: 12 });
    expect(r.body.data.item).toMatchObject({
      version: 2,
      editType: 'new_editor',
      editorStatus: 'transcoding multi-edit-steps',
    });

    // A second edit while it renders is refused.
    const card = await s.api.get(`/v1/workflows/${workflowId}`, tok.pub);
    expect(card.body.data.item).toMatchObject({
      cardStatus: 'transcoding',
      blocked: 'transcoding',
    });
    const second = await save('builder', { version: 2, segments: textEdits });
    expect(second.status).toBe(409);
    expect(second.body.errorMessage).toBe(EditMessage.rendering);
    const playing = await s.api.get('/v1/player/workflow', tok.pub, { workflowId });
    expect(playing.status).toBe(200);
    expect(JSON.stringify(playing.body.data)).not.toContain('/renders/');

    const history = await eventually(
      () => s.api.get(`/v1/workflows/${workflowId}/conversion-history`, tok.pub),
      (h) => ['finished', 'error'].includes(h.body.data.items[0]?.status),
      120_000,
    );
    const render = history.body.data.items[0];
    expect(render, JSON.stringify(render)).toMatchObject({ status: 'finished', progress: 1 });
    expect(render.durationAfter).toBeCloseTo(9, 1);

    const w = await workflowRow();
    expect(w.editorStatus).toBe('completed buildermain');
    expect(w.blocked).toBe('');
    expect(w.hlsKey).toContain(`/renders/${render.id}/`);
    expect(w.videoDuration).toBeCloseTo(9, 1);
    expect(await probeDuration(localFile(w.hlsKey!))).toBeCloseTo(9, 0);
    expect(Math.abs((await probeDuration(localFile(oldHls))) - 12)).toBeLessThan(0.5);
    expect(Object.keys(w.imageMap!).length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(w.imageMap!).length).toBeLessThanOrEqual(10);

    const after = await stepRows();
    expect(after.map((x) => x.id)).toEqual(before.map((x) => x.id));
    expect(after.at(-1)!.endTime).toBeCloseTo(9, 1);
    for (let i = 1; i < after.length; i++) {
      expect(after[i]!.startTime).toBeCloseTo(after[i - 1]!.endTime, 3);
    }
    const t = await transcript();
    const cover = t.sentences.find((x) => x.sentence === 'Close the blue cover.') as Sentence;
    expect(cover.startTime).toBeCloseTo(5.5, 2);
    expect(cover.words![0]!.startTime).toBeCloseTo(5.5, 2);
    // The middle sentence lost the words that were cut.
    expect(t.sentences).toHaveLength(3);

    const now = await s.api.get('/v1/player/workflow', tok.pub, { workflowId });
    expect(JSON.stringify(now.body.data)).toContain(`/renders/${render.id}/`);
    const doc = (await builder()).body.data.item;
    expect(doc.render.id).toBe(render.id);
    expect(doc.original.videoURL).not.toContain('/renders/');
  }, 150_000);

  it('a text-only save afterwards needs no render', async () => {
    const doc = (await builder()).body.data.item;
    const r = await save('segmentation', {
      version: doc.version,
      segments: [
        ...doc.segments,
        { type: 'adjust', target: 'title', stepId: splitId, title: 'Shut' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.render).toBeNull();
    // Saved from the segmentation screen, but the builder's render made it a new-editor
    // workflow: 001 §4 reads its card ready only in 'completed buildermain'.
    const row = await workflowRow();
    expect(row.editType).toBe('new_editor');
    expect(row.editorStatus).toBe('completed buildermain');
    expect((await stepRows()).at(-1)!.title.en).toBe('Shut');
  });

  it('a transcript written elsewhere is baked into the document', async () => {
    const r = await s.api.post(
      `/v1/workflows/${workflowId}/transcription`,
      {
        languageCode: 'en',
        sentences: [
          { sentence: 'Fit it.', startTime: 0.5, endTime: 3 },
          { sentence: 'Close it.', startTime: 6, endTime: 8 },
        ],
      },
      tok.pub,
    );
    expect(r.status).toBe(200);
    const doc = (await builder()).body.data.item;
    // The subtitle edits named the old sentences: they go; the video edits stay.
    expect(doc.segments.map((x: EditSegment) => x.type)).toEqual([
      'adjust',
      'insert',
      'delete',
      'adjust',
    ]);
    // Timeline 6 s is source 9 s: 3 s before it were cut.
    expect(doc.base.sentences[1]).toMatchObject({
      sentence: 'Close it.',
      startTime: 9,
      endTime: 11,
    });
    // The base is still the processed original: the split step is made by a kept edit.
    expect(doc.base.steps.map((x: { id: string }) => x.id)).toEqual(
      (await stepRows()).map((x) => x.id).filter((id) => id !== splitId),
    );
  });

  it('transcription/reset drops subtitle edits only', async () => {
    const doc = (await builder()).body.data.item;
    const listed = await save('transcription', {
      version: doc.version,
      segments: [...doc.segments, { type: 'correct', target: 's0', text: 'Fit it well.' }],
    });
    expect(listed.status).toBe(200);
    expect((await transcript()).sentences[0]!.sentence).toBe('Fit it well.');
    const reset = await s.api.post(
      `/v1/workflows/${workflowId}/transcription/reset`,
      undefined,
      tok.pub,
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data.render).toBeNull();
    expect(reset.body.data.item.segments).toEqual(doc.segments);
    expect((await transcript()).sentences[0]!.sentence).toBe('Fit it.');
  });

  it('builder/reset goes back to the processed original: re-rendered 12 s long', async () => {
    const ids = (await stepRows()).map((x) => x.id);
    const reset = await s.api.post(`/v1/workflows/${workflowId}/builder/reset`, undefined, tok.pub);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data.render).toMatchObject({ status: 'scheduled' });
    const renderId = reset.body.data.render.id;
    const history = await eventually(
      () => s.api.get(`/v1/workflows/${workflowId}/conversion-history`, tok.pub),
      (h) => ['finished', 'error'].includes(h.body.data.items[0]?.status),
      120_000,
    );
    expect(history.body.data.items[0]).toMatchObject({ id: renderId, status: 'finished' });
    expect(history.body.data.items).toHaveLength(2);
    const w = await workflowRow();
    expect(w.videoDuration).toBeCloseTo(12, 1);
    expect(await probeDuration(localFile(w.hlsKey!))).toBeCloseTo(12, 0);
    // The split step was made by an edit: it goes; the processed steps are back.
    expect((await stepRows()).map((x) => x.id)).toEqual(ids.filter((id) => id !== splitId));
    const close = (await transcript()).sentences.find((x) => x.sentence === 'Close it.')!;
    expect(close.startTime).toBeCloseTo(9, 2);
  }, 150_000);
});

describe('a render that fails for good', () => {
  it('is marked error with a readable message; the old media keeps playing', async () => {
    const before = await workflowRow();
    await s.app.services.storage.delete(before.originalKey!);
    const doc = (await builder()).body.data.item;
    const r = await save('builder', {
      version: doc.version,
      segments: [...doc.segments, { type: 'delete', start: 1, end: 2 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const history = await eventually(
      () => s.api.get(`/v1/workflows/${workflowId}/conversion-history`, tok.pub),
      (h) => ['finished', 'error'].includes(h.body.data.items[0]?.status),
      60_000,
    );
    expect(history.body.data.items[0]).toMatchObject({
      status: 'error',
      error: 'The uploaded video this edit is cut from is missing.',
    });
    const after = await workflowRow();
    expect(after).toMatchObject({
      hlsKey: before.hlsKey,
      videoDuration: before.videoDuration,
      editorStatus: 'completed buildermain',
      blocked: '',
    });
    const card = await s.api.get(`/v1/workflows/${workflowId}`, tok.pub);
    expect(card.body.data.item.cardStatus).not.toBe('transcoding');
  });
});
