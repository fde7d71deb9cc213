/**
 * <StepwiseInstruction>: the <stepwise-instruction> element as a React component. `token` is the
 * signed-in person's access token from the host's own backend: set as the element's property,
 * never an attribute (nothing of it in the page's markup). Without it, `shareToken` opens a public
 * SOP.
 *
 *   <StepwiseInstruction instructionId={id} shareToken={share} mode="run"
 *     onCompleted={(event) => record(event.detail.sessionId, event.detail.synced)} />
 */
import type {
  InstructionAttributes,
  InstructionEventMap,
  StepwiseInstructionElement,
} from '@stepwise/instruction';
import { INSTRUCTION_ATTRIBUTES, INSTRUCTION_TAG } from '@stepwise/instruction';
import type { CSSProperties } from 'react';
import { createComponent } from './create-component.js';
import { INSTRUCTION_EVENTS } from './events.js';
import type { AttributeProps, EventProps } from './types.js';

export type StepwiseInstructionProps = AttributeProps<InstructionAttributes> &
  EventProps<InstructionEventMap, typeof INSTRUCTION_EVENTS> & {
    /** A bearer token for the signed-in person (set as a property, never an attribute). */
    token?: string;
    id?: string;
    className?: string;
    style?: CSSProperties;
  };

export const StepwiseInstruction = createComponent<
  StepwiseInstructionElement,
  StepwiseInstructionProps
>({
  tag: INSTRUCTION_TAG,
  attributes: INSTRUCTION_ATTRIBUTES,
  events: INSTRUCTION_EVENTS,
  properties: ['token'],
  define: () => import('@stepwise/instruction/element'),
  displayName: 'StepwiseInstruction',
});
