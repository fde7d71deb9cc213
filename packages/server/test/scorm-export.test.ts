/**
 * SCORM export over real HTTP (001 §7): export processes as durable jobs, their statuses,
 * retry, history, download, and one workflow's package on the spot.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { exportProcesses, quizzes, workflows } from '../src/db/schema.js';
import type { JobWorker } from '../src/jobs/worker.js';
import type { JobContext } from '../src/jobs/types.js';
import { silentJobLog } from '../src/jobs/log.js';
import { scormExportHandler } from '../src/scorm/export-job.js';
import { createStorage } from '../src/storage/index.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, WORKFLOW_TITLE, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { fetchZip, readPackage, startExportWorker } from './scorm-helpers.js';

const BASE = '/v1/rustici-export-processes';
let s: TestServer;
let fx: Fixtures;
let worker: JobWorker | undefined;
const token = { org: '', ws: '', pub: '', view: '', other: '' };

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [org, ws, pub, view, other] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  Object.assign(token, {
    org: org.accessToken,
    ws: ws.accessToken,
    pub: pub.accessToken,
    view: view.accessToken,
    other: other.accessToken,
  });
});
afterEach(async () => {
  await worker?.stop({ timeoutMs: 1_000 });
  worker = undefined;
});
afterAll(() => s?.close());

const setPublished = (id: string, published: boolean) =>
  s.database.db
    .update(workflows)
    .set({ published, publishedDate: published ? new Date() : null })
    .where(eq(workflows.id, id));

async function settled(id: string, as = token.pub) {
  const r = await eventually(
    () => s.api.get(`${BASE}/${id}`, as),
    (res) =>
      res.body?.data?.item?.status === 'finished' || res.body?.data?.item?.status === 'error',
  );
  return r.body.data.item;
}

describe('export processes', () => {
  it('refuses viewers with 403 on every export call', async () => {
    const wf = fx.base.workflowId!;
    const calls = [
      s.api.get(BASE, token.view),
      s.api.get(`${BASE}/available/workflows/${wf}`, token.view),
      s.api.post(BASE, { workflowIds: [wf], exportType: 'SCORM_12' }, token.view),
      s.api.post(`/v1/workflows/${wf}/download-scorm`, { resolution: 720 }, token.view),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(403);
      expect(r.body.ok).toBe(false);
    }
  });

  it('ends an export of an unpublished workflow in error naming it; retry finishes once published', async () => {
    const wf = fx.base.workflowId!;
    await setPublished(wf, false);
    const created = await s.api.post(
      BASE,
      { workflowIds: [wf], exportType: 'SCORM_12', exportSource: 'workflow' },
      token.pub,
    );
    expect(created.status).toBe(200);
    const item = created.body.data.item;
    expect(item).toMatchObject({
      status: 'pending',
      exportType: 'SCORM_12',
      exportSource: 'workflow',
      workflowIds: [wf],
      resolution: 720,
      errorMessage: null,
      downloadPath: null,
    });
    // Not ready: no download yet.
    expect((await fetchZip(s, 'GET', `${BASE}/${item.id}/download`, token.pub)).status).toBe(409);

    worker = await startExportWorker(s);
    const failed = await settled(item.id);
    expect(failed.status).toBe('error');
    expect(failed.errorMessage).toContain(WORKFLOW_TITLE);
    expect(failed.errorMessage).toContain('not published');

    await setPublished(wf, true);
    const retried = await s.api.put(`${BASE}/${item.id}/retry`, undefined, token.pub);
    expect(retried.status).toBe(200);
    expect(retried.body.data.item).toMatchObject({ status: 'pending', errorMessage: null });
    const done = await settled(item.id);
    expect(done.status).toBe('finished');
    expect(done.fileSize).toBeGreaterThan(0);
    expect(done.downloadPath).toBe(`${BASE}/${item.id}/download`);

    // Finished is final: retry is refused.
    const again = await s.api.put(`${BASE}/${item.id}/retry`, undefined, token.pub);
    expect(again.status).toBe(409);

    const zip = await fetchZip(s, 'GET', done.downloadPath, token.pub);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.zip"/);
    const { manifest, config } = readPackage(zip.files!);
    expect(manifest.metadata).toEqual({ schema: 'ADL SCORM', schemaversion: 1.2 });
    expect(config).toMatchObject({
      server: s.url,
      workflowId: wf,
      standard: '1.2',
      resolution: 720,
    });
    expect(config.launchKey.split('.')).toHaveLength(3);

    const available = await s.api.get(`${BASE}/available/workflows/${wf}`, token.pub);
    expect(available.status).toBe(200);
    expect(available.body.data.items.map((i: { id: string }) => i.id)).toContain(item.id);
  });

  it('ends an export of a workflow deleted before the job runs in error naming it', async () => {
    const wf = fx.base.workflowId!;
    await setPublished(wf, true);
    const created = await s.api.post(
      BASE,
      { workflowIds: [wf], exportType: 'SCORM_2004' },
      token.ws,
    );
    expect(created.status).toBe(200);
    await s.database.db
      .update(workflows)
      .set({ deletedAt: new Date() })
      .where(eq(workflows.id, wf));
    try {
      worker = await startExportWorker(s);
      const failed = await settled(created.body.data.item.id, token.ws);
      expect(failed.status).toBe('error');
      expect(failed.errorMessage).toBe(`Workflow "${WORKFLOW_TITLE}" (${wf}) has been deleted`);
      // Retrying while it is still deleted ends in error again, with the same message.
      await s.api.put(`${BASE}/${failed.id}/retry`, undefined, token.ws);
      const again = await settled(failed.id, token.ws);
      expect(again).toMatchObject({ status: 'error', errorMessage: failed.errorMessage });
    } finally {
      await s.database.db.update(workflows).set({ deletedAt: null }).where(eq(workflows.id, wf));
    }
  });

  it('packages several workflows as one zip of SCORM 2004 packages', async () => {
    const wf = fx.base.workflowId!;
    const other = fx.base.privateWorkflowId!;
    await setPublished(wf, true);
    await setPublished(other, true);
    const created = await s.api.post(
      BASE,
      { workflowIds: [wf, other, wf], exportType: 'SCORM_2004', resolution: 1080 },
      token.org,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.item.workflowIds).toEqual([wf, other]);
    worker = await startExportWorker(s);
    const done = await settled(created.body.data.item.id, token.org);
    expect(done.status).toBe('finished');
    const zip = await fetchZip(s, 'GET', done.downloadPath, token.org);
    const inner = Object.keys(zip.files!);
    expect(inner).toHaveLength(2);
    const ids = inner.map((name) => {
      const { manifest, config } = readPackage(unzipSync(zip.files![name]!));
      expect(manifest.metadata.schemaversion).toBe('2004 4th Edition');
      expect(config).toMatchObject({ standard: '2004', resolution: 1080 });
      return config.workflowId;
    });
    expect(ids.sort()).toEqual([wf, other].sort());
  });

  it('lists with size, page, export_type and order; publishers see their own, admins all', async () => {
    const all = await s.api.get(BASE, token.org, { size: '100' });
    expect(all.status).toBe(200);
    const rows = all.body.data.items as { id: string; createdBy: string; exportType: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const mine = await s.api.get(BASE, token.pub, { size: '100' });
    expect(
      mine.body.data.items.every((r: { createdBy: string }) => r.createdBy === fx.base.publisherId),
    ).toBe(true);
    expect(mine.body.data.items.length).toBeLessThan(rows.length);

    const only2004 = await s.api.get(BASE, token.org, { export_type: 'SCORM_2004', size: '100' });
    expect(only2004.body.data.items.length).toBeGreaterThan(0);
    expect(
      only2004.body.data.items.every((r: { exportType: string }) => r.exportType === 'SCORM_2004'),
    ).toBe(true);

    const page0 = await s.api.get(BASE, token.org, {
      size: '1',
      page: '0',
      order_by: 'createdAt',
      desc: 'false',
    });
    const page1 = await s.api.get(BASE, token.org, {
      size: '1',
      page: '1',
      order_by: 'createdAt',
      desc: 'false',
    });
    expect(page0.body.data.page).toMatchObject({
      page: 0,
      size: 1,
      dataCount: rows.length,
      pageCount: rows.length,
    });
    expect(page0.body.data.items[0].id).toBe(rows.at(-1)!.id);
    expect(page1.body.data.items[0].id).toBe(rows.at(-2)!.id);

    const bad: Record<string, string>[] = [
      { size: '0' },
      { export_type: 'SCORM_3' },
      { order_by: 'title' },
      { page: '-1' },
      { desc: 'maybe' },
    ];
    for (const query of bad) {
      expect((await s.api.get(BASE, token.org, query)).status).toBe(400);
    }
  });

  it("keeps each organisation's exports to itself", async () => {
    const [row] = await s.database.db
      .select()
      .from(exportProcesses)
      .where(eq(exportProcesses.organizationId, s.demoOrganizationId))
      .limit(1);
    const id = row!.id;
    expect((await s.api.get(`${BASE}/${id}`, token.other)).status).toBe(404);
    expect((await s.api.put(`${BASE}/${id}/retry`, undefined, token.other)).status).toBe(404);
    expect((await fetchZip(s, 'GET', `${BASE}/${id}/download`, token.other)).status).toBe(404);
    expect((await s.api.get(BASE, token.other)).body.data.items).toEqual([]);
    const wf = fx.base.workflowId!;
    expect(
      (await s.api.post(BASE, { workflowIds: [wf], exportType: 'SCORM_12' }, token.other)).status,
    ).toBe(404);
    expect((await s.api.get(`${BASE}/available/workflows/${wf}`, token.other)).status).toBe(404);
  });

  it('refuses bad input with 400 in the wrapper', async () => {
    const wf = fx.base.workflowId!;
    for (const body of [
      { workflowIds: [], exportType: 'SCORM_12' },
      { workflowIds: [wf], exportType: 'SCORM_3' },
      { workflowIds: [wf], exportType: 'SCORM_12', exportSource: 'quiz' },
      { workflowIds: [wf], exportType: 'SCORM_12', resolution: 700 },
      { workflowIds: [wf], exportType: 'SCORM_12', extra: true },
    ]) {
      const r = await s.api.post(BASE, body, token.pub);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.ok).toBe(false);
    }
    const r = await s.api.post(
      `/v1/workflows/${wf}/download-scorm`,
      { resolution: 'high' },
      token.pub,
    );
    expect(r.status).toBe(400);
  });
});

describe('the scorm-export job', () => {
  it('is idempotent: a re-claim after a crash finishes the work, a finished export is left alone', async () => {
    const wf = fx.base.workflowId!;
    await setPublished(wf, true);
    const created = await s.api.post(
      BASE,
      { workflowIds: [wf], exportType: 'SCORM_12' },
      token.pub,
    );
    const id = created.body.data.item.id as string;
    // A worker took it and died after marking it processing.
    await s.database.db
      .update(exportProcesses)
      .set({ status: 'processing' })
      .where(eq(exportProcesses.id, id));
    const handler = scormExportHandler({
      config: s.config,
      database: s.database,
      storage: createStorage(s.config),
    });
    const ctx = (attempts: number) =>
      ({
        job: {
          payload: { exportProcessId: id, organizationId: s.demoOrganizationId },
          attempts,
          maxAttempts: 3,
        },
        signal: new AbortController().signal,
        progress: () => undefined,
        log: silentJobLog,
      }) as unknown as JobContext<unknown>;
    expect(await handler(ctx(2))).toMatchObject({ status: 'finished' });
    const [first] = await s.database.db
      .select()
      .from(exportProcesses)
      .where(eq(exportProcesses.id, id));
    expect(first!.status).toBe('finished');
    expect(await handler(ctx(3))).toMatchObject({ status: 'skipped' });
    const [second] = await s.database.db
      .select()
      .from(exportProcesses)
      .where(eq(exportProcesses.id, id));
    expect(second).toEqual(first);
    expect(first!.fileKey).toBe(`org/${s.demoOrganizationId}/exports/${id}/package.zip`);
  });
});

describe('POST /v1/workflows/{id}/download-scorm', () => {
  it('answers one published workflow as a package for either standard', async () => {
    const wf = fx.base.workflowId!;
    await setPublished(wf, true);
    const v12 = await fetchZip(s, 'POST', `/v1/workflows/${wf}/download-scorm`, token.pub, {
      resolution: 480,
    });
    expect(v12.status).toBe(200);
    expect(Object.keys(v12.files!).sort()).toEqual(['imsmanifest.xml', 'index.html']);
    const p12 = readPackage(v12.files!);
    expect(p12.manifest.metadata.schemaversion).toBe(1.2);
    expect(p12.config).toMatchObject({ workflowId: wf, standard: '1.2', resolution: 480 });
    expect(strFromU8(v12.files!['index.html']!)).toContain(
      `<script src="${s.url}/embed/v1/lms.js">`,
    );

    const v2004 = await fetchZip(s, 'POST', `/v1/workflows/${wf}/download-scorm`, token.org, {
      resolution: 720,
      exportType: 'SCORM_2004',
    });
    expect(readPackage(v2004.files!).manifest.metadata.schemaversion).toBe('2004 4th Edition');
  });

  it('includes the workflow’s published quiz: its pass mark and its id (issue 19)', async () => {
    const wf = fx.base.workflowId!;
    await setPublished(wf, true);
    const [quiz] = await s.database.db.select().from(quizzes).where(eq(quizzes.workflowId, wf));
    expect(quiz?.published).toBe(true);
    const named = { quizId: quiz!.id, passingScore: 80, questionCount: quiz!.questions.length };

    const v12 = await fetchZip(s, 'POST', `/v1/workflows/${wf}/download-scorm`, token.pub, {
      resolution: 480,
    });
    expect(readPackage(v12.files!).config.quiz).toEqual(named);
    expect(strFromU8(v12.files!['imsmanifest.xml']!)).toContain(
      '<adlcp:masteryscore>80</adlcp:masteryscore>',
    );
    const v2004 = await fetchZip(s, 'POST', `/v1/workflows/${wf}/download-scorm`, token.pub, {
      resolution: 480,
      exportType: 'SCORM_2004',
    });
    expect(readPackage(v2004.files!).config.quiz).toEqual(named);
    const manifest2004 = strFromU8(v2004.files!['imsmanifest.xml']!);
    expect(manifest2004).toContain('satisfiedByMeasure="true"');
    expect(manifest2004).toContain('<imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>');

    // A draft is not in the package: the player would not offer it.
    await s.database.db.update(quizzes).set({ published: false }).where(eq(quizzes.id, quiz!.id));
    try {
      const draft = await fetchZip(s, 'POST', `/v1/workflows/${wf}/download-scorm`, token.pub, {
        resolution: 480,
      });
      expect(readPackage(draft.files!).config).not.toHaveProperty('quiz');
      expect(strFromU8(draft.files!['imsmanifest.xml']!)).not.toContain('masteryscore');
    } finally {
      await s.database.db.update(quizzes).set({ published: true }).where(eq(quizzes.id, quiz!.id));
    }
  });

  it('refuses an unpublished workflow with its name, a deleted one with 404', async () => {
    const wf = fx.base.workflowId!;
    await setPublished(wf, false);
    const r = await fetchZip(s, 'POST', `/v1/workflows/${wf}/download-scorm`, token.pub, {
      resolution: 720,
    });
    expect(r.status).toBe(409);
    expect(r.body!.errorMessage).toContain(WORKFLOW_TITLE);
    await s.database.db
      .update(workflows)
      .set({ deletedAt: new Date() })
      .where(eq(workflows.id, wf));
    try {
      const gone = await fetchZip(s, 'POST', `/v1/workflows/${wf}/download-scorm`, token.pub, {
        resolution: 720,
      });
      expect(gone.status).toBe(404);
    } finally {
      await s.database.db.update(workflows).set({ deletedAt: null }).where(eq(workflows.id, wf));
    }
  });

  it('refuses a workflow in a private workspace the publisher is not in (404)', async () => {
    const r = await fetchZip(
      s,
      'POST',
      `/v1/workflows/${fx.base.privateWorkflowId!}/download-scorm`,
      token.pub,
      { resolution: 720 },
    );
    expect(r.status).toBe(404);
  });
});
