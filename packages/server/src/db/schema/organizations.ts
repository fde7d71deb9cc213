/**
 * Organisations, their people and the consents people sign. `orgRef` is the column every
 * organisation-owned table carries (db/tenant.ts filters on it).
 */
import {
  boolean,
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

export const orgRef = () =>
  text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    planType: text('plan_type').notNull().default('standard'),
    generation: text('generation').notNull().default('gen2plus'),
    clientKey: text('client_key').notNull(),
    /** Organisation settings document (login settings, features, permissions); versioned. */
    settings: jsonb('settings').notNull(),
    /** Hash of the employee-ID master password, when the organisation has one. */
    masterPasswordHash: text('master_password_hash'),
    masterPasswordUpdatedAt: timestamp('master_password_updated_at', { withTimezone: true }),
    totalVersions: integer('total_versions').notNull().default(0),
    /**
     * Storage key of the organisation logo (issue 23: the /share page shows it), under
     * org/{id}/branding/; null when it has none. A column beside the settings document: setting
     * it keeps no settings version.
     */
    logoKey: text('logo_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_client_key_uq').on(t.clientKey)],
);

/** Copies of versioned documents, written in the same transaction as the update (000 §7). */
export const organizationsVersions = pgTable(
  'organizations_versions',
  {
    id: id(),
    oid: text('oid').notNull(),
    vTimestamp: timestamp('v_timestamp', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').notNull(),
  },
  (t) => [index('organizations_versions_oid_idx').on(t.oid)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: orgRef(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    passwordless: boolean('passwordless').notNull().default(false),
    employeeId: text('employee_id'),
    shared: boolean('shared').notNull().default(false),
    sharedAccount: text('shared_account'),
    locale: text('locale').notNull().default('en'),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    pinHash: text('pin_hash'),
    pinResetStatus: text('pin_reset_status'),
    disabled: boolean('disabled').notNull().default(false),
    isFreeTrialAdmin: boolean('is_free_trial_admin').notNull().default(false),
    changeCount: integer('change_count').notNull().default(0),
    lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true }),
    /**
     * Set on learners made by the e-learning check (POST /v1/rustici/validate-user): the LMS's
     * learner id. They sign in only through a package's launch, never with a password.
     */
    lmsLearnerId: text('lms_learner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_org_lms_learner_uq').on(t.organizationId, t.lmsLearnerId),
    uniqueIndex('users_org_employee_uq').on(t.organizationId, t.employeeId),
    index('users_org_idx').on(t.organizationId),
  ],
);

export const consents = pgTable('consents', {
  id: id(),
  organizationId: orgRef(),
  name: text('name').notNull(),
  content: text('content').notNull().default(''),
  mandatory: boolean('mandatory').notNull().default(false),
  createdAt: createdAt(),
});

export const userConsents = pgTable(
  'user_consents',
  {
    organizationId: orgRef(),
    consentId: text('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAgree: boolean('is_agree').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consentId, t.userId] })],
);

export type UserRow = typeof users.$inferSelect;

export type OrganizationRow = typeof organizations.$inferSelect;
