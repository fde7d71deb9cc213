/**
 * Requests by route: `call(api, 'GET /v1/workflows/:id', { params: { id } })` sends the method and
 * path of core's route table key (parameters filled in and encoded) and parses the answer with
 * that route's schema from the same table. The client has no answer shapes of its own, and the
 * server's route tests parse every answer with the table too (issue 17).
 */
import {
  routeAnswers,
  type RouteAnswer,
  type RouteKey,
  type RouteMethod,
  type RouteParams,
} from '@stepwise/core';
import { readWrapped, request, type Api, type RequestOptions } from './client.js';

type Params<K extends RouteKey> = Record<RouteParams<K>, string | number>;

/** Route keys with `:name` parameters need `params`; the others take options only. */
export type CallArgs<K extends RouteKey> = [RouteParams<K>] extends [never]
  ? [opts?: RequestOptions]
  : [opts: RequestOptions & { params: Params<K> }];

const methodOf = (route: RouteKey) =>
  route.slice(0, route.indexOf(' ')).toLowerCase() as Lowercase<RouteMethod>;

/** The path of a route, relative to the API's base URL, with its parameters encoded. */
export function routePath<K extends RouteKey>(
  route: K,
  params: Partial<Record<string, string | number>> = {},
): string {
  const pattern = route.slice(route.indexOf(' ') + 2);
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Sends a request to a route of core's table and returns the answer parsed with its schema. */
export function call<K extends RouteKey>(
  api: Api,
  route: K,
  ...[opts]: CallArgs<K>
): Promise<RouteAnswer<K>> {
  const { params, ...rest } = (opts ?? {}) as RequestOptions & { params?: Params<K> };
  return request(
    api,
    methodOf(route),
    routePath(route, params),
    routeAnswers[route],
    rest,
  ) as Promise<RouteAnswer<K>>;
}

/** Reads a response the caller sent itself (headers, keepalive) as the answer of `route`. */
export function readAnswer<K extends RouteKey>(
  response: Response,
  route: K,
  path: string,
): Promise<RouteAnswer<K>> {
  return readWrapped(response, path, routeAnswers[route]) as Promise<RouteAnswer<K>>;
}
