/**
 * Resumable multipart upload of one file (000 §9, core MULTIPART): parts of the server's part
 * size, at most 3 in flight, each retried up to 3 times with backoff on network errors,
 * timeouts (180 s), 5xx, 408 and 429 (never on another 4xx). A resumed upload asks the server
 * which parts arrived and sends only the others. Aborting stops the parts in flight and
 * deletes the upload. Progress counts the bytes the server acknowledged.
 *
 * Runs wherever fetch and Blob.slice exist: browsers and Node 20+.
 */
import { MULTIPART } from '@stepwise/core';
import { z } from 'zod';
import { readWrapped, type Api } from './client.js';
import { abortError, isAbortError, networkError, statusOf } from './errors.js';
import { uploadedPartSchema, type Upload } from './schemas.js';
import { createUpload, deleteUpload, getUpload } from './uploads.js';

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

const defaultDelay = (attempt: number) =>
  Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);

/** Worth another try: the part may arrive next time. 4xx are final except 408 and 429. */
function retriable(err: unknown): boolean {
  const status = statusOf(err);
  if (status === undefined) return err instanceof Error && err.name === 'TimeoutError';
  return status === 0 || status === 408 || status === 429 || status >= 500;
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

  async function sendPart(partNumber: number): Promise<void> {
    const { start, end } = partRange(upload, partNumber);
    const path = `v1/uploads/${encodeURIComponent(upload.id)}/parts/${partNumber}`;
    for (let attempt = 0; ; attempt++) {
      try {
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
        await readWrapped(response, path, z.object({ item: uploadedPartSchema }));
        received.add(partNumber);
        uploadedBytes += end - start;
        report();
        return;
      } catch (err) {
        if (inFlight.signal.aborted) throw abortError();
        if (attempt >= retries || !retriable(err)) throw err;
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
