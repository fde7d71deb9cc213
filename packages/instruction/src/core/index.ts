// The framework-free core of @stepwise/instruction: the view and run store, its port, the saved
// run and the photo queue.
export { createInstructionStore, failureOf, missingItems } from './instruction-store.js';
export type {
  InstructionFailure,
  InstructionLoad,
  InstructionStore,
  InstructionStoreOptions,
  InstructionViewMode,
  RunStep,
  SyncState,
} from './instruction-store.js';
export type { InstructionPort } from './port.js';
export { browserPhotoQueue, memoryPhotoQueue } from './photo-queue.js';
export type { PhotoQueue, QueuedPhoto } from './photo-queue.js';
export { readRun, runStorageKey, trackingOf } from './run-state.js';
export type { InstructionRun, RunItemState, RunPhoto, RunPhotoStatus } from './run-state.js';
export { defaultInstructionLanguage } from './language.js';
