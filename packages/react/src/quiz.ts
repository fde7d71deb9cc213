/**
 * <StepwiseQuiz>: the <stepwise-quiz> element as a React component. `token` is the signed-in
 * person's access token from the host's own backend: set as the element's property, never an
 * attribute (nothing of it in the page's markup).
 *
 *   <StepwiseQuiz workflowId={id} server={server} token={token}
 *     onQuizCompleted={(event) => record(event.detail.score, event.detail.passed)}
 *     onAuthRequired={refreshToken} />
 */
import type { QuizAttributes, QuizEventMap, StepwiseQuizElement } from '@stepwise/quiz';
import { QUIZ_ATTRIBUTES, QUIZ_TAG } from '@stepwise/quiz';
import type { CSSProperties } from 'react';
import { createComponent } from './create-component.js';
import { QUIZ_EVENTS } from './events.js';
import type { AttributeProps, EventProps } from './types.js';

export type StepwiseQuizProps = AttributeProps<QuizAttributes> &
  EventProps<QuizEventMap, typeof QUIZ_EVENTS> & {
    /** A bearer token for the signed-in person (set as a property, never an attribute). */
    token?: string;
    id?: string;
    className?: string;
    style?: CSSProperties;
  };

export const StepwiseQuiz = createComponent<StepwiseQuizElement, StepwiseQuizProps>({
  tag: QUIZ_TAG,
  attributes: QUIZ_ATTRIBUTES,
  events: QUIZ_EVENTS,
  properties: ['token'],
  define: () => import('@stepwise/quiz/element'),
  displayName: 'StepwiseQuiz',
});
