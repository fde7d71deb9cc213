// The only module with a side effect (package.json `sideEffects`): importing it defines
// <stepwise-instruction>, unless the tag is already taken.
import { defineStepwiseInstruction, type StepwiseInstructionElement } from './element.js';

defineStepwiseInstruction();

declare global {
  interface HTMLElementTagNameMap {
    'stepwise-instruction': StepwiseInstructionElement;
  }
}
