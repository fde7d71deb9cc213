import type { FastifyRequest } from 'fastify';

// A host as browsers send it: name or IPv4 or [IPv6], optional port. Anything else (a header
// with spaces, slashes or '@') is not trusted into a URL we hand out.
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the caller reached us on (`http://127.0.0.1:54321`), so URLs we build work on any
 * port and behind a proxy (with TRUST_PROXY, X-Forwarded-Proto/Host); undefined when the Host
 * header is missing or odd, and callers fall back to PUBLIC_URL.
 */
export function requestOrigin(req: FastifyRequest): string | undefined {
  const host = req.host;
  if (!host || host.length > 255 || !HOST.test(host)) return undefined;
  return `${req.protocol}://${host}`;
}
