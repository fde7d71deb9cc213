// The only module with a side effect (package.json `sideEffects`): importing it defines
// <stepwise-player>, unless the tag is already taken.
import { defineStepwisePlayer, type StepwisePlayerElement } from './element.js';

defineStepwisePlayer();

declare global {
  interface HTMLElementTagNameMap {
    'stepwise-player': StepwisePlayerElement;
  }
}
