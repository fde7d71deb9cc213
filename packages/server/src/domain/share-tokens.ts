/**
 * Share tokens (002 §3, §5): what the /share page receives for its proof (a mailed code, the
 * password) and then sends in the x-external-access-token header. Self-contained and signed, so
 * no row is kept per token:
 *
 *   st1.<base64url JSON {s: shareId, c: contentId, e: email | null, x: expiry (unix s), v: epoch}>
 *      .<base64url HMAC-SHA256(key, the payload as written)>
 *
 * The key is derived from the media signing key under a label of its own, so no media token (nor
 * anything else signed with that key) can pass for a share token. Revocation needs no list: every
 * change of a share's access raises its token_epoch, and a token of an older epoch opens nothing
 * (external-access.ts `shareGrant`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const SHARE_TOKEN_PREFIX = 'st1.';
/** Longest token we read: a 254-character address fits with room to spare. */
export const SHARE_TOKEN_MAX_LENGTH = 1024;
const KEY_LABEL = 'stepwise/share-token/v1';
// An HMAC-SHA256 is 32 bytes: 43 base64url characters without padding.
const SIGNATURE_LENGTH = 43;
const B64URL = /^[A-Za-z0-9_-]+$/;

export interface ShareTokenClaims {
  shareId: string;
  /** The workflow or smart instruction the share opens. */
  contentId: string;
  /** The address a restricted share's token was issued to; null for public and password. */
  email: string | null;
  /** Unix seconds. */
  expiresAt: number;
  /** The share's token_epoch when the token was issued. */
  epoch: number;
}

export type ShareTokenCheck =
  | { ok: true; claims: ShareTokenClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const payloadSchema = z.strictObject({
  s: z.string().min(1).max(64),
  c: z.string().min(1).max(64),
  e: z.string().min(3).max(254).nullable(),
  x: z.number().int().positive(),
  v: z.number().int().nonnegative(),
});

const derived = new Map<string, WeakMap<Uint8Array, Uint8Array>>();

/**
 * A key of its own for `label`, derived once per media key: what one label signs (a share
 * token, a skill certificate) can never pass for another's.
 */
export function derivedKey(mediaKey: Uint8Array, label: string): Uint8Array {
  let byKey = derived.get(label);
  if (!byKey) derived.set(label, (byKey = new WeakMap()));
  let key = byKey.get(mediaKey);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', mediaKey).update(label).digest());
    byKey.set(mediaKey, key);
  }
  return key;
}

/** The share-token key, derived once per media key. */
export function shareTokenKey(mediaKey: Uint8Array): Uint8Array {
  return derivedKey(mediaKey, KEY_LABEL);
}

const mac = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export const isShareToken = (token: string): boolean => token.startsWith(SHARE_TOKEN_PREFIX);

export function signShareToken(key: Uint8Array, claims: ShareTokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      s: claims.shareId,
      c: claims.contentId,
      e: claims.email,
      x: claims.expiresAt,
      v: claims.epoch,
    }),
  ).toString('base64url');
  return `${SHARE_TOKEN_PREFIX}${payload}.${mac(key, payload)}`;
}

/**
 * Reads a token: its signature first (compared in constant time), then its payload and expiry.
 * Says why it is refused; callers answer every refusal alike.
 */
export function readShareToken(
  key: Uint8Array,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): ShareTokenCheck {
  if (!isShareToken(token) || token.length > SHARE_TOKEN_MAX_LENGTH) {
    return { ok: false, reason: 'malformed' };
  }
  const [payload, signature, ...rest] = token.slice(SHARE_TOKEN_PREFIX.length).split('.');
  if (
    rest.length > 0 ||
    !payload ||
    !signature ||
    !B64URL.test(payload) ||
    signature.length !== SIGNATURE_LENGTH ||
    !B64URL.test(signature)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(mac(key, payload));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const p = parsed.data;
  if (p.x <= nowSeconds) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    claims: { shareId: p.s, contentId: p.c, email: p.e, expiresAt: p.x, epoch: p.v },
  };
}
