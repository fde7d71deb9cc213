export type {
  InstructionCompletedDetail,
  InstructionItemChangeDetail,
  InstructionMode,
  InstructionProps,
  InstructionReadyDetail,
} from './instruction-props.js';
