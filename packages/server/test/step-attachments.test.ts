/**
 * Step attachments (issue 21 item 3 and its Must-show): each kind through the real routes and
 * storage (a diagram fitted into 800x600, a PDF with a first-page thumbnail, a video with its
 * length and a thumbnail, links, a workflow and a step of one), the three refusals with their
 * messages (a 12 MB image, an 11th image, an .exe renamed .png), the order, rename / reorder /
 * delete, the player's answer, and who may read or write them.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { AttachmentProblem } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { stepAttachments, steps, uploads } from '../src/db/schema.js';
import { defaultFfmpeg } from '../src/media/ffmpeg-binaries.js';
import { runProcess } from '../src/media/run-process.js';
import { makeTestVideo } from '../src/media/test-video.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { png } from './fixtures/png.js';
import { sopPdf } from './fixtures/sop-pdf.js';
import { startTestServer, type TestServer } from './harness.js';
import { signIn, type Tokens } from './sop-helpers.js';
import { createUpload, sendAllParts } from './upload-client.js';

let s: TestServer;
let fx: Fixtures;
let token: Tokens;
let firstStep: string;
let secondStep: string;
let work: string;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = await signIn(s);
  const rows = await s.database.db
    .select()
    .from(steps)
    .where(eq(steps.workflowId, fx.base.workflowId!))
    .orderBy(asc(steps.order));
  [firstStep, secondStep] = [rows[0]!.id, rows[1]!.id];
  work = await mkdtemp(join(tmpdir(), 'step-attachments-'));
});
afterAll(async () => {
  await s?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** An upload of `file` by the publisher with every part sent. */
async function uploaded(file: Uint8Array, name: string): Promise<string> {
  const bytes = Buffer.from(file);
  const up = await createUpload(s.url, token.pub, bytes, name);
  await sendAllParts(s.url, token.pub, up.id, bytes, up.partCount, up);
  return up.id;
}

const attachFile = (stepId: string, uploadId: string, who = token.pub) =>
  s.api.post(`/v1/steps/${stepId}/attachments/files`, { uploadId }, who);

const uploadRow = async (id: string) =>
  (await s.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];

async function imageSize(url: string): Promise<[number, number]> {
  const got = await fetch(url);
  expect(got.status).toBe(200);
  const { loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(await got.arrayBuffer()));
  return [image.width, image.height];
}

describe('files: the kind is what the bytes are', () => {
  it('fits a 1600x1200 PNG diagram into 800x600 and serves it signed', async () => {
    const id = await uploaded(await png(1600, 1200), 'wiring.png');
    const r = await attachFile(firstStep, id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const item = r.body.data.item;
    expect(item).toMatchObject({ kind: 'diagram', name: 'wiring.png', stepId: firstStep });
    expect(item.link).toContain('/v1/media/');
    expect(await imageSize(item.link)).toEqual([800, 600]);
    expect(await uploadRow(id)).toBeUndefined();
  });

  it('keeps a PDF with its name, size and a first-page thumbnail', async () => {
    const pdf = await sopPdf();
    const r = await attachFile(firstStep, await uploaded(pdf, 'Filter manual.pdf'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const item = r.body.data.item;
    expect(item).toMatchObject({ kind: 'pdf', name: 'Filter manual.pdf', size: pdf.length });
    expect(item.thumbnail).toContain('/thumb.jpg');
    const [w] = await imageSize(item.thumbnail);
    expect(w).toBe(320);
    const file = await fetch(item.link);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps a video with its length and a thumbnail at 1 s', async () => {
    const video = await makeTestVideo({
      outFile: join(work, 'detail.mov'),
      scenes: [{ seconds: 2, color: 'red' }],
      width: 320,
      height: 240,
    });
    const r = await attachFile(secondStep, await uploaded(await readFile(video.file), 'x.mov'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const item = r.body.data.item;
    expect(item).toMatchObject({ kind: 'video', name: 'x.mov' });
    expect(item.duration).toBeCloseTo(2, 0);
    expect(item.link).toMatch(/\/file\.mov$/);
    expect(await imageSize(item.thumbnail)).toEqual([320, 240]);
  });
});

describe('GIFs and damaged PDFs', () => {
  it('scales an animated GIF over 800x600 and keeps it animated', async () => {
    const gif = join(work, 'spin.gif');
    await runProcess(defaultFfmpeg().ffmpeg, [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=s=1000x700:d=1:r=4',
      gif,
    ]);
    const r = await attachFile(firstStep, await uploaded(await readFile(gif), 'spin.gif'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const stored = join(work, 'stored.gif');
    await writeFile(stored, Buffer.from(await (await fetch(r.body.data.item.link)).arrayBuffer()));
    const { stdout } = await runProcess(defaultFfmpeg().ffprobe, [
      '-v',
      'error',
      '-count_frames',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height,nb_read_frames',
      '-of',
      'csv=p=0',
      stored,
    ]);
    const [w, h, frames] = stdout.trim().split(',').map(Number);
    expect([w, h]).toEqual([800, 560]);
    expect(frames).toBeGreaterThan(1);
  });

  it('keeps a PDF pdfjs cannot render, without a thumbnail (the server lives on)', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41)]);
    const r = await attachFile(firstStep, await uploaded(broken, 'broken.pdf'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.item).toMatchObject({ kind: 'pdf', thumbnail: null });
    expect((await s.api.get('/healthz')).status).toBe(200);
  });
});

describe('the Must-show refusals', () => {
  it('refuses a 12 MB image as too large (413), with the limit', async () => {
    const big = new Uint8Array(12 * 1024 * 1024);
    big.set(await png(4, 4));
    const id = await uploaded(big, 'huge.png');
    const r = await attachFile(firstStep, id);
    expect(r.status).toBe(413);
    expect(r.body.errorMessage).toBe(`${AttachmentProblem.fileTooLarge} (at most 10 MB)`);
    expect(r.body.data).toMatchObject({ key: 'fileTooLarge', maxBytes: 10 * 1024 * 1024 });
    expect(await uploadRow(id)).toBeUndefined();
  });

  it('refuses an .exe renamed .png as not an image, and other bytes as an invalid type', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), Buffer.alloc(2048, 7)]);
    const r = await attachFile(firstStep, await uploaded(exe, 'diagram.png'));
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe(AttachmentProblem.invalidImageType);
    const other = await attachFile(firstStep, await uploaded(exe, 'setup.exe'));
    expect(other.status).toBe(400);
    expect(other.body.errorMessage).toBe(AttachmentProblem.invalidFileType);
  });

  it('refuses an 11th image of a step', async () => {
    const stepId = secondStep;
    const have = await s.database.db
      .select()
      .from(stepAttachments)
      .where(eq(stepAttachments.stepId, stepId));
    const diagrams = have.filter((a) => a.kind === 'diagram').length;
    await s.database.db.insert(stepAttachments).values(
      Array.from({ length: 10 - diagrams }, (_, i) => ({
        id: newId(),
        organizationId: s.demoOrganizationId,
        workflowId: fx.base.workflowId!,
        stepId,
        kind: 'diagram',
        order: 100 + i,
        name: `d${i}.png`,
        storageKey: `org/${s.demoOrganizationId}/workflows/${fx.base.workflowId}/attachments/x${i}/file.png`,
      })),
    );
    const id = await uploaded(await png(20, 20), 'eleventh.png');
    const r = await attachFile(stepId, id);
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe(AttachmentProblem.maxImagesReached);
    expect(await uploadRow(id)).toBeUndefined();
  });
});

describe('links, workflows and steps', () => {
  it('adds a labelled link, a workflow and a step of one, titled from the target', async () => {
    const link = await s.api.post(
      `/v1/steps/${firstStep}/attachments`,
      { kind: 'link', label: 'Spare parts', link: 'https://example.com/parts' },
      token.pub,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data.item).toMatchObject({ kind: 'link', label: 'Spare parts' });
    const wf = await s.api.post(
      `/v1/steps/${firstStep}/attachments`,
      { kind: 'workflow', targetWorkflowId: fx.base.workflowId },
      token.pub,
    );
    expect(wf.status, JSON.stringify(wf.body)).toBe(200);
    expect(wf.body.data.item.title).toBe(
      (await s.api.get(`/v1/workflows/${fx.base.workflowId}`, token.pub)).body.data.item.title,
    );
    const step = await s.api.post(
      `/v1/steps/${secondStep}/attachments`,
      { kind: 'step', targetWorkflowId: fx.base.workflowId, targetStepId: firstStep },
      token.pub,
    );
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    expect(step.body.data.item).toMatchObject({ kind: 'step', title: 'Fit the bracket' });
  });

  it('refuses a target the caller cannot see, or a step of another workflow, as not found', async () => {
    const other = await s.api.post(
      `/v1/steps/${firstStep}/attachments`,
      { kind: 'workflow', targetWorkflowId: newId() },
      token.pub,
    );
    expect(other.status).toBe(404);
    const wrongStep = await s.api.post(
      `/v1/steps/${firstStep}/attachments`,
      { kind: 'step', targetWorkflowId: fx.base.privateWorkflowId, targetStepId: firstStep },
      token.org,
    );
    expect(wrongStep.status).toBe(404);
  });

  it('refuses a link that is not http(s), and unknown fields', async () => {
    const js = await s.api.post(
      `/v1/steps/${firstStep}/attachments`,
      { kind: 'link', label: 'x', link: 'javascript:alert(1)' },
      token.pub,
    );
    expect(js.status).toBe(400);
    const extra = await s.api.patch(
      `/v1/step-attachments/${fx.base.stepAttachmentId}`,
      { colour: 'red' },
      token.pub,
    );
    expect(extra.status).toBe(400);
  });
});

describe('list, reorder, rename, delete', () => {
  it('lists in step order then their own order, and reorders within a step', async () => {
    const list = async () =>
      (await s.api.get(`/v1/workflows/${fx.base.workflowId}/attachments`, token.view)).body.data
        .items as { id: string; stepId: string; order: number; kind: string }[];
    const items = await list();
    const firstIdx = items.filter((a) => a.stepId === firstStep).length;
    expect(items.slice(0, firstIdx).every((a) => a.stepId === firstStep)).toBe(true);
    const last = items[firstIdx - 1]!;
    const moved = await s.api.patch(`/v1/step-attachments/${last.id}`, { order: 0 }, token.pub);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await list())[0]!.id).toBe(last.id);
    expect((await list()).filter((a) => a.stepId === firstStep).map((a) => a.order)).toEqual(
      Array.from({ length: firstIdx }, (_, i) => i),
    );
  });

  it('renames a file, relabels a link, and refuses a name on a link', async () => {
    const items = (await s.api.get(`/v1/workflows/${fx.base.workflowId}/attachments`, token.pub))
      .body.data.items as { id: string; kind: string }[];
    const pdf = items.find((a) => a.kind === 'pdf')!;
    const renamed = await s.api.patch(
      `/v1/step-attachments/${pdf.id}`,
      { name: 'Manual' },
      token.pub,
    );
    expect(renamed.body.data.item.name).toBe('Manual');
    const link = await s.api.patch(
      `/v1/step-attachments/${fx.base.stepAttachmentId}`,
      { label: 'Torque values' },
      token.pub,
    );
    expect(link.body.data.item.label).toBe('Torque values');
    const wrong = await s.api.patch(
      `/v1/step-attachments/${fx.base.stepAttachmentId}`,
      { name: 'x' },
      token.pub,
    );
    expect(wrong.status).toBe(400);
  });

  it('deletes an attachment with its stored files', async () => {
    const items = (await s.api.get(`/v1/workflows/${fx.base.workflowId}/attachments`, token.pub))
      .body.data.items as { id: string; kind: string }[];
    const pdf = items.find((a) => a.kind === 'pdf')!;
    const folder = `org/${s.demoOrganizationId}/workflows/${fx.base.workflowId}/attachments/${pdf.id}`;
    expect((await s.app.services.storage.list(folder)).length).toBe(2);
    const r = await s.api.delete(`/v1/step-attachments/${pdf.id}`, token.pub);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toEqual({ id: pdf.id });
    expect(await s.app.services.storage.list(folder)).toEqual([]);
    expect((await s.api.delete(`/v1/step-attachments/${pdf.id}`, token.pub)).status).toBe(404);
  });
});

describe('the player and who may do what', () => {
  it("returns each step's attachments in the player's answer with addons", async () => {
    const r = await s.api.get('/v1/player/workflow', token.org, {
      workflowId: fx.base.workflowId!,
      withAddons: 'true',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [one, two] = r.body.data.item.steps;
    expect(one.attachments.diagram.length).toBeGreaterThan(0);
    expect(one.attachments.links.map((l: { label: string }) => l.label)).toContain('Spare parts');
    expect(one.attachments.workflows[0]).toMatchObject({
      workflowId: fx.base.workflowId,
      stepId: null,
    });
    // Absolute, so a player embedded on another site opens the portal's page.
    expect(one.attachments.workflows[0].link).toMatch(/^https?:\/\/[^/]+\/playermain\//);
    expect(two.attachments.videos[0]).toMatchObject({ name: 'x.mov' });
    expect(two.attachments.workflows[0]).toMatchObject({ stepId: firstStep });
    const plain = await s.api.get('/v1/player/workflow', token.org, {
      workflowId: fx.base.workflowId!,
    });
    expect(plain.body.data.item.steps[0].attachments).toBeUndefined();
  });

  it("leaves a link to another, unpublished workflow out of the player's answer", async () => {
    const draft = await s.api.post(
      `/v1/steps/${firstStep}/attachments`,
      { kind: 'workflow', targetWorkflowId: fx.base.privateWorkflowId },
      token.org,
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    // The editors list it; a viewer of the player could not open it, so the player leaves it out.
    const listed = (await s.api.get(`/v1/workflows/${fx.base.workflowId}/attachments`, token.org))
      .body.data.items;
    expect(listed.map((a: { id: string }) => a.id)).toContain(draft.body.data.item.id);
    const played = await s.api.get('/v1/player/workflow', token.org, {
      workflowId: fx.base.workflowId!,
      withAddons: 'true',
    });
    const linked = played.body.data.item.steps.flatMap(
      (st: { attachments: { workflows?: { workflowId: string }[] } }) =>
        st.attachments.workflows ?? [],
    );
    expect(linked.map((w: { workflowId: string }) => w.workflowId)).not.toContain(
      fx.base.privateWorkflowId,
    );
    await s.api.delete(`/v1/step-attachments/${draft.body.data.item.id}`, token.org);
  });

  it('lets viewers read but not write, and hides everything from another organisation', async () => {
    expect(
      (await s.api.get(`/v1/workflows/${fx.base.workflowId}/attachments`, token.view)).status,
    ).toBe(200);
    const body = { kind: 'link', label: 'x', link: 'https://example.com' };
    expect((await s.api.post(`/v1/steps/${firstStep}/attachments`, body, token.view)).status).toBe(
      403,
    );
    expect(
      (
        await s.api.patch(
          `/v1/step-attachments/${fx.base.stepAttachmentId}`,
          { label: 'y' },
          token.view,
        )
      ).status,
    ).toBe(403);
    expect(
      (await s.api.delete(`/v1/step-attachments/${fx.base.stepAttachmentId}`, token.view)).status,
    ).toBe(403);
    expect(
      (await s.api.get(`/v1/workflows/${fx.base.workflowId}/attachments`, token.other)).status,
    ).toBe(404);
    expect((await s.api.post(`/v1/steps/${firstStep}/attachments`, body, token.other)).status).toBe(
      404,
    );
    expect(
      (
        await s.api.patch(
          `/v1/step-attachments/${fx.base.stepAttachmentId}`,
          { label: 'y' },
          token.other,
        )
      ).status,
    ).toBe(404);
    // The viewer may not even start an upload, so a file attachment is refused before that.
    expect((await attachFile(firstStep, fx.base.uploadId!, token.other)).status).toBe(404);
  });
});
