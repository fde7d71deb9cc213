/**
 * Sign-in throttling, kept in the database so every server process shares the counters.
 * Two keys per attempt: the account and the client address. An account locks after
 * `maxFailures` failures in a row for `lockoutSeconds`; an address after `ipMaxFailures`.
 */
import { eq, sql } from 'drizzle-orm';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

export interface LoginLimits {
  maxFailures: number;
  lockoutSeconds: number;
  ipMaxFailures: number;
}

export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
  ) {}

  private keys(account: string, ip: string) {
    return { account: `account:${account.toLowerCase()}`, ip: `ip:${ip}` };
  }

  /** Throws 429 when either key is locked. */
  async assertAllowed(account: string, ip: string): Promise<void> {
    const { account: a, ip: i } = this.keys(account, ip);
    const rows = await this.db
      .select()
      .from(loginAttempts)
      .where(sql`${loginAttempts.key} in (${a}, ${i})`);
    const now = Date.now();
    const locked = rows.find((r) => r.lockedUntil && r.lockedUntil.getTime() > now);
    if (locked) {
      const retryAfter = Math.ceil((locked.lockedUntil!.getTime() - now) / 1000);
      throw new StepwiseError(
        ErrorCode.TooManyRequests,
        `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
        { category: 'rate-limit', data: { retryAfterSeconds: retryAfter } },
      );
    }
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const { account: a, ip: i } = this.keys(account, ip);
    await this.bump(a, this.limits.maxFailures);
    await this.bump(i, this.limits.ipMaxFailures);
  }

  async recordSuccess(account: string): Promise<void> {
    const { account: a } = this.keys(account, '');
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, a));
  }

  private async bump(key: string, max: number): Promise<void> {
    const lockMs = this.limits.lockoutSeconds * 1000;
    // One statement: increment (or restart after an expired lock) and lock when over the limit.
    await this.db.execute(sql`
      insert into login_attempts (key, failures, window_start, locked_until)
      values (${key}, 1, now(), ${max <= 1 ? sql`now() + ${`${lockMs} milliseconds`}::interval` : null})
      on conflict (key) do update set
        failures = case when login_attempts.locked_until is not null and login_attempts.locked_until < now()
                        then 1 else login_attempts.failures + 1 end,
        locked_until = case
          when login_attempts.locked_until is not null and login_attempts.locked_until < now() then null
          when login_attempts.failures + 1 >= ${max} then now() + ${`${lockMs} milliseconds`}::interval
          else login_attempts.locked_until end
    `);
  }
}
