import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import { migrateDatabase, openDatabase, type Database } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemo } from './seed/demo.js';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** Opens the database (PGlite under DATA_DIR/db, or DATABASE_URL), migrates, seeds, listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'db') },
  );
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, config.demoPassword);
    if (seeded.created) {
      app.log.info(
        `Demo organisation "Demo Manufacturing" created. Sign in as orgadmin@demo.stepwise.test ` +
          `(also wsadmin@, publisher@, viewer@) with the password "${config.demoPassword}".`,
      );
    }
  }
  const url = await app.listen({ port: config.port, host: config.host });
  return {
    app,
    database,
    url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
