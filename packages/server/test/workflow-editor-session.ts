/**
 * One server of the editor tests (issue 21): a test server with a job worker (renders, clips and
 * processing run as in production), the fixtures, tokens of every demo role and of another
 * organisation, and, when asked, a really processed workflow (workflow-editor-helpers.ts). Call
 * `editorSession()` at a test file's top level: it registers its beforeAll / afterAll, and its
 * helpers read the session when called.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { EditSegment } from '@stepwise/core';
import { steps, transcriptions, workflows } from '../src/db/schema.js';
import { createJobWorker } from '../src/job-worker.js';
import { silentJobLog } from '../src/jobs/log.js';
import type { JobWorker } from '../src/jobs/worker.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { processedWorkflow, testVideo } from './workflow-editor-helpers.js';

export interface EditorSession {
  s: TestServer;
  fx: Fixtures;
  /** The processed workflow ('' without `media`). */
  workflowId: string;
  tok: { pub: string; view: string; org: string; ws: string; other: string };
  /** A scratch folder, removed with the session. */
  dir: string;
}

export function editorSession(opts: { media: boolean }) {
  const ctx = {
    tok: { pub: '', view: '', org: '', ws: '', other: '' },
    workflowId: '',
    dir: mkdtempSync(join(tmpdir(), 'stepwise-editor-')),
  } as EditorSession;
  let worker: JobWorker | undefined;

  beforeAll(async () => {
    ctx.s = await startTestServer();
    worker = createJobWorker(ctx.s.config, ctx.s.database, silentJobLog);
    await worker.start();
    ctx.fx = await buildFixtures(ctx.s.database.db, ctx.s.demoOrganizationId);
    const [pub, view, org, ws, other] = await Promise.all(
      [
        DEMO_USERS.publisher,
        DEMO_USERS.viewer,
        DEMO_USERS.orgAdmin,
        DEMO_USERS.workspaceAdmin,
        OTHER_ORG.admin,
      ].map((email) => ctx.s.api.login(email)),
    );
    Object.assign(ctx.tok, {
      pub: pub!.accessToken,
      view: view!.accessToken,
      org: org!.accessToken,
      ws: ws!.accessToken,
      other: other!.accessToken,
    });
    if (opts.media) {
      const video = await testVideo(ctx.dir);
      const workspaceId = ctx.fx.base.workspaceId!;
      ctx.workflowId = await processedWorkflow(ctx.s.api, ctx.tok.pub, video, workspaceId, 'Fit');
    }
  }, 180_000);
  afterAll(async () => {
    await worker?.stop({ timeoutMs: 5_000 });
    await ctx.s?.close();
    rmSync(ctx.dir, { recursive: true, force: true });
  });

  const db = () => ctx.s.database.db;
  return {
    ctx,
    builder: (token = ctx.tok.pub, id = ctx.workflowId) =>
      ctx.s.api.get(`/v1/workflows/${id}/builder`, token),
    save: (
      screen: string,
      body: { version: number; segments: EditSegment[]; redo?: EditSegment[] },
      token = ctx.tok.pub,
    ) => ctx.s.api.put(`/v1/workflows/${ctx.workflowId}/${screen}`, body, token),
    stepRows: (id = ctx.workflowId) =>
      db().select().from(steps).where(eq(steps.workflowId, id)).orderBy(asc(steps.order)),
    /** The transcript row (its sentences' words are there; the column's type omits them). */
    transcript: async () =>
      (
        await db()
          .select()
          .from(transcriptions)
          .where(eq(transcriptions.workflowId, ctx.workflowId))
      )[0]!,
    workflowRow: async () =>
      (await db().select().from(workflows).where(eq(workflows.id, ctx.workflowId)))[0]!,
    /** The newest render, once it has finished or failed. */
    finishedRender: async () =>
      (
        await eventually(
          () => ctx.s.api.get(`/v1/workflows/${ctx.workflowId}/conversion-history`, ctx.tok.pub),
          (h) => ['finished', 'error'].includes(h.body.data.items[0]?.status),
          120_000,
        )
      ).body.data.items[0],
    /** Where local storage keeps a key (ffprobe reads it there). */
    localFile: (key: string) => join(ctx.s.config.dataDir, 'storage', key),
  };
}
