/**
 * The server's edge for bad input (issue 14): whatever a route's own schema says, no body,
 * query or path parameter gets through with a NUL or another control character, an unpaired
 * surrogate, a key that reaches a prototype, or nesting deeper than any shape we take
 * (`inspectInput` in core). Such a request is a 400 in the response wrapper naming the field,
 * never a 500 from the database or the JSON encoder further in. Request heads too large for
 * Node to read (431) and other malformed requests get the wrapper as well.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import sjson from 'secure-json-parse';
import { API_ERROR_HEADERS } from './security-headers.js';
import {
  ErrorCode,
  StepwiseError,
  errorResponse,
  inputProblemMessage,
  inspectInput,
} from '@stepwise/core';

/**
 * JSON bodies: the same parser Fastify uses, with refusals that say what was wrong. Also taken
 * for `text/plain` by the routes a beacon calls (navigator.sendBeacon sends a string as that).
 */
export function parseJsonBody(
  _req: unknown,
  body: string | Buffer,
  done: (err: Error | null, body?: unknown) => void,
): void {
  const text = body as string;
  if (text.length === 0) return done(null, undefined);
  try {
    done(null, sjson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
  } catch (err) {
    const message = (err as Error).message;
    done(
      new StepwiseError(
        ErrorCode.BadRequest,
        /prototype/.test(message)
          ? 'body: keys named __proto__ or constructor.prototype are not allowed'
          : `body: not valid JSON (${message})`,
        { category: 'validation' },
      ),
    );
  }
}

export function installInputGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  app.addHook('preValidation', (req, _reply, done) => {
    // The query parser turns bytes that are not UTF-8 into replacement characters; a request
    // that sends them is refused, like a path with them is by the router.
    const q = req.url.indexOf('?');
    if (q >= 0 && !decodes(req.url.slice(q + 1))) {
      return done(
        new StepwiseError(ErrorCode.BadRequest, 'querystring: not valid UTF-8 percent-encoding', {
          category: 'validation',
        }),
      );
    }
    const finding =
      inspectInput(req.params, 'params') ??
      inspectInput(req.query, 'querystring') ??
      inspectInput(req.body, 'body');
    if (!finding) return done();
    done(
      new StepwiseError(ErrorCode.BadRequest, inputProblemMessage(finding), {
        category: 'validation',
      }),
    );
  });
}

function decodes(query: string): boolean {
  if (!query.includes('%')) return true;
  try {
    decodeURIComponent(query);
    return true;
  } catch {
    return false;
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over the size
 * limit, a malformed request line). The answer still uses the wrapper, with `code` equal to
 * the status, when the socket can still take it.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  err,
  socket,
) => {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : code === 'HPE_URI_TOO_LONG'
        ? 414
        : code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
  const message =
    status === 431
      ? 'The request headers are too large'
      : status === 414
        ? 'The request URL is too long'
        : status === 408
          ? 'The request took too long to arrive'
          : 'The request is malformed';
  const body = JSON.stringify(errorResponse(status, message));
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      Object.entries(API_ERROR_HEADERS)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};
