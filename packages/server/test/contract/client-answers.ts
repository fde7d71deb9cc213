/**
 * Issue 17: every JSON answer the route tests receive is read by the client schemas from core,
 * the way the clients read it: `routeAnswers` (what `@stepwise/api` parses each route with) and
 * the element's zod/mini copy of the player's answer. A route test whose server answer one of
 * them refuses fails (the harness checks when its server closes), so the server and its clients
 * cannot drift apart unnoticed.
 */
import type { FastifyInstance } from 'fastify';
import {
  playerWorkflowMiniAnswerSchema,
  routeAnswers,
  type RouteKey,
  type RouteMethod,
} from '@stepwise/core';

/** One answer as the server sent it: the route pattern it matched, not the URL. */
export interface RecordedAnswer {
  method: string;
  /** The route's pattern, e.g. `/v1/workflows/:id`; undefined for a 404 without a route. */
  route: string | undefined;
  status: number;
  contentType: string;
  body: string;
}

/** Anything a client parses with: zod classic and zod/mini schemas alike. */
export interface ClientSchema {
  safeParse(
    data: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Which client schemas read each route's `data`. */
export type ClientSchemas = Partial<Record<RouteKey, readonly ClientSchema[]>>;

/** The clients' schemas by route: the api's table, plus the element's own for the player. */
export function clientSchemas(): ClientSchemas {
  const schemas: ClientSchemas = {};
  for (const [key, schema] of Object.entries(routeAnswers)) {
    schemas[key as RouteKey] = [schema as ClientSchema];
  }
  schemas['GET /v1/player/workflow'] = [
    routeAnswers['GET /v1/player/workflow'],
    playerWorkflowMiniAnswerSchema as ClientSchema,
  ];
  return schemas;
}

/** Records every answer the app sends (its serialized body, before it leaves). */
export function recordAnswers(app: FastifyInstance): RecordedAnswer[] {
  const answers: RecordedAnswer[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string') {
      answers.push({
        method: request.method,
        route: request.routeOptions.url,
        status: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? ''),
        body: payload,
      });
    }
    return payload;
  });
  return answers;
}

const keyOf = (a: RecordedAnswer) => `${a.method} ${a.route ?? ''}` as RouteKey;

/**
 * The disagreements between the recorded successful answers and the client schemas of their
 * routes, one line each: route, status, the first issue's path and message. Refusals (their
 * data is not the route's answer) and routes no client reads are not checked.
 */
export function disagreements(
  answers: readonly RecordedAnswer[],
  schemas: ClientSchemas = clientSchemas(),
): string[] {
  const found = new Set<string>();
  for (const answer of answers) {
    if (answer.status < 200 || answer.status >= 300) continue;
    if (!answer.contentType.includes('application/json')) continue;
    const readers = schemas[keyOf(answer)];
    if (!readers) continue;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      found.add(`${keyOf(answer)} ${answer.status}: not JSON`);
      continue;
    }
    const wrapper = body as { ok?: unknown; data?: unknown } | null;
    if (wrapper?.ok !== true || !('data' in wrapper)) {
      found.add(`${keyOf(answer)} ${answer.status}: not a successful wrapper`);
      continue;
    }
    for (const schema of readers) {
      const parsed = schema.safeParse(wrapper.data);
      if (parsed.success) continue;
      const issue = parsed.error.issues[0];
      const where = issue?.path.map(String).join('.') || '(data)';
      found.add(`${keyOf(answer)} ${answer.status}: ${where}: ${issue?.message ?? 'refused'}`);
    }
  }
  return [...found];
}

/** Table keys that name no route of the app: a path or method the client would get wrong. */
export function unknownRoutes(app: FastifyInstance, keys = Object.keys(routeAnswers)): string[] {
  return keys.filter((key) => {
    const [method, url] = key.split(' ') as [RouteMethod, string];
    return !app.hasRoute({ method, url });
  });
}
