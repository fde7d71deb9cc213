import type { AccessFlagName, RoleName } from '@stepwise/core';
import type { Caller } from '../domain/caller.js';

/** A valid request for a route, used by the generated isolation, role and bad-input tests. */
export interface RouteSample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}
/** Fixture ids a sample may refer to (filled in by the test harness). */
export type SampleFixtures = Record<string, string>;

export interface RouteAccess {
  /** Minimum organisation role. */
  minRole?: RoleName;
  /** An access flag of 000 §6 the caller must hold. */
  flag?: AccessFlagName;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' needs no token; 'user' (the default) needs a valid access token. */
    auth?: 'public' | 'user';
    access?: RouteAccess;
    /** The route reads or writes organisation data (checked by the isolation test). */
    orgData?: boolean;
    /** IP restriction: 'enforce' (default), 'skip', or 'admin-exempt' (org admins pass). */
    ipCheck?: 'enforce' | 'skip' | 'admin-exempt';
    /**
     * An e-learning session (kind 'custom', from POST /v1/auth/custom-token) may call this route;
     * every other signed-in route refuses it with a 403. Its workflows are limited to the
     * session's own (domain/workflow-access.ts).
     */
    learner?: boolean;
    /**
     * The access token may come in the body's `token` field instead of the Authorization header:
     * for the routes navigator.sendBeacon calls, which cannot set headers (tracking on page hide).
     */
    bodyToken?: boolean;
    /**
     * A read-only API key (`Authorization: Bearer swk_...`, domain/api-keys.ts) may stand for the
     * caller: only the data-hub dataset reads (GET) set it; every other route refuses a key.
     */
    apiKey?: boolean;
    /** Builds a valid request from fixture ids, for the generated route tests. */
    sample?: (f: SampleFixtures) => RouteSample;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
