/**
 * Sign-in throttling, kept in the database so every server process shares the counters.
 *
 * Failures are counted three ways (issue 14), so that an attacker's guesses stay bounded while
 * the account's owner can still sign in:
 * - per account and source (`pair:`): `maxFailures` in a row lock that source out of that account
 *   for `lockoutSeconds` — an attacker's address locks only itself;
 * - per source (`ip:`): `ipMaxFailures` lock an address out of every account (spraying);
 * - per account (`account:`), more slowly: `accountMaxFailures` from anywhere lock the account,
 *   but only for sources that have never signed in to it — the owner's known sources (trusted
 *   after a successful sign-in, for `trustDays`) keep working while a distributed attack is held.
 * A count restarts after `lockoutSeconds` without failures, or after its lock has run out.
 */
import { and, eq, gt, like, or, sql } from 'drizzle-orm';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { Db } from '../db/client.js';
import { loginAttempts, loginTrustedSources } from '../db/schema.js';

export interface LoginLimits {
  maxFailures: number;
  lockoutSeconds: number;
  ipMaxFailures: number;
  accountMaxFailures: number;
  trustDays: number;
}

/** LIKE pattern of a literal prefix: `%` and `_` in an account name are not wildcards. */
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
  ) {}

  private keys(account: string, source: string) {
    const a = account.toLowerCase();
    return { account: `account:${a}`, pair: `pair:${a}|${source}`, source: `ip:${source}`, a };
  }

  /** Throws 429 (with the seconds to wait) when this source may not try this account now. */
  async assertAllowed(account: string, source: string): Promise<void> {
    const k = this.keys(account, source);
    const rows = await this.db
      .select()
      .from(loginAttempts)
      .where(sql`${loginAttempts.key} in (${k.account}, ${k.pair}, ${k.source})`);
    const now = Date.now();
    const locked = rows.filter((r) => r.lockedUntil && r.lockedUntil.getTime() > now);
    let until = 0;
    for (const r of locked) {
      if (r.key === k.account && (await this.trusted(k.a, source))) continue;
      until = Math.max(until, r.lockedUntil!.getTime());
    }
    if (!until) return;
    const retryAfter = Math.ceil((until - now) / 1000);
    throw new StepwiseError(
      ErrorCode.TooManyRequests,
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
      { category: 'rate-limit', data: { retryAfterSeconds: retryAfter } },
    );
  }

  async recordFailure(account: string, source: string): Promise<void> {
    const k = this.keys(account, source);
    await this.bump(k.pair, this.limits.maxFailures);
    await this.bump(k.source, this.limits.ipMaxFailures);
    await this.bump(k.account, this.limits.accountMaxFailures);
  }

  /**
   * A success from `source` clears that source's count for the account and trusts the source
   * for the account from now on. Without a source (an admin's reset or unlock), every count of
   * the account is cleared.
   */
  async recordSuccess(account: string, source?: string): Promise<void> {
    if (source === undefined) {
      const a = account.toLowerCase();
      await this.db
        .delete(loginAttempts)
        .where(
          or(
            eq(loginAttempts.key, `account:${a}`),
            like(loginAttempts.key, likePrefix(`pair:${a}|`)),
          ),
        );
      return;
    }
    const k = this.keys(account, source);
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, k.pair));
    const trustedUntil = new Date(Date.now() + this.limits.trustDays * 86_400_000);
    await this.db
      .insert(loginTrustedSources)
      .values({ account: k.a, source, trustedUntil })
      .onConflictDoUpdate({
        target: [loginTrustedSources.account, loginTrustedSources.source],
        set: { trustedUntil },
      });
  }

  private async trusted(account: string, source: string): Promise<boolean> {
    const rows = await this.db
      .select({ until: loginTrustedSources.trustedUntil })
      .from(loginTrustedSources)
      .where(
        and(
          eq(loginTrustedSources.account, account),
          eq(loginTrustedSources.source, source),
          gt(loginTrustedSources.trustedUntil, new Date()),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  private async bump(key: string, max: number): Promise<void> {
    const lock = `${this.limits.lockoutSeconds * 1000} milliseconds`;
    // One statement: increment (or restart after an expired lock or a quiet window) and lock
    // when over the limit.
    await this.db.execute(sql`
      insert into login_attempts (key, failures, window_start, locked_until)
      values (${key}, 1, now(), ${max <= 1 ? sql`now() + ${lock}::interval` : null})
      on conflict (key) do update set
        failures = case
          when login_attempts.locked_until is not null and login_attempts.locked_until < now() then 1
          when login_attempts.locked_until is null
               and login_attempts.window_start < now() - ${lock}::interval then 1
          else login_attempts.failures + 1 end,
        window_start = case
          when login_attempts.locked_until is not null and login_attempts.locked_until < now() then now()
          when login_attempts.locked_until is null
               and login_attempts.window_start < now() - ${lock}::interval then now()
          else login_attempts.window_start end,
        locked_until = case
          when login_attempts.locked_until is not null and login_attempts.locked_until < now() then null
          when login_attempts.locked_until is null
               and login_attempts.window_start < now() - ${lock}::interval then null
          when login_attempts.failures + 1 >= ${max} then now() + ${lock}::interval
          else login_attempts.locked_until end
    `);
  }
}
