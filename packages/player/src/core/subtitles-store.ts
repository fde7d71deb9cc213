/**
 * The subtitles store: which language shows (the viewer's choice, else the 002 §4 default for
 * the current step) and the cue at the current time. Off is a choice, kept across steps.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { StepsStore } from './steps-store.js';
import { activeCue, cuesFromSentences, defaultSubtitleLanguage, type Cue } from './subtitles.js';

export interface SubtitlesStoreOptions {
  steps: StepsStore;
  /** The viewer's locale (the interface language). */
  locale: string;
  workflowLanguage: string;
}

/** null: no choice made, the default applies; 'off': subtitles hidden. */
export type SubtitleChoice = string | 'off' | null;

export interface SubtitlesStore {
  readonly $choice: ReadableAtom<SubtitleChoice>;
  /** Languages the current step has subtitles in. */
  readonly $available: ReadableAtom<string[]>;
  /** The language showing, or null when off or none exists. */
  readonly $language: ReadableAtom<string | null>;
  readonly $cues: ReadableAtom<Cue[]>;
  readonly $cue: ReadableAtom<Cue | null>;
  /** A language, or null to turn subtitles off. */
  setLanguage(language: string | null): void;
}

export function createSubtitlesStore(options: SubtitlesStoreOptions): SubtitlesStore {
  const { steps } = options;
  const $choice = atom<SubtitleChoice>(null);
  const $available = computed(steps.$currentStep, (step) =>
    Object.entries(step?.step.transcriptions ?? {})
      .filter(([, sentences]) => sentences.length > 0)
      .map(([language]) => language),
  );
  const $language = computed([$choice, $available], (choice, available) => {
    if (choice === 'off') return null;
    // A chosen language the step lacks falls back to the default rule for that step.
    if (choice !== null && available.includes(choice)) return choice;
    return defaultSubtitleLanguage(available, choice ?? options.locale, options.workflowLanguage);
  });
  const $cues = computed([steps.$currentStep, $language], (step, language) =>
    step && language
      ? cuesFromSentences(step.step.transcriptions?.[language] ?? [], step.duration)
      : [],
  );
  const $cue = computed([$cues, steps.$stepTime], activeCue);
  return {
    $choice,
    $available,
    $language,
    $cues,
    $cue,
    setLanguage: (language) => $choice.set(language ?? 'off'),
  };
}
