/**
 * The upload protocol as a client speaks it, for tests: parts of 2 MB, 3 at a time, through the
 * server; or, for an upload whose target is 'store', straight to the S3 store through presigned
 * part URLs, each ETag reported back.
 */
import { MULTIPART } from '@stepwise/core';

export interface UploadedPartAnswer {
  status: number;
  body: any;
}

export const partOf = (file: Buffer, n: number, partSize: number = MULTIPART.partSizeBytes) =>
  file.subarray((n - 1) * partSize, n * partSize);

export async function sendPart(
  url: string,
  token: string,
  id: string,
  n: number,
  bytes: Buffer,
): Promise<UploadedPartAnswer> {
  const res = await fetch(`${url}/v1/uploads/${id}/parts/${n}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return { status: res.status, body: await res.json() };
}

async function post(url: string, path: string, token: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

export async function createUpload(url: string, token: string, file: Buffer, fileName: string) {
  const r = await post(url, '/v1/uploads', token, { fileName, sizeBytes: file.length });
  if (r.status !== 200) throw new Error(`upload refused: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.item as UploadItem;
}

export interface UploadItem {
  id: string;
  partSize: number;
  partCount: number;
  receivedParts: number[];
  target: 'server' | 'store';
}

/** Presigned URLs for parts of a store upload. */
export async function partUrls(url: string, token: string, id: string, partNumbers: number[]) {
  const r = await post(url, `/v1/uploads/${id}/part-urls`, token, { partNumbers });
  if (r.status !== 200) throw new Error(`part-urls: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.items as { partNumber: number; url: string; expiresAt: string }[];
}

/** What a browser does with a part of a store upload: PUT to the store, report the ETag. */
export async function sendStorePart(
  url: string,
  token: string,
  id: string,
  n: number,
  bytes: Buffer,
  presigned?: string,
): Promise<UploadedPartAnswer> {
  const target = presigned ?? (await partUrls(url, token, id, [n]))[0]!.url;
  const stored = await fetch(target, { method: 'PUT', body: bytes });
  if (stored.status !== 200) throw new Error(`store refused part ${n}: ${stored.status}`);
  const res = await fetch(`${url}/v1/uploads/${id}/store-parts/${n}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ etag: stored.headers.get('etag') }),
  });
  return { status: res.status, body: await res.json() };
}

/** Every part, at most MULTIPART.parallel at once; throws on the first refusal. */
export async function sendAllParts(
  url: string,
  token: string,
  id: string,
  file: Buffer,
  partCount: number,
  upload?: Pick<UploadItem, 'target' | 'partSize'>,
) {
  const queue = Array.from({ length: partCount }, (_, i) => i + 1);
  const toStore = upload?.target === 'store';
  const presigned = new Map(
    toStore ? (await partUrls(url, token, id, queue)).map((p) => [p.partNumber, p.url]) : [],
  );
  const lane = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const r = toStore
        ? await sendStorePart(url, token, id, n, partOf(file, n, upload.partSize), presigned.get(n))
        : await sendPart(url, token, id, n, partOf(file, n));
      if (r.status !== 200) throw new Error(`part ${n}: ${r.status} ${JSON.stringify(r.body)}`);
    }
  };
  await Promise.all(Array.from({ length: MULTIPART.parallel }, lane));
}

/** Upload + initialize: the new workflow's id and its processing job's id. */
export async function uploadWorkflow(
  url: string,
  token: string,
  file: Buffer,
  body: { workspaceId: string; title: string; languageCode: string },
) {
  const up = await createUpload(url, token, file, `${body.title}.mp4`);
  await sendAllParts(url, token, up.id, file, up.partCount, up);
  const r = await post(url, `/v1/workflows/${up.id}/initialize`, token, body);
  if (r.status !== 200) throw new Error(`initialize: ${r.status} ${JSON.stringify(r.body)}`);
  return { workflowId: up.id, jobId: r.body.data.jobId as string };
}

/** Reads a server-sent event stream to its end: every `data:` of `event: progress`. */
export async function readEvents(url: string, token: string, workflowId: string) {
  const res = await fetch(`${url}/v1/workflows/${workflowId}/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`events: ${res.status}`);
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((f) => f.startsWith('event: progress'))
    .map((f) => JSON.parse(f.split('\ndata: ')[1]!));
}
