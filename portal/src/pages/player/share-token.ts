/**
 * The public pages' share token, kept in the browser (002 §3: token, email, contentId,
 * expiredAt, expireTs; key starts with ST-) so a visitor who opened a public link, or proved a
 * restricted or password share on /share/{id}, can come back to /p/{workflowId} or /si/{id}
 * without the query. Ignored when expired or for another content or address (002 §5); a failed
 * fetch clears it (002 §4).
 */
import {
  SHARE_TOKEN_KEY_PREFIX,
  SHARE_TOKEN_TTL_SECONDS,
  storedShareTokenValid,
} from '@stepwise/core';

/** Web Storage, or @stepwise/bridge/storage's guarded one. */
export type ShareTokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** How long a remembered public link's token lasts; the spec gives no figure (ours). */
export const SHARE_TOKEN_TTL_MS = SHARE_TOKEN_TTL_SECONDS * 1000;

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

/**
 * Remembers a token for its content. A public link's token (the share's id) has no address and
 * lasts SHARE_TOKEN_TTL_MS; a restricted share's token keeps the address it was issued to.
 */
export function rememberShareToken(
  storage: ShareTokenStorage,
  contentId: string,
  token: string,
  now: number,
  email: string | null = null,
): void {
  const expireTs = now + SHARE_TOKEN_TTL_MS;
  write(storage, {
    token,
    email,
    contentId,
    expiredAt: new Date(expireTs).toISOString(),
    expireTs,
  });
}

/**
 * Remembers a token the /share page was issued (POST /v1/share-landing/{id}/token) as the server
 * gave it: its address and its own expiry, so the player and /si open the content with it.
 */
export function rememberIssuedShareToken(
  storage: ShareTokenStorage,
  issued: StoredShareToken,
): void {
  write(storage, {
    token: issued.token,
    email: issued.email,
    contentId: issued.contentId,
    expiredAt: issued.expiredAt,
    expireTs: issued.expireTs,
  });
}

function write(storage: ShareTokenStorage, value: StoredShareToken): void {
  try {
    storage.setItem(shareTokenKey(value.contentId), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the link still works, only the coming back needs the query.
  }
}

/**
 * The stored token of a content when still valid (002 §5): not expired, for this content, and,
 * when `email` is given, issued to that address (a mail's link for someone else must not open
 * with this browser's earlier visitor's token). Without `email` any address is accepted: the
 * players do not know who is watching; the token carries it. An invalid token is dropped.
 */
export function storedShareToken(
  storage: ShareTokenStorage,
  contentId: string,
  now: number,
  email?: string | null,
): StoredShareToken | null {
  const stored = read(storage, contentId);
  if (!stored) return null;
  const expected = { email: email === undefined ? stored.email : email, contentId, now };
  if (storedShareTokenValid(stored, expected)) return stored;
  // Another visitor's token is kept for them; an expired or mismatched one is dropped.
  if (email === undefined || stored.expireTs <= now || stored.contentId !== contentId) {
    forgetShareToken(storage, contentId);
  }
  return null;
}

export function forgetShareToken(storage: ShareTokenStorage, contentId: string): void {
  try {
    storage.removeItem(shareTokenKey(contentId));
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/**
 * The token this visit uses: the link's (remembered for next time, unless it is the one already
 * stored, whose address and expiry are kept), else a valid stored one. An expired or mismatched
 * stored token is dropped.
 */
export function resolveShareToken(
  storage: ShareTokenStorage,
  contentId: string,
  fromLink: string | undefined,
  now: number,
): string | undefined {
  if (fromLink) {
    if (read(storage, contentId)?.token !== fromLink) {
      rememberShareToken(storage, contentId, fromLink, now);
    }
    return fromLink;
  }
  return storedShareToken(storage, contentId, now)?.token;
}
