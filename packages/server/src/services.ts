/**
 * What the app builds once and every layer below the routes is handed: the services, the
 * route-table entry and the Fastify instance type route modules receive. A leaf of the server's
 * layers (README "Layers"): it names the capabilities below it (auth, mail, storage, jobs, db)
 * and nothing above, so domain code and routes take their types from here, never from app.ts.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { LoginLimiter } from './auth/login-limiter.js';
import type { TokenService } from './auth/tokens.js';
import type { LmsTokens } from './auth/lms-tokens.js';
import type { Mailer } from './mail/mailer.js';
import type { JobEvents } from './jobs/events.js';
import type { NotificationFeed } from './db/notification-feed.js';
import type { ObjectStorage } from './storage/storage.js';

export interface Services {
  config: ServerConfig;
  db: Db;
  databaseKind: Database['kind'];
  tokens: TokenService;
  limiter: LoginLimiter;
  mailer: Mailer;
  /** Media and uploads (storage/): keys only ever go to the database. */
  storage: ObjectStorage;
  /** Live job states for server-sent events (jobs/events.ts). */
  jobEvents: JobEvents;
  /** Whose notifications changed, live, for the notification streams (db/notification-feed.ts). */
  notificationFeed: NotificationFeed;
  /** HMAC key of signed media URLs (media/), shared by every process through the database. */
  mediaKey: Uint8Array;
  /** E-learning launch keys and custom tokens (auth/lms-tokens.ts). */
  lmsTokens: LmsTokens;
  /** The secret quiz answer seals are derived from (domain/quiz-seal.ts), shared like mediaKey. */
  quizAnswerSecret: Uint8Array;
}

/** One registered route, as the generated tests and the docs see it. */
export interface RouteEntry {
  method: string;
  url: string;
  config: RouteOptions['config'];
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    routeTable: RouteEntry[];
  }
}

/** The instance route modules receive: zod schemas type the handlers. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
