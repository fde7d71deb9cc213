/**
 * Which sessions are still alive, for the access-token check on every signed-in request.
 *
 * The database is the truth (`sessions.revoked_at`). A process remembers what it read, but only
 * while it hears the revocation channel ('stepwise_session_revoked', raised by a trigger for
 * every writer): a revocation anywhere then reaches every process's memory before a request
 * that follows it. While the channel is down nothing is remembered and every request reads the
 * row. An epoch guards the race where a read that started before a revocation would store
 * "alive" after it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';

const MAX_ENTRIES = 50_000;

interface Entry {
  alive: boolean;
  expiresAt: number;
}

export class SessionRegistry {
  private readonly entries = new Map<string, Entry>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly recentlyHeard = new Set<string>();
  private live = false;
  private epoch = 0;
  private readonly query: ReturnType<typeof prepareSessionQuery>;

  constructor(
    db: Db,
    /** How long an answer is kept (a backstop; revocations are pushed). */
    private readonly ttlMs: number,
  ) {
    this.query = prepareSessionQuery(db);
  }

  /** What this process knows without asking: undefined means "read the database". */
  peek(sessionId: string): boolean | undefined {
    if (!this.live) return undefined;
    const e = this.entries.get(sessionId);
    if (!e) return undefined;
    if (e.expiresAt < Date.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return e.alive;
  }

  async isAlive(sessionId: string): Promise<boolean> {
    const known = this.peek(sessionId);
    if (known !== undefined) return known;
    const epoch = this.epoch;
    const rows = await this.query.execute({ id: sessionId });
    // No row: never issued here, or its user is gone. Either way not a session to honour.
    const alive = rows.length > 0 && rows[0]!.revokedAt === null;
    if (this.live && epoch === this.epoch) this.remember(sessionId, alive);
    return alive;
  }

  /** A revocation made by this process (the channel will confirm it). */
  revoked(sessionId: string): void {
    this.epoch++;
    if (this.live) this.remember(sessionId, false);
    else this.entries.delete(sessionId);
  }

  /** A revocation heard on the channel, from any process (this one included). */
  heard(sessionId: string): void {
    this.revoked(sessionId);
    // The echo can arrive before the revoking code starts waiting for it (with the statement's
    // own answer): it is kept briefly for that waiter.
    if (this.recentlyHeard.size >= 1000) this.recentlyHeard.clear();
    this.recentlyHeard.add(sessionId);
    setTimeout(() => this.recentlyHeard.delete(sessionId), 10_000).unref();
    const waiting = this.waiters.get(sessionId);
    if (!waiting) return;
    this.waiters.delete(sessionId);
    for (const w of waiting) w();
  }

  /**
   * Resolves once the channel has carried these revocations back to this process (or after
   * `timeoutMs`, or at once while the channel is down). The database sends a notification to
   * every listening process at the same moment, so a revoking request that waits for its own
   * echo answers only when the other processes have been told as well: a client that acts on
   * the answer (a logout, then a request elsewhere) finds the token dead everywhere.
   */
  async echoed(sessionIds: readonly string[], timeoutMs: number): Promise<void> {
    const unheard = sessionIds.filter((id) => !this.recentlyHeard.has(id));
    if (!this.live || unheard.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const pending: (() => void)[] = [];
    await Promise.race([
      Promise.all(
        unheard.map(
          (id) =>
            new Promise<void>((resolve) => {
              let set = this.waiters.get(id);
              if (!set) this.waiters.set(id, (set = new Set()));
              set.add(resolve);
              pending.push(() => set.delete(resolve));
            }),
        ),
      ),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    for (const p of pending) p();
    for (const id of unheard) if (this.waiters.get(id)?.size === 0) this.waiters.delete(id);
  }

  /** The channel's state: while it is down, nothing here can be trusted. */
  setLive(live: boolean): void {
    this.epoch++;
    this.live = live;
    if (!live) {
      this.entries.clear();
      // Nothing will be heard while the channel is down: nobody waits for it.
      for (const set of this.waiters.values()) for (const w of set) w();
      this.waiters.clear();
    }
  }

  private remember(sessionId: string, alive: boolean): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { alive, expiresAt: Date.now() + this.ttlMs });
  }
}

function prepareSessionQuery(db: Db) {
  return db
    .select({ revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_alive');
}
