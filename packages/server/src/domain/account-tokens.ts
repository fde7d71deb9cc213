/**
 * Single-use links for invitations, self-signup and password resets. Only the token's SHA-256
 * is stored; the token itself exists in the mailed link alone. A token is checked first
 * (`peekAccountToken`, so a refused password does not burn the link) and consumed in the same
 * transaction as the change it authorises (`consumeAccountToken`).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { Db, Tx } from '../db/client.js';
import { newId } from '../db/ids.js';
import { accountTokens } from '../db/schema.js';
import { badRequest } from './errors.js';
import { randomToken, tokenHash } from '../auth/secrets.js';

const HOUR_MS = 3_600_000;

/** How long each kind of link stays valid. */
export const ACCOUNT_TOKEN_TTL_MS = {
  invite: 7 * 24 * HOUR_MS,
  'self-signup': 24 * HOUR_MS,
  reset: HOUR_MS,
} as const;

export type AccountTokenKind = keyof typeof ACCOUNT_TOKEN_TTL_MS;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
type AccountTokenValues = Omit<typeof accountTokens.$inferInsert, 'organizationId'>;

export interface AccountTokenInput {
  kind: AccountTokenKind;
  email: string;
  userId?: string | null;
  data?: Record<string, unknown> | null;
}

/**
 * A fresh token and the row that stores its hash, without the organisation: signed-in routes
 * insert it through their tenant (which sets it), public routes through `issueAccountToken`.
 */
export function newAccountToken(input: AccountTokenInput): {
  token: string;
  values: AccountTokenValues;
} {
  const token = randomToken();
  return {
    token,
    values: {
      id: newId(),
      kind: input.kind,
      tokenHash: tokenHash(token),
      email: input.email,
      userId: input.userId ?? null,
      data: input.data ?? null,
      expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS[input.kind]),
    },
  };
}

export async function issueAccountToken(
  db: Db | Tx,
  input: AccountTokenInput & { organizationId?: string | null },
): Promise<string> {
  const { token, values } = newAccountToken(input);
  await db
    .insert(accountTokens)
    .values({ ...values, organizationId: input.organizationId ?? null });
  return token;
}

const invalidLink = () => badRequest('Invalid or already used link');

/**
 * The stored token of that kind, still unused and unexpired. Unknown, used and other-kind
 * tokens all give the same 400; an expired one a 410 carrying what the client needs for
 * /emailexpired/{type}/{lang}/{email}.
 */
export async function peekAccountToken(
  db: Db | Tx,
  token: string,
  kind: AccountTokenKind,
): Promise<AccountTokenRow> {
  const rows = await db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, tokenHash(token)))
    .limit(1);
  const row = rows[0];
  if (!row || row.kind !== kind || row.usedAt) throw invalidLink();
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new StepwiseError(ErrorCode.Gone, 'Link expired', {
      data: { expired: true, type: kind, email: row.email },
    });
  }
  return row;
}

/** Marks the token used; of two concurrent uses only one gets past this. */
export async function consumeAccountToken(db: Db | Tx, row: AccountTokenRow): Promise<void> {
  const claimed = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.id, row.id),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: accountTokens.id });
  if (claimed.length === 0) throw invalidLink();
}
