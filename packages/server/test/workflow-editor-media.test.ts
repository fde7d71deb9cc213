/**
 * Issue 21: the poster from the very frame of the original, and imported clips: an upload
 * becomes a clip prepared by a job, an edit inserts it (rendered from the clip's own upload),
 * and it cannot be deleted while the edits or the media use it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.js';
import { ClipMessage } from '../src/domain/workflow-clips.js';
import { eventually } from './jobs/helpers.js';
import { finishedUpload, testVideo } from './workflow-editor-helpers.js';
import type { TestServer } from './harness.js';
import { editorSession } from './workflow-editor-session.js';

const session = editorSession({ media: true });
const { ctx, builder, save, stepRows, workflowRow, finishedRender } = session;
const tok = ctx.tok;
let s: TestServer;
let workflowId = '';
beforeAll(() => {
  ({ s, workflowId } = ctx);
});

describe('poster', () => {
  it('the frame at a timeline time becomes the poster', async () => {
    const r = await s.api.put(`/v1/workflows/${workflowId}/poster`, { time: 6 }, tok.pub);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await workflowRow()).posterKey).toMatch(/\/posters\/[^/]+\.jpg$/);
    const last = await s.api.put(`/v1/workflows/${workflowId}/poster`, { time: 60 }, tok.pub);
    expect(last.status).toBe(200);
  });
});

describe('imported clips', () => {
  it('an upload becomes a clip, prepared by a job; deleting it', async () => {
    const clipVideo = await testVideo(ctx.dir, 1);
    const uploadId = await finishedUpload(s.api, tok.pub, clipVideo, 'close-up.mp4');
    const r = await s.api.post(`/v1/workflows/${workflowId}/clips`, { uploadId }, tok.pub);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.item).toMatchObject({ name: 'close-up.mp4', status: 'processing' });
    const id = r.body.data.item.id;
    const ready = await eventually(
      () => builder(),
      (b) =>
        b.body.data.item.clips.find((c: { id: string }) => c.id === id)?.status !== 'processing',
      60_000,
    );
    const clip = ready.body.data.item.clips.find((c: { id: string }) => c.id === id);
    expect(clip).toMatchObject({ status: 'ready' });
    expect(clip.duration).toBeCloseTo(3, 0);
    expect(clip.videoURL).toMatch(/\/clips\/.+\/hls\/master\.m3u8$/);
    expect((await fetch(clip.videoURL)).status).toBe(200);
    expect((await s.api.delete(`/v1/workflow-clips/${id}`, tok.view)).status).toBe(403);

    // Inserted at 3 s: rendered from the clip's own upload, the video is 2 s longer.
    const before = (await workflowRow()).videoDuration!;
    const doc = (await builder()).body.data.item;
    const importId = `import-${newId()}`;
    const saved = await save('builder', {
      version: doc.version,
      segments: [
        ...doc.segments,
        { type: 'import', clipId: id, sourceStart: 0, sourceEnd: 2, at: 3, stepId: importId },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const rendered = await finishedRender();
    expect(rendered, JSON.stringify(rendered)).toMatchObject({ status: 'finished' });
    expect((await workflowRow()).videoDuration).toBeCloseTo(before + 2, 1);
    expect((await stepRows()).map((x) => x.id)).toContain(importId);
    const inUse = await s.api.delete(`/v1/workflow-clips/${id}`, tok.pub);
    expect(inUse.status).toBe(409);
    expect(inUse.body.errorMessage).toBe(ClipMessage.inUse);

    // Once no edit inserts it and the media no longer holds it, it can go.
    const reset = await s.api.post(`/v1/workflows/${workflowId}/builder/reset`, undefined, tok.pub);
    expect(reset.body.data.render).not.toBeNull();
    expect(await finishedRender()).toMatchObject({ status: 'finished' });
    expect((await stepRows()).map((x) => x.id)).not.toContain(importId);
    expect((await s.api.delete(`/v1/workflow-clips/${id}`, tok.pub)).status).toBe(200);
    expect((await s.api.delete(`/v1/workflow-clips/${id}`, tok.pub)).status).toBe(404);
  }, 120_000);

  it('a file that is not a video is refused', async () => {
    const uploadId = await finishedUpload(s.api, tok.pub, Buffer.from('MZ not a video'), 'x.mp4');
    const r = await s.api.post(`/v1/workflows/${workflowId}/clips`, { uploadId }, tok.pub);
    expect(r.status).toBe(422);
    expect(r.body.ok).toBe(false);
  });
});
