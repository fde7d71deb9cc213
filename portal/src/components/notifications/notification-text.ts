/**
 * What a notification card says (002 §4): its label, its sentence (with the reaction senders
 * rule), its due line and its age. Pure functions over the catalogue, so the card, the bell and
 * the tests share them.
 */
import {
  GROUPED_NOTIFICATION_TYPES,
  sendersSummary,
  type StoredNotification,
} from '@stepwise/core';
import { currentLanguage, t } from '../../i18n/t';
import { notificationLabelKey, notificationTextKey } from '../../lib/notification-target';

type CardFields = Pick<
  StoredNotification,
  'type' | 'title' | 'activity' | 'senders' | 'dueDaysLeft' | 'dueAt'
>;

/**
 * 002 §4: with two or more senders the message names the first two and counts the rest
 * ('Ann, Bo and 3 more'); one sender is named alone.
 */
export function sendersText(names: readonly string[]): string {
  const { names: shown, others } = sendersSummary(names.filter(Boolean));
  const [first = t('notification.someone'), second] = shown;
  if (!second) return first;
  return others > 0
    ? t('notification.sendersMore', { first, second, count: others })
    : t('notification.sendersTwo', { first, second });
}

/** The card's sentence, e.g. 'Ann shared “Torque check” with you'. */
export function notificationText(n: CardFields): string {
  const sender = n.activity.senderName || t('notification.someone');
  const senders = GROUPED_NOTIFICATION_TYPES.includes(n.type)
    ? sendersText(n.senders.map((s) => s.name))
    : sender;
  return t(notificationTextKey(n.type), { sender, senders, title: n.title });
}

export function notificationLabel(n: Pick<StoredNotification, 'type'>): string {
  return t(notificationLabelKey(n.type));
}

/**
 * The due line of the due kinds: days left, due today, or overdue; null for cards without a
 * due date. The server's dueDaysLeft is preferred (it counts in the receiver's days).
 */
export function dueText(n: CardFields, now = Date.now()): string | null {
  let days = n.dueDaysLeft;
  if (days === null && n.dueAt) days = Math.ceil((Date.parse(n.dueAt) - now) / 86_400_000);
  if (days === null) return null;
  if (days < 0) return t('notification.overdue');
  if (days === 0) return t('notification.dueToday');
  return t('notification.daysLeft', { count: days });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', '2 days ago' in the interface language (Intl does the wording). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
