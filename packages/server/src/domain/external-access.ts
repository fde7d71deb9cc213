/**
 * Anonymous access through a public content share (002 §6 "public visitor"; 002 §7 "shared
 * variant sends an external access token header"). The token is a share id, sent in the
 * `x-external-access-token` header. A request carrying it is routed to the public variant of a
 * route by a Fastify constraint, so the signed-in variant keeps its gates (sign-in, IP rules)
 * untouched and a public route never sees a caller's rights.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { EXTERNAL_ACCESS_HEADER, shareAdmitsPublic, type ExternalAccessType } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { contentShares, organizations, workflows, workspaces } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import type { OrganizationRow } from '../db/schema.js';
import { forbidden, notFound } from './errors.js';
import type { WorkflowRow } from './workflow-access.js';
import type { WorkspaceRow } from './workspace-access.js';
import { unpublishedWorkflow } from './media-access.js';
import { publicLinkContext } from './content-shares.js';

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
}

// Share ids are our UUIDs; anything else cannot be one and is refused before any query.
const TOKEN = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The workflow a share token opens for an anonymous player: the share must be public, of this
 * workflow, in an organisation that allows public links now; the workflow live and published.
 * Any other token is 403 'no permission' (002 §8 player message); unpublished is code 2.
 */
export async function publicWorkflowAccess(
  app: ZodApp,
  token: string,
  workflowId: string,
): Promise<PublicAccess> {
  const db = app.services.db;
  const refused = () => forbidden('no permission');
  if (!TOKEN.test(token)) throw refused();
  const [found] = await db
    .select({ share: contentShares, organization: organizations })
    .from(contentShares)
    .innerJoin(organizations, eq(organizations.id, contentShares.organizationId))
    .where(eq(contentShares.id, token))
    .limit(1);
  if (!found || found.share.workflowId !== workflowId) throw refused();
  const type = found.share.externalAccessType as ExternalAccessType;
  if (!shareAdmitsPublic({ externalAccessType: type }, publicLinkContext(found.organization))) {
    throw refused();
  }
  const tenant = new Tenant(db, found.organization.id);
  const workflow = await tenant.first(
    workflows,
    and(eq(workflows.id, workflowId), isNull(workflows.deletedAt)),
  );
  if (!workflow) throw notFound('Workflow');
  if (!workflow.published) throw unpublishedWorkflow();
  const workspace = await tenant.first(workspaces, eq(workspaces.id, workflow.workspaceId));
  if (!workspace) throw notFound('Workflow');
  return { tenant, organization: found.organization, workflow, workspace };
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
