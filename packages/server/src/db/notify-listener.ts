/**
 * LISTEN on some channels, on PGlite or PostgreSQL (the caller cache's change feed and the job
 * workers both use it): on PostgreSQL one dedicated connection that reconnects with backoff. `onState(false)`
 * means notifications may be missed until `onState(true)`: callers poll meanwhile.
 */
import pg from 'pg';
import type { Database } from '../db/client.js';

export interface NotifyListener {
  readonly live: boolean;
  close(): Promise<void>;
}

export interface NotifyHandlers {
  onNotify(channel: string, payload: string): void;
  onState?(live: boolean): void;
}

export async function listenTo(
  database: Database,
  channels: readonly string[],
  h: NotifyHandlers,
): Promise<NotifyListener> {
  const state = { live: false, closed: false };
  const setLive = (live: boolean) => {
    if (state.live === live) return;
    state.live = live;
    h.onState?.(live);
  };

  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await Promise.all(
      channels.map((channel) => pglite.listen(channel, (payload) => h.onNotify(channel, payload))),
    );
    setLive(true);
    return {
      get live() {
        return state.live;
      },
      async close() {
        state.closed = true;
        setLive(false);
        await Promise.all(unlisten.map((u) => u().catch(() => undefined)));
      },
    };
  }

  if (!database.url) throw new Error('LISTEN needs a PostgreSQL URL');
  const url = database.url;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt: number): Promise<void> => {
    if (state.closed) return;
    const c = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      setLive(false);
      c.end().catch(() => undefined);
      if (!state.closed)
        retry = setTimeout(() => void connect(attempt + 1), Math.min(30_000, 250 * 2 ** attempt));
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.payload !== undefined && channels.includes(n.channel)) h.onNotify(n.channel, n.payload);
    });
    client = c;
    try {
      await c.connect();
      for (const channel of channels) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (state.closed) {
        await c.end().catch(() => undefined);
        return;
      }
      setLive(true);
    } catch {
      lost();
    }
  };
  await connect(0);
  return {
    get live() {
      return state.live;
    },
    async close() {
      state.closed = true;
      if (retry) clearTimeout(retry);
      setLive(false);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
