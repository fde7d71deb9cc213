#!/usr/bin/env node
/**
 * Serves index.html from an origin of its own (another port than the Stepwise server), as a
 * customer's site would: `node serve.mjs --server http://localhost:4000 --workflow <id>
 * --token <content share id> [--port 8081]`. The page frames the public player
 * (/p/{workflowId}?shareToken=…) and drives it through the host SDK (/embed/v1/host.js).
 * `?workflow-id=…&share-token=…&server=…` in the query string win over the arguments.
 *
 * The page's origin (printed below) must be in the organisation's allowed origins
 * (customizedPermissions.allowedOrigins), or the player ignores it.
 */
/* global console, process, URL */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'http://localhost:4000' },
    workflow: { type: 'string', default: '' },
    token: { type: 'string', default: '' },
    port: { type: 'string', default: '8081' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

const escape = (text) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

function render(query) {
  const server = (query.get('server') || values.server).replace(/\/$/, '');
  const workflow = query.get('workflow-id') || values.workflow;
  const token = query.get('share-token') || values.token;
  const frame = new URL(`/p/${encodeURIComponent(workflow)}`, server);
  if (token) frame.searchParams.set('shareToken', token);
  return template
    .replaceAll('{{sdk}}', escape(`${server}/embed/v1/host.js`))
    .replaceAll('{{frame}}', escape(frame.href))
    .replaceAll('{{origin}}', escape(new URL(server).origin));
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://example');
  if (url.pathname !== '/' && url.pathname !== '/index.html') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(render(url.searchParams));
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  // The e2e test reads this line to learn the port when it passes --port 0.
  console.log(`EXAMPLE http://${values.host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
