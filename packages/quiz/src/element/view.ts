/**
 * The <stepwise-quiz> element's view: React, the <Quiz/>, @stepwise/ui's tokens and the quiz's
 * stylesheet, in a root inside the element's shadow root (@stepwise/ui's
 * `createReactViewWithStyles`), and the quiz port the <Quiz/> talks through: plain fetch and
 * core's zod/mini quiz schemas (../wire), never @stepwise/api (ky, zod classic), which the
 * widget's 35 KB budget cannot carry. Nothing runs on import.
 */
import { createElement } from 'react';
import type { CreateView } from '@stepwise/ui/element';
import { createReactViewWithStyles } from '@stepwise/ui/element/react-view';
import { uiTokenStyles } from '@stepwise/ui/inline-styles';
import { Quiz } from '../react/quiz.js';
import type { QuizProps } from '../react/quiz-props.js';
import { fetchQuizPort } from '../wire/fetch-quiz-port.js';

export interface QuizElementView {
  render(props: QuizProps): void;
  port: typeof fetchQuizPort;
  unmount(): void;
}

export const createView: CreateView<QuizElementView> = (container, onError) => {
  // The tokens only: the quiz's own sheet styles it, with none of @stepwise/ui's components.
  const root = createReactViewWithStyles(uiTokenStyles, container, onError);
  return {
    render: (props) => root.render(createElement(Quiz, props)),
    port: fetchQuizPort,
    unmount: () => root.unmount(),
  };
};
