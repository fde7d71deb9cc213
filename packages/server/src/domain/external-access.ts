/**
 * Anonymous access through a content share (002 §6 "public visitor"; 002 §7 "shared variant
 * sends an external access token header"). The token, sent in the `x-external-access-token`
 * header, is either a public share's id or a share token the /share page was issued for its
 * proof (share-tokens.ts: a restricted share's mailed code, a password share's password). A request carrying it is routed to the public variant of a
 * route by a Fastify constraint, so the signed-in variant keeps its gates (sign-in, IP rules)
 * untouched and a public route never sees a caller's rights.
 */
import { and, eq, getTableColumns, isNull, type GetColumnData } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { EXTERNAL_ACCESS_HEADER, normaliseShareEmail } from '@stepwise/core';
import type { Services, ZodApp } from '../services.js';
import { contentShares, organizations, workflows, workspaces } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import type { OrganizationRow } from '../db/schema.js';
import { forbidden, notFound } from './errors.js';
import type { WorkflowRow } from './workflow-access.js';
import type { WorkspaceRow } from './workspace-access.js';
import { unpublishedWorkflow } from './media-access.js';
import {
  shareAccessOpen,
  shareAdmitsEmail,
  shareContentId,
  type ContentShareRow,
} from './content-shares.js';
import { isShareToken, readShareToken, shareTokenKey } from './share-tokens.js';

/** Route constraint name: `constraints: { [EXTERNAL_ACCESS]: 'share' }`. */
export const EXTERNAL_ACCESS = 'externalAccess';
export const externalAccessConstraint = { [EXTERNAL_ACCESS]: 'share' } as const;
// The router's handler type, taken from Fastify's own signature (find-my-way is not ours to import).
type Strategy = Parameters<ZodApp['addConstraintStrategy']>[0];
type Handler = NonNullable<ReturnType<ReturnType<Strategy['storage']>['get']>>;

/** Registers the constraint once per instance (routes in several files use it). */
export function useExternalAccessConstraint(app: ZodApp): void {
  if (app.hasConstraintStrategy(EXTERNAL_ACCESS)) return;
  app.addConstraintStrategy({
    name: EXTERNAL_ACCESS,
    storage() {
      const handlers = new Map<unknown, Handler>();
      return {
        get: (value: unknown) => handlers.get(value) ?? null,
        set: (value: unknown, handler: Handler) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (req) => (req.headers[EXTERNAL_ACCESS_HEADER] ? 'share' : undefined),
    // With the header, a route's public variant answers; routes without one answer as usual.
    mustMatchWhenDerived: false,
  });
}

export function externalAccessToken(req: FastifyRequest): string {
  const value = req.headers[EXTERNAL_ACCESS_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export interface PublicAccess {
  /** Scoped to the share's organisation, like a caller's. */
  tenant: Tenant;
  organization: OrganizationRow;
  workflow: WorkflowRow;
  workspace: WorkspaceRow;
  /** A restricted share's visitor: the address their token was issued to; else null. */
  email: string | null;
}

// Share ids are our ids; anything else cannot be one and is refused before any query.
const SHARE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** What a presented token opens now: the share, its organisation and the visitor's address. */
export interface ShareGrant {
  share: ContentShareRow;
  organization: OrganizationRow;
  email: string | null;
}

/** A share with its organisation (any organisation's: the caller is a visitor), or undefined. */
export async function shareWithOrganization(db: Services['db'], id: string) {
  if (!SHARE_ID.test(id)) return undefined;
  const [found] = await db
    .select({ share: contentShares, organization: organizations })
    .from(contentShares)
    .innerJoin(organizations, eq(organizations.id, contentShares.organizationId))
    .where(eq(contentShares.id, id))
    .limit(1);
  return found;
}

/** Columns' values, as selected (null where the column may be). */
type Selected<F extends Record<string, PgColumn>> = { [K in keyof F]: GetColumnData<F[K]> };

interface SharedWorkflow<W extends Record<string, PgColumn>, S extends Record<string, PgColumn>> {
  share: ContentShareRow;
  organization: OrganizationRow;
  /** Null: no live workflow of that id in the share's organisation. */
  workflow: Selected<W> | null;
  workspace: Selected<S> | null;
}

/**
 * shareWithOrganization, with `fields` of the live workflow `workflowId` of the share's
 * organisation and of its workspace (null when there is none) read in the same query: a public
 * player asks for all of them before its first frame, and one round trip to the database is less
 * than three.
 */
async function shareWithWorkflow<
  W extends Record<string, PgColumn>,
  S extends Record<string, PgColumn>,
>(
  db: Services['db'],
  id: string,
  workflowId: string,
  fields: { workflow: W; workspace: S },
): Promise<SharedWorkflow<W, S> | undefined> {
  if (!SHARE_ID.test(id)) return undefined;
  const [found] = await db
    .select({ share: contentShares, organization: organizations, ...fields })
    .from(contentShares)
    .innerJoin(organizations, eq(organizations.id, contentShares.organizationId))
    .leftJoin(
      workflows,
      and(
        eq(workflows.id, workflowId),
        eq(workflows.organizationId, contentShares.organizationId),
        isNull(workflows.deletedAt),
      ),
    )
    .leftJoin(
      workspaces,
      and(
        eq(workspaces.id, workflows.workspaceId),
        eq(workspaces.organizationId, contentShares.organizationId),
      ),
    )
    .where(eq(contentShares.id, id))
    .limit(1);
  // Drizzle's inference loses a generic selection's shape: this is the shape it selects.
  return found as SharedWorkflow<W, S> | undefined;
}

/**
 * The share a token opens, or null. A bare share id opens a public share (the existing public
 * links). A share token must be well signed and unexpired, of the share's current epoch (any
 * change of its access since revokes it) and of the share's content, and fit the share's type
 * now: one carrying an address only a restricted share that still admits that address, one
 * without only a public or password share. `email`, when the caller states one (a tracking
 * record's), must be the token's. The share's type must still be open in its organisation.
 */
export async function shareGrant(
  services: Pick<Services, 'db' | 'mediaKey'>,
  token: string,
  opts: { email?: string | null; nowSeconds?: number } = {},
): Promise<ShareGrant | null> {
  return grantOf(services, token, opts, shareWithOrganization);
}

/** shareGrant, reading the share (with whatever else `read` joins to it) through `read`. */
async function grantOf<T extends { share: ContentShareRow; organization: OrganizationRow }>(
  services: Pick<Services, 'db' | 'mediaKey'>,
  token: string,
  opts: { email?: string | null; nowSeconds?: number },
  read: (db: Services['db'], shareId: string) => Promise<T | undefined>,
): Promise<(T & { email: string | null }) | null> {
  if (!isShareToken(token)) {
    const found = await read(services.db, token);
    if (!found || found.share.externalAccessType !== 'public') return null;
    if (!shareAccessOpen(found.share, found.organization)) return null;
    return { ...found, email: null };
  }
  const check = readShareToken(shareTokenKey(services.mediaKey), token, opts.nowSeconds);
  if (!check.ok) return null;
  const { claims } = check;
  const found = await read(services.db, claims.shareId);
  if (!found) return null;
  const { share, organization } = found;
  if (claims.epoch !== share.tokenEpoch || claims.contentId !== shareContentId(share)) return null;
  if (!shareAccessOpen(share, organization)) return null;
  if (claims.email === null) {
    if (share.externalAccessType !== 'public' && share.externalAccessType !== 'password') {
      return null;
    }
  } else if (!shareAdmitsEmail(share, organization, claims.email)) {
    return null;
  }
  if (opts.email && normaliseShareEmail(opts.email) !== (claims.email ?? '')) return null;
  return { ...found, email: claims.email };
}

/**
 * The workflow a token opens for an anonymous player: a share of this very workflow the token
 * opens now (shareGrant); the workflow live and published, in a workspace. Any other token is
 * 403 'no permission' (002 §8 player message); unpublished is code 2. `fields` choose what of
 * the workflow and the workspace is read (with the share, in one query).
 */
async function publicWorkflowGrant<
  W extends { published: typeof workflows.published } & Record<string, PgColumn>,
  S extends Record<string, PgColumn>,
>(
  app: ZodApp,
  token: string,
  workflowId: string,
  opts: { email?: string | null },
  fields: { workflow: W; workspace: S },
) {
  const grant = await grantOf(app.services, token, opts, (db, id) =>
    shareWithWorkflow(db, id, workflowId, fields),
  );
  if (!grant || grant.share.workflowId !== workflowId) throw forbidden('no permission');
  const { workflow, workspace } = grant;
  if (!workflow) throw notFound('Workflow');
  if (!workflow.published) throw unpublishedWorkflow();
  if (!workspace) throw notFound('Workflow');
  return { ...grant, workflow, workspace };
}

/** publicWorkflowGrant, with the workflow's and the workspace's whole rows. */
export async function publicWorkflowAccess(
  app: ZodApp,
  token: string,
  workflowId: string,
  opts: { email?: string | null } = {},
): Promise<PublicAccess> {
  const { organization, workflow, workspace, email } = await publicWorkflowGrant(
    app,
    token,
    workflowId,
    opts,
    { workflow: getTableColumns(workflows), workspace: getTableColumns(workspaces) },
  );
  const tenant = new Tenant(app.services.db, organization.id);
  return { tenant, organization, workflow, workspace, email };
}

/**
 * publicWorkflowGrant for the stream (GET /v1/player/stream.m3u8): the same checks, reading only
 * where the workflow's media is (a first frame waits for this answer; the whole workflow row,
 * with its per-second thumbnail map, costs the query more than the join does).
 */
export async function publicStreamAccess(
  app: ZodApp,
  token: string,
  workflowId: string,
): Promise<{ organizationId: string; hlsKey: string | null }> {
  const { organization, workflow } = await publicWorkflowGrant(
    app,
    token,
    workflowId,
    {},
    {
      workflow: { published: workflows.published, hlsKey: workflows.hlsKey },
      workspace: { id: workspaces.id },
    },
  );
  return { organizationId: organization.id, hlsKey: workflow.hlsKey };
}

/**
 * CORS for the public variants: a host page on any origin embeds the player and sends the share
 * token in a header, so it preflights. The token is a capability carried by no cookie, so `*`
 * exposes nothing a request without it could not get.
 */
export function allowAnyOrigin(reply: { header(k: string, v: string): unknown }): void {
  reply.header('access-control-allow-origin', '*');
}

export function registerPreflight(app: ZodApp, url: string, methods: string): void {
  app.options(
    url,
    {
      config: { auth: 'public', ipCheck: 'skip', sample: () => ({}) },
      schema: { tags: ['player'], description: 'CORS preflight of the public variant.' },
    },
    async (_req, reply) => {
      allowAnyOrigin(reply);
      return reply
        .header('access-control-allow-methods', methods)
        .header('access-control-allow-headers', `content-type, ${EXTERNAL_ACCESS_HEADER}`)
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    },
  );
}
