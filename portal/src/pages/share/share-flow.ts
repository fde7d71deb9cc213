/**
 * The /share/{contentShareId} page's rules as data (no React): where a share's content opens,
 * how a refusal of the server reads for the visitor, and the code field's cleaning. The page
 * (share-page.tsx) and its forms only render these.
 */
import { statusOf } from '@stepwise/api';
import { SHARE_ACCESS_CODE_LENGTH, type ContentShareType } from '@stepwise/core';
import { publicPlayerLink } from '../player/player-route';
import { publicSmartInstructionLink } from '../sop-view/sop-route';

/** A share's content as a path of this portal: the public player or the public smart instruction. */
export function contentPath(type: ContentShareType, contentId: string): string {
  return type === 'workflow'
    ? `/p/${encodeURIComponent(contentId)}`
    : `/si/${encodeURIComponent(contentId)}`;
}

/**
 * A public share opens its content with the share's own id as the token, exactly like the
 * public links the share dialog copies (/p/{id}?shareToken= and /si/{id}?shareToken=).
 */
export function publicContentPath(type: ContentShareType, contentId: string, shareId: string) {
  const link =
    type === 'workflow'
      ? publicPlayerLink('', contentId, shareId)
      : publicSmartInstructionLink('', contentId, shareId);
  return link;
}

/** What went wrong, as the visitor can act on it. */
export type ShareFailure =
  /** 403: this address may not open the content. */
  | 'refused'
  /** 429: too many tries; wait. */
  | 'tooMany'
  /** The code is no longer valid (expired, or spent by wrong tries): ask for a new one. */
  | 'codeExpired'
  | 'wrongCode'
  | 'wrongPassword'
  /** 404: the share is gone or no longer shared. */
  | 'missing'
  /** Anything else: the server's message. */
  | 'other';

/**
 * Reads a refusal of the landing calls. The server answers a wrong or expired code alike (403,
 * so nobody learns which codes were ever sent), and a wrong password with 403 too; only the
 * address step's 403 means the address is not admitted. 410 would be an expired code.
 */
export function shareFailureOf(err: unknown, step: 'email' | 'code' | 'password'): ShareFailure {
  const status = statusOf(err);
  if (status === 429) return 'tooMany';
  if (status === 404) return 'missing';
  if (step === 'code' && status === 410) return 'codeExpired';
  if (status === 400 || status === 401 || status === 403) {
    if (step === 'code') return 'wrongCode';
    if (step === 'password') return 'wrongPassword';
    if (status === 403) return 'refused';
  }
  return 'other';
}

/** The i18n key of each failure ('other' shows the server's message instead). */
export const FAILURE_KEYS = {
  refused: 'share.page.refused',
  tooMany: 'share.page.tooMany',
  codeExpired: 'share.page.codeExpired',
  wrongCode: 'share.page.wrongCode',
  wrongPassword: 'share.page.wrongPassword',
  missing: 'share.page.missing',
} as const;

/** A typed or pasted code: its digits only, at most the code's length ("123 456" -> "123456"). */
export const cleanAccessCode = (value: string) =>
  value.replace(/\D/g, '').slice(0, SHARE_ACCESS_CODE_LENGTH);

export const accessCodeComplete = (value: string) => value.length === SHARE_ACCESS_CODE_LENGTH;
