/**
 * The rules of the customised permissions form (/admin/setting/permissions; 000 §3, issue 6):
 * what the form holds, whether an origin may join the embedding allow-list, whether the
 * auto-logout timeout is valid, and which changes a save sends. Pure, so the page only renders.
 */
import type { CustomizedPermissionsUpdate } from '@stepwise/api';
import {
  AUTO_LOGOUT_DEFAULT_MINUTES,
  MAX_ALLOWED_ORIGINS,
  isOrigin,
  originOf,
  type CustomizedPermissions,
} from '@stepwise/core';

/** The server's range for autoLogoutTimeout (core's customised permissions schema). */
export const AUTO_LOGOUT_MIN_MINUTES = 1;
export const AUTO_LOGOUT_MAX_MINUTES = 1440;

/** The settings this page edits; IP restriction has its own page (/admin/setting/ip-restriction). */
export interface PermissionsForm {
  disablePublicLinks: boolean;
  disableDownloads: boolean;
  allowAutoLogout: boolean;
  /** As typed, so a half-typed value is kept and explained instead of replaced. */
  autoLogoutTimeout: string;
  allowedOrigins: string[];
}

export type OriginProblem = 'empty' | 'invalid' | 'duplicate' | 'tooMany';
export type TimeoutProblem = 'timeoutRange';

export function formOf(saved: CustomizedPermissions): PermissionsForm {
  return {
    disablePublicLinks: saved.disablePublicLinks,
    disableDownloads: saved.disableDownloads,
    allowAutoLogout: saved.allowAutoLogout,
    autoLogoutTimeout: String(saved.autoLogoutTimeout || AUTO_LOGOUT_DEFAULT_MINUTES),
    allowedOrigins: [...saved.allowedOrigins],
  };
}

/** The origin `input` adds to `list` (as browsers report it), or why it may not join. */
export function originToAdd(
  list: readonly string[],
  input: string,
): { origin: string } | { problem: OriginProblem } {
  if (input.trim() === '') return { problem: 'empty' };
  const origin = originOf(input);
  if (origin === null) return { problem: 'invalid' };
  if (list.includes(origin)) return { problem: 'duplicate' };
  if (list.length >= MAX_ALLOWED_ORIGINS) return { problem: 'tooMany' };
  return { origin };
}

/** Whole minutes from 1 to 1440, or the problem. */
export function timeoutMinutes(text: string): number | TimeoutProblem {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 'timeoutRange';
  const minutes = Number(trimmed);
  return minutes >= AUTO_LOGOUT_MIN_MINUTES && minutes <= AUTO_LOGOUT_MAX_MINUTES
    ? minutes
    : 'timeoutRange';
}

/**
 * Loaded entries the server would now refuse (written before origins were checked): they are
 * shown flagged, and the list cannot be saved until they are removed.
 */
export function invalidOrigins(list: readonly string[]): string[] {
  return list.filter((origin) => !isOrigin(origin));
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * What a save sends: only the settings that differ from the saved ones, so a save never writes
 * back a value someone else changed meanwhile (the sign-in tests switch auto-logout, another
 * admin may edit the list). The timeout is sent only while auto-logout is on. Null when the
 * form is invalid.
 */
export function changesOf(
  saved: CustomizedPermissions,
  form: PermissionsForm,
): CustomizedPermissionsUpdate | null {
  const changes: CustomizedPermissionsUpdate = {};
  if (form.disablePublicLinks !== saved.disablePublicLinks) {
    changes.disablePublicLinks = form.disablePublicLinks;
  }
  if (form.disableDownloads !== saved.disableDownloads) {
    changes.disableDownloads = form.disableDownloads;
  }
  if (form.allowAutoLogout !== saved.allowAutoLogout) {
    changes.allowAutoLogout = form.allowAutoLogout;
  }
  if (form.allowAutoLogout) {
    const minutes = timeoutMinutes(form.autoLogoutTimeout);
    if (typeof minutes !== 'number') return null;
    if (minutes !== saved.autoLogoutTimeout) changes.autoLogoutTimeout = minutes;
  }
  if (!sameList(form.allowedOrigins, saved.allowedOrigins)) {
    if (invalidOrigins(form.allowedOrigins).length > 0) return null;
    changes.allowedOrigins = [...form.allowedOrigins];
  }
  return changes;
}

export const hasChanges = (changes: CustomizedPermissionsUpdate | null): boolean =>
  changes !== null && Object.keys(changes).length > 0;
