/**
 * The one-time codes of restricted shares (001 §3, 002 §3): a visitor types their address on the
 * /share page, an admitted address is mailed a 6-digit code, and the code buys a share token.
 * Only a keyed hash of the code is kept; a code is spent on use, when a newer one is asked for,
 * after SHARE_ACCESS_CODE_MAX_ATTEMPTS wrong tries, or when it expires.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  SHARE_ACCESS_CODE_LENGTH,
  SHARE_ACCESS_CODE_MAX_ATTEMPTS,
  SHARE_ACCESS_CODE_TTL_SECONDS,
  normaliseShareEmail,
} from '@stepwise/core';
import { shareAccessCodes } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Tenant } from '../db/tenant.js';
import type { ContentShareRow } from './content-shares.js';

/** A code of SHARE_ACCESS_CODE_LENGTH digits from the crypto generator (leading zeros kept). */
export function newAccessCode(): string {
  return String(randomInt(0, 10 ** SHARE_ACCESS_CODE_LENGTH)).padStart(
    SHARE_ACCESS_CODE_LENGTH,
    '0',
  );
}

/**
 * Keyed, and bound to the share and the address: a leaked table gives no code without the key,
 * and a code's hash never matches for another share or address.
 */
export function accessCodeHash(key: Uint8Array, shareId: string, email: string, code: string) {
  return createHmac('sha256', key)
    .update(`share-access-code\n${shareId}\n${normaliseShareEmail(email)}\n${code}`)
    .digest('base64url');
}

// Rounds of read-and-count a wrong try gets when other tries on the same code race it.
const COUNT_ROUNDS = 5;

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Stores a fresh code for this share and address (earlier unused ones spent); answers it. */
export async function storeAccessCode(
  tenant: Tenant,
  key: Uint8Array,
  share: ContentShareRow,
  email: string,
  now = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const address = normaliseShareEmail(email);
  const code = newAccessCode();
  const expiresAt = new Date(now.getTime() + SHARE_ACCESS_CODE_TTL_SECONDS * 1000);
  await tenant.transaction(async (tx) => {
    await tx.update(
      shareAccessCodes,
      { usedAt: now },
      and(
        eq(shareAccessCodes.shareId, share.id),
        eq(shareAccessCodes.email, address),
        isNull(shareAccessCodes.usedAt),
      ),
    );
    // Old rows of this share are of no use to anyone: dropped as new ones come.
    await tx.delete(
      shareAccessCodes,
      and(eq(shareAccessCodes.shareId, share.id), lt(shareAccessCodes.expiresAt, now)),
    );
    await tx.insert(shareAccessCodes, {
      id: newId(),
      shareId: share.id,
      email: address,
      codeHash: accessCodeHash(key, share.id, address, code),
      expiresAt,
    });
  });
  return { code, expiresAt };
}

/**
 * Spends the address's live code when `code` is it. A wrong code counts a try (the code is spent
 * at the last one); answers whether the code was right. Both writes are guarded by what was read:
 * of two right tries at once only one spends the code, and a wrong try that raced another is
 * counted again on a fresh read, so concurrent guesses cannot skip the count.
 */
export async function redeemAccessCode(
  tenant: Tenant,
  key: Uint8Array,
  share: ContentShareRow,
  email: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const address = normaliseShareEmail(email);
  const live = and(
    eq(shareAccessCodes.shareId, share.id),
    eq(shareAccessCodes.email, address),
    isNull(shareAccessCodes.usedAt),
    gt(shareAccessCodes.expiresAt, now),
  );
  const hash = accessCodeHash(key, share.id, address, code);
  for (let round = 0; round < COUNT_ROUNDS; round++) {
    const [row] = await tenant.select(shareAccessCodes, live, {
      orderBy: desc(shareAccessCodes.createdAt),
      limit: 1,
    });
    if (!row) return false;
    const unused = and(eq(shareAccessCodes.id, row.id), isNull(shareAccessCodes.usedAt));
    if (sameHash(row.codeHash, hash)) {
      const spent = await tenant.update(shareAccessCodes, { usedAt: now }, unused);
      return spent.length === 1;
    }
    const attempts = row.attempts + 1;
    const counted = await tenant.update(
      shareAccessCodes,
      { attempts, ...(attempts >= SHARE_ACCESS_CODE_MAX_ATTEMPTS ? { usedAt: now } : {}) },
      and(unused, eq(shareAccessCodes.attempts, row.attempts)),
    );
    if (counted.length === 1) return false;
  }
  return false;
}
