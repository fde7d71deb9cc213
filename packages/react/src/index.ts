// The public entry of @stepwise/react: explicit named exports only. Importing it also types the
// `stepwise-*` tags in JSX (jsx.ts) and, through the widget packages, `HTMLElementTagNameMap`.
export { StepwisePlayer } from './player.js';
export type { StepwisePlayerProps } from './player.js';
export { StepwiseAssistant } from './assistant.js';
export type { StepwiseAssistantProps } from './assistant.js';
export { StepwiseQuiz } from './quiz.js';
export type { StepwiseQuizProps } from './quiz.js';
export { StepwiseInstruction } from './instruction.js';
export type { StepwiseInstructionProps } from './instruction.js';
export {
  ASSISTANT_EVENTS,
  eventTable,
  INSTRUCTION_EVENTS,
  PLAYER_EVENTS,
  QUIZ_EVENTS,
} from './events.js';
export { attributesOf, createComponent } from './create-component.js';
export type { CommonProps, ComponentConfig } from './create-component.js';
export type {
  StepwiseAssistantJsxProps,
  StepwiseInstructionJsxProps,
  StepwisePlayerJsxProps,
  StepwiseQuizJsxProps,
} from './jsx.js';
export type {
  AsEvent,
  AttributeProps,
  AttributeSpecsLike,
  DetailOf,
  ElementJsxProps,
  EventProps,
  HtmlAttributeProps,
  MissingEvents,
} from './types.js';
