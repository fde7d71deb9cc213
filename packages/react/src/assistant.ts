/**
 * <StepwiseAssistant>: the <stepwise-assistant> element as a React component. `token` is the
 * signed-in person's access token from the host's own backend: set as the element's property,
 * never an attribute (nothing of it in the page's markup).
 *
 *   <StepwiseAssistant mode="inline" server={server} token={token}
 *     onReference={(event) => seekPlayer(event.detail)} onAuthRequired={refreshToken} />
 */
import type {
  AssistantAttributes,
  AssistantEventMap,
  StepwiseAssistantElement,
} from '@stepwise/assistant';
import { ASSISTANT_ATTRIBUTES, ASSISTANT_TAG } from '@stepwise/assistant';
import type { CSSProperties } from 'react';
import { createComponent } from './create-component.js';
import { ASSISTANT_EVENTS } from './events.js';
import type { AttributeProps, EventProps } from './types.js';

export type StepwiseAssistantProps = AttributeProps<AssistantAttributes> &
  EventProps<AssistantEventMap, typeof ASSISTANT_EVENTS> & {
    /** A bearer token for the signed-in person (set as a property, never an attribute). */
    token?: string;
    id?: string;
    className?: string;
    style?: CSSProperties;
  };

export const StepwiseAssistant = createComponent<StepwiseAssistantElement, StepwiseAssistantProps>({
  tag: ASSISTANT_TAG,
  attributes: ASSISTANT_ATTRIBUTES,
  events: ASSISTANT_EVENTS,
  properties: ['token'],
  define: () => import('@stepwise/assistant/element'),
  displayName: 'StepwiseAssistant',
});
