#!/usr/bin/env node
/**
 * Serves index.html from an origin of its own (another port than the Stepwise server), as a
 * customer's site would: `node serve.mjs --server http://localhost:4000 --workflow <id>
 * --token <content share id> [--port 8081]`. The page frames the public player
 * (/p/{workflowId}?shareToken=…) and drives it through the host SDK (/embed/v1/host.js).
 * `?workflow-id=…&share-token=…&server=…` in the query string win over the arguments.
 *
 * Signed in: `--embed --email <user> --password <password>` (or STEPWISE_EMAIL /
 * STEPWISE_PASSWORD) frames the signed-in embed (/playerembed/{workflowId}) instead. On another
 * site than the server that frame has no Stepwise session of its own (third-party storage and
 * cookies), so this page's backend signs in on the server side and `/token` hands the frame a
 * short-lived access token through the SDK (`Stepwise.connect(iframe, { origin, token })`), as
 * examples/intranet does for the assistant. Replace that sign-in with your SSO.
 *
 * The page's origin (printed below) must be in the organisation's allowed origins
 * (customizedPermissions.allowedOrigins), or the player ignores it.
 */
/* global console, fetch, process, URL */
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
    embed: { type: 'boolean', default: false },
    email: { type: 'string', default: process.env.STEPWISE_EMAIL ?? '' },
    password: { type: 'string', default: process.env.STEPWISE_PASSWORD ?? '' },
  },
});

// ---------------------------------------------------------------------------------------------
// Signed in (--embed): the Stepwise session of this site's signed-in person, kept on the server.

const SERVER = values.server.replace(/\/$/, '');
/** Renew the access token when it has less than this left (the server's default TTL is 900 s). */
const RENEW_BEFORE_MS = 60_000;
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

const signIn = () => authCall('/v1/auth/login', { email: values.email, password: values.password });

/** A valid access token; the frame asks again only when the one it had was refused. */
function currentSession() {
  const next = working.then(async () => {
    if (!session) session = await signIn();
    else if (session.expiresAt - Date.now() < RENEW_BEFORE_MS) {
      session = await authCall('/v1/auth/refresh', { refreshToken: session.refreshToken }).catch(
        signIn,
      );
    }
    return session;
  });
  working = next.catch(() => {
    session = null;
  });
  return next;
}

const json = (res, status, body) =>
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

const escape = (text) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

function render(query) {
  const server = (query.get('server') || values.server).replace(/\/$/, '');
  const workflow = query.get('workflow-id') || values.workflow;
  const token = query.get('share-token') || values.token;
  const frame = new URL(
    `/${values.embed ? 'playerembed' : 'p'}/${encodeURIComponent(workflow)}`,
    server,
  );
  if (token && !values.embed) frame.searchParams.set('shareToken', token);
  return template
    .replaceAll('{{sdk}}', escape(`${server}/embed/v1/host.js`))
    .replaceAll('{{frame}}', escape(frame.href))
    .replaceAll('{{origin}}', escape(new URL(server).origin))
    .replaceAll('{{signedIn}}', values.embed ? 'true' : 'false');
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://example');
  if (url.pathname === '/token' && req.method === 'GET' && values.embed) {
    // Only this site's own pages may ask (a real site also checks its own session cookie here).
    const site = req.headers['sec-fetch-site'];
    if (site && site !== 'same-origin') return json(res, 403, { error: 'not this site' });
    currentSession().then(
      ({ accessToken }) => json(res, 200, { accessToken }),
      (error) => {
        console.error(`iframe-host: no Stepwise token: ${error.message}`);
        json(res, 502, { error: 'Stepwise sign-in failed; see the server log.' });
      },
    );
    return;
  }
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
