/**
 * Lookups for the public employee-ID and shared-account routes. They run before anyone is
 * signed in, so there is no tenant: every query names the organisation found by client key.
 */
import { and, eq } from 'drizzle-orm';
import {
  ErrorCode,
  StepwiseError,
  employeeIdEmail,
  normaliseFeatureFlags,
  organizationSettingsSchema,
  pinResetStatusSchema,
  sharedAccountEmail,
  type FeatureFlags,
  type OrganizationSettings,
  type PinResetStatusValue,
} from '@stepwise/core';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { organizationByClientKey } from './organizations.js';
import { badRequest } from './errors.js';
import type { OrganizationRow, UserRow } from '../db/schema.js';

/** 000 §8 messages the employee-ID screens match on. */
export const CLIENT_KEY_REQUIRED = 'client key is required for employee id login.';
export const INVALID_EMPLOYEE_ID = 'Invalid employee ID.';

export const invalidEmployeeId = (code: 401 | 404 = ErrorCode.Unauthorized) =>
  new StepwiseError(code, INVALID_EMPLOYEE_ID, {
    category: code === ErrorCode.NotFound ? 'not-found' : 'auth',
  });

/** A missing client key has its own message (000 §8), so the body schemas leave it optional. */
export function requireClientKey(value: string | undefined): string {
  const key = value?.trim();
  if (!key) throw badRequest(CLIENT_KEY_REQUIRED);
  return key;
}

export interface ClientOrganization {
  org: OrganizationRow;
  settings: OrganizationSettings;
  /** Normalised: shared-account login is off whenever employee-ID login is. */
  features: FeatureFlags;
}

export async function organizationForClientKey(
  db: Db,
  clientKey: string,
): Promise<ClientOrganization | undefined> {
  const org = await organizationByClientKey(db, clientKey);
  if (!org) return undefined;
  const settings = organizationSettingsSchema.parse(org.settings);
  return {
    org,
    settings,
    features: normaliseFeatureFlags(settings.features, settings.employeeIdLogin),
  };
}

/**
 * Whether the organisation's employee-ID accounts sign in with a PIN. It is the organisation's
 * switch, not the presence of a PIN hash: a PIN user who has not chosen a PIN yet has none, and
 * must not be let in by ID alone. The sign-in screen decides the same way, from
 * employeeIdPinLogin in the permission settings it loads by client key (000 §4 steps 1-2).
 */
export const signsInWithPin = (c: ClientOrganization): boolean => c.features.employeeIdPinLogin;

/** An account of the organisation by its generated address (the case-insensitive identity). */
async function findGeneratedAccount(
  db: Db,
  org: OrganizationRow,
  email: string,
  kind: typeof users.passwordless | typeof users.shared,
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, org.id), eq(users.email, email), eq(kind, true)))
    .limit(1);
  return rows[0];
}

export const findEmployee = (db: Db, org: OrganizationRow, employeeId: string) =>
  findGeneratedAccount(db, org, employeeIdEmail(org.clientKey, employeeId), users.passwordless);

export const findSharedAccount = (db: Db, org: OrganizationRow, account: string) =>
  findGeneratedAccount(db, org, sharedAccountEmail(org.clientKey, account), users.shared);

/** The stored PIN status; anything unexpected reads as none, which asks for a new PIN. */
export function pinStatusOf(user: UserRow): PinResetStatusValue | null {
  return pinResetStatusSchema.safeParse(user.pinResetStatus).data ?? null;
}

/** Sign-in throttling counts employee IDs by their generated address, like email accounts. */
export const employeeLimiterKey = (clientKey: string, employeeId: string): string =>
  employeeIdEmail(clientKey, employeeId);
