/**
 * Where the script-tag loader was served from. The loader records it before any element loads,
 * so an element without a `server` attribute talks to the server that served the script.
 * A global symbol, not module state: the loader and the element are separate bundles (the
 * classic-script loader imports the element's chunk by URL).
 */
const KEY = Symbol.for('stepwise.embed-server');

type WithServer = { [KEY]?: string };

/** Called by the loaders; the first loader on the page wins. */
export function setEmbedServer(server: string): void {
  (globalThis as WithServer)[KEY] ??= server;
}

/** The loader's server, else this page's origin (the element bundled into a Stepwise page). */
export function embedServer(): string {
  return (globalThis as WithServer)[KEY] ?? globalThis.location?.origin ?? '';
}

/** The server root of a loader served at `<server>/embed/v1/<file>`. */
export function serverOfLoader(loaderUrl: string): string {
  return new URL('../../', loaderUrl).href.replace(/\/$/, '');
}
