/**
 * Wires a tracking store to a player's playback and steps stores, so the view only has to call
 * `start()` and forward page hide / show. Returns the unsubscribe.
 */
import type { PlaybackStore } from './playback-store.js';
import type { StepChangeVia, StepsStore } from './steps-store.js';
import type { SubtitlesStore } from './subtitles-store.js';
import { stepIndexAt, type TimelineStep } from './steps.js';
import type { TrackedStep, TrackedStepChange, TrackingStore } from './tracking-store.js';

const tracked = (step: TimelineStep | undefined): TrackedStep | null =>
  step ? { id: step.id, duration: step.duration } : null;

const CHANGE_OF: Record<StepChangeVia, TrackedStepChange> = {
  menu: 'menu',
  next: 'next',
  previous: 'previous',
  link: 'other',
  auto: 'other',
  seek: 'other',
};

export interface TrackingConnection {
  tracking: TrackingStore;
  playback: PlaybackStore;
  steps: StepsStore;
  subtitles?: SubtitlesStore;
}

export function connectTracking({
  tracking,
  playback,
  steps,
  subtitles,
}: TrackingConnection): () => void {
  const stepAt = (time: number) => {
    const timeline = steps.$timeline.get();
    return tracked(timeline[stepIndexAt(timeline, time)]);
  };
  let paused = playback.$state.get().paused;
  let quality = playback.$state.get().quality;
  let seekSeq = playback.$seekRequest.get()?.seq ?? 0;

  const stopState = playback.$state.listen((state) => {
    const step = stepAt(playback.$time.get());
    if (state.paused !== paused && step) {
      if (state.paused) tracking.pause(step);
      else tracking.play(step, playback.$time.get());
    }
    if (state.quality !== quality) tracking.quality(state.quality);
    paused = state.paused;
    quality = state.quality;
  });
  let lastTime = playback.$time.get();
  const stopTime = playback.$time.listen((time) => {
    const from = lastTime;
    lastTime = time;
    const seek = playback.$seekRequest.get();
    if (seek && seek.seq !== seekSeq) {
      seekSeq = seek.seq;
      tracking.seeked(time);
      return;
    }
    // The seconds since the last update were played in the step they started in.
    const step = stepAt(Math.min(from, time));
    if (step) tracking.timeUpdate(step, time, playback.$state.get().speed);
  });
  const stopSkip = playback.onSkip((direction) => {
    const step = stepAt(playback.$time.get());
    if (step) tracking.skip(step, direction);
  });
  const stopStep = steps.onStepChange(({ from, to, via }) => {
    const timeline = steps.$timeline.get();
    const a = tracked(timeline[from]);
    const b = tracked(timeline[to]);
    if (a && b) tracking.stepChange(a, b, CHANGE_OF[via]);
  });
  // The viewer's choices only: a step without the chosen language falling back is not an event.
  const stopSubtitles = subtitles?.$choice.listen(() => {
    tracking.subtitles(subtitles.$language.get());
  });
  return () => {
    stopSubtitles?.();
    stopState();
    stopTime();
    stopSkip();
    stopStep();
  };
}
