/**
 * One-time PIN setup codes (issue 14, "Employee PIN takeover"). Choosing a PIN at
 * /usernewpin/{account} takes the code that an admin's PIN reset, or the account's creation,
 * issued: shown to the admin once, mailed when the account has a real address, single use,
 * expiring after PIN_SETUP_CODE_TTL_HOURS. A user has at most one code; a new one replaces it.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import {
  ErrorCode,
  PIN_SETUP_CODE_ALPHABET,
  PIN_SETUP_CODE_INVALID,
  PIN_SETUP_CODE_LENGTH,
  PinResetStatus,
  StepwiseError,
  displayName,
  formatPinSetupCode,
  isGeneratedEmail,
  isPinSetupCode,
  normalisePinSetupCode,
  pinSetupPath,
  type PinSetupIssued,
} from '@stepwise/core';
import type { Services } from '../services.js';
import { tokenHash } from '../auth/secrets.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { pinSetupCodes, users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { UserRow } from '../db/schema.js';

const HOUR_MS = 3_600_000;

export type PinSetupCodeRow = typeof pinSetupCodes.$inferSelect;

/** The one refusal for a missing, wrong, used or expired code and an unknown or settled ID. */
export const invalidPinSetupCode = () =>
  new StepwiseError(ErrorCode.BadRequest, PIN_SETUP_CODE_INVALID, { category: 'validation' });

/**
 * Setup attempts are throttled per account apart from sign-in: an employee who tries the old PIN
 * a few times after a reset must still be able to enter the code.
 */
export const pinSetupLimiterKey = (generatedEmail: string): string => `pin-setup:${generatedEmail}`;

/** A fresh code: PIN_SETUP_CODE_LENGTH characters drawn uniformly from the alphabet. */
export function generatePinSetupCode(): string {
  let code = '';
  for (let i = 0; i < PIN_SETUP_CODE_LENGTH; i += 1) {
    code += PIN_SETUP_CODE_ALPHABET[randomInt(PIN_SETUP_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * What is stored: the SHA-256 of the canonical code bound to its user, so a code opens that one
 * account. (Trying every 8-character code against a leaked hash is possible, but whoever reads
 * this table also reads the token-signing key beside it; a slow hash would guard nothing more.)
 */
export const pinSetupCodeHash = (userId: string, code: string): string =>
  tokenHash(`${userId}:${normalisePinSetupCode(code)}`);

export interface IssuedCode {
  /** Shown form (`K7QM-4TXP`); exists only in this answer. */
  code: string;
  expiresAt: Date;
}

/**
 * Issues the user's code through the caller's tenant, inside the caller's transaction. The
 * user's earlier code, used or not, goes: only the newest works. Callers that reset an existing
 * account update its row first in the same transaction, which serialises two resets of it.
 */
export async function issuePinSetupCode(
  tenant: Tenant,
  input: { userId: string; issuedBy: string | null; ttlHours: number },
): Promise<IssuedCode> {
  const code = generatePinSetupCode();
  const expiresAt = new Date(Date.now() + input.ttlHours * HOUR_MS);
  await tenant.delete(pinSetupCodes, eq(pinSetupCodes.userId, input.userId));
  await tenant.insert(pinSetupCodes, {
    id: newId(),
    userId: input.userId,
    codeHash: pinSetupCodeHash(input.userId, code),
    issuedBy: input.issuedBy,
    expiresAt,
  });
  return { code: formatPinSetupCode(code), expiresAt };
}

/**
 * Mails the code with its link when the account has a real address (generated employee-ID
 * addresses are not mail), and answers what the admin is shown once.
 */
export async function deliverPinSetupCode(
  services: Services,
  m: { user: UserRow; clientKey: string; issued: IssuedCode },
): Promise<PinSetupIssued> {
  const { user, clientKey, issued } = m;
  const employeeId = user.employeeId ?? '';
  const mailed = !isGeneratedEmail(user.email);
  if (mailed) {
    const link = `${services.config.publicUrl}${pinSetupPath(employeeId, clientKey, issued.code)}`;
    const hours = Math.round((issued.expiresAt.getTime() - Date.now()) / HOUR_MS);
    await services.mailer.send({
      kind: 'pin-setup',
      to: user.email,
      organizationId: user.organizationId,
      subject: 'Choose your Stepwise PIN',
      text:
        `Hello ${displayName(user) || employeeId},\n\n` +
        `Choose your PIN for employee ID ${employeeId} within ${hours} hours with this code:\n\n` +
        `  ${issued.code}\n\n${link}\n\n` +
        'The code works once. If you did not expect it, tell your administrator.',
      link,
    });
  }
  return {
    code: issued.code,
    expiresAt: issued.expiresAt.toISOString(),
    path: pinSetupPath(employeeId, clientKey),
    mailed,
  };
}

/**
 * The user's code if `typed` is it, unused and unexpired. An unknown user runs the same query
 * (and finds nothing), so the answer takes about as long for IDs that do not exist.
 */
export async function findPinSetupCode(
  db: Db,
  userId: string | undefined,
  typed: string,
): Promise<PinSetupCodeRow | undefined> {
  const owner = userId ?? '';
  const canonical = normalisePinSetupCode(typed);
  const rows = await db
    .select()
    .from(pinSetupCodes)
    .where(
      and(
        eq(pinSetupCodes.userId, owner),
        eq(pinSetupCodes.codeHash, pinSetupCodeHash(owner, canonical)),
        isNull(pinSetupCodes.usedAt),
        gt(pinSetupCodes.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return userId && isPinSetupCode(canonical) ? rows[0] : undefined;
}

/**
 * Uses the code and sets the PIN in one transaction. The code is claimed by a conditional
 * update, so of concurrent requests with one code exactly one gets past it; the PIN is set only
 * while the account still waits for one. False (and nothing changed) when either lost.
 */
export async function setPinWithCode(
  db: Db,
  code: PinSetupCodeRow,
  pinHash: string,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const claimed = await tx
        .update(pinSetupCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(pinSetupCodes.id, code.id),
            isNull(pinSetupCodes.usedAt),
            gt(pinSetupCodes.expiresAt, now),
          ),
        )
        .returning({ id: pinSetupCodes.id });
      if (claimed.length === 0) return false;
      const changed = await tx
        .update(users)
        .set({ pinHash, pinResetStatus: PinResetStatus.Valid })
        .where(
          and(
            eq(users.id, code.userId),
            eq(users.disabled, false),
            or(
              isNull(users.pinResetStatus),
              eq(users.pinResetStatus, PinResetStatus.ResetRequired),
            ),
          ),
        )
        .returning({ id: users.id });
      // Undo the claim too: the code was not what stopped it.
      if (changed.length === 0) throw new PinNotSet();
      return true;
    });
  } catch (err) {
    if (err instanceof PinNotSet) return false;
    throw err;
  }
}

class PinNotSet extends Error {}
