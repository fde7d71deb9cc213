/**
 * The share dialog's rules as data (no React): which access types a person may choose (001 §6),
 * how the restricted lists read (the same normalising as the server: normaliseShareDomain /
 * normaliseShareEmail), what a save sends (001 §7 "only fields relevant to the chosen access
 * type") and which links the dialog offers.
 */
import {
  canShareExternally,
  canShareInternally,
  DEFAULT_PERMISSION_SETTINGS,
  normalisePermissionSettings,
  normaliseShareDomain,
  normaliseShareEmail,
  SHARE_MAX_DOMAINS,
  SHARE_MAX_EMAILS,
  SHARE_PASSWORD_MAX,
  SHARE_PASSWORD_MIN,
  type ContentShareItem,
  type ContentShareUpdate,
  type ExternalAccessType,
  type FeatureFlags,
  type PermissionSettings,
  type RoleName,
} from '@stepwise/core';
import { publicPlayerLink } from '../pages/player/player-route';
import { publicSmartInstructionLink } from '../pages/sop-view/sop-route';

/** What is shared: a workflow (public link /p/{id}) or a smart instruction (/si/{id}). */
export type ShareContent = { type: 'workflow'; id: string } | { type: 'multimodalSop'; id: string };

/** 001 §6: who may share inside the organisation and who outside it. */
export interface ShareRights {
  internal: boolean;
  external: boolean;
}

/**
 * The signed-in person's rights from their role and the organisation's permission settings
 * (external lists are emptied when no external channel is on). Unknown (no session, as in a
 * story) allows both: the server still refuses what the organisation does not allow.
 */
export function shareRights(
  who: {
    role: RoleName;
    permissionSettings: PermissionSettings | null;
    features: FeatureFlags;
  } | null,
): ShareRights {
  if (!who) return { internal: true, external: true };
  const settings = normalisePermissionSettings(
    who.permissionSettings ?? DEFAULT_PERMISSION_SETTINGS,
    who.features,
  );
  return {
    internal: canShareInternally(who.role, settings),
    external: canShareExternally(who.role, settings),
  };
}

/**
 * The access types offered: 'none' always; public only while the organisation allows public
 * links, restricted only while e-mail or domain sharing is on, password with any external right.
 * The share's current type stays listed (so a person sees what is set) even when no longer
 * allowed.
 */
export function accessChoices(share: ContentShareItem, rights: ShareRights): ExternalAccessType[] {
  const choices: ExternalAccessType[] = ['none'];
  if (rights.external && share.publicLinksAllowed) choices.push('public');
  if (rights.external && share.restrictedSharingAllowed) choices.push('restricted');
  if (rights.external) choices.push('password');
  if (!choices.includes(share.externalAccessType)) choices.push(share.externalAccessType);
  return choices;
}

// The same shapes the server's schema accepts (content-share.schema.ts), so a list the dialog
// passes is a list the server takes.
const DOMAIN_PATTERN =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validShareDomain = (value: string) => DOMAIN_PATTERN.test(value);
export const validShareEmail = (value: string) =>
  value.length <= 254 && EMAIL_PATTERN.test(value) && !value.includes('..');

/** One entry typed or pasted into the restricted list: a domain or an address, and whether it is valid. */
export interface ShareEntry {
  kind: 'domain' | 'email';
  value: string;
  valid: boolean;
}

/**
 * Reads what was typed or pasted (commas, semicolons, spaces or new lines between entries): an
 * entry with an '@' after its first character is an address, else a domain ('@partner.test'
 * is the domain partner.test).
 */
export function parseShareEntries(text: string): ShareEntry[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((raw) => {
      if (raw.lastIndexOf('@') > 0) {
        const value = normaliseShareEmail(raw);
        return { kind: 'email' as const, value, valid: validShareEmail(value) };
      }
      const value = normaliseShareDomain(raw);
      return { kind: 'domain' as const, value, valid: validShareDomain(value) };
    });
}

/** Adds entries to a list, once each (same kind and value). */
export function addShareEntries(list: ShareEntry[], more: ShareEntry[]): ShareEntry[] {
  const next = [...list];
  for (const entry of more) {
    if (!next.some((e) => e.kind === entry.kind && e.value === entry.value)) next.push(entry);
  }
  return next;
}

/** The restricted share's lists as entries (all valid: the server stored them). */
export function entriesOfShare(share: ContentShareItem): ShareEntry[] {
  return [
    ...share.externalRestrictedDomains.map((value) => ({
      kind: 'domain' as const,
      value,
      valid: true,
    })),
    ...share.externalRestrictedEmailRecords.map(({ email }) => ({
      kind: 'email' as const,
      value: email,
      valid: true,
    })),
  ];
}

/** What the form holds before saving. */
export interface ShareDraft {
  access: ExternalAccessType;
  entries: ShareEntry[];
  notify: boolean;
  message: string;
  password: string;
}

export const draftOfShare = (share: ContentShareItem): ShareDraft => ({
  access: share.externalAccessType,
  entries: entriesOfShare(share),
  notify: false,
  message: '',
  password: '',
});

/** Why a draft cannot be saved (an i18n key with its values). */
export type ShareDraftProblem =
  | { key: 'share.invalidEntries'; number: number }
  | { key: 'share.noEntries' }
  | { key: 'share.tooManyDomains'; max: number }
  | { key: 'share.tooManyEmails'; max: number }
  | { key: 'share.passwordLength'; min: number; max: number }
  | { key: 'share.passwordRequired' };

/**
 * The PUT body of a draft (only the chosen type's fields), or the first problem. A password
 * share that already has one keeps it when the field is left empty.
 */
export function shareUpdateOf(
  draft: ShareDraft,
  hasPassword: boolean,
): { ok: true; update: ContentShareUpdate } | { ok: false; problem: ShareDraftProblem } {
  switch (draft.access) {
    case 'none':
    case 'public':
      return { ok: true, update: { externalAccessType: draft.access } };
    case 'restricted': {
      const invalid = draft.entries.filter((e) => !e.valid).length;
      if (invalid > 0)
        return { ok: false, problem: { key: 'share.invalidEntries', number: invalid } };
      const domains = draft.entries.filter((e) => e.kind === 'domain').map((e) => e.value);
      const emails = draft.entries.filter((e) => e.kind === 'email').map((e) => e.value);
      if (domains.length + emails.length === 0) {
        return { ok: false, problem: { key: 'share.noEntries' } };
      }
      if (domains.length > SHARE_MAX_DOMAINS) {
        return { ok: false, problem: { key: 'share.tooManyDomains', max: SHARE_MAX_DOMAINS } };
      }
      if (emails.length > SHARE_MAX_EMAILS) {
        return { ok: false, problem: { key: 'share.tooManyEmails', max: SHARE_MAX_EMAILS } };
      }
      const message = draft.message.trim();
      return {
        ok: true,
        update: {
          externalAccessType: 'restricted',
          externalRestrictedDomains: domains,
          externalRestrictedEmailRecords: emails.map((email) => ({ email })),
          notify: draft.notify && emails.length > 0,
          ...(draft.notify && message ? { message } : {}),
        },
      };
    }
    case 'password': {
      if (!draft.password) {
        return hasPassword
          ? { ok: true, update: { externalAccessType: 'password' } }
          : { ok: false, problem: { key: 'share.passwordRequired' } };
      }
      if (
        draft.password.length < SHARE_PASSWORD_MIN ||
        draft.password.length > SHARE_PASSWORD_MAX
      ) {
        return {
          ok: false,
          problem: {
            key: 'share.passwordLength',
            min: SHARE_PASSWORD_MIN,
            max: SHARE_PASSWORD_MAX,
          },
        };
      }
      return {
        ok: true,
        update: { externalAccessType: 'password', externalPassword: draft.password },
      };
    }
  }
}

/** The signed-in link members open (001 §6 internal sharing). */
export function internalShareLink(origin: string, content: ShareContent): string {
  return content.type === 'workflow'
    ? `${origin}/playermain/${encodeURIComponent(content.id)}`
    : `${origin}/smart-instruction/${encodeURIComponent(content.id)}`;
}

/** The landing page of a restricted or password share: /share/{contentShareId}. */
export function shareLandingLink(origin: string, shareId: string): string {
  return `${origin}/share/${encodeURIComponent(shareId)}`;
}

/**
 * The outside link for a share's saved type: a public share keeps its /p and /si links; a
 * restricted or password share goes through /share/{id}; none has no outside link.
 */
export function externalShareLink(
  origin: string,
  content: ShareContent,
  share: Pick<ContentShareItem, 'id' | 'externalAccessType'>,
): string | null {
  switch (share.externalAccessType) {
    case 'public':
      return content.type === 'workflow'
        ? publicPlayerLink(origin, content.id, share.id)
        : publicSmartInstructionLink(origin, content.id, share.id);
    case 'restricted':
    case 'password':
      return shareLandingLink(origin, share.id);
    case 'none':
      return null;
  }
}
