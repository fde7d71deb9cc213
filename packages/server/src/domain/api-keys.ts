/**
 * Read-only API keys for BI tools (issue 25; /data-hub). Organisation admins make and revoke
 * them; a key is shown once (`swk_` + 32 random bytes, base64url) and only its SHA-256 and the
 * first characters are kept. A key authenticates ONLY the routes marked `config.apiKey` (the
 * dataset reads): there it stands for a read-only organisation-admin-scoped caller of the key's
 * organisation (http/authenticate.ts), any other route refuses it as an unknown token.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  API_KEY_RANDOM_BYTES,
  API_KEYS_MAX,
  Role,
  accessFlags,
  apiKeyShownPart,
  isAdminRole,
  looksLikeApiKey,
  normalisePermissionSettings,
  organizationSettingsSchema,
  roleSchema,
  type ApiKey,
  type ApiKeyCreated,
} from '@stepwise/core';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { apiKeys, organizations, users } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { tokenHash } from '../auth/secrets.js';
import type { Caller } from './caller.js';
import { conflict, notFound, unauthorized } from './errors.js';

type ApiKeyRow = typeof apiKeys.$inferSelect;

function view(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_PREFIX}${row.prefix}`,
    scope: 'read',
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The organisation's live keys, newest first. */
export async function listApiKeys(caller: Caller): Promise<ApiKey[]> {
  const rows = await caller.tenant.select(apiKeys, isNull(apiKeys.revokedAt), {
    orderBy: sql`${apiKeys.createdAt} desc`,
  });
  return rows.map(view);
}

/** Makes a key: the answer is the only place the key itself ever appears. */
export async function createApiKey(caller: Caller, name: string): Promise<ApiKeyCreated> {
  const live = await caller.tenant.count(apiKeys, isNull(apiKeys.revokedAt));
  if (live >= API_KEYS_MAX) throw conflict(`At most ${API_KEYS_MAX} API keys`);
  const key = `${API_KEY_PREFIX}${randomBytes(API_KEY_RANDOM_BYTES).toString('base64url')}`;
  const [row] = await caller.tenant.insert(apiKeys, {
    id: newId(),
    name,
    prefix: apiKeyShownPart(key),
    keyHash: tokenHash(key),
    scope: 'read',
    createdBy: caller.userId,
  });
  return { ...view(row!), key };
}

/** Revokes a key (kept, marked revoked, for the audit trail). */
export async function revokeApiKey(caller: Caller, id: string): Promise<void> {
  const rows = await caller.tenant.update(
    apiKeys,
    { revokedAt: new Date() },
    and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)),
  );
  if (rows.length === 0) throw notFound('API key');
}

const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The caller a key stands for: the key's organisation, as an organisation admin who may only
 * read (the routes that accept a key are GET dataset reads). The key's maker must still be an
 * active admin of the organisation; a revoked or unknown key is 401. Marks the key used.
 */
export async function callerFromApiKey(db: Db, key: string): Promise<Caller> {
  if (!looksLikeApiKey(key)) throw unauthorized('Invalid API key');
  const [found] = await db
    .select({ key: apiKeys, organization: organizations, user: users })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.prefix, apiKeyShownPart(key)))
    .limit(1);
  if (!found || found.key.revokedAt || !sameHash(found.key.keyHash, tokenHash(key))) {
    throw unauthorized('Invalid API key');
  }
  const { user, organization } = found;
  if (!user || user.disabled || user.organizationId !== organization.id) {
    throw unauthorized('The API key has no active maker');
  }
  const role = roleSchema.parse(user.role);
  if (!isAdminRole(role)) throw unauthorized('The API key has no active maker');
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, found.key.id));
  const settings = organizationSettingsSchema.parse(organization.settings);
  const permissionSettings = normalisePermissionSettings(
    settings.permissionSettings,
    settings.features,
  );
  return Object.freeze({
    userId: user.id,
    organizationId: organization.id,
    email: user.email,
    user,
    organization,
    role: Role.OrgAdmin,
    workspaceRoles: {},
    kind: 'email' as const,
    sessionId: `api-key:${found.key.id}`,
    settings,
    features: settings.features,
    flags: accessFlags(Role.OrgAdmin, permissionSettings, settings.features),
    tenant: new Tenant(db, organization.id),
  });
}
