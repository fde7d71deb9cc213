/**
 * `GET /v1/player/workflow?workflowId=&withAddons=` (002 §7): what the player needs in one
 * answer: the workflow view, its steps with their transcripts, and signed video, poster and
 * per-second thumbnail URLs. Unpublished is code 2 unless the caller may edit it (preview).
 *
 * The public variant (002 §6-7): a request with the `x-external-access-token` header and no
 * sign-in is answered when the token is a public share of that very workflow, which must be
 * published (domain/external-access.ts). It is a route of its own, chosen by that header.
 *
 * `GET /v1/player/workflow-version-histories/{versionId}` (002 §7, issue 23): a past version,
 * built from its snapshot by the same builder (domain/player-item.ts), for whoever may play the
 * workflow.
 *
 * `GET /v1/player/stream.m3u8?workflowId=&token=` (ours; also at `/v1/player/stream`, the address
 * embed codes carried before): the same public check, answered with the
 * master playlist itself, its renditions named by their signed URLs (no redirect: one round
 * trip less before the first frame). A <video> can load it directly (it sends no headers, hence
 * the token in the query), so the script-tag loader starts a public workflow's stream before the
 * player's code has arrived.
 */
import { z } from 'zod';
import {
  idSchema,
  LEGACY_PLAYER_STREAM_PATH,
  PLAYER_STREAM_PATH,
  type PlayerWorkflow,
  playerWorkflowAnswerSchema,
} from '@stepwise/core';

import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { mediaUrlSigner } from '../domain/media-urls.js';
import { absolutePlaylist, readStoredText } from '../domain/media-delivery.js';
import { servedMasterPlaylist } from '../domain/dub-playlist.js';
import { contentTypeOf } from '../storage/content-types.js';
import { playableWorkflow } from '../domain/media-access.js';
import { approvalRefOf } from '../domain/approval-requests.js';
import {
  allowAnyOrigin,
  externalAccessConstraint,
  externalAccessToken,
  publicStreamAccess,
  publicWorkflowAccess,
  registerPreflight,
  useExternalAccessConstraint,
} from '../domain/external-access.js';
import { settingsOf } from '../domain/organization-settings.js';
import { SHARE_TOKEN_MAX_LENGTH } from '../domain/share-tokens.js';
import { currentPlayerItem, versionPlayerItem, type PlayerScope } from '../domain/player-item.js';
import { versionWithAccess } from '../domain/workflow-versions.js';

const query = z.object({
  workflowId: idSchema,
  withAddons: z.enum(['true', 'false', '1', '0']).optional(),
});

const streamQuery = z.object({
  workflowId: idSchema,
  /** The header's token, in the query: a public share's id or an issued share token (st1.). */
  token: z.string().min(1).max(SHARE_TOKEN_MAX_LENGTH),
});
const addons = (q: z.infer<typeof query>) => q.withAddons === 'true' || q.withAddons === '1';

async function playerItem(
  app: ZodApp,
  req: FastifyRequest,
  withAddons: boolean,
  scope: PlayerScope,
): Promise<PlayerWorkflow> {
  const origin = requestOrigin(req);
  const sign = mediaUrlSigner(app.services, { origin });
  return currentPlayerItem(scope, sign, {
    withAddons,
    origin: origin ?? app.services.config.publicUrl,
  });
}

/** How long a browser may keep the stream's master playlist (it holds signed URLs). */
const STREAM_MAX_AGE_SECONDS = 60;

export function registerPlayerRoutes(app: ZodApp): void {
  useExternalAccessConstraint(app);

  app.get(
    '/v1/player/workflow',
    {
      config: {
        orgData: true,
        learner: true,
        sample: (f) => ({ query: { workflowId: f.workflowId!, withAddons: 'true' } }),
      },
      schema: {
        tags: ['player'],
        querystring: query,
        response: wrapped(playerWorkflowAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow, workspace } = await playableWorkflow(caller, req.query.workflowId);
      const scope = {
        tenant: caller.tenant,
        generation: caller.organization.generation,
        workflow,
        workspace,
        allowedOrigins: caller.settings.customizedPermissions.allowedOrigins,
      };
      // Issue 23: the open approval request, so its reviewers get their approve / reject bar.
      const [item, approvalRequest] = await Promise.all([
        playerItem(app, req, addons(req.query), scope),
        approvalRefOf(caller.tenant, { workflowId: workflow.id }),
      ]);
      return ok({ item: { ...item, approvalRequest } });
    },
  );

  app.get(
    '/v1/player/workflow',
    {
      constraints: externalAccessConstraint,
      config: {
        rateLimits: ['publicPlayer'],
        auth: 'public',
        ipCheck: 'skip',
        sample: (f) => ({ query: { workflowId: f.workflowId! } }),
      },
      schema: {
        tags: ['player'],
        description: 'Public variant: sent with the x-external-access-token header, no sign-in.',
        querystring: query,
        response: wrapped(playerWorkflowAnswerSchema),
      },
    },
    async (req, reply) => {
      allowAnyOrigin(reply);
      const access = await publicWorkflowAccess(
        app,
        externalAccessToken(req),
        req.query.workflowId,
      );
      const scope = {
        ...access,
        generation: access.organization.generation,
        allowedOrigins: settingsOf(access.organization).customizedPermissions.allowedOrigins,
      };
      return ok({ item: await playerItem(app, req, addons(req.query), scope) });
    },
  );
  registerPreflight(app, '/v1/player/workflow', 'GET');

  app.get(
    '/v1/player/workflow-version-histories/:id',
    {
      config: {
        orgData: true,
        learner: true,
        sample: (f) => ({ params: { id: f.workflowVersionId! } }),
      },
      schema: {
        tags: ['player'],
        description:
          'A past version of a workflow (issue 23): for whoever may play the workflow, from what the version kept.',
        params: z.object({ id: idSchema }),
        response: wrapped(playerWorkflowAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { version, workflow, workspace } = await versionWithAccess(
        caller,
        req.params.id,
        playableWorkflow,
      );
      const scope = {
        tenant: caller.tenant,
        generation: caller.organization.generation,
        workflow,
        workspace,
        allowedOrigins: caller.settings.customizedPermissions.allowedOrigins,
      };
      const sign = mediaUrlSigner(app.services, { origin: requestOrigin(req) });
      return ok({ item: await versionPlayerItem(scope, version, sign) });
    },
  );

  // PLAYER_STREAM_PATH (ends in .m3u8: a native HLS <video> starts at once), and the address embed
  // codes carried before it (LEGACY_PLAYER_STREAM_PATH), which host pages keep.
  for (const path of [PLAYER_STREAM_PATH, LEGACY_PLAYER_STREAM_PATH]) {
    app.get(
      path,
      {
        config: {
          rateLimits: ['publicPlayer'],
          auth: 'public',
          ipCheck: 'skip',
          sample: (f) => ({ query: { workflowId: f.workflowId!, token: 'ST-none' } }),
        },
        schema: {
          tags: ['player'],
          description:
            path === PLAYER_STREAM_PATH
              ? "A public workflow's stream: its master playlist, renditions at their signed URLs (token: a public share)."
              : `The same as ${PLAYER_STREAM_PATH}, at the address embed codes carried before it (kept for host pages that pasted one).`,
          querystring: streamQuery,
        },
      },
      async (req, reply) => {
        allowAnyOrigin(reply);
        const { organizationId, hlsKey } = await publicStreamAccess(
          app,
          req.query.token,
          req.query.workflowId,
        );
        const url = mediaUrlSigner(app.services, { origin: requestOrigin(req) })(hlsKey);
        if (!url || !hlsKey) throw notFound('Video');
        const read = () => readStoredText(app.services.storage, hlsKey, 'Video');
        // At the legacy address the browser asks twice (a native HLS <video> reads the answer's
        // type, then the playlist): a short private cache answers the second time. Its signed
        // URLs outlive it.
        const maxAge = Math.min(
          STREAM_MAX_AGE_SECONDS,
          Math.floor(app.services.config.mediaUrlTtlSeconds / 4),
        );
        return reply
          .header('content-type', contentTypeOf(hlsKey))
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff')
          .send(
            await absolutePlaylist(
              await servedMasterPlaylist(app.services, organizationId, hlsKey, read),
              url,
            ),
          );
      },
    );
  }
}
