// The only module with a side effect (package.json `sideEffects`): importing it defines
// <stepwise-assistant>, unless the tag is already taken.
import { defineStepwiseAssistant, type StepwiseAssistantElement } from './element.js';

defineStepwiseAssistant();

declare global {
  interface HTMLElementTagNameMap {
    'stepwise-assistant': StepwiseAssistantElement;
  }
}
