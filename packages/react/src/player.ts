/**
 * <StepwisePlayer>: the <stepwise-player> element as a React component.
 *
 *   <StepwisePlayer
 *     workflowId={id}
 *     shareToken={token}
 *     server="https://stepwise.example.com"
 *     onStepChange={(event) => setStep(event.detail.stepId)}
 *     ref={playerRef}   // the element: playerRef.current.play(), .seek(12), .goToStep(id)
 *   />
 */
import type { PlayerAttributes, PlayerEventMap, StepwisePlayerElement } from '@stepwise/player';
import { PLAYER_ATTRIBUTES, PLAYER_TAG } from '@stepwise/player';
import type { CSSProperties } from 'react';
import { createComponent } from './create-component.js';
import { PLAYER_EVENTS } from './events.js';
import type { AttributeProps, EventProps } from './types.js';

export type StepwisePlayerProps = AttributeProps<PlayerAttributes> &
  EventProps<PlayerEventMap, typeof PLAYER_EVENTS> & {
    id?: string;
    className?: string;
    style?: CSSProperties;
  };

export const StepwisePlayer = createComponent<StepwisePlayerElement, StepwisePlayerProps>({
  tag: PLAYER_TAG,
  attributes: PLAYER_ATTRIBUTES,
  events: PLAYER_EVENTS,
  define: () => import('@stepwise/player/element'),
  displayName: 'StepwisePlayer',
});
