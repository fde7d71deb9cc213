/**
 * The public player's share token, kept in the browser (002 §3: token, email, contentId,
 * expiredAt, expireTs; key starts with ST-) so a visitor who opened a public link can come back
 * to /p/{workflowId} without the query. Ignored when expired or for another content (002 §5);
 * a failed fetch clears it (002 §4).
 */
import { SHARE_TOKEN_KEY_PREFIX, storedShareTokenValid } from '@stepwise/core';

/** Web Storage, or @stepwise/bridge/storage's guarded one. */
export type ShareTokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** How long a remembered token lasts; the spec gives no figure (ours). */
export const SHARE_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredShareToken {
  token: string;
  /** The visitor's e-mail for restricted shares; public visitors have none. */
  email: string | null;
  contentId: string;
  expiredAt: string;
  expireTs: number;
}

export const shareTokenKey = (contentId: string) => `${SHARE_TOKEN_KEY_PREFIX}${contentId}`;

function read(storage: ShareTokenStorage, contentId: string): StoredShareToken | null {
  try {
    const raw = storage.getItem(shareTokenKey(contentId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return null;
    const v = value as Partial<StoredShareToken>;
    if (typeof v.token !== 'string' || typeof v.expireTs !== 'number') return null;
    if (typeof v.contentId !== 'string') return null;
    return {
      token: v.token,
      email: typeof v.email === 'string' ? v.email : null,
      contentId: v.contentId,
      expiredAt: typeof v.expiredAt === 'string' ? v.expiredAt : '',
      expireTs: v.expireTs,
    };
  } catch {
    return null;
  }
}

export function rememberShareToken(
  storage: ShareTokenStorage,
  contentId: string,
  token: string,
  now: number,
): void {
  const expireTs = now + SHARE_TOKEN_TTL_MS;
  const value: StoredShareToken = {
    token,
    email: null,
    contentId,
    expiredAt: new Date(expireTs).toISOString(),
    expireTs,
  };
  try {
    storage.setItem(shareTokenKey(contentId), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the link still works, only the coming back needs the query.
  }
}

export function forgetShareToken(storage: ShareTokenStorage, contentId: string): void {
  try {
    storage.removeItem(shareTokenKey(contentId));
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/**
 * The token this visit uses: the link's (remembered for next time), else a valid stored one.
 * An expired or mismatched stored token is dropped.
 */
export function resolveShareToken(
  storage: ShareTokenStorage,
  contentId: string,
  fromLink: string | undefined,
  now: number,
): string | undefined {
  if (fromLink) {
    rememberShareToken(storage, contentId, fromLink, now);
    return fromLink;
  }
  const stored = read(storage, contentId);
  if (!stored) return undefined;
  if (storedShareTokenValid(stored, { email: null, contentId, now })) return stored.token;
  forgetShareToken(storage, contentId);
  return undefined;
}
