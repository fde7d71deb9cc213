/**
 * Resolves the caller from the bearer token once per request and applies the route's gates:
 * sign-in, IP restriction (code 5), minimum role and access flag. Routes only declare them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  ErrorCode,
  StepwiseError,
  accessFlags,
  ipAllowed,
  isAdminRole,
  type RoleName,
  normalisePermissionSettings,
  organizationSettingsSchema,
  roleAtLeast,
  roleSchema,
} from '@stepwise/core';
import { Tenant } from '../db/tenant.js';
import { organizations, users, workspaceMembers } from '../db/schema.js';
import type { Db } from '../db/client.js';
import type { TokenService } from '../auth/tokens.js';
import type { Caller } from './types.js';
import { forbidden, unauthorized } from './errors.js';

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

// Every signed-in request runs this query: prepared once per database, so neither Drizzle's
// query building nor PostgreSQL's parsing is paid per request.
const prepared = new WeakMap<Db, ReturnType<typeof prepareCallerQuery>>();
function prepareCallerQuery(db: Db) {
  return db
    .select({
      user: users,
      organization: organizations,
      workspaceRoles: sql<Record<string, string> | null>`(
        select json_object_agg(${workspaceMembers.workspaceId}, ${workspaceMembers.role})
        from ${workspaceMembers}
        where ${workspaceMembers.userId} = ${users.id}
          and ${workspaceMembers.organizationId} = ${users.organizationId})`,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('resolve_caller');
}

export async function resolveCaller(db: Db, tokens: TokenService, token: string): Promise<Caller> {
  const claims = await tokens.verifyAccess(token);
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareCallerQuery(db)));
  const rows = await query.execute({ id: claims.sub });
  const row = rows[0];
  const user = row?.user;
  if (!row || !user || user.disabled || user.organizationId !== claims.org) {
    throw unauthorized('Session is no longer valid');
  }
  const settings = organizationSettingsSchema.parse(row.organization.settings);
  const role = roleSchema.parse(user.role);
  const permissionSettings = normalisePermissionSettings(
    settings.permissionSettings,
    settings.features,
  );
  return {
    userId: user.id,
    organizationId: user.organizationId,
    email: user.email,
    user,
    organization: row.organization,
    workspaceRoles: (row.workspaceRoles ?? {}) as Record<string, RoleName>,
    role,
    kind: claims.kind,
    sessionId: claims.sid,
    settings,
    features: settings.features,
    flags: accessFlags(role, permissionSettings, settings.features),
    tenant: new Tenant(db, user.organizationId),
  };
}

export function installAuthentication(app: FastifyInstance, db: Db, tokens: TokenService): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (req) => {
    if (!req.routeOptions.url) return; // unknown route: the 404 handler answers
    const cfg = req.routeOptions.config;
    const token = bearer(req);
    if (cfg.auth === 'public') {
      // Public routes may still know who is calling (e.g. error logs); a bad token is ignored.
      if (token) req.caller = await resolveCaller(db, tokens, token).catch(() => null);
      return;
    }
    if (!token) throw unauthorized();
    const caller = await resolveCaller(db, tokens, token);
    req.caller = caller;

    const cp = caller.settings.customizedPermissions;
    const ipMode = cfg.ipCheck ?? 'enforce';
    if (cp.enableRestrictedIP && ipMode !== 'skip' && !ipAllowed(req.ip, cp.allowedRules)) {
      if (!(ipMode === 'admin-exempt' && isAdminRole(caller.role))) {
        throw new StepwiseError(ErrorCode.IpNotAllowed, 'IP not allowed', {
          category: 'permission',
          data: { clientIP: req.ip },
        });
      }
    }
    const access = cfg.access;
    if (access?.minRole && !roleAtLeast(caller.role, access.minRole)) throw forbidden();
    if (access?.flag && !caller.flags[access.flag]) throw forbidden();
  });
}

/** The caller of a route that requires sign-in (the hook guarantees it is set). */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
