/**
 * Resumable multipart upload of one file (000 §9, core MULTIPART): parts of the server's part
 * size, at most 3 in flight, each retried up to 3 times with backoff on network errors,
 * timeouts (180 s), 5xx, 408 and 429 (never on another 4xx). A resumed upload asks the server
 * which parts arrived and sends only the others. Aborting stops the parts in flight and
 * deletes the upload. Progress counts the bytes the server acknowledged.
 *
 * An upload whose `target` is 'store' (the server keeps media in S3 with presigned delivery)
 * sends each part straight to the store: a presigned URL from the server (asked for in batches,
 * and again when one may expire before the part is sent), a plain PUT of the bytes, then the
 * store's ETag reported to the server, which counts the part as received. The store's CORS rules
 * must expose the ETag header (README, "Running on several machines").
 *
 * Runs wherever fetch and Blob.slice exist: browsers and Node 20+.
 */
import { MULTIPART, type Upload } from '@stepwise/core';
import { readAnswer, routePath } from './call.js';
import type { Api } from './client.js';
import { abortError, apiError, isAbortError, networkError, statusOf } from './errors.js';
import {
  createUpload,
  deleteUpload,
  getUpload,
  presignUploadParts,
  reportStorePart,
} from './uploads.js';

export interface UploadProgress {
  uploadedBytes: number;
  totalBytes: number;
  upload: Upload;
}

export interface UploadFileOptions {
  fileName: string;
  contentType?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** The upload exists on the server: keep its id to resume after a reload. */
  onCreated?: (upload: Upload) => void;
  signal?: AbortSignal;
  /** An upload started earlier for the same file (its id is what matters). */
  resume?: Pick<Upload, 'id'>;
  /** Tuning for tests; the defaults are core MULTIPART's. */
  parallel?: number;
  retries?: number;
  timeoutMs?: number;
  /** Wait before retry `attempt` (1-based): 1 s, 2 s, 4 s... with jitter by default. */
  retryDelayMs?: (attempt: number) => number;
}

/** Part URLs asked for at once (the server allows 100). */
const PART_URL_BATCH = 20;

const defaultDelay = (attempt: number) =>
  Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);

/** Worth another try: the part may arrive next time. 4xx are final except 408 and 429. */
function retriable(err: unknown): boolean {
  const status = statusOf(err);
  if (status === undefined) return err instanceof Error && err.name === 'TimeoutError';
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** `signal`, also aborted with a TimeoutError after `ms` (AbortSignal.any is too recent). */
function withTimeout(signal: AbortSignal, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The part timed out', 'TimeoutError')),
    ms,
  );
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(abortError());
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function missingParts(upload: Pick<Upload, 'partCount' | 'receivedParts'>): number[] {
  const received = new Set(upload.receivedParts);
  const parts: number[] = [];
  for (let n = 1; n <= upload.partCount; n++) if (!received.has(n)) parts.push(n);
  return parts;
}

export function partRange(upload: Pick<Upload, 'partSize' | 'sizeBytes'>, partNumber: number) {
  const start = (partNumber - 1) * upload.partSize;
  return { start, end: Math.min(upload.sizeBytes, start + upload.partSize) };
}

export async function uploadFile(
  api: Api,
  file: Blob,
  options: UploadFileOptions,
): Promise<Upload> {
  const parallel = Math.max(1, options.parallel ?? MULTIPART.parallel);
  const retries = Math.max(0, options.retries ?? MULTIPART.retries);
  const timeoutMs = options.timeoutMs ?? MULTIPART.timeoutMs;
  const delay = options.retryDelayMs ?? defaultDelay;
  const userSignal = options.signal ?? new AbortController().signal;
  if (userSignal.aborted) throw abortError();

  let upload: Upload;
  if (options.resume) {
    upload = await getUpload(api, options.resume.id, userSignal);
    if (upload.sizeBytes !== file.size) {
      throw new Error(
        `This upload was started for a file of ${upload.sizeBytes} bytes, not ${file.size}`,
      );
    }
  } else {
    // Not cancellable half-way: once the server has the upload, a cancel must delete it.
    upload = await createUpload(api, {
      fileName: options.fileName,
      sizeBytes: file.size,
      contentType: options.contentType,
    });
    options.onCreated?.(upload);
    if (userSignal.aborted) {
      await deleteUpload(api, upload.id).catch(() => undefined);
      throw abortError();
    }
  }

  // One controller for the parts in flight: the caller's abort or one part's final failure.
  const inFlight = new AbortController();
  const stopParts = () => inFlight.abort();
  userSignal.addEventListener('abort', stopParts, { once: true });

  const queue = missingParts(upload);
  const received = new Set(upload.receivedParts);
  let uploadedBytes = upload.receivedParts.reduce((sum, n) => {
    const { start, end } = partRange(upload, n);
    return sum + Math.max(0, end - start);
  }, 0);
  const report = () =>
    options.onProgress?.({
      uploadedBytes,
      totalBytes: upload.sizeBytes,
      upload: { ...upload, receivedParts: [...received].sort((a, b) => a - b) },
    });
  report();

  /** Sends the bytes through the server: they are stored under their SHA-256. */
  async function putToServer(partNumber: number, start: number, end: number): Promise<void> {
    const route = 'PUT /v1/uploads/:id/parts/:partNumber';
    const path = routePath(route, { id: upload.id, partNumber });
    let response: Response;
    try {
      response = await api.http.put(path, {
        body: file.slice(start, end),
        headers: { 'content-type': 'application/octet-stream' },
        timeout: timeoutMs,
        signal: inFlight.signal,
      });
    } catch (err) {
      if (inFlight.signal.aborted || (err instanceof Error && err.name === 'TimeoutError')) {
        throw err;
      }
      throw networkError(err);
    }
    await readAnswer(response, route, path);
  }

  // Presigned part URLs of a store upload, by part number, with when each stops working.
  const partUrls = new Map<number, { url: string; expiresAt: number }>();
  const staleUrl = new WeakSet<object>();

  /** A URL for the part that outlives the part's time limit; a batch asked for when needed. */
  async function partUrl(partNumber: number): Promise<string> {
    const known = partUrls.get(partNumber);
    if (known && known.expiresAt - Date.now() > timeoutMs + 60_000) return known.url;
    const wanted = [partNumber, ...queue.slice(0, PART_URL_BATCH - 1)];
    for (const item of await presignUploadParts(api, upload.id, wanted, inFlight.signal)) {
      partUrls.set(item.partNumber, { url: item.url, expiresAt: Date.parse(item.expiresAt) });
    }
    const fresh = partUrls.get(partNumber);
    if (!fresh) throw new Error(`The server gave no URL for part ${partNumber}`);
    return fresh.url;
  }

  /** Sends the bytes to the store, then reports the store's ETag to the server. */
  async function putToStore(partNumber: number, start: number, end: number): Promise<void> {
    const url = await partUrl(partNumber);
    const timed = withTimeout(inFlight.signal, timeoutMs);
    let response: Response;
    try {
      // No credentials and no headers of ours: the presigned URL is the whole authorisation.
      response = await fetch(url, {
        method: 'PUT',
        body: file.slice(start, end),
        signal: timed.signal,
      });
    } catch (err) {
      if (inFlight.signal.aborted || (err instanceof Error && err.name === 'TimeoutError')) {
        throw err;
      }
      throw networkError(err);
    } finally {
      timed.done();
    }
    if (!response.ok) {
      // An expired or refused URL is not used again: the next attempt asks for a fresh one.
      partUrls.delete(partNumber);
      await response.body?.cancel().catch(() => undefined);
      const status = response.status;
      const refusal = apiError(status, status, `The store refused part ${partNumber} (${status})`);
      // A 403 is most often a URL that expired on the way (a slow link, a sleeping laptop):
      // worth one more try with a fresh URL, unlike other refusals.
      if (status === 403) staleUrl.add(refusal);
      throw refusal;
    }
    const etag = response.headers.get('etag');
    if (!etag) {
      throw new Error(
        "The store's answer had no readable ETag: its CORS rules must expose the ETag header",
      );
    }
    await reportStorePart(api, upload.id, partNumber, etag, inFlight.signal);
  }

  async function sendPart(partNumber: number): Promise<void> {
    const { start, end } = partRange(upload, partNumber);
    for (let attempt = 0; ; attempt++) {
      try {
        if (upload.target === 'store') await putToStore(partNumber, start, end);
        else await putToServer(partNumber, start, end);
        received.add(partNumber);
        uploadedBytes += end - start;
        report();
        return;
      } catch (err) {
        if (inFlight.signal.aborted) throw abortError();
        const again = retriable(err) || (err instanceof Error && staleUrl.has(err));
        if (attempt >= retries || !again) throw err;
        await sleep(delay(attempt + 1), inFlight.signal);
      }
    }
  }

  async function worker(): Promise<void> {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await sendPart(next);
    }
  }

  try {
    const workers = Array.from({ length: Math.min(parallel, queue.length) }, () =>
      worker().catch((err: unknown) => {
        queue.length = 0;
        stopParts();
        throw err;
      }),
    );
    const results = await Promise.allSettled(workers);
    if (userSignal.aborted) throw abortError();
    // The first real failure, not the aborts it caused in the other workers.
    const failed = results.find(
      (r): r is PromiseRejectedResult => r.status === 'rejected' && !isAbortError(r.reason),
    );
    if (failed) throw failed.reason;
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (rejected) throw rejected.reason;
  } catch (err) {
    if (userSignal.aborted) {
      // Cancelled: nothing of the upload stays on the server.
      await deleteUpload(api, upload.id).catch(() => undefined);
      throw abortError();
    }
    throw err;
  } finally {
    userSignal.removeEventListener('abort', stopParts);
  }

  // What the server holds now is the truth; a part it lost would show here.
  const final = await getUpload(api, upload.id);
  const still = missingParts(final);
  if (still.length > 0) throw new Error(`Parts ${still.join(', ')} did not arrive`);
  return final;
}
