import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import { LoginLimiter } from './auth/login-limiter.js';
import { loadSigningKey } from './auth/secrets.js';
import { TokenService } from './auth/tokens.js';
import { installAuthentication } from './http/authenticate.js';
import { installErrorHandling } from './http/errors.js';
import { Mailer } from './mail/mailer.js';
import { registerRoutes } from './routes/index.js';
import './http/types.js';

export interface Services {
  config: ServerConfig;
  db: Db;
  databaseKind: Database['kind'];
  tokens: TokenService;
  limiter: LoginLimiter;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
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
    disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
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
    }),
    limiter: new LoginLimiter(database.db, config.login),
    mailer: new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom),
  };
  app.decorate('services', services);

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
  installErrorHandling(app);
  installAuthentication(app, database.db, services.tokens);
  await registerRoutes(app.withTypeProvider<ZodTypeProvider>());
  app.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  return app;
}
