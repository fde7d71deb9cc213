/**
 * Shared pieces of the notification tests (issue 24): the demo people, a published workflow to
 * react to, a second database handle standing for another server process, and a reader of the
 * notification event stream.
 */
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';
import { users, workflows, workspaces } from '../src/db/schema.js';
import { DEMO_EMPLOYEE_ID, DEMO_USERS } from '../src/seed/demo.js';
import type { TestServer } from './harness.js';

export type Person = 'orgAdmin' | 'wsAdmin' | 'publisher' | 'viewer' | 'employee';

export interface DemoPeople {
  ids: Record<Person, string>;
  workspaceId: string;
  privateWorkspaceId: string;
}

export async function demoPeople(s: TestServer): Promise<DemoPeople> {
  const db = s.database.db;
  const rows = await db.select().from(users).where(eq(users.organizationId, s.demoOrganizationId));
  const byEmail = (email: string) => rows.find((u) => u.email === email)!.id;
  const wss = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, s.demoOrganizationId));
  return {
    ids: {
      orgAdmin: byEmail(DEMO_USERS.orgAdmin),
      wsAdmin: byEmail(DEMO_USERS.workspaceAdmin),
      publisher: byEmail(DEMO_USERS.publisher),
      viewer: byEmail(DEMO_USERS.viewer),
      employee: rows.find((u) => u.employeeId === DEMO_EMPLOYEE_ID)!.id,
    },
    workspaceId: wss.find((w) => w.name === 'Assembly Line')!.id,
    privateWorkspaceId: wss.find((w) => w.private)!.id,
  };
}

/** A processed workflow by `authorId` in `workspaceId`, published unless told otherwise. */
export async function insertWorkflow(
  s: TestServer,
  opts: { workspaceId: string; authorId: string; title?: string; published?: boolean },
): Promise<string> {
  const id = newId();
  await s.database.db.insert(workflows).values({
    id,
    organizationId: s.demoOrganizationId,
    workspaceId: opts.workspaceId,
    authorId: opts.authorId,
    title: opts.title ?? `Torque check ${id.slice(-4)}`,
    languageCode: 'en',
    processed: true,
    speechStatus: 'completed',
    stepsStatus: 'completed',
    convertStatus: 'finished',
    published: opts.published ?? true,
    publishedDate: new Date(),
  });
  return id;
}

/**
 * Another handle on the test database, as another server process has: on PostgreSQL its own
 * pool (its notifications reach our LISTEN through the server); on PGlite (one handle per
 * process) the same one.
 */
export async function otherProcessDatabase(
  s: TestServer,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (s.database.kind !== 'postgres' || !s.database.url)
    return { database: s.database, close: async () => undefined };
  const database = await openDatabase({ kind: 'postgres', url: s.database.url, poolSize: 2 });
  return { database, close: () => database.close() };
}

export interface EventStream {
  /** The next `event: notification`'s data, or null after `ms` without one. */
  next(ms?: number): Promise<Record<string, unknown> | null>;
  close(): void;
}

/** Opens GET /v1/me/notifications/events with fetch streaming (bearer auth) and parses events. */
export async function openEvents(s: TestServer, token: string): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${s.url}/v1/me/notifications/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream refused: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: Record<string, unknown>[] = [];
  let pending: Promise<void> | null = null;
  const pump = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (block.includes('event: notification') && data) events.push(JSON.parse(data.slice(6)));
    }
  };
  return {
    async next(ms = 2_000) {
      const deadline = Date.now() + ms;
      while (events.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) return null;
        pending ??= pump().finally(() => (pending = null));
        const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), left));
        if ((await Promise.race([pending, timeout])) === 'timeout') return null;
      }
      return events.shift()!;
    },
    close: () => abort.abort(),
  };
}
