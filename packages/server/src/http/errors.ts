import type { PortalFallback } from './portal.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, MessageKey, StepwiseError, errorResponse, httpStatusFor } from '@stepwise/core';

/** A schema refusal in words: where, and what is wrong (the first five issues). */
export function describeValidation(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'request';
    return err.validation
      .slice(0, 5)
      .map((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return `${where}${path ? `.${path}` : ''}: ${v.message}`;
      })
      .join('; ');
  }
  return err.message;
}

/**
 * Every failure leaves the server in the spec's wrapper `{ok:false, code, errorMessage, data}`
 * with a 4xx status when the caller can fix it; only our own faults are 500.
 */
export function installErrorHandling(app: FastifyInstance, fallback?: PortalFallback): void {
  app.setErrorHandler(
    (err: FastifyError | StepwiseError, req: FastifyRequest, reply: FastifyReply) => {
      if (err instanceof StepwiseError) {
        if (err.code === ErrorCode.TooManyRequests) {
          const retry = (err.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
          if (retry) void reply.header('retry-after', String(retry));
        }
        return reply
          .status(httpStatusFor(err.code))
          .send(errorResponse(err.code, err.message, err.data ?? null));
      }
      const fe = err as FastifyError;
      if (hasZodFastifySchemaValidationErrors(fe) || fe.validation) {
        return reply.status(400).send(errorResponse(ErrorCode.BadRequest, describeValidation(fe)));
      }
      const status = fe.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, an empty body, an unsupported media
        // type, too large): the wrapper's code is the status itself.
        const code = status;
        return reply.status(status).send(errorResponse(code, fe.message));
      }
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send(errorResponse(ErrorCode.Internal, MessageKey.unexpectedError));
    },
  );

  app.setNotFoundHandler((req, reply) => {
    if (fallback?.(req, reply)) return reply;
    return reply
      .status(404)
      .send(errorResponse(ErrorCode.NotFound, `No route ${req.method} ${req.url.split('?')[0]}`));
  });
}
