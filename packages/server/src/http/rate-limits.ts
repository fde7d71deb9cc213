/**
 * Limits on the public and costly routes (issue 14), on @fastify/rate-limit's fixed windows.
 *
 * A route names the policies it is under (`config.rateLimits: ['signIn']`); each policy counts
 * by one key (the client address, the signed-in user, or a field of the request) in a window,
 * and all routes under a policy share its counter. A request over any of its limits is a 429 in
 * the response wrapper with `Retry-After`. Counters live in this process's memory with the
 * embedded database (one process), and in PostgreSQL when there is one, so that every process
 * behind a load balancer counts together (rate-limit-store.ts).
 *
 * Sign-in failures have their own, stricter accounting in auth/login-limiter.ts; the `signIn`
 * policy here only bounds how fast one address may try at all.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { Db } from '../db/client.js';
import { databaseRateLimitStore, pruneRateLimits } from './rate-limit-store.js';
import {
  RATE_LIMIT_POLICIES,
  type RateLimitName,
  type RateLimitOverrides,
  type RateLimitPolicy,
} from '../rate-limit-policies.js';

// The policy table is read where the routes are tested (test/harness.ts, rate-limits.test.ts).
export { RATE_LIMIT_POLICIES } from '../rate-limit-policies.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit policies this route is under (http/rate-limits.ts). */
    rateLimits?: readonly RateLimitName[];
  }
}

export interface RateLimitOptions {
  overrides: RateLimitOverrides | undefined;
  /** 'database': counters in PostgreSQL (several processes); 'memory': this process. */
  store: 'memory' | 'database';
  db: Db;
}

const keyFor = (policy: RateLimitPolicy, req: FastifyRequest): string | undefined => {
  if (policy.by === 'address') return normalizeIP(req.ip, 56);
  if (policy.by === 'user')
    return req.caller ? `user:${req.caller.userId}` : normalizeIP(req.ip, 56);
  const key = policy.by(req);
  return key !== undefined && policy.perAddress ? `${key}|${normalizeIP(req.ip, 56)}` : key;
};

/**
 * Registers the plugin and the hook that puts each route under its policies. Call before the
 * routes are registered (the hook sees routes as they are added).
 */
export async function installRateLimits(app: FastifyInstance, opts: RateLimitOptions) {
  if (opts.overrides === 'off') return;
  const overrides: Partial<Record<RateLimitName, Partial<RateLimitPolicy>>> = opts.overrides ?? {};
  await app.register(rateLimit, {
    global: false,
    ...(opts.store === 'database' ? { store: databaseRateLimitStore(opts.db) } : {}),
  });
  if (opts.store === 'database') {
    const timer = setInterval(() => void pruneRateLimits(opts.db).catch(() => undefined), 300_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const checkers = new Map<RateLimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  const checker = (name: RateLimitName) => {
    let c = checkers.get(name);
    if (!c) {
      const policy: RateLimitPolicy = { ...RATE_LIMIT_POLICIES[name], ...overrides[name] };
      c = app.createRateLimit({
        max: policy.max,
        timeWindow: policy.windowSeconds * 1000,
        // The policy's name keeps the counters of two policies with the same key apart.
        keyGenerator: (req) => `${name}|${keyFor(policy, req) ?? ''}`,
        allowList: (req) => keyFor(policy, req) === undefined,
      });
      checkers.set(name, c);
    }
    return c;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const names = route.config?.rateLimits;
    if (!names?.length) return;
    const limits = names.map((n) => ({ name: n, check: checker(n) }));
    const handler = async (req: FastifyRequest) => {
      for (const { name, check } of limits) {
        const r = await check(req);
        if (r.isAllowed || !r.isExceeded) continue;
        throw new StepwiseError(
          ErrorCode.TooManyRequests,
          `Too many requests. Try again in ${r.ttlInSeconds} second(s).`,
          {
            category: 'rate-limit',
            data: { retryAfterSeconds: Math.max(1, r.ttlInSeconds), limit: name },
          },
        );
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [handler, ...(Array.isArray(existing) ? existing : [existing])]
      : [handler];
  });
}
