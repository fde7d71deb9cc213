/**
 * Upload throughput on loopback: one 96 MB file through the portal's own uploader
 * (@stepwise/api `uploadFile`: 2 MB parts, 3 in parallel) into a running server, which hashes
 * each part and writes it to object storage. Best of three rounds; each upload is deleted after.
 */
import { randomBytes } from 'node:crypto';
import { createApi, deleteUpload, login, uploadFile } from '@stepwise/api';

export interface UploadFigure {
  megabytes: number;
  seconds: number;
  mbPerSecond: number;
  parts: number;
}

export async function benchUpload(baseUrl: string, email: string, password: string) {
  const api = createApi({ baseUrl });
  await login(api, { email, password });
  const size = 96 * 1024 * 1024;
  const file = new Blob([randomBytes(size)]);
  let best: UploadFigure | undefined;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    const upload = await uploadFile(api, file, { fileName: `bench-${round}.mp4` });
    const seconds = (performance.now() - started) / 1000;
    await deleteUpload(api, upload.id);
    const figure = {
      megabytes: size / 1024 / 1024,
      seconds,
      mbPerSecond: size / 1024 / 1024 / seconds,
      parts: upload.partCount,
    };
    if (!best || figure.seconds < best.seconds) best = figure;
  }
  return best!;
}
