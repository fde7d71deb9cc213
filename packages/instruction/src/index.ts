// The public entry of @stepwise/instruction: explicit named exports only. The server port over
// @stepwise/api is `@stepwise/instruction/api-port`, the one on fetch `@stepwise/instruction/wire`;
// the element registers through `@stepwise/instruction/element`.
export {
  browserPhotoQueue,
  createInstructionStore,
  defaultInstructionLanguage,
  failureOf,
  memoryPhotoQueue,
  missingItems,
  readRun,
  runStorageKey,
  trackingOf,
} from './core/index.js';
export type {
  InstructionFailure,
  InstructionLoad,
  InstructionPort,
  InstructionRun,
  InstructionStore,
  InstructionStoreOptions,
  InstructionViewMode,
  PhotoQueue,
  QueuedPhoto,
  RunItemState,
  RunPhoto,
  RunPhotoStatus,
  RunStep,
  SyncState,
} from './core/index.js';
export { Instruction, instructionStyles } from './react/index.js';
export type {
  InstructionCompletedDetail,
  InstructionItemChangeDetail,
  InstructionMode,
  InstructionProps,
  InstructionReadyDetail,
} from './react/index.js';
export {
  INSTRUCTION_TAG,
  defineStepwiseInstruction,
  StepwiseInstructionElement,
} from './element/element.js';
export {
  INSTRUCTION_ATTRIBUTES,
  INSTRUCTION_MODES,
  parseInstructionAttributes,
} from './element/attributes.js';
export { INSTRUCTION_ATTRIBUTE_DOCS } from './element/attribute-docs.js';
export type { InstructionAttributes, ParsedInstructionAttributes } from './element/attributes.js';
export type { InstructionErrorDetail, InstructionEventMap } from './element/events.js';
