/**
 * Organisation tools (issue 25; 000 §2 /data-hub, /governance, /troubleshooting, /zoomlanding):
 * the rules the server and the portal share. Wire shapes in org-tools.schema.ts.
 */
import { INTERFACE_LANGUAGES, DEFAULT_LANGUAGE, type InterfaceLanguage } from './constants.js';
import { isoDate, type IsoDate } from './analytics.js';

// ---------------------------------------------------------------- data hub

/** What the data hub exports (000 §2 /data-hub: users, content, tracking, quiz results). */
export const DATA_HUB_KINDS = ['users', 'content', 'tracking', 'quiz-results'] as const;
export type DataHubKind = (typeof DATA_HUB_KINDS)[number];

/** The export source (domain/export-sources.ts) of a data-hub kind. */
export const dataHubReport = (kind: DataHubKind): `data-hub/${DataHubKind}` => `data-hub/${kind}`;

/** Kinds read over a date range (the others are the organisation as it is now). */
export const DATA_HUB_DATED_KINDS: readonly DataHubKind[] = ['tracking', 'quiz-results'];

/** Ours: the most rows a dataset read over an API key answers at once (CSV or JSON). */
export const DATA_HUB_DATASET_MAX_ROWS = 100_000;

// ---------------------------------------------------------------- API keys

/** Ours: a read-only key for BI tools is `swk_` + 32 random bytes in base64url. */
export const API_KEY_PREFIX = 'swk_';
export const API_KEY_RANDOM_BYTES = 32;
/** The characters of the key kept in clear (after `swk_`) to find it and show it in lists. */
export const API_KEY_SHOWN_CHARS = 8;
/** Ours: live keys per organisation. */
export const API_KEYS_MAX = 20;
export const API_KEY_NAME_MAX = 80;

/** Whether a bearer value has the shape of an API key (before any database look-up). */
export function looksLikeApiKey(value: string): boolean {
  return /^swk_[A-Za-z0-9_-]{43}$/.test(value);
}

/** The clear part kept for a key: its first characters after the prefix. */
export function apiKeyShownPart(key: string): string {
  return key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARS);
}

// ---------------------------------------------------------------- governance

export const GOVERNED_CONTENT_TYPES = ['workflows', 'multimodal-sops'] as const;
export type GovernedContentType = (typeof GOVERNED_CONTENT_TYPES)[number];

/** The governance tabs: all content, review due, stale, never viewed. */
export const GOVERNANCE_LISTS = ['all', 'review-due', 'stale', 'never-viewed'] as const;
export type GovernanceList = (typeof GOVERNANCE_LISTS)[number];

/** Ours: content not updated for this many days is stale. */
export const GOVERNANCE_STALE_DAYS = 180;
/** Ours: marking content reviewed moves its review-by date by this many days when it had one. */
export const GOVERNANCE_REVIEW_PERIOD_DAYS = 365;
export const GOVERNANCE_PAGE_SIZE = 20;

const DAY_MS = 86_400_000;

/** A review-by date that has passed (today itself is not yet due). */
export function isReviewDue(reviewBy: IsoDate | null, now: Date): boolean {
  return reviewBy !== null && reviewBy < isoDate(now);
}

/** Content whose last change is more than GOVERNANCE_STALE_DAYS ago. */
export function isStale(updatedAt: Date, now: Date): boolean {
  return now.getTime() - updatedAt.getTime() > GOVERNANCE_STALE_DAYS * DAY_MS;
}

/** The moment before which an update makes content stale. */
export function staleBefore(now: Date): Date {
  return new Date(now.getTime() - GOVERNANCE_STALE_DAYS * DAY_MS);
}

/**
 * The review-by date after a review today: the review period from today when the content had a
 * review-by date (a recurring review), else none (a one-off review).
 */
export function nextReviewBy(
  previous: IsoDate | null,
  now: Date,
  periodDays = GOVERNANCE_REVIEW_PERIOD_DAYS,
): IsoDate | null {
  if (previous === null) return null;
  return isoDate(new Date(now.getTime() + periodDays * DAY_MS));
}

// ---------------------------------------------------------------- troubleshooting

export const TROUBLESHOOTING_CHECKS = ['connectivity', 'media', 'ip-access', 'browser'] as const;
export type TroubleshootingCheck = (typeof TROUBLESHOOTING_CHECKS)[number];
export const TROUBLESHOOTING_STATUSES = ['pass', 'warn', 'fail'] as const;
export type TroubleshootingStatus = (typeof TROUBLESHOOTING_STATUSES)[number];

/** Ours: round trips sampled by the connectivity check. */
export const CONNECTIVITY_SAMPLES = 5;
/** Ours: a median round trip up to this is good, up to the second slow, beyond (or none) bad. */
export const CONNECTIVITY_GOOD_MS = 300;
export const CONNECTIVITY_SLOW_MS = 1000;
export const TROUBLESHOOTING_NOTE_MAX = 2000;
export const TROUBLESHOOTING_DETAIL_MAX = 500;

/** The median of the samples that came back (null when none did). */
export function medianMs(samples: readonly (number | null)[]): number | null {
  const ok = samples.filter((s): s is number => s !== null).sort((a, b) => a - b);
  if (ok.length === 0) return null;
  const mid = Math.floor(ok.length / 2);
  return ok.length % 2 === 1 ? ok[mid]! : (ok[mid - 1]! + ok[mid]!) / 2;
}

/** Connectivity: fail when no sample came back, warn when slow or some were lost, else pass. */
export function connectivityStatus(samples: readonly (number | null)[]): TroubleshootingStatus {
  const median = medianMs(samples);
  if (median === null || median > CONNECTIVITY_SLOW_MS) return 'fail';
  const lost = samples.some((s) => s === null);
  return median > CONNECTIVITY_GOOD_MS || lost ? 'warn' : 'pass';
}

/** The worst status of a set of results (pass when there are none). */
export function worstStatus(statuses: readonly TroubleshootingStatus[]): TroubleshootingStatus {
  if (statuses.includes('fail')) return 'fail';
  return statuses.includes('warn') ? 'warn' : 'pass';
}

// ---------------------------------------------------------------- zoom landing

/** The landing's known statuses (ours: the spec names none); anything else is `unknown`. */
export const ZOOM_LANDING_STATUSES = ['success', 'error', 'uninstalled', 'cancelled'] as const;
export type ZoomLandingStatus = (typeof ZOOM_LANDING_STATUSES)[number] | 'unknown';

export function zoomLandingStatus(status: string | undefined): ZoomLandingStatus {
  const s = (status ?? '').toLowerCase();
  return (ZOOM_LANDING_STATUSES as readonly string[]).includes(s)
    ? (s as ZoomLandingStatus)
    : 'unknown';
}

/** The landing's language: one of the 15 interface languages, else the default. */
export function zoomLandingLanguage(lang: string | undefined): InterfaceLanguage {
  const l = (lang ?? '').toLowerCase();
  return (INTERFACE_LANGUAGES as readonly string[]).includes(l)
    ? (l as InterfaceLanguage)
    : DEFAULT_LANGUAGE;
}

/** An organisation's subdomain (its client key): DNS-label letters only. */
export function isOrganizationSubdomain(value: string | undefined): value is string {
  return !!value && /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(value);
}

/**
 * The way back to the portal: always a path of this portal (never another site); with a valid
 * subdomain, the sign-in page of that organisation (its client key).
 */
export function zoomLandingReturnPath(subdomain: string | undefined): string {
  return isOrganizationSubdomain(subdomain)
    ? `/?clientKey=${encodeURIComponent(subdomain.toLowerCase())}`
    : '/';
}
