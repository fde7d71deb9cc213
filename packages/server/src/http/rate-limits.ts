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
import { z } from 'zod';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { Db } from '../db/client.js';
import { databaseRateLimitStore, pruneRateLimits } from './rate-limit-store.js';

type KeyOf = 'address' | 'user' | ((req: FastifyRequest) => string | undefined);

export interface RateLimitPolicy {
  max: number;
  windowSeconds: number;
  /** What is counted: the client address, the signed-in user (else the address), or a field. */
  by: KeyOf;
  why: string;
}

/** A string field of the body, when there is one (counted before validation: bad tries count). */
const bodyField =
  (name: string) =>
  (req: FastifyRequest): string | undefined => {
    const v = (req.body as Record<string, unknown> | undefined)?.[name];
    return typeof v === 'string' && v.length > 0 ? v.slice(0, 200) : undefined;
  };

export const RATE_LIMIT_POLICIES = {
  // A whole site may sign in from one address (a factory behind one NAT at the start of a
  // shift): this bounds hammering, while wrong secrets are counted per account and source.
  signIn: {
    max: 300,
    windowSeconds: 60,
    by: 'address',
    why: 'sign-in and token routes, per address (wrong secrets also lock: login-limiter.ts)',
  },
  accountMail: {
    max: 20,
    windowSeconds: 900,
    by: 'address',
    why: 'routes that send mail to an address anyone can type (reset, sign-up, forgot-PIN)',
  },
  accountCheck: {
    max: 300,
    windowSeconds: 60,
    by: 'address',
    why: 'public look-ups by client key or account (enumeration bound)',
  },
  lmsLaunchAddress: {
    max: 300,
    windowSeconds: 60,
    by: 'address',
    why: 'LMS launches, per address',
  },
  // One package may be launched by a whole company at nine o'clock.
  lmsLaunchKey: {
    max: 600,
    windowSeconds: 60,
    by: bodyField('launchKey'),
    why: 'LMS launches, per launch key (a leaked package cannot mint learners fast)',
  },
  errorLog: {
    max: 30,
    windowSeconds: 60,
    by: 'address',
    why: 'the anonymous error log',
  },
  chatQuestion: {
    max: 20,
    windowSeconds: 60,
    by: 'user',
    why: 'assistant questions (retrieval and, when configured, a paid model)',
  },
  publicPlayer: {
    max: 300,
    windowSeconds: 60,
    by: 'address',
    why: 'public player and stream routes, per address (a site behind one NAT shares it)',
  },
  media: {
    max: 6000,
    windowSeconds: 60,
    by: 'address',
    why: 'signed media (playlists, segments, posters), per address',
  },
  tracking: {
    max: 300,
    windowSeconds: 60,
    by: 'user',
    why: 'viewing progress writes',
  },
  uploadStart: {
    max: 60,
    windowSeconds: 3600,
    by: 'user',
    why: 'new uploads and workflows (each one costs a transcode)',
  },
  uploadPart: {
    max: 1200,
    windowSeconds: 60,
    by: 'user',
    why: 'upload parts (2 MB each)',
  },
  sharePassword: {
    max: 10,
    windowSeconds: 900,
    by: 'address',
    why: 'password-protected share links, per address (for the share page of issue 23)',
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMIT_POLICIES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit policies this route is under (http/rate-limits.ts). */
    rateLimits?: readonly RateLimitName[];
  }
}

/** RATE_LIMITS: `off`, or JSON overriding policies, e.g. `{"chatQuestion":{"max":3}}`. */
export const rateLimitOverridesSchema = z.union([
  z.literal('off'),
  z.record(
    z.enum(Object.keys(RATE_LIMIT_POLICIES) as [RateLimitName, ...RateLimitName[]]),
    z.strictObject({
      max: z.number().int().min(1).optional(),
      windowSeconds: z.number().int().min(1).max(86_400).optional(),
    }),
  ),
]);
export type RateLimitOverrides = z.infer<typeof rateLimitOverridesSchema>;

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
  return policy.by(req);
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
