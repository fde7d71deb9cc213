/**
 * Listens to 'stepwise_org_changed' (raised by triggers, see drizzle/0001_caller_invalidation.sql)
 * so caches in this process learn about changes made by any process. `onState(false)` means
 * notifications may be missed: caches must stop trusting themselves until `onState(true)`.
 */
import pg from 'pg';
import type { Database } from './client.js';

export const ORG_CHANGED_CHANNEL = 'stepwise_org_changed';

export interface ChangeFeed {
  close(): Promise<void>;
}

export interface ChangeFeedHandlers {
  onChange(organizationId: string): void;
  onState(live: boolean): void;
}

export async function openChangeFeed(
  database: Database,
  h: ChangeFeedHandlers,
): Promise<ChangeFeed> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(ORG_CHANGED_CHANNEL, (payload) =>
      h.onChange(payload),
    );
    h.onState(true);
    return {
      async close() {
        h.onState(false);
        await unlisten().catch(() => undefined);
      },
    };
  }
  if (!database.url) throw new Error('change feed needs a PostgreSQL URL');
  const url = database.url;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt: number): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      h.onState(false);
      c.end().catch(() => undefined);
      if (!closed)
        retry = setTimeout(() => void connect(attempt + 1), Math.min(30_000, 250 * 2 ** attempt));
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === ORG_CHANGED_CHANNEL && n.payload) h.onChange(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${ORG_CHANGED_CHANNEL}`);
      client = c;
      h.onState(true);
    } catch {
      client = c;
      lost();
    }
  };
  await connect(0);
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      h.onState(false);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
