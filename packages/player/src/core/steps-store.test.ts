import { describe, expect, it } from 'vitest';
import { createPlaybackStore, type PlaybackOptions } from './playback-store.js';
import { createStepsStore, type StepChange, type StepsStoreOptions } from './steps-store.js';
import { threeSteps } from './test-fixtures.js';

function setup(
  playbackOptions: PlaybackOptions = {},
  extra: Partial<StepsStoreOptions<(typeof threeSteps)[number]>> = {},
) {
  const playback = createPlaybackStore(playbackOptions);
  const steps = createStepsStore({
    playback,
    steps: threeSteps,
    language: 'en',
    workflowLanguage: 'en',
    ...extra,
  });
  const changes: StepChange[] = [];
  steps.onStepChange((c) => changes.push(c));
  playback.durationChange(30);
  /** Plays `seconds` in 0.25 s time updates, as a <video> reports them; stops when paused. */
  const playFor = (seconds: number) => {
    playback.play();
    for (let i = 0; i < seconds / 0.25 && !playback.$state.get().paused; i++) {
      playback.timeUpdate(playback.$time.get() + 0.25);
    }
  };
  return { playback, steps, changes, playFor };
}

describe('steps store', () => {
  it('knows the current step and the time in it', () => {
    const { playback, steps } = setup();
    playback.timeUpdate(0);
    playback.seek(16);
    expect(steps.$stepIndex.get()).toBe(1);
    expect(steps.$currentStep.get()?.id).toBe('s2');
    expect(steps.$stepTime.get()).toBe(6);
    expect(steps.$preload.get()).toEqual(['s3']);
    expect(steps.$menuItems.get().map((m) => m.number)).toEqual(['01', '02', '03']);
  });

  it('moves by menu, next, previous and deep link, saying how', () => {
    const { playback, steps, changes } = setup();
    steps.goToStepId('s3');
    steps.previous();
    steps.next();
    steps.goToStep(0);
    steps.previous();
    expect(playback.$time.get()).toBe(0);
    expect(changes).toEqual([
      { from: 0, to: 2, via: 'link' },
      { from: 2, to: 1, via: 'previous' },
      { from: 1, to: 2, via: 'next' },
      { from: 2, to: 0, via: 'menu' },
    ]);
  });

  it('shows the step-name tag from 2 s into a step for 6 s (002 §9)', () => {
    const { playback, steps } = setup();
    const at = (t: number) => {
      playback.seek(t);
      return steps.$stepNameTagVisible.get();
    };
    expect([at(11.9), at(12), at(17.9), at(18)]).toEqual([false, true, true, false]);
  });

  it('auto-play carries on into the next step', () => {
    const { playback, changes, playFor } = setup();
    playFor(12);
    expect(playback.$state.get().paused).toBe(false);
    expect(changes).toEqual([{ from: 0, to: 1, via: 'auto' }]);
  });

  it('auto-play off stops at the end of a step, parked at the next one', () => {
    const { playback, steps, playFor } = setup({ autoPlay: false });
    playFor(12);
    expect(playback.$state.get().paused).toBe(true);
    expect(playback.$time.get()).toBe(10);
    expect(steps.$stepIndex.get()).toBe(1);
    playFor(2);
    expect(playback.$time.get()).toBe(12);
  });

  it('repeat step restarts the step', () => {
    const { playback, playFor } = setup();
    playback.cycleRepeat();
    playback.cycleRepeat();
    playFor(10.5);
    expect(playback.$state.get().repeat).toBe('step');
    expect(playback.$state.get().paused).toBe(false);
    expect(playback.$time.get()).toBeLessThan(1);
  });

  it('repeat workflow wraps to step 1 after the last', () => {
    const { playback, steps, changes, playFor } = setup();
    playback.cycleRepeat();
    steps.goToStep(2);
    playFor(5.5);
    expect(steps.$stepIndex.get()).toBe(0);
    expect(playback.$state.get().paused).toBe(false);
    expect(changes.at(-1)).toEqual({ from: 2, to: 0, via: 'auto' });
  });

  it('the end of the last step ends the workflow once, with the quiz when one is pending', () => {
    const { playback, steps, playFor } = setup(
      {},
      { quiz: () => ({ pending: true, enabled: true }) },
    );
    steps.goToStep(2);
    playFor(6);
    steps.mediaEnded();
    expect(playback.$state.get().paused).toBe(true);
    expect(steps.$ended.get()).toEqual({ kind: 'workflow-ended', then: 'quiz' });
    steps.goToStep(0);
    expect(steps.$ended.get()).toBeNull();
  });

  it("the media's ended event ends the workflow when time updates stop short of the end", () => {
    const { playback, steps, playFor } = setup({}, { preview: true });
    steps.goToStep(2);
    playFor(4.75);
    steps.mediaEnded();
    expect(playback.$state.get().paused).toBe(true);
    expect(steps.$ended.get()).toEqual({ kind: 'workflow-ended', then: 'none' });
  });

  it('tells a plain seek from playing on, and does not leak a named move', () => {
    const { playback, steps, changes, playFor } = setup();
    steps.goToStep(0); // already there: no change, and nothing left over
    playback.seek(26);
    playback.seek(9.5);
    playFor(1);
    expect(changes).toEqual([
      { from: 0, to: 2, via: 'seek' },
      { from: 2, to: 0, via: 'seek' },
      { from: 0, to: 1, via: 'auto' },
    ]);
  });

  it('playing again after the workflow ended clears the ended state', () => {
    const { playback, steps, playFor } = setup();
    steps.goToStep(2);
    playFor(6);
    expect(steps.$ended.get()).not.toBeNull();
    playback.play();
    expect(steps.$ended.get()).toBeNull();
  });
});
