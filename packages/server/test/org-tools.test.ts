/**
 * Organisation tools (issue 25) over HTTP: data-hub exports run to the end with the right rows
 * and scope, read-only API keys (made once, used only on the dataset reads, revoked), governance
 * lists (never viewed leaves the list once viewed; review due; stale; reviewed moves the date),
 * troubleshooting reports (stored, the admins mailed, listed for admins).
 *
 * Bad input tried: an unknown data-hub kind, an unknown format, a one-date range, an extra body
 * field, an empty key name, a key of the wrong shape, a key on a route that does not take keys,
 * a revoked key, an unknown governed type, an impossible review-by date, an owner of another
 * organisation, a report without results, an unknown check status and an over-long note.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDate } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import {
  analyticsViews,
  apiKeys,
  mailOutbox,
  reportExports,
  users,
  workflows,
} from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { JobWorker } from '../src/jobs/worker.js';
import { silentJobLog } from '../src/jobs/log.js';
import { jobHandlers } from '../src/job-handlers.js';
import { buildFixtures, OTHER_ORG, PRIVATE_WORKFLOW_TITLE, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const tk = { admin: '', wsAdmin: '', publisher: '', viewer: '', other: '' };
let published = '';
let worker: JobWorker | undefined;
const PUBLISHED_TITLE = 'Conveyor Belt Tensioning';

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [admin, wsAdmin, publisher, viewer, other] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  Object.assign(tk, {
    admin: admin.accessToken,
    wsAdmin: wsAdmin.accessToken,
    publisher: publisher.accessToken,
    viewer: viewer.accessToken,
    other: other.accessToken,
  });
  // The test server runs no job worker of its own: this one runs the export jobs.
  worker = new JobWorker({
    database: s.database,
    handlers: jobHandlers({
      config: s.config,
      database: s.database,
      log: silentJobLog,
      storage: s.app.services.storage,
    }),
    pollMs: 100,
    log: silentJobLog,
  });
  await worker.start();
  published = newId();
  await s.database.db.insert(workflows).values({
    id: published,
    organizationId: s.demoOrganizationId,
    workspaceId: fx.base.workspaceId!,
    title: PUBLISHED_TITLE,
    languageCode: 'en',
    authorId: fx.base.publisherId!,
    published: true,
    publishedDate: new Date(),
  });
}, 60_000);
afterAll(async () => {
  await worker?.stop({ timeoutMs: 1_000 });
  await s?.close();
});

async function exportFile(token: string, body: object): Promise<{ row: any; text: string }> {
  const started = await s.api.post('/v1/data-hub/exports', body, token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = started.body.data.item.id as string;
  expect(started.body.data.item.report).toBe(`data-hub/${(body as { kind: string }).kind}`);
  const deadline = Date.now() + 15_000;
  let row = (await s.database.db.select().from(reportExports).where(eq(reportExports.id, id)))[0]!;
  while (row.status !== 'succeeded' && row.status !== 'failed' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    row = (await s.database.db.select().from(reportExports).where(eq(reportExports.id, id)))[0]!;
  }
  expect(row.status, row.error ?? '').toBe('succeeded');
  const stream = await s.app.services.storage.get(row.storageKey!);
  const chunks: Buffer[] = [];
  for await (const c of Readable.from(stream)) chunks.push(Buffer.from(c as Uint8Array));
  return { row, text: Buffer.concat(chunks).toString('utf8') };
}

describe('data hub exports', () => {
  it('exports the users as CSV to the end, one row per person of the organisation', async () => {
    const { row, text } = await exportFile(tk.admin, { kind: 'users', format: 'csv' });
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Name');
    expect(lines[0]).toContain('Last active');
    for (const email of Object.values(DEMO_USERS)) expect(text).toContain(email);
    expect(text).not.toContain(OTHER_ORG.admin);
    const people = await s.database.db
      .select()
      .from(users)
      .where(eq(users.organizationId, s.demoOrganizationId));
    expect(row.rowCount).toBe(people.length);
    expect(lines.length - 1).toBe(people.length);
  });

  it('exports content as XLSX; a publisher only sees their workspaces', async () => {
    const all = await exportFile(tk.admin, { kind: 'content', format: 'csv' });
    expect(all.text).toContain(PRIVATE_WORKFLOW_TITLE);
    expect(all.text).toContain(PUBLISHED_TITLE);
    const own = await exportFile(tk.publisher, { kind: 'content', format: 'csv' });
    expect(own.text).toContain(PUBLISHED_TITLE);
    expect(own.text).not.toContain(PRIVATE_WORKFLOW_TITLE);
    const xlsx = await exportFile(tk.admin, { kind: 'content', format: 'xlsx' });
    expect(xlsx.row.fileName).toMatch(/\.xlsx$/);
    expect(xlsx.row.rowCount).toBe(all.row.rowCount);
  });

  it('exports tracking within the date range', async () => {
    await s.database.db.insert(analyticsViews).values({
      organizationId: s.demoOrganizationId,
      recordId: `rec-${newId()}`,
      workflowId: fx.base.workflowId!,
      userId: fx.base.viewerId!,
      day: '2026-03-10',
      enteredAt: new Date('2026-03-10T08:00:00Z'),
      playedSeconds: 12,
      durationSeconds: 12,
      stepsTotal: 2,
      stepsReached: 2,
      stepsFinished: 2,
      completed: true,
    });
    const inside = await exportFile(tk.admin, {
      kind: 'tracking',
      format: 'csv',
      dateRange: '2026-03-01,2026-03-31',
    });
    expect(inside.row.rowCount).toBe(1);
    expect(inside.text).toContain(DEMO_USERS.viewer);
    const outside = await exportFile(tk.admin, {
      kind: 'tracking',
      format: 'csv',
      dateRange: '2026-04-01,2026-04-30',
    });
    expect(outside.row.rowCount).toBe(0);
  });

  it('refuses viewers and bad input', async () => {
    expect(
      (await s.api.post('/v1/data-hub/exports', { kind: 'users', format: 'csv' }, tk.viewer))
        .status,
    ).toBe(403);
    for (const body of [
      { kind: 'bogus', format: 'csv' },
      { kind: 'users', format: 'pdf' },
      { kind: 'tracking', format: 'csv', dateRange: '2026-01-01' },
      { kind: 'users', format: 'csv', extra: true },
    ]) {
      const r = await s.api.post('/v1/data-hub/exports', body, tk.admin);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.ok).toBe(false);
    }
  });
});

describe('API keys for BI tools', () => {
  it('makes a key once, reads datasets with it, and nothing else', async () => {
    const made = await s.api.post('/v1/api-keys', { name: 'Power BI' }, tk.admin);
    expect(made.status).toBe(200);
    const key = made.body.data.key as string;
    expect(key).toMatch(/^swk_[A-Za-z0-9_-]{43}$/);
    expect(made.body.data.prefix).toBe(key.slice(0, 12));
    const stored = (
      await s.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.body.data.id))
    )[0]!;
    expect(stored.keyHash).not.toContain(key.slice(4));
    expect(stored.lastUsedAt).toBeNull();

    const list = await s.api.get('/v1/api-keys', tk.admin);
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body.data.items.map((k: { name: string }) => k.name)).toContain('Power BI');

    const json = await s.api.get('/v1/data-hub/datasets/users', key, { format: 'json' });
    expect(json.status).toBe(200);
    const emails = json.body.data.rows.map((r: { email: string | null }) => r.email);
    expect(emails).toContain(DEMO_USERS.viewer);
    expect(emails).not.toContain(OTHER_ORG.admin);

    const csv = await fetch(`${s.url}/v1/data-hub/datasets/content?format=csv`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain(PUBLISHED_TITLE);

    const used = (
      await s.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.body.data.id))
    )[0]!;
    expect(used.lastUsedAt).not.toBeNull();

    // Only the dataset reads take a key.
    expect((await s.api.get('/v1/profile/me', key)).status).toBe(401);
    expect((await s.api.get('/v1/api-keys', key)).status).toBe(401);
    expect(
      (await s.api.post('/v1/data-hub/exports', { kind: 'users', format: 'csv' }, key)).status,
    ).toBe(401);

    // Another organisation cannot revoke it; its maker can, and it stops working.
    expect((await s.api.delete(`/v1/api-keys/${made.body.data.id}`, tk.other)).status).toBe(404);
    expect((await s.api.delete(`/v1/api-keys/${made.body.data.id}`, tk.admin)).status).toBe(200);
    expect((await s.api.get('/v1/data-hub/datasets/users', key)).status).toBe(401);
    expect((await s.api.delete(`/v1/api-keys/${made.body.data.id}`, tk.admin)).status).toBe(404);
  });

  it('refuses other roles, bad names and keys of the wrong shape', async () => {
    expect((await s.api.post('/v1/api-keys', { name: 'x' }, tk.wsAdmin)).status).toBe(403);
    expect((await s.api.get('/v1/data-hub/datasets/users', tk.publisher)).status).toBe(403);
    expect((await s.api.post('/v1/api-keys', { name: '  ' }, tk.admin)).status).toBe(400);
    expect((await s.api.post('/v1/api-keys', { name: 'x'.repeat(81) }, tk.admin)).status).toBe(400);
    expect((await s.api.get('/v1/data-hub/datasets/users', `swk_${'A'.repeat(43)}`)).status).toBe(
      401,
    );
    expect((await s.api.get('/v1/data-hub/datasets/users', 'swk_short')).status).toBe(401);
    expect((await s.api.get('/v1/data-hub/datasets/bogus', tk.admin)).status).toBe(400);
    expect(
      (await s.api.get('/v1/data-hub/datasets/users', tk.admin, { format: 'xml' })).status,
    ).toBe(400);
    // The signed-in admin reads a dataset too (the page's links).
    expect((await s.api.get('/v1/data-hub/datasets/users', tk.admin)).status).toBe(200);
  });
});

describe('governance', () => {
  const list = (name: string, token = tk.admin, keyword?: string) =>
    s.api.get('/v1/governance/content', token, {
      list: name,
      size: '100',
      ...(keyword ? { keyword } : {}),
    });
  const ids = (r: { body: { data: { items: { id: string }[] } } }) =>
    r.body.data.items.map((i) => i.id);

  it('lists never-viewed published content until someone views it', async () => {
    const before = await list('never-viewed');
    expect(before.status).toBe(200);
    expect(ids(before)).toContain(published);
    expect(ids(before)).not.toContain(fx.base.workflowId); // a draft
    await s.database.db.insert(analyticsViews).values({
      organizationId: s.demoOrganizationId,
      recordId: `rec-${newId()}`,
      workflowId: published,
      userId: fx.base.viewerId!,
      day: isoDate(new Date()),
      enteredAt: new Date(),
    });
    expect(ids(await list('never-viewed'))).not.toContain(published);
    const all = await list('all', tk.admin, 'Conveyor Belt');
    expect(all.body.data.items).toHaveLength(1);
    expect(all.body.data.items[0].views).toBe(1);
    // The owner is the author until someone is set.
    expect(all.body.data.items[0].owner.id).toBe(fx.base.publisherId);
  });

  it('sets owner and review-by; review due; reviewed moves the date one period on', async () => {
    const put = await s.api.put(
      `/v1/governance/content/workflows/${published}`,
      { ownerId: fx.base.workspaceAdminId, reviewBy: '2026-01-15' },
      tk.admin,
    );
    expect(put.status).toBe(200);
    expect(put.body.data.owner.id).toBe(fx.base.workspaceAdminId);
    expect(put.body.data.reviewDue).toBe(true);
    expect(ids(await list('review-due'))).toContain(published);

    const reviewed = await s.api.post(
      `/v1/governance/content/workflows/${published}/reviewed`,
      undefined,
      tk.admin,
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data.reviewedAt).not.toBeNull();
    expect(reviewed.body.data.reviewBy > isoDate(new Date())).toBe(true);
    expect(ids(await list('review-due'))).not.toContain(published);
  });

  it('lists content not updated for 180 days as stale', async () => {
    expect(ids(await list('stale'))).not.toContain(published);
    await s.database.db
      .update(workflows)
      .set({ updatedAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(workflows.id, published));
    expect(ids(await list('stale'))).toContain(published);
  });

  it('refuses other roles, other organisations and bad input', async () => {
    expect((await list('all', tk.viewer)).status).toBe(403);
    expect((await list('all', tk.wsAdmin)).status).toBe(403);
    expect((await list('sometimes')).status).toBe(400);
    const other = await s.api.get('/v1/governance/content', tk.other, { list: 'all' });
    expect(other.status).toBe(403); // their organisation has governance off
    const [stranger] = await s.database.db
      .select()
      .from(users)
      .where(eq(users.email, OTHER_ORG.viewer));
    const path = `/v1/governance/content/workflows/${published}`;
    expect(
      (await s.api.put(path, { ownerId: stranger!.id, reviewBy: null }, tk.admin)).status,
    ).toBe(404);
    expect(
      (await s.api.put(path, { ownerId: null, reviewBy: '2026-13-01' }, tk.admin)).status,
    ).toBe(400);
    expect(
      (
        await s.api.put(
          `/v1/governance/content/videos/${published}`,
          { ownerId: null, reviewBy: null },
          tk.admin,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await s.api.put(
          `/v1/governance/content/workflows/${newId()}`,
          { ownerId: null, reviewBy: null },
          tk.admin,
        )
      ).status,
    ).toBe(404);
  });
});

describe('troubleshooting reports', () => {
  const results = [
    { check: 'connectivity', status: 'pass', detail: 'median 20 ms over 5 of 5 round trips' },
    { check: 'media', status: 'fail', detail: 'the video did not load (403)' },
  ];

  it('stores a report, mails the admins and lists it for them', async () => {
    const sent = await s.api.post(
      '/v1/troubleshooting/reports',
      { results, note: 'Line 2 tablet cannot play videos' },
      tk.viewer,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.user.email).toBe(DEMO_USERS.viewer);
    const mail = await s.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, DEMO_USERS.orgAdmin), eq(mailOutbox.kind, 'notice')));
    const mine = mail.find((m) => m.text.includes('Line 2 tablet cannot play videos'));
    expect(mine?.subject).toContain('Troubleshooting report');
    expect(mine?.text).toContain('media: FAIL');
    const listed = await s.api.get('/v1/troubleshooting/reports', tk.admin);
    expect(listed.body.data.items[0].id).toBe(sent.body.data.id);
    expect((await s.api.get('/v1/troubleshooting/reports', tk.viewer)).status).toBe(403);
    // Another organisation's admin does not see it.
    const other = await s.api.get('/v1/troubleshooting/reports', tk.other);
    expect(other.body.data.items).toEqual([]);
  });

  it('refuses bad reports', async () => {
    for (const body of [
      { results: [] },
      { results: [{ check: 'connectivity', status: 'maybe', detail: '' }] },
      { results: [{ check: 'dns', status: 'pass', detail: '' }] },
      { results, note: 'x'.repeat(2001) },
      { results: [{ ...results[0], detail: 'x'.repeat(501) }] },
    ]) {
      const r = await s.api.post('/v1/troubleshooting/reports', body, tk.viewer);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});
