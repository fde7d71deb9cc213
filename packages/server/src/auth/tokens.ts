/**
 * Access tokens are short-lived JWTs (HS256, jose). Refresh tokens are opaque, single use and
 * rotate: using one marks it used and issues the next in the same family; presenting a used
 * token again revokes the whole family (the usual sign of a stolen token).
 */
import { webcrypto } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { refreshTokens, sessions } from '../db/schema.js';
import { randomToken, tokenHash } from './secrets.js';
import { SessionRegistry } from './session-registry.js';

export const SESSION_KINDS = ['email', 'employee-id', 'shared', 'custom'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Why a session ended (kept on the session row, for the audit trail). */
export type RevokeReason =
  | 'logout'
  | 'refresh-reuse'
  | 'password-changed'
  | 'password-reset'
  | 'pin-reset'
  | 'pin-set'
  | 'disabled'
  | 'deleted';

const claimsSchema = z.object({
  sub: z.string(),
  org: z.string(),
  kind: z.enum(SESSION_KINDS),
  sid: z.string(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  tokenType: 'Bearer';
}

export interface TokenServiceOptions {
  db: Db;
  key: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  /**
   * A rotated refresh token used again within this many seconds of its rotation gets a new pair
   * in the same family instead of revoking it: the first answer was lost (a page reloaded while
   * its refresh was in flight) or two tabs refreshed at once. Later reuse is theft and revokes
   * the family. 0 turns the leeway off.
   */
  reuseLeewaySeconds?: number;
}

const VERIFIED_TOKENS_MAX = 50_000;
/** How long a revoking request waits for the other processes to be told (see echoed). */
const REVOCATION_ECHO_TIMEOUT_MS = 2_000;

export class TokenService {
  // jose imports a raw key on every call; importing it once saves that on every request.
  private readonly cryptoKey: Promise<webcrypto.CryptoKey>;

  /** Which sessions are alive (revocation ends their access tokens at once). */
  readonly sessions: SessionRegistry;

  /**
   * Tokens already verified, until they expire: a JWT that verified once stays valid to its
   * `exp`, so the signature check (the costliest step of a signed-in request) runs once per token.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  private remember(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.verified.size >= VERIFIED_TOKENS_MAX) {
      const now = Date.now();
      for (const [k, v] of this.verified) if (v.expiresAt <= now) this.verified.delete(k);
      // Still full of live tokens: drop the oldest (Maps iterate in insertion order).
      if (this.verified.size >= VERIFIED_TOKENS_MAX)
        this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { claims, expiresAt });
  }

  constructor(private readonly opts: TokenServiceOptions) {
    // An answer is kept at most as long as an access token lives: past that, no token of the
    // session can still be presented, whatever the answer was.
    this.sessions = new SessionRegistry(opts.db, Math.min(60, opts.accessTtlSeconds) * 1000);
    this.cryptoKey = webcrypto.subtle.importKey(
      'raw',
      opts.key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ org: claims.org, kind: claims.kind, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setIssuer('stepwise')
      .setExpirationTime(`${this.opts.accessTtlSeconds}s`)
      .sign(await this.cryptoKey);
  }

  /** The claims of a token this process has already verified and that has not expired. */
  verifiedClaims(token: string): AccessClaims | undefined {
    const known = this.verified.get(token);
    return known && known.expiresAt > Date.now() ? known.claims : undefined;
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    try {
      const { payload } = await jwtVerify(token, await this.cryptoKey, {
        issuer: 'stepwise',
        algorithms: ['HS256'],
      });
      const claims = claimsSchema.parse(payload);
      this.remember(token, claims, (payload.exp ?? 0) * 1000);
      return claims;
    } catch {
      throw new StepwiseError(ErrorCode.Unauthorized, 'Invalid or expired access token', {
        category: 'auth',
      });
    }
  }

  /** Starts a new session (a new refresh-token family). */
  async issue(
    user: { id: string; organizationId: string },
    kind: SessionKind,
    familyId: string = newId(),
  ): Promise<TokenPair> {
    return this.opts.db.transaction(async (tx) => {
      const started = await tx
        .insert(sessions)
        .values({ id: familyId, organizationId: user.organizationId, userId: user.id, kind })
        .onConflictDoNothing()
        .returning({ id: sessions.id });
      // A session id is used once: an e-learning token's id arrives here only after its
      // custom_sessions row was claimed, so a conflict is a bug, not a second sign-in.
      if (started.length === 0) throw new Error(`session ${familyId} exists already`);
      return this.issueInFamily(tx as unknown as Db, user, kind, familyId);
    });
  }

  private async issueInFamily(
    db: Db,
    user: { id: string; organizationId: string },
    kind: SessionKind,
    familyId: string,
  ): Promise<TokenPair> {
    const refreshToken = randomToken();
    await db.insert(refreshTokens).values({
      id: newId(),
      organizationId: user.organizationId,
      userId: user.id,
      tokenHash: tokenHash(refreshToken),
      familyId,
      kind,
      expiresAt: new Date(Date.now() + this.opts.refreshTtlDays * 86_400_000),
    });
    const accessToken = await this.signAccess({
      sub: user.id,
      org: user.organizationId,
      kind,
      sid: familyId,
    });
    return {
      accessToken,
      refreshToken,
      expiresIn: this.opts.accessTtlSeconds,
      tokenType: 'Bearer',
    };
  }

  /**
   * Exchanges a refresh token for a new pair. `expectKind` keeps an employee-ID token from
   * being refreshed on the shared-account path and the other way round.
   */
  async rotate(
    refreshToken: string,
    expectKind?: SessionKind[],
  ): Promise<TokenPair & { userId: string }> {
    const invalid = () =>
      new StepwiseError(ErrorCode.Unauthorized, 'Invalid refresh token', { category: 'auth' });
    const hash = tokenHash(refreshToken);
    const outcome = await this.opts.db.transaction(async (tx) => {
      const rows = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
      const row = rows[0];
      if (!row) return { kind: 'invalid' as const };
      if (row.expiresAt.getTime() < Date.now()) return { kind: 'invalid' as const };
      if (expectKind && !expectKind.includes(row.kind as SessionKind))
        return { kind: 'invalid' as const };
      // Reuse of a rotated token: the family is revoked below, outside this transaction
      // (which only reads), so the revocation is not rolled back with the failure.
      if (row.revokedAt) return { kind: 'reused' as const, familyId: row.familyId };
      if (row.usedAt && !this.withinLeeway(row.usedAt))
        return { kind: 'reused' as const, familyId: row.familyId };
      if (!row.usedAt) {
        // Conditional update: of two concurrent refreshes with the same token only one claims
        // it; the other finds it used a moment ago, which the leeway allows.
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0 && !this.withinLeeway(new Date()))
          return { kind: 'reused' as const, familyId: row.familyId };
      }
      const pair = await this.issueInFamily(
        tx as unknown as Db,
        { id: row.userId, organizationId: row.organizationId },
        row.kind as SessionKind,
        row.familyId,
      );
      return { kind: 'ok' as const, pair: { ...pair, userId: row.userId } };
    });
    if (outcome.kind === 'ok') return outcome.pair;
    if (outcome.kind === 'reused') await this.revokeFamily(outcome.familyId, 'refresh-reuse');
    throw invalid();
  }

  private withinLeeway(usedAt: Date): boolean {
    const leeway = this.opts.reuseLeewaySeconds ?? 0;
    return leeway > 0 && Date.now() - usedAt.getTime() <= leeway * 1000;
  }

  /** Ends one session: its refresh tokens and, in every process, its access tokens. */
  async revokeFamily(familyId: string, reason: RevokeReason = 'logout'): Promise<void> {
    await this.revokeWhere(eq(sessions.id, familyId), reason);
  }

  /**
   * Ends every session of a user (a password or PIN reset, a disabled account), or every one
   * but `except` (the session that changed the password keeps going). Never inside a caller's
   * transaction: the other processes hear of it only when it commits, and this waits for that.
   */
  async revokeUser(
    userId: string,
    reason: RevokeReason,
    opts: { except?: string } = {},
  ): Promise<void> {
    const where = opts.except
      ? and(eq(sessions.userId, userId), ne(sessions.id, opts.except))!
      : eq(sessions.userId, userId);
    await this.revokeWhere(where, reason);
  }

  private async revokeWhere(where: ReturnType<typeof eq>, reason: RevokeReason): Promise<void> {
    const db = this.opts.db;
    const now = new Date();
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(where, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (ended.length === 0) return;
    const ids = ended.map((e) => e.id);
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(inArray(refreshTokens.familyId, ids), isNull(refreshTokens.revokedAt)));
    // This process knows at once; the others hear it from the trigger's notification, and the
    // answer waits until it has gone out to them (see SessionRegistry.echoed).
    for (const id of ids) this.sessions.revoked(id);
    await this.sessions.echoed(ids, REVOCATION_ECHO_TIMEOUT_MS);
  }
}
