import { loadConfig } from './config.js';
import { startServer } from './server.js';

const config = loadConfig();
const server = await startServer(config);
server.app.log.info(
  `Stepwise is ready on ${readyUrl(server.url)} (database: ${server.database.kind}` +
    `${server.database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
);
if (config.seedDemo)
  server.app.log.info(`Demo password: ${config.demoPassword} (set DEMO_PASSWORD to change it)`);

/** Where to open it: the bound address, with 0.0.0.0 / :: (every interface) shown as localhost. */
function readyUrl(bound: string): string {
  const u = new URL(bound);
  if (u.hostname === '0.0.0.0' || u.hostname === '[::]') u.hostname = 'localhost';
  return u.origin;
}

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
