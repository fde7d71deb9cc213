import { join } from 'node:path';
import type { ServerConfig } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

export * from './storage.js';
export { LocalStorage } from './local-storage.js';
export { S3Storage, storeOrigin } from './s3-storage.js';

/** The configured store: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/storage. */
export function createStorage(config: Pick<ServerConfig, 'dataDir' | 's3'>): ObjectStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(join(config.dataDir, 'storage'));
}
