import { join } from 'node:path';
import type { ServerConfig } from '../config.js';
import { LocalStorage } from './local-storage.js';
import type { ObjectStorage } from './storage.js';

export * from './storage.js';
export { LocalStorage } from './local-storage.js';

/** The configured store: the local folder DATA_DIR/storage (S3 comes later). */
export function createStorage(config: Pick<ServerConfig, 'dataDir'>): ObjectStorage {
  return new LocalStorage(join(config.dataDir, 'storage'));
}
