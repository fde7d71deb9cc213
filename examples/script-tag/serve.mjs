#!/usr/bin/env node
/**
 * Serves index.html from an origin of its own (another port than the Stepwise server), as a
 * customer's site would: `node serve.mjs --server http://localhost:4000 --workflow <id>
 * --token <content share id> [--port 8080]`. Each element attribute may also come from the query
 * string (`?workflow-id=…&share-token=…&lang=de-de&server=…`), which wins over the arguments.
 * With a share token the element carries the stream's <video slot="media"> as the portal's embed
 * code writes it (the fast start: the browser starts the stream while parsing the page);
 * `?script-only` leaves it out.
 */
/* global console, process, URL, URLSearchParams */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'http://localhost:4000' },
    workflow: { type: 'string', default: '' },
    token: { type: 'string', default: '' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
const ATTRIBUTES = ['workflow-id', 'share-token', 'server', 'lang', 'theme', 'step-id'];
const BOOLEANS = ['autoplay', 'muted', 'single-step', 'open-menu', 'force-hlsjs'];

const escape = (text) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

function render(query) {
  const given = {
    'workflow-id': values.workflow,
    'share-token': values.token,
    ...Object.fromEntries(ATTRIBUTES.filter((a) => query.has(a)).map((a) => [a, query.get(a)])),
  };
  const attributes = [
    ...Object.entries(given)
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}="${escape(value)}"`),
    ...BOOLEANS.filter((name) => query.has(name)),
  ].join(' ');
  const server = (given.server || values.server).replace(/\/$/, '');
  const loader = `${values.server.replace(/\/$/, '')}/embed/v1/stepwise.mjs`;
  const token = given['share-token'];
  const stream = `${server}/v1/player/stream.m3u8?${new URLSearchParams({ workflowId: given['workflow-id'] ?? '', token: token ?? '' })}`;
  const media =
    token && /^https?:\/\//.test(server) && !query.has('script-only')
      ? `<video slot="media" crossorigin="anonymous" playsinline preload="metadata" style="display:block;width:100%;aspect-ratio:16/9"${query.has('muted') ? ' muted' : ''}${query.has('autoplay') ? ' autoplay' : ''}><source src="${escape(stream)}" type="application/vnd.apple.mpegurl"></video>`
      : '';
  return template
    .replace('{{loader}}', escape(loader))
    .replace('{{attributes}}', attributes)
    .replace('{{media}}', media);
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
