/**
 * Signing (001 §7 / 002 §7): `POST /sign`, `POST /access`, `POST /sign/batch`. Each turns media a
 * signed-in caller may play (domain/media-access.ts) into URLs of the media route that expire
 * after MEDIA_URL_TTL_SECONDS. `token` is the spec's legacy identity-token field: accepted and
 * ignored, the bearer header authenticates.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ErrorCode, idSchema, mediaAccessSchema, StepwiseError } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { steps } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest, notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import type { Caller } from '../domain/caller.js';
import {
  MEDIA_PATH,
  grantedKey,
  isPlayablePath,
  mediaFolderOf,
  mediaUrlSigner,
  splitMediaPath,
  verifyMediaToken,
} from '../domain/media-urls.js';
import {
  playableMediaKey,
  playableWorkflow,
  playlistFor,
  REZ_CHOICES,
} from '../domain/media-access.js';
import type { WorkflowAccess } from '../domain/workflow-access.js';
import { stepsOf, type StepRow } from '../domain/workflow-view.js';

const legacyToken = z.string().max(4096).nullish();
/** At most this many entries per batch (issue 3 contract). */
export const SIGN_BATCH_MAX = 100;
// No video is longer than 20 minutes (001 §5), so no thumbnail index is past this.
const MAX_SECOND = 24 * 60 * 60;

const signBody = z.strictObject({ token: legacyToken, url: z.string().min(1).max(2048) });

const accessBody = z.strictObject({
  token: legacyToken,
  type: z.enum(['workflow', 'step']),
  id: idSchema,
  rez: z.enum(REZ_CHOICES).optional(),
});

const batchEntry = z.strictObject({
  workflowId: idSchema,
  stepId: idSchema.nullish(),
  type: z.enum(['video', 'poster', 'imageMap']),
  /** imageMap: the second, from the step's start when a step is named, else from 0. */
  index: z.number().int().min(0).max(MAX_SECOND).nullish(),
});
const batchBody = z.strictObject({
  token: legacyToken,
  data: z.array(batchEntry).max(SIGN_BATCH_MAX),
});
const batchItem = z.object({
  workflowId: z.string(),
  stepId: z.string().nullable(),
  type: z.string(),
  url: z.string().nullable(),
  message: z.string(),
});

/** The storage key a `/sign` url names: a media URL of ours (even expired), or a plain key. */
function keyOfSignRequest(mediaKey: Uint8Array, url: string): string | null {
  const at = url.indexOf(MEDIA_PATH);
  if (at < 0) {
    const key = url.replace(/^\/+/, '');
    const found = mediaFolderOf(key);
    return found && isPlayablePath(found.path) ? key : null;
  }
  const { token, path } = splitMediaPath(url.slice(at + MEDIA_PATH.length).split(/[?#]/)[0]!);
  const check = verifyMediaToken(mediaKey, token, { allowExpired: true });
  if (!check.ok) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return grantedKey(check.grant, decoded);
}

type Lookup =
  | { ok: true; found: WorkflowAccess; steps: StepRow[] }
  /** `seen`: the workflow is visible but unpublished (code 2), not unknown or hidden. */
  | { ok: false; message: string; seen: boolean };

const REFUSALS: readonly number[] = [ErrorCode.NotFound, ErrorCode.UnpublishedSkill];

/** One lookup per workflow of a batch; refusals become the entry's message, not an error. */
function batchLookups(caller: Caller) {
  const cache = new Map<string, Promise<Lookup>>();
  return (workflowId: string): Promise<Lookup> => {
    let hit = cache.get(workflowId);
    if (!hit) {
      hit = (async (): Promise<Lookup> => {
        try {
          const found = await playableWorkflow(caller, workflowId);
          return { ok: true, found, steps: await stepsOf(caller, workflowId) };
        } catch (err) {
          if (err instanceof StepwiseError && REFUSALS.includes(err.code)) {
            return {
              ok: false,
              message: err.message,
              seen: err.code === ErrorCode.UnpublishedSkill,
            };
          }
          throw err;
        }
      })();
      cache.set(workflowId, hit);
    }
    return hit;
  };
}

export function registerSigningRoutes(app: ZodApp): void {
  app.post(
    '/sign',
    {
      config: {
        orgData: true,
        learner: true,
        sample: (f) => ({
          body: {
            token: 'legacy-id-token',
            url: `org/${f.organizationId}/workflows/${f.workflowId}/poster.jpg`,
          },
        }),
      },
      schema: {
        tags: ['signing'],
        summary: 'Signs a storage key, or renews a media URL, of a workflow the caller may play',
        body: signBody,
        response: wrapped(z.object({ url: z.string() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const key = keyOfSignRequest(app.services.mediaKey, req.body.url);
      if (!key) throw badRequest('url names no video, poster or thumbnail of a workflow');
      await playableMediaKey(caller, key);
      const sign = mediaUrlSigner(app.services, { origin: requestOrigin(req) });
      return ok({ url: sign(key)! });
    },
  );

  app.post(
    '/access',
    {
      config: {
        orgData: true,
        learner: true,
        sample: (f) => ({ body: { type: 'workflow', id: f.workflowId!, rez: 'auto' } }),
      },
      schema: {
        tags: ['signing'],
        summary: "A workflow's or a step's video (HLS) and poster, signed",
        body: accessBody,
        response: wrapped(mediaAccessSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { type, id, rez } = req.body;
      let step: StepRow | undefined;
      if (type === 'step') {
        step = await caller.tenant.first(steps, eq(steps.id, id));
        if (!step) throw notFound('Step');
      }
      const { workflow } = await playableWorkflow(caller, step?.workflowId ?? id).catch(
        (err: unknown) => {
          // A step of a hidden workflow is as unknown as a step that does not exist.
          if (step && err instanceof StepwiseError && err.code === ErrorCode.NotFound) {
            throw notFound('Step');
          }
          throw err;
        },
      );
      const sign = mediaUrlSigner(app.services, { origin: requestOrigin(req) });
      const playlist = workflow.hlsKey
        ? await playlistFor(app.services.storage, workflow.hlsKey, rez)
        : null;
      return ok({
        videoURL: sign(playlist),
        posterURL: sign(step?.posterKey) ?? sign(workflow.posterKey),
        startTime: step?.startTime ?? 0,
        endTime: step?.endTime ?? workflow.videoDuration ?? 0,
      });
    },
  );

  app.post(
    '/sign/batch',
    {
      config: {
        orgData: true,
        learner: true,
        sample: (f) => ({
          body: {
            token: 'legacy-id-token',
            data: [
              { workflowId: f.workflowId!, type: 'poster' },
              { workflowId: f.workflowId!, type: 'imageMap', index: 1 },
            ],
          },
        }),
      },
      schema: {
        tags: ['signing'],
        summary: 'Signs many videos, posters and thumbnails; a failed entry is url null + message',
        body: batchBody,
        response: wrapped(z.object({ items: z.array(batchItem) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const lookup = batchLookups(caller);
      const sign = mediaUrlSigner(app.services, { origin: requestOrigin(req) });
      let anyVisible = false;
      const items = [];
      for (const entry of req.body.data) {
        const stepId = entry.stepId ?? null;
        const item = { workflowId: entry.workflowId, stepId, type: entry.type };
        const found = await lookup(entry.workflowId);
        if (!found.ok) {
          anyVisible ||= found.seen;
          items.push({ ...item, url: null, message: found.message });
          continue;
        }
        anyVisible = true;
        const { workflow } = found.found;
        const step = stepId ? found.steps.find((s) => s.id === stepId) : undefined;
        if (stepId && !step) {
          items.push({ ...item, url: null, message: 'Step not found' });
          continue;
        }
        let url: string | null;
        let missing: string;
        if (entry.type === 'video') {
          url = sign(workflow.hlsKey);
          missing = 'No video yet';
        } else if (entry.type === 'poster') {
          url = sign(step?.posterKey) ?? sign(workflow.posterKey);
          missing = 'No poster yet';
        } else {
          const second = Math.floor(step?.startTime ?? 0) + (entry.index ?? 0);
          const inStep = !step || second < Math.ceil(step.endTime);
          url = inStep ? sign(workflow.imageMap?.[String(second)]) : null;
          missing = 'No thumbnail at this second';
        }
        items.push({ ...item, url, message: url ? 'OK' : missing });
      }
      // Nothing the caller can see: the spec's "code reported, empty result" (001 §8), and no
      // echo of ids that belong to someone else.
      if (items.length > 0 && !anyVisible) throw notFound('Workflow');
      return ok({ items });
    },
  );
}
