/**
 * Favourite workflows and smart instructions (issue 24; 002 §3 likes, §7 "Likes"): like and
 * unlike, the caller's liked ids, and the favourites page's cards (domain/content-likes.ts).
 */
import { z } from 'zod';
import {
  contentLikeAnswerSchema,
  contentLikesSchema,
  favoritesSchema,
  idSchema,
  sopLikeSchema,
  workflowLikeSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { requestOrigin } from '../http/request-origin.js';
import { forbidden } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import {
  likeInstruction,
  likeWorkflow,
  myFavorites,
  visibleLikes,
} from '../domain/content-likes.js';

const TAGS = ['likes'];

export function registerContentLikeRoutes(app: ZodApp): void {
  const { services } = app;

  app.post(
    '/v1/user-likes/workflows',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { workflowId: f.workflowId!, like: true } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Like or unlike a workflow the caller sees (idempotent)',
        body: workflowLikeSchema,
        response: wrapped(contentLikeAnswerSchema),
      },
    },
    async (req) => {
      const id = await likeWorkflow(callerOf(req), req.body.workflowId, req.body.like);
      return ok({ item: { id, isLike: req.body.like } });
    },
  );

  app.post(
    '/v1/user-likes/multimodal-sops',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { multimodalSopId: f.publishedSopId!, like: true } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Like or unlike a smart instruction the caller sees (idempotent)',
        body: sopLikeSchema,
        response: wrapped(contentLikeAnswerSchema),
      },
    },
    async (req) => {
      const id = await likeInstruction(callerOf(req), req.body.multimodalSopId, req.body.like);
      return ok({ item: { id, isLike: req.body.like } });
    },
  );

  app.get(
    '/v1/user-likes/:userId/contents',
    {
      config: { orgData: true, sample: (f) => ({ params: { userId: f.viewerId! } }) },
      schema: {
        tags: TAGS,
        summary: "The caller's liked workflows and smart instructions they still see (own only)",
        params: z.object({ userId: idSchema }),
        response: wrapped(contentLikesSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      if (req.params.userId !== caller.userId) throw forbidden('Likes are private to their owner');
      return ok(await visibleLikes(caller));
    },
  );

  app.get(
    '/v1/me/favorites',
    {
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: TAGS,
        summary: 'Liked content still visible and published, as cards, newest like first',
        response: wrapped(favoritesSchema),
      },
    },
    async (req) => ok(await myFavorites(callerOf(req), { services, origin: requestOrigin(req) })),
  );
}
