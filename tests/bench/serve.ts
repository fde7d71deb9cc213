/** A server process for the benchmark: the real Stepwise server, or a bare Fastify route. */
import Fastify from 'fastify';
import { loadConfig, startServer } from '@stepwise/server';

if (process.env.BENCH_BARE === '1') {
  const app = Fastify({ logger: false });
  const payload = { ok: true, code: 0, errorMessage: null, data: { status: 'ok' } };
  app.get('/bare', async () => payload);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  console.log(`READY ${typeof addr === 'object' && addr ? addr.port : 0}`);
} else {
  const server = await startServer(
    loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
  );
  console.log(`READY ${new URL(server.url).port}`);
}

// Exit cleanly on a signal, so `node --cpu-prof` can write its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
