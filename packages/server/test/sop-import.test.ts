/**
 * "From PDF" and "From video" end to end over real HTTP (issue 20 items 3 and 4, Must show):
 * a generated three-page SOP PDF is uploaded (POST /v1/uploads and its parts), made into a
 * smart instruction (POST /v1/multimodal-sop type pdf) and the `sop-import` job turns it into
 * the expected items, in order, the figure stored and attached to its step; a text file named
 * .pdf, an encrypted PDF and a 60 MB one are refused with clear errors and leave nothing behind
 * (no SOP, no upload); a processed workflow becomes an SOP with one step per workflow step.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMART_INSTRUCTION_UPLOAD_LIMITS } from '@stepwise/core';
import { smartInstructions, transcriptions, uploads } from '../src/db/schema.js';
import { jobHandlers } from '../src/job-handlers.js';
import { silentJobLog } from '../src/jobs/log.js';
import { JobWorker } from '../src/jobs/worker.js';
import { createStorage } from '../src/storage/index.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { openAiChatModel, type ChatModelNotConfigured } from '../src/ai/llm/openai-chat.js';
import type { ChatModel } from '../src/ai/llm/types.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { freshWorkflow } from './quiz-helpers.js';
import { createUpload, sendAllParts } from './upload-client.js';
import {
  encryptedSopPdf,
  imageOnlyPdf,
  notAPdf,
  sopPdf,
  SOP_PDF_EXPECTED,
} from './fixtures/sop-pdf.js';

let s: TestServer;
let fx: Fixtures;
let worker: JobWorker | undefined;
let token = '';
let adminToken = '';
const offline = (): ChatModelNotConfigured => ({ kind: 'not-configured', reason: 'test' });

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  adminToken = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
});
afterEach(async () => {
  await worker?.stop({ timeoutMs: 1_000 });
  worker = undefined;
});
afterAll(async () => {
  await s?.close();
});

async function startWorker(chatModel: () => ChatModel | ChatModelNotConfigured = offline) {
  worker = new JobWorker({
    database: s.database,
    handlers: jobHandlers({
      config: s.config,
      database: s.database,
      log: silentJobLog,
      storage: createStorage(s.config),
      chatModel,
    }),
    pollMs: 50,
    retryDelayMs: () => 20,
    log: silentJobLog,
  });
  await worker.start();
}

async function uploaded(bytes: Uint8Array, fileName: string): Promise<string> {
  const file = Buffer.from(bytes);
  const up = await createUpload(s.url, token, file, fileName);
  await sendAllParts(s.url, token, up.id, file, up.partCount, up);
  return up.id;
}

const create = (body: Record<string, unknown>) =>
  s.api.post('/v1/multimodal-sop', { workspaceId: fx.base.workspaceId, ...body }, token);

async function settled(id: string) {
  const r = await eventually(
    () => s.api.get(`/v1/multimodal-sop/${id}`, token),
    (res) => ['completed', 'failed'].includes(res.body?.data?.item?.status),
  );
  return r.body.data.item;
}

const instructionCount = async () => {
  const [row] = await s.database.db
    .select({ n: count() })
    .from(smartInstructions)
    .where(eq(smartInstructions.workspaceId, fx.base.workspaceId!));
  return row!.n;
};
const uploadExists = async (id: string) =>
  (await s.database.db.select().from(uploads).where(eq(uploads.id, id))).length > 0;

describe('From PDF', () => {
  it('makes the expected items from the generated PDF, the figure on its step', async () => {
    const uploadId = await uploaded(await sopPdf(), 'hydraulic-filter.pdf');
    const started = await create({ type: 'pdf', uploadId });
    expect(started.status).toBe(200);
    expect(started.body.data.jobId).toEqual(expect.any(String));
    expect(started.body.data.item).toMatchObject({ type: 'pdf', status: 'processing' });
    await startWorker();
    const done = await settled(started.body.data.item.id);
    expect(done).toMatchObject({
      status: 'completed',
      errorMessage: null,
      job: null,
      title: SOP_PDF_EXPECTED.title,
    });
    expect(done.items.map((i: any) => [i.type, i.title, i.description])).toEqual(
      SOP_PDF_EXPECTED.items.map((i) => [...i]),
    );
    // Orders and parents from the list rules: introduction 0, conclusion 999, substeps' parents.
    expect(done.items.map((i: any) => i.order)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 999,
    ]);
    const [, , shutDown, press, lock] = done.items;
    expect(shutDown.subItemIds).toEqual([press.id, lock.id]);
    expect(press.parentItemId).toBe(shutDown.id);
    const withFigure = done.items.filter((i: any) => i.attachments.length > 0);
    expect(withFigure.map((i: any) => i.title)).toEqual([SOP_PDF_EXPECTED.figureItemTitle]);
    expect(withFigure[0].attachments).toEqual([
      expect.objectContaining({ kind: 'image', name: 'Figure p2-1.png' }),
    ]);
    expect(done.poster).toEqual(expect.any(String));
    // The PDF served its purpose: its upload is gone.
    expect(await uploadExists(uploadId)).toBe(false);
  });

  it('refuses a text file named .pdf, leaving nothing behind', async () => {
    const before = await instructionCount();
    const uploadId = await uploaded(notAPdf(), 'sop.pdf');
    const r = await create({ type: 'pdf', uploadId });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ ok: false });
    expect(r.body.errorMessage).toMatch(/Invalid file type|not a PDF/);
    expect(await instructionCount()).toBe(before);
    expect(await uploadExists(uploadId)).toBe(false);
  });

  it('refuses an encrypted PDF with a message that says what to do, leaving nothing behind', async () => {
    const before = await instructionCount();
    const uploadId = await uploaded(await encryptedSopPdf(), 'locked.pdf');
    const r = await create({ type: 'pdf', uploadId });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe(
      'The PDF is password-protected; remove the password and upload it again',
    );
    expect(await instructionCount()).toBe(before);
    expect(await uploadExists(uploadId)).toBe(false);
  });

  it('refuses a 60 MB PDF by its size, leaving nothing behind', async () => {
    const before = await instructionCount();
    const sizeBytes = 60 * 1024 * 1024;
    expect(sizeBytes).toBeGreaterThan(SMART_INSTRUCTION_UPLOAD_LIMITS.pdf.maxBytes);
    const up = await s.api.post('/v1/uploads', { fileName: 'huge.pdf', sizeBytes }, token);
    expect(up.status).toBe(200);
    const uploadId = up.body.data.item.id;
    const r = await create({ type: 'pdf', uploadId });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('File too large');
    expect(await instructionCount()).toBe(before);
    expect(await uploadExists(uploadId)).toBe(false);
  });
});

describe('From video', () => {
  it('makes one step per workflow step, with its transcript, clip and warnings', async () => {
    const workflowId = await freshWorkflow(s, fx);
    // A spoken warning in the second step: it becomes a warning item after that step.
    await s.database.db
      .update(transcriptions)
      .set({
        sentences: [
          { sentence: 'Fit the bracket to the frame.', startTime: 0.5, endTime: 4 },
          { sentence: 'Tighten both bolts to 20 newton metres.', startTime: 6, endTime: 9 },
          { sentence: 'Never use an impact driver here.', startTime: 9, endTime: 11 },
        ],
      })
      .where(and(eq(transcriptions.workflowId, workflowId), eq(transcriptions.languageCode, 'en')));
    const started = await create({ type: 'workflow', workflowId });
    expect(started.status).toBe(200);
    expect(started.body.data.item).toMatchObject({
      type: 'workflow',
      status: 'processing',
      sourceWorkflowId: workflowId,
    });
    await startWorker();
    const done = await settled(started.body.data.item.id);
    expect(done.status).toBe('completed');
    expect(done.items.map((i: any) => [i.type, i.title, i.description])).toEqual([
      ['introduction', 'Introduction', done.items[0].description],
      ['step', 'Fit the bracket', 'Fit the bracket to the frame.'],
      [
        'step',
        'Step 2',
        'Tighten both bolts to 20 newton metres. Never use an impact driver here.',
      ],
      ['warning', 'Warning', 'Never use an impact driver here.'],
      ['conclusion', 'Conclusion', ''],
    ]);
    const stepItems = done.items.filter((i: any) => i.type === 'step');
    expect(stepItems).toHaveLength(2);
    for (const item of stepItems) {
      expect(item.attachments).toContainEqual(
        expect.objectContaining({ kind: 'workflow', workflowId, stepId: expect.any(String) }),
      );
    }
    // Editable like any SOP: the whole content goes back with a step renamed.
    const items = done.items.map((i: any) => ({
      id: i.id,
      type: i.type,
      title: i.id === stepItems[1].id ? 'Tighten the bolts' : i.title,
      description: i.description,
      attachments: i.attachments,
    }));
    const put = await s.api.put(
      '/v1/multimodal-sop',
      {
        id: done.id,
        title: done.title,
        description: done.description,
        languageCode: done.languageCode,
        items,
      },
      token,
    );
    expect(put.status).toBe(200);
    expect(put.body.data.item.items[2].title).toBe('Tighten the bolts');
  });
});

describe('From PDF, failures and the chat model', () => {
  it('fails a PDF with no text (a scan) with a message, writing no items', async () => {
    const uploadId = await uploaded(await imageOnlyPdf(), 'scan.pdf');
    const started = await create({ type: 'pdf', uploadId });
    expect(started.status).toBe(200);
    await startWorker();
    const done = await settled(started.body.data.item.id);
    expect(done).toMatchObject({ status: 'failed', job: null });
    expect(done.errorMessage).toMatch(/^The PDF has no text to read/);
    expect(await uploadExists(uploadId)).toBe(false);
    expect(
      done.items.filter((i: any) => i.type !== 'introduction' && i.type !== 'conclusion'),
    ).toEqual([]);
  });

  /** A chat model that answers `content` to every request, and keeps what it was asked. */
  let model: { server: Server; url: string; content: string; asked: string[] };
  beforeAll(async () => {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        model.asked.push(body);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: model.content } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    model = { server, url, content: '', asked: [] };
  });
  afterAll(async () => {
    await new Promise((resolve) => model?.server.close(resolve));
  });
  const configured = () => openAiChatModel({ baseUrl: model.url, model: 'sop-writer' });
  const smartVideoSop = (on: boolean) =>
    s.api.post(
      '/admin/organization/settings',
      { action: 'update', data: { features: { smartVideoSop: on } } },
      adminToken,
    );

  it("stores the model's checked items, with the figure it placed", async () => {
    model.content = JSON.stringify({
      title: 'Hydraulic filter change',
      items: [
        { type: 'introduction', title: 'Introduction', description: 'Replace the filter.' },
        { type: 'step', title: 'Drain the oil', figures: ['p2-1'] },
        { type: 'warning', title: 'Warning', description: 'Hot oil burns.' },
        { type: 'conclusion', title: 'Conclusion' },
      ],
    });
    const uploadId = await uploaded(await sopPdf(), 'filter.pdf');
    const started = await create({ type: 'pdf', uploadId });
    await startWorker(configured);
    const done = await settled(started.body.data.item.id);
    expect(done.status).toBe('completed');
    expect(done.title).toBe('Hydraulic filter change');
    expect(done.items.map((i: any) => [i.type, i.title])).toEqual([
      ['introduction', 'Introduction'],
      ['step', 'Drain the oil'],
      ['warning', 'Warning'],
      ['conclusion', 'Conclusion'],
    ]);
    expect(done.items[1].attachments).toEqual([expect.objectContaining({ kind: 'image' })]);
    expect(model.asked.at(-1)).toContain('[figure p2-1]');
  });

  it('fails on a step list that breaks the rules, storing nothing of it', async () => {
    model.content = JSON.stringify({
      items: [
        { type: 'introduction', title: 'Introduction' },
        { type: 'sub_step', title: 'Open the valve' },
        { type: 'step', title: 'Drain the oil' },
        { type: 'conclusion', title: 'Conclusion' },
      ],
    });
    const uploadId = await uploaded(await sopPdf(), 'filter.pdf');
    const started = await create({ type: 'pdf', uploadId });
    await startWorker(configured);
    const done = await settled(started.body.data.item.id);
    expect(done.status).toBe('failed');
    expect(done.errorMessage).toBe(
      "The chat model's step list breaks the rules: item 2, a substep, does not follow a step",
    );
    expect(done.items.some((i: any) => i.title === 'Open the valve')).toBe(false);
  });

  it('is not asked when the organisation has the smart video SOP feature off', async () => {
    await smartVideoSop(false);
    try {
      const before = model.asked.length;
      const uploadId = await uploaded(await sopPdf(), 'filter.pdf');
      const started = await create({ type: 'pdf', uploadId });
      await startWorker(configured);
      const done = await settled(started.body.data.item.id);
      expect(done.status).toBe('completed');
      expect(done.items).toHaveLength(SOP_PDF_EXPECTED.items.length);
      expect(model.asked.length).toBe(before);
    } finally {
      await smartVideoSop(true);
    }
  });
});
