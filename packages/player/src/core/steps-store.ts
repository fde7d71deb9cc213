/**
 * The steps store: the workflow's timeline over the playback store's time. It answers which step
 * is playing, moves between steps, and applies the end-of-step rule (playback.ts `endOfStep`)
 * when playing crosses a step's end or the stream ends.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { STEP_NAME_TAG_AFTER_S, STEP_NAME_TAG_FOR_S } from './constants.js';
import { endOfStep, type EndOfStep } from './playback.js';
import type { PlaybackStore } from './playback-store.js';
import {
  buildTimeline,
  menuItems,
  nextStepIndex,
  previousStepIndex,
  stepIndexAt,
  stepIndexById,
  stepsToPreload,
  toStepTime,
  type MenuItem,
  type StepInput,
  type TimelineStep,
} from './steps.js';

/** How a step became current: the tracking record and the element's events tell them apart. */
export type StepChangeVia = 'menu' | 'next' | 'previous' | 'link' | 'auto' | 'seek';

export interface StepChange {
  from: number;
  to: number;
  via: StepChangeVia;
}

export interface StepsStoreOptions<S extends StepInput> {
  playback: PlaybackStore;
  steps: readonly S[];
  /** The interface language (step titles fall back to the workflow's language). */
  language: string;
  workflowLanguage: string;
  /** isPreviewVideoMode. */
  preview?: boolean;
  /** Read when the last step ends: is a quiz waiting, and are quizzes on for the org? */
  quiz?: () => { pending: boolean; enabled: boolean };
}

export interface StepsStore<S extends StepInput = StepInput> {
  readonly $timeline: ReadableAtom<TimelineStep<S>[]>;
  readonly $stepIndex: ReadableAtom<number>;
  readonly $currentStep: ReadableAtom<TimelineStep<S> | undefined>;
  /** Seconds into the current step. */
  readonly $stepTime: ReadableAtom<number>;
  readonly $menuItems: ReadableAtom<MenuItem[]>;
  /** Step ids whose media to warm up (the next one). */
  readonly $preload: ReadableAtom<string[]>;
  /** 002 §9: the step-name tag shows from 2 s into a step for 6 s. */
  readonly $stepNameTagVisible: ReadableAtom<boolean>;
  /** Set when the last step ended (workflow-ended); cleared when playback moves on. */
  readonly $ended: ReadableAtom<Extract<EndOfStep, { kind: 'workflow-ended' }> | null>;
  goToStep(index: number, via?: StepChangeVia): void;
  goToStepId(stepId: string | null | undefined, via?: StepChangeVia): void;
  next(): void;
  previous(): void;
  /** The media element's `ended`: the last step ended. */
  mediaEnded(): void;
  onStepChange(listener: (change: StepChange) => void): () => void;
  destroy(): void;
}

export function createStepsStore<S extends StepInput>(
  options: StepsStoreOptions<S>,
): StepsStore<S> {
  const { playback } = options;
  const $timeline = atom(buildTimeline(options.steps));
  const $stepIndex = computed([$timeline, playback.$time], (tl, time) => stepIndexAt(tl, time));
  const $currentStep = computed([$timeline, $stepIndex], (tl, i) => tl[i]);
  const $stepTime = computed([$currentStep, playback.$time], (step, time) =>
    step ? toStepTime(step, time) : 0,
  );
  const $menuItems = computed($timeline, (tl) =>
    menuItems(tl, options.language, options.workflowLanguage),
  );
  const $preload = computed([$timeline, $stepIndex], stepsToPreload);
  const $stepNameTagVisible = computed(
    $stepTime,
    (t) => t >= STEP_NAME_TAG_AFTER_S && t < STEP_NAME_TAG_AFTER_S + STEP_NAME_TAG_FOR_S,
  );
  const $ended = atom<Extract<EndOfStep, { kind: 'workflow-ended' }> | null>(null);
  const listeners = new Set<(change: StepChange) => void>();
  let via: StepChangeVia | null = null;
  let lastEndHandled = false;

  const seekTo = (index: number, how: StepChangeVia) => {
    const step = $timeline.get()[index];
    if (!step) return;
    via = how;
    $ended.set(null);
    playback.seek(step.start); // the index listener runs inside, synchronously
    via = null;
  };

  const handleEnd = (index: number) => {
    const tl = $timeline.get();
    const { repeat, autoPlay } = playback.$state.get();
    const quiz = options.quiz?.() ?? { pending: false, enabled: false };
    const outcome = endOfStep({
      repeat,
      autoPlay,
      isLastStep: index === tl.length - 1,
      singleStep: playback.context.singleStep,
      preview: options.preview ?? false,
      quizPending: quiz.pending,
      quizzesEnabled: quiz.enabled,
    });
    switch (outcome.kind) {
      case 'next':
        // The stream runs on into the next step by itself.
        return;
      case 'wrap':
        seekTo(0, 'auto');
        return;
      case 'restart':
        seekTo(index, 'auto');
        return;
      case 'stop': {
        playback.pause();
        // Parked at the next step's start, so play goes on rather than ending the step again.
        const next = nextStepIndex(tl, index);
        if (next !== null) seekTo(next, 'auto');
        return;
      }
      case 'workflow-ended':
        playback.pause();
        $ended.set(outcome);
    }
  };

  const stopAdvance = playback.onAdvance((from, to) => {
    const tl = $timeline.get();
    const index = stepIndexAt(tl, from);
    const step = tl[index];
    if (!step) return;
    const isLast = index === tl.length - 1;
    if (isLast && to < step.end) lastEndHandled = false;
    if (from < step.end && to >= step.end && !(isLast && lastEndHandled)) {
      if (isLast) lastEndHandled = true;
      handleEnd(index);
    }
  });

  // A change no action named is playing on ('auto') or a plain seek (the progress bar, a host).
  let seekSeq = playback.$seekRequest.get()?.seq ?? 0;
  const stopIndex = $stepIndex.listen((to, from) => {
    const seq = playback.$seekRequest.get()?.seq ?? 0;
    const how = via ?? (seq !== seekSeq ? 'seek' : 'auto');
    seekSeq = seq;
    if (from === undefined || from === to) return;
    for (const listener of listeners) listener({ from, to, via: how });
  });
  // Playing again after the workflow ended (the browser restarts an ended video) clears it.
  const stopPlay = playback.$state.listen((state) => {
    if (!state.paused && $ended.get()) $ended.set(null);
  });

  return {
    $timeline,
    $stepIndex,
    $currentStep,
    $stepTime,
    $menuItems,
    $preload,
    $stepNameTagVisible,
    $ended,
    goToStep: (index, how = 'menu') => seekTo(index, how),
    goToStepId: (stepId, how = 'link') => seekTo(stepIndexById($timeline.get(), stepId), how),
    next() {
      const next = nextStepIndex($timeline.get(), $stepIndex.get());
      if (next !== null) seekTo(next, 'next');
    },
    previous() {
      const previous = previousStepIndex($stepIndex.get());
      if (previous !== null) seekTo(previous, 'previous');
    },
    mediaEnded() {
      const last = $timeline.get().length - 1;
      if (last < 0 || lastEndHandled) return;
      lastEndHandled = true;
      handleEnd(last);
    },
    onStepChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      stopAdvance();
      stopIndex();
      stopPlay();
      listeners.clear();
    },
  };
}
