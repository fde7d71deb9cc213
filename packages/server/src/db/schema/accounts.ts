/**
 * Sign-in and sessions: refresh tokens, sessions, single-use account tokens and PIN setup codes,
 * sign-in counters and trusted sources, and the sign-in activity log.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { orgRef, organizations, users } from './organizations.js';

/** Rotating refresh tokens: only the hash is stored; a reused token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * A session: one refresh-token family (or an e-learning launch). Access tokens carry its id
 * (`sid`) and stop working the moment it is revoked (auth/session-registry.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use invitation, self-signup and password-reset tokens (hash only). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    organizationId: text('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * One-time PIN setup codes (issue 14): issued by an admin's PIN reset or the account's creation,
 * at most one per user (a new one replaces the old), single use, expiring. Only a hash of the
 * code bound to its user is kept; the code itself is shown once.
 */
export const pinSetupCodes = pgTable(
  'pin_setup_codes',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pin_setup_codes_user_uq').on(t.userId)],
);

/** Sign-in failure counters per account and per address; shared by every server process. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Sources that have signed in to an account (auth/login-limiter.ts): kept out of its lockout. */
export const loginTrustedSources = pgTable(
  'login_trusted_sources',
  {
    account: text('account').notNull(),
    source: text('source').notNull(),
    trustedUntil: timestamp('trusted_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'login_trusted_sources_pk', columns: [t.account, t.source] })],
);

export const loginActivity = pgTable(
  'login_activity',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    device: text('device').notNull(),
    product: text('product').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('login_activity_user_idx').on(t.userId)],
);
