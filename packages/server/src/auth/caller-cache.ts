/**
 * Resolved callers, kept briefly so a signed-in request need not read the user, organisation and
 * workspace roles every time. Correctness rests on the change feed: any write to those tables
 * drops the organisation's entries in every process, and while the feed is down nothing is
 * cached. The TTL is a backstop. An epoch guards the race where a read that started before a
 * change would otherwise store what it read after the invalidation.
 */
export interface CachedEntry<T> {
  value: T;
  organizationId: string;
  expiresAt: number;
}

export class CallerCache<T> {
  private readonly entries = new Map<string, CachedEntry<T>>();
  private live = false;
  private epoch = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  /** Call before reading from the database; pass the result to `set`. */
  begin(): number {
    return this.epoch;
  }

  get(userId: string): T | undefined {
    if (!this.live) return undefined;
    const e = this.entries.get(userId);
    if (!e) return undefined;
    if (e.expiresAt < Date.now()) {
      this.entries.delete(userId);
      return undefined;
    }
    return e.value;
  }

  set(userId: string, organizationId: string, value: T, epoch: number): void {
    if (!this.live || epoch !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { value, organizationId, expiresAt: Date.now() + this.ttlMs });
  }

  invalidateOrganization(organizationId: string): void {
    this.epoch++;
    for (const [key, e] of this.entries)
      if (e.organizationId === organizationId) this.entries.delete(key);
  }

  setLive(live: boolean): void {
    this.epoch++;
    this.live = live;
    if (!live) this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
