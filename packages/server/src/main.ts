import { loadConfig } from './config.js';
import { startServer } from './server.js';

const config = loadConfig();
const server = await startServer(config);
server.app.log.info(
  `Stepwise is ready on http://localhost:${config.port} (database: ${server.database.kind}` +
    `${server.database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
);
if (config.seedDemo)
  server.app.log.info(`Demo password: ${config.demoPassword} (set DEMO_PASSWORD to change it)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
