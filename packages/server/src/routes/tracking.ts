/**
 * Player tracking (002 §7 "Tracking"): `POST /v1/tracking` stores a record idempotently
 * (domain/tracking-store.ts); `GET /v1/tracking?workflowId=` reads them back: the caller's own,
 * or every record of the workflow for organisation admins and admins of its workspace.
 * The public variant (002 §7 "carries the share token") is `POST /v1/tracking` with the
 * `x-external-access-token` header of a public share of the record's workflow: stored without
 * identity (002 §6). `POST /v1/tracking/multimodal-sop` is not here: no smart instructions yet.
 *
 * Beacons (issue 16): on page hide the player sends its record with navigator.sendBeacon, which
 * cannot set headers and sends a string as `text/plain`. `POST /v1/tracking/beacon` takes the
 * access token in the body's `token` (or the header) and `POST /v1/tracking/beacon/public` the
 * share token in `shareToken`; both parse `text/plain` as JSON and answer like the routes above,
 * under the same rate limit. In the body, not the query: addresses end up in logs.
 */
import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import {
  idSchema,
  isAdminRole,
  LIST_MAX_PAGE_SIZE,
  pageInfo,
  storedTrackingSchema,
  type TrackingItem,
  trackingPageSchema,
  type TrackingRecordInput,
  trackingRecordSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import type { Caller } from '../domain/caller.js';
import { trackingRecords } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { parseJsonBody } from '../http/input-guard.js';
import { ok, wrapped } from '../http/reply.js';
import { playableWorkflow } from '../domain/media-access.js';
import { visibleWorkflow } from '../domain/workflow-access.js';
import { storeTracking, type TrackingRow } from '../domain/tracking-store.js';
import {
  allowAnyOrigin,
  externalAccessConstraint,
  externalAccessToken,
  publicWorkflowAccess,
  registerPreflight,
  useExternalAccessConstraint,
} from '../domain/external-access.js';

/** A valid record has at most ~250 KB of JSON (core TRACKING_LIMITS); anything larger is a 413. */
export const TRACKING_BODY_LIMIT = 512 * 1024;

export const trackingItem = (row: TrackingRow): TrackingItem => ({
  id: row.id,
  workflowId: row.workflowId,
  uid: row.userId,
  email: row.email,
  isPublic: row.isPublic,
  lastUpdated: row.lastUpdated,
  playedDuration: row.playedDuration,
  record: row.record as Record<string, unknown>,
});

export const trackingSample = (f: Record<string, string>) => ({
  id: `rec-${f.uniq}`,
  isPublic: false,
  workflowId: f.workflowId!,
  onEnter: 1_700_000_000_000,
  onExit: null,
  lastUpdated: 1_700_000_010_000,
  playedDuration: 10,
  deviceInfo: { userAgent: 'test' },
  location: '/playermain',
  onChangeRez: [],
  onChangeStepFromMenu: [],
  onNext: [],
  onPrevious: [],
  onSubtitles: [],
  stepsArray: ['s1'],
  steps: {
    s1: {
      onPlay: null,
      onPause: 1_700_000_010_000,
      onForward: 0,
      onBackward: 0,
      stepDuration: 30,
      playedDuration: 10,
      playedIntervals: [[1_700_000_000_000, 1_700_000_010_000]],
      lastUpdated: 1_700_000_010_000,
    },
  },
});

/** A signed-in caller's record (a learner's too): stored with their identity. */
async function storeOwnTracking(caller: Caller, record: TrackingRecordInput) {
  await playableWorkflow(caller, record.workflowId);
  const { row, current } = await storeTracking(caller.tenant, record, {
    userId: caller.userId,
    email: caller.email,
    isPublic: false,
  });
  return ok({ item: trackingItem(row), current });
}

/** What a beacon's body carries besides the record: the credential a header would. */
const beaconToken = z.string().min(1).max(4096);

export function registerTrackingRoutes(app: ZodApp): void {
  useExternalAccessConstraint(app);
  void app.register(registerBeaconRoutes);

  app.post(
    '/v1/tracking',
    {
      bodyLimit: TRACKING_BODY_LIMIT,
      config: {
        rateLimits: ['tracking'],
        orgData: true,
        learner: true,
        sample: (f) => ({ body: trackingSample(f) }),
      },
      schema: {
        tags: ['tracking'],
        body: trackingRecordSchema,
        response: wrapped(storedTrackingSchema),
      },
    },
    async (req) => storeOwnTracking(callerOf(req), req.body),
  );

  app.post(
    '/v1/tracking',
    {
      constraints: externalAccessConstraint,
      bodyLimit: TRACKING_BODY_LIMIT,
      config: {
        rateLimits: ['tracking'],
        auth: 'public',
        ipCheck: 'skip',
        sample: (f) => ({ body: { ...trackingSample(f), isPublic: true } }),
      },
      schema: {
        tags: ['tracking'],
        description: 'Public variant: sent with the x-external-access-token header, no sign-in.',
        body: trackingRecordSchema,
        response: wrapped(storedTrackingSchema),
      },
    },
    async (req, reply) => {
      allowAnyOrigin(reply);
      // A restricted share's visitor is tracked under the address their token carries.
      const access = await publicWorkflowAccess(
        app,
        externalAccessToken(req),
        req.body.workflowId,
        {
          email: req.body.email,
        },
      );
      const { row, current } = await storeTracking(access.tenant, req.body, {
        userId: null,
        email: access.email,
        isPublic: true,
      });
      return ok({ item: trackingItem(row), current });
    },
  );
  registerPreflight(app, '/v1/tracking', 'POST');

  app.get(
    '/v1/tracking',
    {
      config: {
        orgData: true,
        learner: true,
        sample: (f) => ({ query: { workflowId: f.workflowId! } }),
      },
      schema: {
        tags: ['tracking'],
        querystring: z.object({
          workflowId: idSchema,
          page: z.coerce.number().int().min(0).max(1_000_000).default(0),
          size: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(LIST_MAX_PAGE_SIZE),
        }),
        response: wrapped(trackingPageSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflowId, page, size } = req.query;
      const { workspace, access } = await visibleWorkflow(caller, workflowId);
      const everyone = isAdminRole(caller.role) || access.canAdminister(workspace);
      const where = and(
        eq(trackingRecords.workflowId, workflowId),
        everyone ? undefined : eq(trackingRecords.userId, caller.userId),
      );
      const [rows, total] = await Promise.all([
        caller.tenant.select(trackingRecords, where, {
          orderBy: [desc(trackingRecords.lastUpdated), desc(trackingRecords.id)],
          limit: size,
          offset: page * size,
        }),
        caller.tenant.count(trackingRecords, where),
      ]);
      return ok({ items: rows.map(trackingItem), page: pageInfo(page, size, total) });
    },
  );
}

/** The beacon routes, in a scope of their own: only they read `text/plain` bodies as JSON. */
async function registerBeaconRoutes(app: ZodApp): Promise<void> {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, parseJsonBody);

  app.post(
    '/v1/tracking/beacon',
    {
      bodyLimit: TRACKING_BODY_LIMIT,
      config: {
        rateLimits: ['tracking'],
        orgData: true,
        learner: true,
        bodyToken: true,
        sample: (f) => ({ body: { record: trackingSample(f) } }),
      },
      schema: {
        tags: ['tracking'],
        description:
          'POST /v1/tracking for navigator.sendBeacon: the access token in `token` (or the ' +
          'Authorization header), the body as text/plain or JSON.',
        body: z.object({ token: beaconToken.optional(), record: trackingRecordSchema }),
        response: wrapped(storedTrackingSchema),
      },
    },
    async (req) => storeOwnTracking(callerOf(req), req.body.record),
  );

  app.post(
    '/v1/tracking/beacon/public',
    {
      bodyLimit: TRACKING_BODY_LIMIT,
      config: {
        rateLimits: ['tracking'],
        auth: 'public',
        ipCheck: 'skip',
        sample: (f) => ({
          body: { shareToken: f.uniq!, record: { ...trackingSample(f), isPublic: true } },
        }),
      },
      schema: {
        tags: ['tracking'],
        description:
          'The public variant for navigator.sendBeacon: the share token in `shareToken` (not ' +
          'the x-external-access-token header), the body as text/plain or JSON.',
        body: z.object({ shareToken: beaconToken, record: trackingRecordSchema }),
        response: wrapped(storedTrackingSchema),
      },
    },
    async (req) => {
      const { shareToken, record } = req.body;
      const access = await publicWorkflowAccess(app, shareToken, record.workflowId, {
        email: record.email,
      });
      const { row, current } = await storeTracking(access.tenant, record, {
        userId: null,
        email: access.email,
        isPublic: true,
      });
      return ok({ item: trackingItem(row), current });
    },
  );
}
