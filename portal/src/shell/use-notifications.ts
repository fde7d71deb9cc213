/**
 * The bell's state (002 §4): the caller's cards and their unread / unseen counts, kept live over
 * GET /v1/me/notifications/events (no polling). The stream reconnects with backoff by itself
 * (watchNotifications), so the bell keeps working after the network comes back. An event with a
 * new card puts it on top; an event without one (a fresh connection, or read / seen elsewhere)
 * only carries counts, and the list is read again the next time the panel shows.
 * Update failures are logged, not shown (002 §8).
 */
import {
  listNotifications,
  markNotificationsRead,
  markNotificationsSeen,
  watchNotifications,
} from '@stepwise/api';
import type { NotificationEvent, StoredNotification } from '@stepwise/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api';
import { messageOf } from '../i18n/t';

export type CardsState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; items: StoredNotification[] };

export interface NotificationsModel {
  cards: CardsState;
  unread: number;
  unseen: number;
  /** Reads the list when it was never read or went stale (the panel calls it as it opens). */
  refresh: (force?: boolean) => void;
  /** Opening the bell: every card counts as seen (clears the badge and the red dot). */
  markSeen: () => void;
  /** A card was opened: its stored notifications are read. */
  markRead: (n: StoredNotification) => void;
}

/** The new card on top, replacing an older version of the same card (grouped kinds). */
export function withCard(items: readonly StoredNotification[], card: StoredNotification) {
  return [card, ...items.filter((i) => i.id !== card.id)];
}

export function useNotifications(): NotificationsModel {
  const [cards, setCards] = useState<CardsState>({ state: 'idle' });
  const [counts, setCounts] = useState({ unread: 0, unseen: 0 });
  const stale = useRef(true);
  const reading = useRef(0);
  // Bumped by every newer source of counts (an event, seen, read): a list answer that was asked
  // for before one of them must not put its older counts back (the badge would stick at 1).
  const countsVersion = useRef(0);
  const takeCounts = useCallback((next: { unread: number; unseen: number }) => {
    countsVersion.current += 1;
    setCounts(next);
  }, []);

  const refresh = useCallback((force = false) => {
    if (!force && !stale.current) return;
    stale.current = false;
    const attempt = ++reading.current;
    const version = countsVersion.current;
    setCards((c) => (c.state === 'ready' ? c : { state: 'loading' }));
    listNotifications(api).then(
      (list) => {
        if (attempt !== reading.current) return;
        setCards({ state: 'ready', items: list.items });
        if (version === countsVersion.current) {
          setCounts({ unread: list.unread, unseen: list.unseen });
        }
      },
      (err: unknown) => {
        if (attempt !== reading.current) return;
        stale.current = true;
        setCards({ state: 'error', message: messageOf(err) });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const onEvent = (event: NotificationEvent) => {
      takeCounts({ unread: event.unread, unseen: event.unseen });
      if (event.item) {
        const card = event.item;
        setCards((c) => (c.state === 'ready' ? { ...c, items: withCard(c.items, card) } : c));
      } else {
        stale.current = true;
      }
    };
    watchNotifications(api, onEvent, controller.signal).catch((err: unknown) => {
      // Signed out or refused: the session's own handling takes over; nothing to show here.
      console.warn('notification stream ended', err);
    });
    return () => controller.abort();
  }, [takeCounts]);

  const markSeen = useCallback(() => {
    countsVersion.current += 1;
    setCounts((c) => ({ ...c, unseen: 0 }));
    setCards((c) =>
      c.state === 'ready' ? { ...c, items: c.items.map((i) => ({ ...i, counter: 0 })) } : c,
    );
    markNotificationsSeen(api).then(takeCounts, (err: unknown) =>
      console.warn('marking notifications seen failed', err),
    );
  }, [takeCounts]);

  const markRead = useCallback(
    (n: StoredNotification) => {
      if (n.read) return;
      setCards((c) =>
        c.state === 'ready'
          ? { ...c, items: c.items.map((i) => (i.id === n.id ? { ...i, read: true } : i)) }
          : c,
      );
      countsVersion.current += 1;
      setCounts((c) => ({ ...c, unread: Math.max(0, c.unread - 1) }));
      markNotificationsRead(api, n.ids).then(takeCounts, (err: unknown) =>
        console.warn('marking a notification read failed', err),
      );
    },
    [takeCounts],
  );

  return { cards, unread: counts.unread, unseen: counts.unseen, refresh, markSeen, markRead };
}
