/**
 * Viewing and running a smart instruction (issue 20; 002 §7): the viewer's read
 * `GET /v1/player/multimodal-sop/{id}`, a quiz item's check, a requested photo, the run session
 * (`POST /v1/tracking/multimodal-sop`), and the runs list for editors. Each reader route has a
 * public variant, chosen by the `x-external-access-token` header of a public content share of
 * the SOP (no sign-in, no identity; the token may also come as `shareAccessToken` in the read's
 * query). `<stepwise-instruction>` calls them from a host page of another origin: CORS as the
 * quiz-taking routes (quiz-cors.ts), any origin for the public variants.
 */
import { z } from 'zod';
import {
  idSchema,
  smartInstructionForViewingAnswerSchema,
  smartInstructionPlayerQuerySchema,
  sopQuizCheckAnswerSchema,
  sopQuizCheckSchema,
  sopSessionListQuerySchema,
  sopSessionPageSchema,
  sopTrackingSchema,
  sopUserFileAnswerSchema,
  storedSopSessionAnswerSchema,
} from '@stepwise/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { useFormData, type FormFile } from '../http/form-data.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { badRequest, forbidden } from '../domain/errors.js';
import {
  allowAnyOrigin,
  externalAccessConstraint,
  externalAccessToken,
  useExternalAccessConstraint,
} from '../domain/external-access.js';
import { quizSealKey } from '../domain/quiz-seal.js';
import { sopMediaSigner } from '../domain/smart-instruction-view.js';
import { checkQuizItem, sessionsOf, storeSession, storeUserFile } from '../domain/sop-runs.js';
import {
  callerReader,
  instructionForViewing,
  publicReader,
  type SopReader,
} from '../domain/sop-viewing.js';
import { quizCors, registerQuizPreflight } from './quiz-cors.js';
import { sampleQuizCheck, sampleTracking } from './smart-instruction-samples.js';
import type { SampleFixtures } from '../http/types.js';
import { approvalRefOf } from '../domain/approval-requests.js';

const TAGS = ['smart-instructions'];
const PUBLIC = 'Public variant: sent with the x-external-access-token header, no sign-in.';
const params = z.object({ id: idSchema });
const itemParams = z.object({ id: idSchema, itemId: idSchema });
const publicConfig = { auth: 'public' as const, ipCheck: 'skip' as const };

/** The photo form: `sessionId`, then one `file` (none: 001 §5 'No file provided'). */
const photoFormSchema = z.object({
  sessionId: idSchema,
  file: z
    .custom<FormFile>(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        (v as FormFile).bytes instanceof Uint8Array &&
        typeof (v as FormFile).fileName === 'string',
      { message: 'file must be a file' },
    )
    .optional(),
});

/** Route constraint: a request whose query names `shareAccessToken` (the public read). */
const SHARE_QUERY = 'sopShareQuery';
type Strategy = Parameters<ZodApp['addConstraintStrategy']>[0];
type Handler = NonNullable<ReturnType<ReturnType<Strategy['storage']>['get']>>;

function useShareQueryConstraint(app: ZodApp): void {
  if (app.hasConstraintStrategy(SHARE_QUERY)) return;
  app.addConstraintStrategy({
    name: SHARE_QUERY,
    storage() {
      const handlers = new Map<unknown, Handler>();
      return {
        get: (value: unknown) => handlers.get(value) ?? null,
        set: (value: unknown, handler: Handler) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (req) => (/[?&]shareAccessToken=/.test(req.url ?? '') ? 'share' : undefined),
    mustMatchWhenDerived: false,
  });
}

const photoParams = (f: SampleFixtures) => ({ id: f.publishedSopId!, itemId: f.sopFileItemId! });
const quizParams = (f: SampleFixtures) => ({ id: f.publishedSopId!, itemId: f.sopQuizItemId! });

function photoForm(body: unknown) {
  const parsed = photoFormSchema.safeParse(body ?? {});
  if (!parsed.success) {
    throw badRequest(
      `body: ${parsed.error.issues[0]?.path.join('.') || 'form'}: ${parsed.error.issues[0]?.message}`,
    );
  }
  return { sessionId: parsed.data.sessionId, file: parsed.data.file ?? null };
}

export function registerSmartInstructionRunRoutes(app: ZodApp): void {
  const { services } = app;
  const seal = quizSealKey(services.quizAnswerSecret);
  const signer = (req: FastifyRequest) => sopMediaSigner(services, requestOrigin(req));
  const shareReader = (req: FastifyRequest, id: string, token?: string) =>
    publicReader(services, token || externalAccessToken(req), id);
  const publicOnly = (reply: FastifyReply) => allowAnyOrigin(reply);
  useExternalAccessConstraint(app);
  useFormData(app);

  // ---- The viewer's read ----------------------------------------------------------------------
  const read = async (req: FastifyRequest, reader: SopReader, includeSubData: boolean) =>
    ok({ item: await instructionForViewing(reader, seal, signer(req), includeSubData) });
  const playerSchema = {
    tags: TAGS,
    params,
    querystring: smartInstructionPlayerQuerySchema,
    response: wrapped(smartInstructionForViewingAnswerSchema),
  };
  app.get(
    '/v1/player/multimodal-sop/:id',
    {
      onSend: quizCors,
      config: { orgData: true, sample: (f) => ({ params: { id: f.publishedSopId! } }) },
      schema: {
        ...playerSchema,
        summary: 'The SOP to view or run: published and visible to the caller, or theirs to edit',
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const reader = await callerReader(caller, req.params.id);
      // Issue 23: signed-in readers learn of the open approval request (its reviewers act on it).
      const [item, approvalRequest] = await Promise.all([
        instructionForViewing(reader, seal, signer(req), req.query.includeSubData),
        approvalRefOf(caller.tenant, { multimodalSopId: reader.row.id }),
      ]);
      return ok({ item: { ...item, approvalRequest } });
    },
  );
  app.get(
    '/v1/player/multimodal-sop/:id',
    {
      constraints: externalAccessConstraint,
      config: {
        ...publicConfig,
        rateLimits: ['publicPlayer'],
        sample: (f) => ({ params: { id: f.publishedSopId! } }),
      },
      schema: { ...playerSchema, description: PUBLIC },
    },
    async (req, reply) => {
      publicOnly(reply);
      const reader = await shareReader(req, req.params.id, req.query.shareAccessToken);
      return read(req, reader, req.query.includeSubData);
    },
  );
  // The token in the query alone (a link, no header): the same public read.
  useShareQueryConstraint(app);
  app.get(
    '/v1/player/multimodal-sop/:id',
    {
      constraints: { [SHARE_QUERY]: 'share' },
      config: {
        ...publicConfig,
        rateLimits: ['publicPlayer'],
        sample: (f) => ({
          params: { id: f.publishedSopId! },
          query: { shareAccessToken: 'not-a-share' },
        }),
      },
      schema: {
        ...playerSchema,
        description: 'Public variant: the share token as `shareAccessToken`, no sign-in.',
      },
    },
    async (req, reply) => {
      publicOnly(reply);
      const reader = await shareReader(req, req.params.id, req.query.shareAccessToken);
      return read(req, reader, req.query.includeSubData);
    },
  );
  registerQuizPreflight(app, '/v1/player/multimodal-sop/:id', 'GET', (f) => ({
    id: f.publishedSopId!,
  }));

  // ---- A quiz item's check --------------------------------------------------------------------
  const quizSchema = {
    tags: TAGS,
    params: itemParams,
    body: sopQuizCheckSchema,
    response: wrapped(sopQuizCheckAnswerSchema),
  };
  const quizUrl = '/v1/multimodal-sop/:id/items/:itemId/quiz-check';
  app.post(
    quizUrl,
    {
      onSend: quizCors,
      config: {
        orgData: true,
        rateLimits: ['quizAnswer'],
        sample: (f) => ({ params: quizParams(f), body: sampleQuizCheck(f) }),
      },
      schema: {
        ...quizSchema,
        summary:
          "A quiz item's answers, graded here from the seals ('The quiz changed; reload it')",
      },
    },
    async (req) => {
      const reader = await callerReader(callerOf(req), req.params.id);
      return ok({ item: await checkQuizItem(reader, seal, req.params.itemId, req.body) });
    },
  );
  app.post(
    quizUrl,
    {
      constraints: externalAccessConstraint,
      config: {
        ...publicConfig,
        rateLimits: ['publicPlayer', 'quizAnswer'],
        sample: (f) => ({ params: quizParams(f), body: sampleQuizCheck(f) }),
      },
      schema: { ...quizSchema, description: PUBLIC },
    },
    async (req, reply) => {
      publicOnly(reply);
      const reader = await shareReader(req, req.params.id);
      return ok({ item: await checkQuizItem(reader, seal, req.params.itemId, req.body) });
    },
  );
  registerQuizPreflight(app, quizUrl, 'POST', quizParams);

  // ---- A requested photo ----------------------------------------------------------------------
  const photoUrl = '/v1/multimodal-sop/:id/items/:itemId/user-file-request';
  const photoSchema = {
    tags: TAGS,
    params: itemParams,
    consumes: ['multipart/form-data'],
    response: wrapped(sopUserFileAnswerSchema),
  };
  const photoSample = (f: SampleFixtures) => ({
    params: photoParams(f),
    body: { sessionId: `run-${f.uniq!}` },
  });
  app.post(
    photoUrl,
    {
      onSend: quizCors,
      config: { orgData: true, rateLimits: ['sopPhoto'], sample: photoSample },
      schema: {
        ...photoSchema,
        summary:
          'Multipart sessionId + file: the photo a file request asks for (jpeg, png or gif, 5 MB)',
      },
    },
    async (req) => {
      const reader = await callerReader(callerOf(req), req.params.id);
      const form = photoForm(req.body);
      return ok({
        item: await storeUserFile(reader, services.storage, signer(req), req.params.itemId, form),
      });
    },
  );
  app.post(
    photoUrl,
    {
      constraints: externalAccessConstraint,
      config: { ...publicConfig, rateLimits: ['publicPlayer', 'sopPhoto'], sample: photoSample },
      schema: { ...photoSchema, description: PUBLIC },
    },
    async (req, reply) => {
      publicOnly(reply);
      const reader = await shareReader(req, req.params.id);
      const form = photoForm(req.body);
      return ok({
        item: await storeUserFile(reader, services.storage, signer(req), req.params.itemId, form),
      });
    },
  );
  registerQuizPreflight(app, photoUrl, 'POST', photoParams);

  // ---- The run session ------------------------------------------------------------------------
  const trackingSchema = {
    tags: TAGS,
    body: sopTrackingSchema,
    response: wrapped(storedSopSessionAnswerSchema),
  };
  const trackingUrl = '/v1/tracking/multimodal-sop';
  app.post(
    trackingUrl,
    {
      onSend: quizCors,
      config: {
        orgData: true,
        rateLimits: ['tracking'],
        sample: (f) => ({ body: sampleTracking(f) }),
      },
      schema: {
        ...trackingSchema,
        summary: 'A run session, replaced by its id (the client makes it); completion kept',
      },
    },
    async (req) => {
      const reader = await callerReader(callerOf(req), req.body.multimodalSopId);
      return ok({ item: await storeSession(reader, req.body) });
    },
  );
  app.post(
    trackingUrl,
    {
      constraints: externalAccessConstraint,
      config: {
        ...publicConfig,
        rateLimits: ['publicPlayer', 'tracking'],
        sample: (f) => ({ body: sampleTracking(f) }),
      },
      schema: { ...trackingSchema, description: PUBLIC },
    },
    async (req, reply) => {
      publicOnly(reply);
      const reader = await shareReader(req, req.body.multimodalSopId);
      return ok({ item: await storeSession(reader, req.body) });
    },
  );
  registerQuizPreflight(app, trackingUrl, 'POST');

  app.get(
    '/v1/multimodal-sop/:id/sessions',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.publishedSopId! } }) },
      schema: {
        tags: TAGS,
        summary: "The SOP's runs, newest change first (its editors)",
        params,
        querystring: sopSessionListQuerySchema,
        response: wrapped(sopSessionPageSchema),
      },
    },
    async (req) => {
      const reader = await callerReader(callerOf(req), req.params.id);
      if (!reader.canEdit) throw forbidden('Only editors of this smart instruction see its runs');
      return ok(await sessionsOf(reader, req.query));
    },
  );
}
