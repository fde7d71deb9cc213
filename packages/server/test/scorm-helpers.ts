/** Shared by the SCORM export and e-learning route tests: zips over HTTP, jobs, launch pages. */
import { strFromU8, unzipSync } from 'fflate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SCORM_LAUNCH_CONFIG_ID, type ScormLaunchConfig } from '@stepwise/core';
import { jobHandlers } from '../src/job-handlers.js';
import { silentJobLog } from '../src/jobs/log.js';
import { JobWorker } from '../src/jobs/worker.js';
import { createStorage } from '../src/storage/index.js';
import type { TestServer } from './harness.js';

/** A job worker over the test server's database and storage, as the in-process one would be. */
export async function startExportWorker(s: TestServer): Promise<JobWorker> {
  const worker = new JobWorker({
    database: s.database,
    handlers: jobHandlers({
      config: s.config,
      database: s.database,
      log: silentJobLog,
      storage: createStorage(s.config),
    }),
    pollMs: 100,
    log: silentJobLog,
  });
  await worker.start();
  return worker;
}

export interface ZipAnswer {
  status: number;
  headers: Headers;
  files?: Record<string, Uint8Array>;
  body?: { ok: boolean; code: number; errorMessage: string | null };
}

/** Calls a route that answers a zip; errors come back in the wrapper. */
export async function fetchZip(
  s: TestServer,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<ZipAnswer> {
  const res = await fetch(new URL(path, s.url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.headers.get('content-type') === 'application/zip') {
    return { status: res.status, headers: res.headers, files: unzipSync(bytes) };
  }
  return { status: res.status, headers: res.headers, body: JSON.parse(strFromU8(bytes)) };
}

export function launchConfigOf(html: string): ScormLaunchConfig {
  const m = new RegExp(
    `<script type="application/json" id="${SCORM_LAUNCH_CONFIG_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!m) throw new Error('no launch configuration in the page');
  return JSON.parse(m[1]!) as ScormLaunchConfig;
}

/** A package's manifest (checked well-formed) and launch configuration. */
export function readPackage(files: Record<string, Uint8Array>) {
  const xml = strFromU8(files['imsmanifest.xml']!);
  if (XMLValidator.validate(xml) !== true) throw new Error('manifest is not well-formed');
  const manifest = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml)
    .manifest as { metadata: { schema: string; schemaversion: string | number } };
  return { manifest, config: launchConfigOf(strFromU8(files['index.html']!)) };
}
