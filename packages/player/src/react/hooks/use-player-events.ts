/**
 * The player's events (core events.ts) from the stores: step changes with their cause, time
 * updates at most every TIMEUPDATE_INTERVAL_MS, the workflow's end.
 */
import { useEffect, useRef } from 'react';
import type {
  PlayerEndedDetail,
  PlayerStepChangeDetail,
  PlayerTimeUpdateDetail,
} from '../../core/events.js';
import { TIMEUPDATE_INTERVAL_MS } from '../../core/events.js';
import type { StepChangeVia } from '../../core/steps-store.js';
import type { PlayerStores } from './use-player-stores.js';

const CAUSE: Record<StepChangeVia, PlayerStepChangeDetail['cause']> = {
  auto: 'playback',
  seek: 'playback',
  link: 'host',
  menu: 'menu',
  next: 'next',
  previous: 'previous',
};

export interface PlayerEventHandlers {
  onStepChange?: ((detail: PlayerStepChangeDetail) => void) | undefined;
  onTimeUpdate?: ((detail: PlayerTimeUpdateDetail) => void) | undefined;
  onEnded?: ((detail: PlayerEndedDetail) => void) | undefined;
}

export function usePlayerEvents(
  stores: PlayerStores | null,
  workflowId: string,
  handlers: PlayerEventHandlers,
): void {
  // The latest handlers without re-subscribing on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!stores) return;
    const { playback, steps } = stores;
    const stopSteps = steps.onStepChange(({ to, via }) => {
      const step = steps.$timeline.get()[to];
      if (step) latest.current.onStepChange?.({ stepId: step.id, index: to, cause: CAUSE[via] });
    });
    let last = -Infinity;
    const stopTime = playback.$time.listen((time) => {
      const now = Date.now();
      if (now - last < TIMEUPDATE_INTERVAL_MS) return;
      last = now;
      const step = steps.$currentStep.get();
      if (!step) return;
      latest.current.onTimeUpdate?.({
        time,
        stepId: step.id,
        stepTime: Math.max(0, time - step.start),
        duration: playback.$duration.get(),
      });
    });
    const stopEnded = steps.$ended.listen((ended) => {
      if (ended) latest.current.onEnded?.({ workflowId });
    });
    return () => {
      stopSteps();
      stopTime();
      stopEnded();
    };
  }, [stores, workflowId]);
}
