/**
 * CORS of the quiz-taking routes: `<stepwise-quiz>` runs in a host page of another origin and
 * calls them itself, with the host's bearer token or a public share's token in a header, no
 * cookies. Preflights are answered for any origin (a token is the credential, and no browser
 * sends one the page does not hold); a signed-in answer is readable only on the caller
 * organisation's embedding allow-list (permission settings `allowedOrigins`), as the
 * assistant's are (routes/chats.ts); a share-token answer on any origin (external-access.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXTERNAL_ACCESS_HEADER } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import type { SampleFixtures } from '../http/types.js';

/**
 * Route hook of the signed-in taking routes: refusals carry the header too. A 401 (no caller,
 * so no allow-list to ask) is readable on any origin: it says only "sign in again", and the
 * element needs its status to ask its host for a new token (`stepwise-auth-required`).
 */
export async function quizCors(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const origin = req.headers.origin;
  void reply.header('vary', 'origin');
  const allowed = req.caller?.settings.customizedPermissions.allowedOrigins ?? [];
  const readable = allowed.includes(origin?.toLowerCase() ?? '') || reply.statusCode === 401;
  if (origin && readable) void reply.header('access-control-allow-origin', origin);
  return payload;
}

export function registerQuizPreflight(
  app: ZodApp,
  url: string,
  methods: string,
  params?: (f: SampleFixtures) => Record<string, string>,
): void {
  app.options(
    url,
    {
      config: {
        auth: 'public',
        ipCheck: 'skip',
        sample: (f) => (params ? { params: params(f) } : {}),
      },
      schema: {
        tags: ['quiz'],
        description:
          'CORS preflight of a quiz-taking route: bearer or share token, no credentials mode.',
      },
    },
    async (req, reply) => {
      const origin = req.headers.origin;
      if (origin) void reply.header('access-control-allow-origin', origin);
      return reply
        .header('vary', 'origin')
        .header('access-control-allow-methods', methods)
        .header(
          'access-control-allow-headers',
          `authorization, content-type, ${EXTERNAL_ACCESS_HEADER}`,
        )
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    },
  );
}
