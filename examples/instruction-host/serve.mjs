#!/usr/bin/env node
/**
 * A maintenance page on an origin of its own with a Stepwise smart instruction in it:
 * `node serve.mjs --server http://localhost:4000 --instruction <id> --share-token <content share
 * id> [--mode run] [--port 8084]`. `?instruction-id=`, `?share-token=`, `?mode=`, `?lang=`,
 * `?theme=` and `?server=` on the page's address override them, for trying other values (a bad
 * one shows the element's error state).
 *
 * No backend identity here (unlike examples/quiz-host): the SOP is opened with its public content
 * share's token, which the element sends itself, so this server only fills the page's template.
 */
/* global console, process, URL */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'http://localhost:4000' },
    instruction: { type: 'string', default: '' },
    'share-token': { type: 'string', default: '' },
    mode: { type: 'string', default: '' },
    port: { type: 'string', default: '8084' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const SERVER = values.server.replace(/\/$/, '');
const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

const escape = (text) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

/** The element's attributes, from the query when given (raw: the element judges them). */
function render(query) {
  const server = (query.get('server') ?? SERVER).replace(/\/$/, '');
  const attributes = [
    ['server', server],
    ['instruction-id', query.get('instruction-id') ?? values.instruction],
    ['share-token', query.get('share-token') ?? values['share-token']],
    ['mode', query.get('mode') ?? values.mode],
    ['lang', query.get('lang') ?? ''],
    ['theme', query.get('theme') ?? ''],
  ]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  return template
    .replaceAll('{{loader}}', escape(`${SERVER}/embed/v1/stepwise.mjs`))
    .replaceAll('{{attributes}}', attributes);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://example');
  if (url.pathname !== '/' || req.method !== 'GET') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(render(url.searchParams));
});

server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`EXAMPLE http://${values.host}:${port}/`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
