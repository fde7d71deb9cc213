/**
 * Security headers on every answer (issue 14), through helmet (the library @fastify/helmet
 * wraps, built once here; see installSecurityHeaders):
 * - the API's answers get a policy that allows nothing (`default-src 'none'`, never framed);
 * - the portal's pages get a content security policy of their own (scripts and connections to
 *   this origin, media and uploads also to the object store when browsers reach it directly)
 *   and are framed only by themselves (`frame-ancestors 'self'`), admin pages included;
 * - the embeddable player pages (/p/{id}, /playerembed/{id}) may be framed by the sites in the
 *   workflow's organisation's allow-list (customizedPermissions.allowedOrigins); the e-learning
 *   player (/rustici/{id}) by any site, since the LMS that hosts a package is not known in
 *   advance and the package's launch key is its credential;
 * - `nosniff`, a referrer policy that sends only the origin to other sites, HSTS when the
 *   server's public URL is https; X-Frame-Options is left out because `frame-ancestors` says
 *   more, and an allow-list cannot be said with it.
 * Media and the embed scripts are loaded by other sites' pages: their routes answer
 * `Cross-Origin-Resource-Policy: cross-origin` themselves.
 */
import helmet from 'helmet';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizationSettingsSchema } from '@stepwise/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { organizations, workflows } from '../db/schema.js';
import { storeOrigin } from '../storage/s3-storage.js';

/** The API's answers: nothing may load from them, nothing may frame them. */
const API_DIRECTIVES = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/** What an answer made before routing (a malformed URL) carries instead of helmet's headers. */
export const API_ERROR_HEADERS = {
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'publicUrl'>,
): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  // helmet's own middleware, built once: @fastify/helmet builds it again for every request,
  // about 5 µs each, a tenth of a bare Fastify route's whole cost.
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
}

/** Origins of the object store that browsers load from (presigned media and upload parts). */
export function storeOriginsForBrowsers(config: Pick<ServerConfig, 's3'>): string[] {
  return config.s3?.delivery === 'presigned' ? [storeOrigin(config.s3)] : [];
}

/** The portal pages' policy, framed by `frameAncestors`. */
export function portalPolicy(storeOrigins: readonly string[], frameAncestors: readonly string[]) {
  const store = storeOrigins.join(' ');
  const withStore = (v: string) => (store ? `${v} ${store}` : v);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React writes style attributes and the widgets adopt their stylesheets.
    "style-src 'self' 'unsafe-inline'",
    withStore("img-src 'self' data: blob:"),
    withStore("media-src 'self' blob:"),
    withStore("connect-src 'self'"),
    "font-src 'self' data:",
    // hls.js may run its transmuxer in a worker made from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

const EMBEDDABLE = /^\/(p|playerembed|rustici)\/([^/?#]+)/;

/**
 * Who may frame the portal page at `path`: only the portal itself, but for the player pages
 * (see the top of this file). An unknown workflow gets 'self' only.
 */
export async function frameAncestorsFor(db: Db, path: string): Promise<string[]> {
  const m = EMBEDDABLE.exec(path);
  if (!m) return ["'self'"];
  if (m[1] === 'rustici') return ['*'];
  let workflowId: string;
  try {
    workflowId = decodeURIComponent(m[2]!);
  } catch {
    return ["'self'"];
  }
  if (workflowId.length > 64) return ["'self'"];
  const rows = await db
    .select({ settings: organizations.settings })
    .from(workflows)
    .innerJoin(organizations, eq(organizations.id, workflows.organizationId))
    .where(eq(workflows.id, workflowId))
    .limit(1);
  const raw = rows[0]?.settings;
  if (!raw) return ["'self'"];
  const settings = organizationSettingsSchema.safeParse(raw);
  if (!settings.success) return ["'self'"];
  const allowed = settings.data.customizedPermissions.allowedOrigins;
  // Stored origins are checked as exact http(s) origins when written; checked again here, since
  // a header value must never carry anything else.
  const origins = allowed.filter((o) => /^https?:\/\/[A-Za-z0-9.[\]:-]+$/.test(o));
  return ["'self'", ...origins];
}
