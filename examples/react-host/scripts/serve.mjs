#!/usr/bin/env node
/* global console, process, URL */
/**
 * Serves the built app (dist/, `npm run build`) from an origin of its own, as a customer's site:
 * `node scripts/serve.mjs [--port 8081] [--host 127.0.0.1]`, then open
 * http://127.0.0.1:8081/?server=http://localhost:4000&workflow=<id>&token=<public share id>.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8081' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://example');
  // Only files inside dist/; anything else is the app's page.
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dist, path === '/' ? 'index.html' : path);
  const body = await readFile(file.startsWith(dist) ? file : join(dist, 'index.html')).catch(() =>
    readFile(join(dist, 'index.html')),
  );
  const type = TYPES[extname(file)] ?? 'text/html; charset=utf-8';
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  // The e2e test reads this line to learn the port when it passes --port 0.
  console.log(`EXAMPLE http://${values.host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
