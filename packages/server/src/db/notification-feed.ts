/**
 * Who had their notifications change, live, for the notification streams (issue 24, GET
 * /v1/me/notifications/events). One `NotificationFeed` per process holds one LISTEN on
 * 'stepwise_notification' — the notifications trigger (migration 0023) sends the receiver's id on
 * every insert, update and delete, whichever process made it — and wakes that receiver's open
 * streams. While notifications are down (a lost PostgreSQL connection) every stream is woken on
 * a poll instead, so a stream re-reads and sends only what changed: nothing is lost, it is late.
 */
import type { Database } from './client.js';
import { listenTo, type NotifyListener } from './notify-listener.js';

export const NOTIFICATION_CHANNEL = 'stepwise_notification';

export interface NotificationFeedOptions {
  /** How often streams are woken while notifications are down; 5 s by default. */
  pollMs?: number;
}

interface Watcher {
  pending: boolean;
  closed: boolean;
  wake?: () => void;
}

export class NotificationFeed {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private listener?: NotifyListener;
  private timer?: NodeJS.Timeout;
  private closed = false;

  static async open(
    database: Database,
    opts: NotificationFeedOptions = {},
  ): Promise<NotificationFeed> {
    const feed = new NotificationFeed();
    feed.listener = await listenTo(database, [NOTIFICATION_CHANNEL], {
      onNotify: (_channel, receiverId) => feed.poke(receiverId),
      // Back from an outage: what changed meanwhile went unannounced.
      onState: (live) => live && feed.pokeAll(),
    });
    feed.timer = setInterval(() => {
      if (!feed.listener?.live) feed.pokeAll();
    }, opts.pollMs ?? 5_000);
    feed.timer.unref();
    return feed;
  }

  /** Whether changes arrive as they happen (else on the poll). */
  get live(): boolean {
    return this.listener?.live ?? false;
  }

  /**
   * Yields once at the start and then after each change of this receiver's notifications
   * (several quick changes may be one wake); ends when `signal` aborts or the feed closes.
   */
  async *watch(receiverId: string, opts: { signal?: AbortSignal } = {}): AsyncGenerator<void> {
    if (this.closed || opts.signal?.aborted) return;
    const watcher: Watcher = { pending: true, closed: false };
    let set = this.watchers.get(receiverId);
    if (!set) this.watchers.set(receiverId, (set = new Set()));
    set.add(watcher);
    const onAbort = () => {
      watcher.closed = true;
      watcher.wake?.();
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      while (!watcher.closed) {
        if (watcher.pending) {
          watcher.pending = false;
          yield;
          continue;
        }
        await new Promise<void>((resolve) => (watcher.wake = resolve));
        watcher.wake = undefined;
      }
    } finally {
      opts.signal?.removeEventListener('abort', onAbort);
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(receiverId) === set) this.watchers.delete(receiverId);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    for (const set of this.watchers.values())
      for (const w of set) {
        w.closed = true;
        w.wake?.();
      }
    await this.listener?.close();
  }

  private poke(receiverId: string): void {
    for (const w of this.watchers.get(receiverId) ?? []) {
      w.pending = true;
      w.wake?.();
    }
  }

  private pokeAll(): void {
    for (const id of this.watchers.keys()) this.poke(id);
  }
}
