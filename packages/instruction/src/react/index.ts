// The React side of @stepwise/instruction: the <Instruction/>, its props and the stylesheet.
export { Instruction } from './instruction.js';
export type {
  InstructionCompletedDetail,
  InstructionItemChangeDetail,
  InstructionMode,
  InstructionProps,
  InstructionReadyDetail,
} from './instruction-props.js';
export { instructionStyles } from './styles.js';
export { defaultInstructionLanguage } from '../core/language.js';
