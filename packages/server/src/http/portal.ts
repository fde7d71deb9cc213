/**
 * The built portal (portal/dist) served from the API's own origin, so `npm start` is the whole
 * product on one port. No routes are added: requests no route answers fall through here. A file
 * of the build is sent as it is (hashed assets cached for a year); a browser navigation to any
 * other path gets index.html, and the portal's router takes over. API paths keep their JSON 404.
 */
import { existsSync, statSync } from 'node:fs';
import { normalize, join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

// API paths never get the portal. `/admin/...` is shared: the portal's admin pages and two POST
// calls of the admin server; a browser navigation (GET, text/html) there is the portal's.
const API_PREFIXES = ['/v1/', '/v2/', '/openapi.json'];

export interface PortalFallback {
  /** Sends a portal file or index.html; false when the request is not the portal's. */
  (req: FastifyRequest, reply: FastifyReply): boolean;
}

export interface PortalOptions {
  /** The content security policy of the page at a path (http/security-headers.ts). */
  policyFor(path: string): Promise<string>;
}

export async function servePortal(
  app: FastifyInstance,
  dir: string,
  options: PortalOptions,
): Promise<PortalFallback | undefined> {
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  // Our own cache headers: no-cache for pages, a year for hashed assets.
  await app.register(fastifyStatic, {
    root: dir,
    serve: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (portal/vite-plugins/precompress.ts).
    preCompressed: true,
  });
  return (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let path: string;
    try {
      path = decodeURIComponent((req.url.split('?')[0] ?? '/').replace(/\+/g, ' '));
    } catch {
      return false; // not valid percent-encoding: the JSON 404
    }
    if (API_PREFIXES.some((p) => path.startsWith(p))) return false;
    // Browsers ask for /favicon.ico on pages that name no icon (a JSON answer opened directly).
    if (path === '/favicon.ico' && isFile(join(dir, 'favicon.svg'))) {
      void reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301);
      return true;
    }
    const rel = normalize(path).replace(/^([/\\])+/, '');
    const file = join(dir, rel);
    if (rel && !rel.startsWith('..') && file.startsWith(dir + sep) && isFile(file)) {
      const immutable = rel.startsWith(`assets${sep}`) || rel.startsWith('assets/');
      void reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(rel);
      return true;
    }
    if (!(req.headers.accept ?? '').includes('text/html')) return false;
    options.policyFor(path).then(
      (policy) =>
        void reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', policy)
          .sendFile('index.html'),
      (err: Error) => void reply.send(err),
    );
    return true;
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
