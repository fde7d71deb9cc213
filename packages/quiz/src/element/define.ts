// The only module with a side effect (package.json `sideEffects`): importing it defines
// <stepwise-quiz>, unless the tag is already taken.
import { defineStepwiseQuiz, type StepwiseQuizElement } from './element.js';

defineStepwiseQuiz();

declare global {
  interface HTMLElementTagNameMap {
    'stepwise-quiz': StepwiseQuizElement;
  }
}
