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
  looksLikeApiKey,
  type RoleName,
  normalisePermissionSettings,
  organizationSettingsSchema,
  roleAtLeast,
  roleSchema,
} from '@stepwise/core';
import { Tenant } from '../db/tenant.js';
import { organizations, users, workspaceMembers } from '../db/schema.js';
import type { Db } from '../db/client.js';
import type { AccessClaims, TokenService } from '../auth/tokens.js';
import type { CallerCache } from '../auth/caller-cache.js';
import type { Caller } from '../domain/caller.js';
import { forbidden, unauthorized } from '../domain/errors.js';
import { callerFromApiKey } from '../domain/api-keys.js';

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

/** The body's `token` on a `config.bodyToken` route (read once the body is parsed). */
function bodyToken(req: FastifyRequest): string | undefined {
  const token = (req.body as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= 4096 ? token : undefined;
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

/** The part of a caller that comes from the database (and may be cached). */
export type CallerRecord = Omit<Caller, 'kind' | 'sessionId' | 'tenant'>;

async function loadCallerRecord(db: Db, userId: string): Promise<CallerRecord | undefined> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareCallerQuery(db)));
  const rows = await query.execute({ id: userId });
  const row = rows[0];
  if (!row) return undefined;
  const { user, organization } = row;
  const settings = organizationSettingsSchema.parse(organization.settings);
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
    organization,
    workspaceRoles: (row.workspaceRoles ?? {}) as Record<string, RoleName>,
    role,
    settings,
    features: settings.features,
    flags: accessFlags(role, permissionSettings, settings.features),
  };
}

// Callers built from a cached record, per session: a record is replaced (never changed) when
// its organisation changes, so the callers made from it go with it.
const builtCallers = new WeakMap<CallerRecord, Map<string, Caller>>();

function toCaller(db: Db, record: CallerRecord | undefined, claims: AccessClaims): Caller {
  if (!record || record.user.disabled || record.organizationId !== claims.org) {
    throw unauthorized('Session is no longer valid');
  }
  let sessions = builtCallers.get(record);
  if (!sessions) builtCallers.set(record, (sessions = new Map()));
  const key = `${claims.kind}:${claims.sid}`;
  let caller = sessions.get(key);
  if (!caller) {
    caller = Object.freeze({
      ...record,
      kind: claims.kind,
      sessionId: claims.sid,
      tenant: new Tenant(db, record.organizationId),
    });
    sessions.set(key, caller);
  }
  return caller;
}

export async function resolveCaller(
  db: Db,
  tokens: TokenService,
  token: string,
  cache?: CallerCache<CallerRecord>,
): Promise<Caller> {
  const claims = await tokens.verifyAccess(token);
  let record = cache?.get(claims.sub);
  const loading = record
    ? undefined
    : (async () => {
        const epoch = cache?.begin() ?? 0;
        const loaded = await loadCallerRecord(db, claims.sub);
        if (loaded) cache?.set(claims.sub, loaded.organizationId, loaded, epoch);
        return loaded;
      })();
  // A signed token is not enough: its session must still be alive (logout, a reset, a disabled
  // account or a stolen refresh token end it, and with it every access token it issued).
  const [alive, loaded] = await Promise.all([tokens.sessions.isAlive(claims.sid), loading]);
  if (!alive) throw unauthorized('Session has ended');
  record ??= loaded;
  return toCaller(db, record, claims);
}

/**
 * The same as resolveCaller when the token, its session and the caller are all already known
 * to this process, without a single await: most signed-in requests take this path.
 */
function resolveCallerNow(
  db: Db,
  tokens: TokenService,
  token: string,
  cache?: CallerCache<CallerRecord>,
): Caller | undefined {
  const claims = tokens.verifiedClaims(token);
  if (!claims || tokens.sessions.peek(claims.sid) !== true) return undefined;
  const record = cache?.get(claims.sub);
  return record ? toCaller(db, record, claims) : undefined;
}

/** The route's gates, once the caller is known. */
function applyGates(req: FastifyRequest, caller: Caller): void {
  const cfg = req.routeOptions.config;
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
  if (caller.kind === 'custom' && !cfg.learner) {
    throw forbidden('An e-learning session may only play the workflows of its course');
  }
  const access = cfg.access;
  if (access?.minRole && !roleAtLeast(caller.role, access.minRole)) throw forbidden();
  if (access?.flag && !caller.flags[access.flag]) throw forbidden();
}

export function installAuthentication(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  cache?: CallerCache<CallerRecord>,
): void {
  app.decorateRequest('caller', null);
  // Read-your-writes: a change made through this process is visible to the very next request,
  // without waiting for the database's notification to come back.
  app.addHook('onResponse', (req, _reply, done) => {
    if (cache && req.caller && req.method !== 'GET')
      cache.invalidateOrganization(req.caller.organizationId);
    done();
  });

  const authenticate = async (req: FastifyRequest, token: string | undefined): Promise<void> => {
    if (token && req.routeOptions.config.apiKey && req.method === 'GET' && looksLikeApiKey(token)) {
      req.caller = await callerFromApiKey(db, token);
      applyGates(req, req.caller);
      return;
    }
    if (req.routeOptions.config.auth === 'public') {
      // Public routes may still know who is calling (e.g. error logs); a bad token is ignored.
      if (token) req.caller = await resolveCaller(db, tokens, token, cache).catch(() => null);
      return;
    }
    if (!token) throw unauthorized();
    req.caller = await resolveCaller(db, tokens, token, cache);
    applyGates(req, req.caller);
  };

  // Callback style on purpose: a request whose token and caller are cached passes with no
  // promise at all, which is most of what a signed-in request costs here.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.routeOptions.url) return done(); // unknown route: the 404 handler answers
    const token = bearer(req);
    // A beacon's token is in its body: authenticated once the body is parsed (below).
    if (!token && req.routeOptions.config.bodyToken) return done();
    try {
      if (token && req.routeOptions.config.auth !== 'public') {
        const now = resolveCallerNow(db, tokens, token, cache);
        if (now) {
          req.caller = now;
          applyGates(req, now);
          return done();
        }
      }
    } catch (err) {
      return done(err as Error);
    }
    authenticate(req, token).then(() => done(), done);
  });

  // Before the route's own pre-validation (its rate limits count by the user).
  app.addHook('preValidation', (req, _reply, done) => {
    if (!req.routeOptions.config.bodyToken || req.caller) return done();
    authenticate(req, bodyToken(req)).then(() => done(), done);
  });
}

/** The caller of a route that requires sign-in (the hook guarantees it is set). */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
