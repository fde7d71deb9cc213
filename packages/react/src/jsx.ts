/**
 * The tags in JSX, for hosts that write `<stepwise-player workflow-id="…">` themselves (React 19
 * renders custom elements as they are): every tag's attributes, typed from its declarations,
 * and a ref to its element class; and every tag in `HTMLElementTagNameMap`. Loaded with the
 * package's types (index.ts exports from it).
 */
import type {
  ASSISTANT_ATTRIBUTES,
  AssistantAttributes,
  StepwiseAssistantElement,
} from '@stepwise/assistant';
import type {
  INSTRUCTION_ATTRIBUTES,
  InstructionAttributes,
  StepwiseInstructionElement,
} from '@stepwise/instruction';
import type { PLAYER_ATTRIBUTES, PlayerAttributes, StepwisePlayerElement } from '@stepwise/player';
import type { QUIZ_ATTRIBUTES, QuizAttributes, StepwiseQuizElement } from '@stepwise/quiz';
import type { ElementJsxProps } from './types.js';

export type StepwisePlayerJsxProps = ElementJsxProps<
  StepwisePlayerElement,
  typeof PLAYER_ATTRIBUTES,
  PlayerAttributes
>;

export type StepwiseAssistantJsxProps = ElementJsxProps<
  StepwiseAssistantElement,
  typeof ASSISTANT_ATTRIBUTES,
  AssistantAttributes
>;

export type StepwiseQuizJsxProps = ElementJsxProps<
  StepwiseQuizElement,
  typeof QUIZ_ATTRIBUTES,
  QuizAttributes
>;

export type StepwiseInstructionJsxProps = ElementJsxProps<
  StepwiseInstructionElement,
  typeof INSTRUCTION_ATTRIBUTES,
  InstructionAttributes
>;

// As the widgets' define modules declare it; said again here, since this package imports them
// only when a component mounts and a host's compiler would not see them otherwise.
declare global {
  interface HTMLElementTagNameMap {
    'stepwise-player': StepwisePlayerElement;
    'stepwise-assistant': StepwiseAssistantElement;
    'stepwise-quiz': StepwiseQuizElement;
    'stepwise-instruction': StepwiseInstructionElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'stepwise-player': StepwisePlayerJsxProps;
      'stepwise-assistant': StepwiseAssistantJsxProps;
      'stepwise-quiz': StepwiseQuizJsxProps;
      'stepwise-instruction': StepwiseInstructionJsxProps;
    }
  }
}
