import { loadConfig } from './config.js';
import { startServer, type RunningServer } from './server.js';

const config = loadConfig();

// Signals are handled from the first moment: one that comes while the server is still starting
// (it answers /healthz before its job worker runs) stops it as soon as it is up.
let stopping = false;
const running: { server?: RunningServer } = {};
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  const server = running.server;
  if (!server) return; // the start below sees `stopping` and stops
  server.app.log.info(`${signal}: shutting down`);
  server.close().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

const server = await startServer(config);
running.server = server;
if (stopping) {
  stopping = false;
  stop('SIGTERM');
}
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
