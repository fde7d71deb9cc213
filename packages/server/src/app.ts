import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import formbody from '@fastify/formbody';
import { errorResponse } from '@stepwise/core';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { serializerCompiler } from './http/serializer.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { LoginLimiter } from './auth/login-limiter.js';
import { loadMediaKey, loadSecretKey, loadSigningKey } from './auth/secrets.js';
import { TokenService } from './auth/tokens.js';
import { LmsTokens } from './auth/lms-tokens.js';
import { installAuthentication, type CallerRecord } from './http/authenticate.js';
import { CallerCache } from './auth/caller-cache.js';
import { openChangeFeed } from './db/change-feed.js';
import { installErrorHandling } from './http/errors.js';
import { clientErrorHandler, installInputGuard } from './http/input-guard.js';
import { installRateLimits } from './http/rate-limits.js';
import {
  API_ERROR_HEADERS,
  frameAncestorsFor,
  installSecurityHeaders,
  portalPolicy,
  storeOriginsForBrowsers,
} from './http/security-headers.js';
import { registerEmbedRoutes } from './http/embed.js';
import { servePortal } from './http/portal.js';
import { Mailer } from './mail/mailer.js';
import { registerRoutes } from './routes/index.js';
import { JobEvents } from './jobs/events.js';
import { NotificationFeed } from './db/notification-feed.js';
import { createStorage } from './storage/index.js';
import type { RouteEntry, Services } from './services.js';
import './http/types.js';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({
  config,
  database,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    // Errors the router raises before any handler runs (e.g. a path parameter over
    // maxParamLength answers 414) get the same wrapper as everything else.
    frameworkErrors: (err, _req, reply) => {
      const status =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      const r = reply as unknown as FastifyReply;
      // Before routing, so before the hooks that set the security headers: the API's own.
      void r.headers(API_ERROR_HEADERS).status(status).send(errorResponse(status, err.message));
    },
    // Per-request lines only when debugging: at info the log stays readable for operators.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const key = await loadSigningKey(database.db);
  const services: Services = {
    config,
    db: database.db,
    databaseKind: database.kind,
    tokens: new TokenService({
      db: database.db,
      key,
      accessTtlSeconds: config.accessTokenTtlSeconds,
      refreshTtlDays: config.refreshTokenTtlDays,
      reuseLeewaySeconds: config.refreshReuseLeewaySeconds,
    }),
    limiter: new LoginLimiter(database.db, config.login),
    mailer: new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom),
    storage: createStorage(config),
    jobEvents: await JobEvents.open(database),
    notificationFeed: await NotificationFeed.open(database),
    mediaKey: await loadMediaKey(database.db),
    lmsTokens: await LmsTokens.open(database.db),
    quizAnswerSecret: await loadSecretKey(database.db, 'quiz-answer-key'),
  };
  app.addHook('onClose', async () => services.jobEvents.close());
  app.addHook('onClose', async () => services.notificationFeed.close());
  app.decorate('services', services);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || route.url.startsWith('/documentation')) continue;
      routeTable.push({ method, url: route.url, config: route.config, schema: route.schema });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Stepwise API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(formbody);
  await installSecurityHeaders(app, config);
  const storeOrigins = storeOriginsForBrowsers(config);
  installErrorHandling(
    app,
    config.portalDir
      ? await servePortal(app, config.portalDir, {
          policyFor: async (path) =>
            portalPolicy(storeOrigins, await frameAncestorsFor(database.db, path)),
        })
      : undefined,
  );
  const callerCache = new CallerCache<CallerRecord>(config.callerCacheSeconds * 1000);
  // The feed keeps both caches honest across processes: who a caller is (organisation changes)
  // and which sessions were revoked. Without it the caller cache stays off and every request
  // reads its session.
  const feed = await openChangeFeed(database, {
    onChange: (organizationId) => callerCache.invalidateOrganization(organizationId),
    onSessionRevoked: (sessionId) => services.tokens.sessions.heard(sessionId),
    onState: (live) => {
      if (config.callerCacheSeconds > 0) callerCache.setLive(live);
      services.tokens.sessions.setLive(live);
    },
  });
  app.addHook('onClose', async () => feed.close());
  installAuthentication(app, database.db, services.tokens, callerCache);
  installInputGuard(app);
  await installRateLimits(app, {
    overrides: config.rateLimits,
    store: config.rateLimitStore,
    db: database.db,
  });
  await registerRoutes(app.withTypeProvider<ZodTypeProvider>());
  registerEmbedRoutes(app.withTypeProvider<ZodTypeProvider>(), config.embedDir);
  app.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  return app;
}
