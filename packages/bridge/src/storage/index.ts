// @stepwise/bridge/storage: storage that works in third-party contexts (explicit named exports).
export { memoryStorage, pageStorage, safeStorage } from './safe-storage.js';
export type { SafeStorage, StorageKind } from './safe-storage.js';
export { requestUnpartitionedStorage, storageAccessSupported } from './storage-access.js';
