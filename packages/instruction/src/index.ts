// The public entry of @stepwise/instruction: explicit named exports only. The server port over
// @stepwise/api is `@stepwise/instruction/api-port`, the one on fetch `@stepwise/instruction/wire`;
// the element registers through `@stepwise/instruction/element`.
export type { InstructionPort } from './core/index.js';
export type {
  InstructionCompletedDetail,
  InstructionItemChangeDetail,
  InstructionMode,
  InstructionProps,
  InstructionReadyDetail,
} from './react/index.js';
