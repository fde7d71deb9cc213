#!/usr/bin/env node
/**
 * A company intranet page on an origin of its own with the Stepwise assistant in it:
 * `node serve.mjs --server http://localhost:4000 [--workflow <id> --token <content share id>]
 * [--port 8082]`, with the Stepwise account to act for in STEPWISE_EMAIL / STEPWISE_PASSWORD
 * (or --email / --password; the environment keeps the password out of `ps`).
 *
 * The page's origin (printed below) must be in the organisation's allowed origins
 * (customizedPermissions.allowedOrigins), or the browser refuses the assistant's answers.
 *
 * Identity: this server is the intranet's backend. It knows who is signed in (here: nobody to
 * ask, so the configured account) and gets a Stepwise access token for that person on the
 * server side — the sign-in API, then the refresh token to renew it. The browser only ever sees
 * the short-lived access token, through GET /token; the password and the refresh token stay
 * here. A real intranet replaces `signIn` with its SSO (see README.md).
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
    token: { type: 'string', default: '' },
    port: { type: 'string', default: '8082' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const SERVER = values.server.replace(/\/$/, '');
/** Renew the access token when it has less than this left (the server's default TTL is 900 s). */
const RENEW_BEFORE_MS = 60_000;

const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

const escape = (text) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

// ---------------------------------------------------------------------------------------------
// The Stepwise session of the signed-in person, kept on the server.

/** @type {{ accessToken: string, refreshToken: string, expiresAt: number, email: string } | null} */
let session = null;
/** One sign-in or renewal at a time: a refresh token is used once, so two renewals would race. */
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
  const { accessToken, refreshToken, expiresIn, email } = answer.data;
  return { accessToken, refreshToken, email, expiresAt: Date.now() + expiresIn * 1000 };
}

/** Replace this with your SSO: exchange the intranet user's identity for a Stepwise session. */
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

// ---------------------------------------------------------------------------------------------
// The page and its token endpoint.

function render(query, user) {
  const server = (query.get('server') || SERVER).replace(/\/$/, '');
  const workflow = query.get('workflow-id') || values.workflow;
  const share = query.get('share-token') || values.token;
  const player = workflow
    ? `<stepwise-player workflow-id="${escape(workflow)}"${
        share ? ` share-token="${escape(share)}"` : ''
      }></stepwise-player>`
    : '<p>No training video this week (start serve.mjs with --workflow and --token).</p>';
  return template
    .replaceAll('{{loader}}', escape(`${server}/embed/v1/stepwise.mjs`))
    .replaceAll('{{server}}', escape(server))
    .replaceAll('{{player}}', player)
    .replaceAll('{{user}}', escape(user));
}

const json = (res, status, body) =>
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://example');
  void (async () => {
    if (url.pathname === '/token' && req.method === 'GET') {
      // Only this intranet's own pages may ask (browsers say where a request comes from); a real
      // intranet also checks its own session cookie here.
      const site = req.headers['sec-fetch-site'];
      if (site && site !== 'same-origin') return json(res, 403, { error: 'not this site' });
      try {
        const { accessToken, expiresAt } = await currentSession(url.searchParams.has('fresh'));
        return json(res, 200, {
          accessToken,
          expiresIn: Math.floor((expiresAt - Date.now()) / 1000),
        });
      } catch (error) {
        console.error(`intranet: no Stepwise token: ${error.message}`);
        return json(res, 502, { error: 'Stepwise sign-in failed; see the intranet server log.' });
      }
    }
    if (url.pathname !== '/' && url.pathname !== '/index.html') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(render(url.searchParams, values.email));
  })().catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});

if (!values.password) {
  console.warn('intranet: no STEPWISE_PASSWORD (or --password): /token will fail to sign in.');
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
