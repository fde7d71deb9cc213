/**
 * The <stepwise-instruction> element's view: React, the <Instruction/>, @stepwise/ui's tokens and
 * the instruction's stylesheet, in a root inside the element's shadow root (@stepwise/ui's
 * `createReactViewWithStyles`), and the port the <Instruction/> talks through: plain fetch and
 * core's zod/mini schemas (../wire), never @stepwise/api (ky, zod classic), which the widget's
 * 40 KB budget cannot carry. Nothing runs on import.
 */
import { createElement } from 'react';
import type { CreateView } from '@stepwise/ui/element';
import { createReactViewWithStyles } from '@stepwise/ui/element/react-view';
import { uiTokenStyles } from '@stepwise/ui/inline-styles';
import { Instruction } from '../react/instruction.js';
import type { InstructionProps } from '../react/instruction-props.js';
import { fetchInstructionPort } from '../wire/fetch-instruction-port.js';

export interface InstructionElementView {
  render(props: InstructionProps, key?: string): void;
  port: typeof fetchInstructionPort;
  unmount(): void;
}

export const createView: CreateView<InstructionElementView> = (container, onError) => {
  const root = createReactViewWithStyles(uiTokenStyles, container, onError);
  return {
    render: (props, key) => root.render(createElement(Instruction, props), key),
    port: fetchInstructionPort,
    unmount: () => root.unmount(),
  };
};
