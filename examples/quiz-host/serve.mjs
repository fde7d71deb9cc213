#!/usr/bin/env node
/**
 * A training page on an origin of its own with a Stepwise quiz in it:
 * `node serve.mjs --server http://localhost:4000 --workflow <id> [--share-token <content share
 * id>] [--layout all-at-once] [--port 8083]`, with the Stepwise account to act for in
 * STEPWISE_EMAIL / STEPWISE_PASSWORD (or --email / --password; the environment keeps the
 * password out of `ps`). `?workflow-id=`, `?layout=`, `?lang=` and `?server=` on the page's
 * address override them, for trying other values (a bad one shows the element's error state).
 *
 * The page's origin (printed below) must be in the organisation's allowed origins
 * (customizedPermissions.allowedOrigins), or the browser refuses the quiz's answers.
 *
 * Identity, as in examples/intranet: this server is the training site's backend. It gets a
 * Stepwise access token for the signed-in person on the server side (the sign-in API, then the
 * refresh token to renew it); the browser only ever sees the short-lived access token, through
 * GET /token. A real site replaces `signIn` with its SSO.
 */
/* global console, fetch, process, setTimeout, URL */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'http://localhost:4000' },
    email: { type: 'string', default: process.env.STEPWISE_EMAIL ?? 'viewer@demo.stepwise.test' },
    password: { type: 'string', default: process.env.STEPWISE_PASSWORD ?? '' },
    workflow: { type: 'string', default: '' },
    'share-token': { type: 'string', default: '' },
    layout: { type: 'string', default: '' },
    port: { type: 'string', default: '8083' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const SERVER = values.server.replace(/\/$/, '');
/** Renew the access token when it has less than this left (the server's default TTL is 900 s). */
const RENEW_BEFORE_MS = 60_000;

const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

const escape = (text) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

/** @type {{ accessToken: string, refreshToken: string, expiresAt: number } | null} */
let session = null;
/** One sign-in or renewal at a time: a refresh token is used once. */
let working = Promise.resolve();

async function authCall(path, body) {
  const res = await fetch(`${SERVER}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => null);
  if (!res.ok || !answer?.data?.accessToken) {
    throw new Error(`${path} answered ${res.status}: ${answer?.errorMessage ?? 'no session'}`);
  }
  const { accessToken, refreshToken, expiresIn } = answer.data;
  return { accessToken, refreshToken, expiresAt: Date.now() + expiresIn * 1000 };
}

/** Replace this with your SSO: exchange the site's user for a Stepwise session. */
const signIn = () => authCall('/v1/auth/login', { email: values.email, password: values.password });

const renew = (current) =>
  authCall('/v1/auth/refresh', { refreshToken: current.refreshToken }).catch(signIn);

/** A valid access token; `fresh` renews it even when it has time left (the widget got a 401). */
function currentSession(fresh) {
  const next = working.then(async () => {
    if (!session) session = await signIn();
    else if (fresh || session.expiresAt - Date.now() < RENEW_BEFORE_MS)
      session = await renew(session);
    return session;
  });
  working = next.catch(() => {
    session = null;
  });
  return next;
}

/** The element's attributes, from the query when given (raw: the element judges them). */
function render(query) {
  const server = (query.get('server') ?? SERVER).replace(/\/$/, '');
  const attributes = [
    ['server', server],
    ['workflow-id', query.get('workflow-id') ?? values.workflow],
    ['share-token', query.get('share-token') ?? values['share-token']],
    ['layout', query.get('layout') ?? values.layout],
    ['lang', query.get('lang') ?? ''],
  ]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  return template
    .replaceAll('{{loader}}', escape(`${SERVER}/embed/v1/stepwise.mjs`))
    .replaceAll('{{attributes}}', attributes)
    .replaceAll('{{user}}', escape(values.email));
}

const json = (res, status, body) =>
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://example');
  void (async () => {
    if (url.pathname === '/token' && req.method === 'GET') {
      // Only this site's own pages may ask (a real site also checks its own session here).
      const site = req.headers['sec-fetch-site'];
      if (site && site !== 'same-origin') return json(res, 403, { error: 'not this site' });
      try {
        const { accessToken, expiresAt } = await currentSession(url.searchParams.has('fresh'));
        return json(res, 200, {
          accessToken,
          expiresIn: Math.floor((expiresAt - Date.now()) / 1000),
        });
      } catch (error) {
        console.error(`quiz-host: no Stepwise token: ${error.message}`);
        return json(res, 502, { error: 'Stepwise sign-in failed; see the server log.' });
      }
    }
    if (url.pathname !== '/' && url.pathname !== '/index.html') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(render(url.searchParams));
  })().catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});

if (!values.password) {
  console.warn('quiz-host: no STEPWISE_PASSWORD (or --password): /token will fail to sign in.');
}
server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  // The e2e test reads this line to learn the port when it passes --port 0.
  console.log(`EXAMPLE http://${values.host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
