/**
 * Issue 16: what the browser of each project does to a frame of another site, checked rather
 * than assumed, since the framing specs (iframe host, LMS, intranet) rely on it. A page on
 * `localhost` frames a page on `127.0.0.1` (another site: the same split as the example hosts
 * and the Stepwise servers, support/example-server.ts), which sets a cookie and tries
 * localStorage, sessionStorage and IndexedDB.
 *
 * - `chromium` (every spec): Playwright's Chromium keeps third-party storage unpartitioned, and
 *   its profile blocks third-party cookies, so the frame gets no cookie and no storage at all:
 *   reading `localStorage` throws a SecurityError and IndexedDB refuses to open.
 * - `third-party-cookies-blocked` (the tests tagged @third-party): Chrome's test switch for the
 *   third-party cookie phase-out, with storage partitioning on as Chrome ships it: no cookie, and
 *   storage that works but is the top-level site's partition, not the server's own.
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { HOST_SITE } from './support/example-server.js';

let server: Server;
let port = 0;

const frameHtml = `<!doctype html><script>
  const seen = { cookie: document.cookie };
  const attempt = (name, fn) => {
    try { seen[name] = fn(); } catch (e) { seen[name] = 'throws ' + e.name; }
  };
  attempt('localStorage', () => {
    const before = localStorage.getItem('first-party');
    localStorage.setItem('k', 'v');
    return before === null ? localStorage.getItem('k') : 'first-party ' + before;
  });
  attempt('sessionStorage', () => (sessionStorage.setItem('k', 'v'), sessionStorage.getItem('k')));
  const report = () => parent.postMessage(JSON.stringify(seen), '*');
  try {
    const open = indexedDB.open('probe');
    open.onsuccess = () => { seen.indexedDB = 'opens'; report(); };
    open.onerror = () => { seen.indexedDB = 'refused'; report(); };
  } catch (e) { seen.indexedDB = 'throws ' + e.name; report(); }
</script>`;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/frame') {
      // SameSite=None and Secure (allowed on plain http for loopback hosts): a third-party cookie.
      res.writeHead(200, {
        'content-type': 'text/html',
        'set-cookie': 'probe=1; SameSite=None; Secure; Path=/',
      });
      res.end(frameHtml);
      return;
    }
    if (req.url === '/first-party') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><script>localStorage.setItem('first-party', 'yes')</script>`);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><script>addEventListener('message', (e) => { window.seen = JSON.parse(e.data); });
      </script><iframe src="http://127.0.0.1:${port}/frame"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function framed(page: Page, top: string) {
  await page.goto(`http://${top}:${port}/`);
  await expect.poll(() => page.evaluate(() => (window as any).seen ?? null)).not.toBeNull();
  return page.evaluate(() => (window as any).seen);
}

test('a frame of another site gets no third-party cookie, and storage denied or partitioned @third-party', async ({
  page,
}, testInfo) => {
  // The control: framed by its own site, the page has its cookie and its storage.
  expect(await framed(page, '127.0.0.1')).toMatchObject({
    cookie: 'probe=1',
    localStorage: 'v',
    indexedDB: 'opens',
  });
  // What the server's site keeps as a top-level page, a partitioned frame must not see.
  await page.goto(`http://127.0.0.1:${port}/first-party`);
  const seen = await framed(page, HOST_SITE);
  expect(seen.cookie).toBe('');
  if (testInfo.project.name === 'third-party-cookies-blocked') {
    expect(seen).toMatchObject({ localStorage: 'v', sessionStorage: 'v', indexedDB: 'opens' });
  } else {
    expect(seen).toMatchObject({
      localStorage: 'throws SecurityError',
      sessionStorage: 'throws SecurityError',
      indexedDB: 'refused',
    });
  }
});
