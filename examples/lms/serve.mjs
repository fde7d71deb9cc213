#!/usr/bin/env node
/**
 * A local LMS for trying an exported SCORM package, as an LMS would run it: `node serve.mjs
 * --package course.zip [--port 8090] [--completion-threshold 0.9]`. The page (index.html,
 * lms-page.js, strict-runtime.js) is the LMS: it puts scorm-again's runtime API on its window (`API` for SCORM 1.2,
 * `API_1484_11` for 2004, from the package's manifest), launches the package's SCO in a frame or
 * a pop-up window, keeps each learner's data between launches (localStorage, as an LMS keeps it
 * in its database), and shows every call and value. It is strict where LMSs are: it refuses
 * calls after the session ended, ends the session itself when it closes a pop-up, and judges a
 * 2004 completion threshold when the course sets the status (see README.md).
 * The package's files are served under /sco/ from this origin; the SCO itself loads the player
 * from the Stepwise server it was exported from.
 */
/* global console, process, URL */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { unzipSync, strFromU8 } from 'fflate';

const require = createRequire(import.meta.url);
const { values } = parseArgs({
  options: {
    package: { type: 'string' },
    port: { type: 'string', default: '8090' },
    host: { type: 'string', default: '127.0.0.1' },
    'completion-threshold': { type: 'string' },
  },
});
const USAGE =
  'usage: node serve.mjs --package <exported SCORM zip> [--port 8090] [--completion-threshold 0..1]';
if (!values.package) {
  console.error(USAGE);
  process.exit(2);
}

const files = unzipSync(new Uint8Array(readFileSync(values.package)));
const manifest = files['imsmanifest.xml'] ? strFromU8(files['imsmanifest.xml']) : '';
if (!manifest) {
  console.error(
    `${values.package} has no imsmanifest.xml at its root: not a single SCORM package.`,
  );
  process.exit(2);
}
const schemaVersion = /<schemaversion>([^<]+)<\/schemaversion>/.exec(manifest)?.[1]?.trim() ?? '';
const standard = schemaVersion === '1.2' ? '1.2' : '2004';
const title = /<title>([^<]*)<\/title>/.exec(manifest)?.[1] ?? 'Course';
const launch = /<resource[^>]*href="([^"]+)"/.exec(manifest)?.[1] ?? 'index.html';

/**
 * The SCO's completion threshold (2004), as an LMS takes it from the manifest: 4th edition
 * `<adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.9"/>`, 3rd
 * edition `<adlcp:completionThreshold>0.9</adlcp:completionThreshold>`; --completion-threshold
 * overrides it, and the page can change it per launch.
 */
function manifestThreshold(xml) {
  const element =
    /<adlcp:completionThreshold\b([^>]*?)(?:\/>|>([^<]*)<\/adlcp:completionThreshold>)/.exec(xml);
  if (!element) return '';
  const attributes = element[1] ?? '';
  if (/minProgressMeasure=/.test(attributes)) {
    if (!/completedByMeasure="true"/.test(attributes)) return '';
    return /minProgressMeasure="([^"]*)"/.exec(attributes)?.[1] ?? '';
  }
  return (element[2] ?? '').trim();
}
const threshold = values['completion-threshold'] ?? manifestThreshold(manifest);
if (threshold !== '' && !(Number(threshold) >= 0 && Number(threshold) <= 1)) {
  console.error(`--completion-threshold must be a number from 0 to 1.\n${USAGE}`);
  process.exit(2);
}

const runtime = readFileSync(join(dirname(require.resolve('scorm-again')), 'scorm-again.min.js'));
const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
const scripts = Object.fromEntries(
  ['strict-runtime.js', 'lms-page.js'].map((name) => [
    `/${name}`,
    readFileSync(new URL(`./${name}`, import.meta.url)),
  ]),
);

const TYPES = { html: 'text/html; charset=utf-8', xml: 'application/xml', js: 'text/javascript' };
const typeOf = (path) => TYPES[path.split('.').pop()] ?? 'application/octet-stream';
const escape = (text) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://lms');
  const send = (status, type, body) =>
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  if (url.pathname === '/' || url.pathname === '/index.html') {
    const page = template
      .replaceAll('{{title}}', escape(title))
      .replaceAll('{{standard}}', standard)
      .replaceAll('{{launch}}', escape(`/sco/${launch}`))
      .replaceAll('{{package}}', escape(values.package.split('/').pop() ?? 'course'))
      .replaceAll('{{threshold}}', escape(standard === '2004' ? threshold : ''));
    return send(200, TYPES.html, page);
  }
  if (url.pathname === '/scorm-again.js') return send(200, TYPES.js, runtime);
  if (scripts[url.pathname]) return send(200, TYPES.js, scripts[url.pathname]);
  const file = url.pathname.startsWith('/sco/') ? files[url.pathname.slice(5)] : undefined;
  if (file) return send(200, typeOf(url.pathname), file);
  return send(404, 'text/plain', 'Not found');
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  // The e2e test reads this line to learn the port when it passes --port 0.
  const judged =
    standard === '2004' && threshold !== '' ? `, completion threshold ${threshold}` : '';
  console.log(`LMS http://${values.host}:${port}/ (SCORM ${standard}, ${title}${judged})`);
});
