/**
 * Hourly housekeeping (domain/maintenance.ts): what has served its time goes, what has not stays,
 * and the next run is scheduled once however many processes ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorLogs, jobs, loginAttempts, rateLimits, uploads } from '../../src/db/schema.js';
import { newId } from '../../src/db/ids.js';
import { JobQueue } from '../../src/jobs/queue.js';
import {
  MAINTENANCE_JOB,
  runMaintenance,
  scheduleMaintenance,
} from '../../src/domain/maintenance.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { startTestServer, type TestServer } from '../harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

describe('maintenance', () => {
  it('prunes finished jobs and the error log after their retention, and keeps the rest', async () => {
    const db = s.database.db;
    const queue = new JobQueue(db);
    const old = await queue.enqueue(db, { kind: 'noop' });
    const recent = await queue.enqueue(db, { kind: 'noop' });
    const waiting = await queue.enqueue(db, { kind: 'noop', runAt: new Date(Date.now() + 1e9) });
    await db
      .update(jobs)
      .set({ status: 'succeeded', finishedAt: daysAgo(20) })
      .where(eq(jobs.id, old.id));
    await db
      .update(jobs)
      .set({ status: 'failed', finishedAt: daysAgo(2) })
      .where(eq(jobs.id, recent.id));
    const oldLog = newId();
    const newLog = newId();
    for (const [id, createdAt] of [
      [oldLog, daysAgo(40)],
      [newLog, daysAgo(1)],
    ] as const) {
      await db.insert(errorLogs).values({
        id,
        serviceName: 'portal',
        serviceModule: 'player',
        code: 'E',
        message: 'm',
        createdAt,
      });
    }
    await db.insert(loginAttempts).values({
      key: 'pair:gone@example.com|203.0.113.1',
      failures: 2,
      windowStart: daysAgo(3),
    });
    await db.insert(rateLimits).values({ key: 'x|old', hits: 3, windowEnds: daysAgo(1) });

    const result = await runMaintenance(s.database, s.app.services.storage, {
      jobsDays: 14,
      errorLogDays: 30,
      embedChunkDays: 30,
    });
    expect(result.jobs).toBeGreaterThanOrEqual(1);
    expect(result.errorLogs).toBe(1);
    const left = (await db.select({ id: jobs.id }).from(jobs)).map((j) => j.id);
    expect(left).not.toContain(old.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, waiting.id]));
    const logs = (await db.select({ id: errorLogs.id }).from(errorLogs)).map((l) => l.id);
    expect(logs).toContain(newLog);
    expect(logs).not.toContain(oldLog);
    expect(
      await db
        .select()
        .from(loginAttempts)
        .where(sql`key like 'pair:gone@%'`),
    ).toEqual([]);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'x|old'))).toEqual([]);
  });

  it('removes expired uploads of every organisation, parts included', async () => {
    const token = (await s.api.login(DEMO_USERS.publisher)).accessToken;
    const up = await s.api.post('/v1/uploads', { fileName: 'x.mp4', sizeBytes: 10 }, token);
    expect(up.status).toBe(200);
    const id = up.body.data.item.id as string;
    const part = await fetch(`${s.url}/v1/uploads/${id}/parts/1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(10, 1),
    });
    expect(part.status).toBe(200);
    const root = `org/${s.demoOrganizationId}/uploads/${id}`;
    expect(await s.app.services.storage.list(root)).toHaveLength(1);
    await s.database.db
      .update(uploads)
      .set({ expiresAt: daysAgo(1) })
      .where(eq(uploads.id, id));
    const result = await runMaintenance(s.database, s.app.services.storage, {
      jobsDays: 14,
      errorLogDays: 30,
      embedChunkDays: 30,
    });
    expect(result.uploads).toBe(1);
    expect(await s.database.db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
    expect(await s.app.services.storage.list(root)).toEqual([]);
  });

  it('schedules the next run once, at the next hour, however many processes ask', async () => {
    const now = Date.UTC(2026, 10, 25, 10, 17);
    await Promise.all([scheduleMaintenance(s.database, now), scheduleMaintenance(s.database, now)]);
    const queued = await s.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAINTENANCE_JOB), eq(jobs.status, 'queued')));
    const at11 = queued.filter((j) => j.runAt.toISOString() === '2026-11-25T11:00:00.000Z');
    expect(at11).toHaveLength(1);
  });
});
