/**
 * One set of core stores per player instance (a page may hold several players), made when the
 * workflow is there and destroyed with it. Created in an effect, not during render, so React's
 * development double-mount destroys and rebuilds them instead of reusing destroyed stores.
 */
import { useEffect, useState } from 'react';
import type { PlayerDataSource, PlayerViewer, PlayerWorkflowData } from '../../core/data-source.js';
import { createPlaybackStore, type PlaybackStore } from '../../core/playback-store.js';
import { createQuizStore, type QuizStore } from '../../core/quiz-store.js';
import { quizzesEnabled } from '../../core/quiz-summary.js';
import { createStepsStore, type StepsStore } from '../../core/steps-store.js';
import { createSubtitlesStore, type SubtitlesStore } from '../../core/subtitles-store.js';
import { createAudioLanguageStore, type AudioLanguageStore } from '../../core/audio-language.js';

type PlayerStep = PlayerWorkflowData['steps'][number];

export interface PlayerStores {
  playback: PlaybackStore;
  steps: StepsStore<PlayerStep>;
  subtitles: SubtitlesStore;
  quiz: QuizStore;
  /** The original sound or a dubbed track (issue 22). */
  audio: AudioLanguageStore;
}

export interface PlayerStoresOptions {
  workflow: PlayerWorkflowData;
  language: string;
  stepId?: string | undefined;
  singleStep: boolean;
  gen2: boolean;
  embedded: boolean;
  startInTheater: boolean;
  muted: boolean;
  preview: boolean;
  /** The host's audio language ('original' or a dub's code); the default rule otherwise. */
  audioLanguage?: string | undefined;
  /** Read when the stores are made: the quiz calls, and whether quizzes are on for the viewer. */
  source?: PlayerDataSource | undefined;
  viewer?: PlayerViewer | null | undefined;
}

export function usePlayerStores(options: PlayerStoresOptions): PlayerStores | null {
  const [stores, setStores] = useState<PlayerStores | null>(null);
  const { workflow, language, stepId, singleStep, gen2, embedded, startInTheater, muted, preview } =
    options;

  useEffect(() => {
    const playback = createPlaybackStore({ singleStep, gen2, embedded, startInTheater, muted });
    const { source, viewer } = options;
    const quiz = createQuizStore({
      port: source?.quiz,
      workflowId: workflow.id,
      enabled: quizzesEnabled({
        isPublic: source?.isPublic ?? true,
        viewer: viewer ?? null,
        hasPort: source?.quiz !== undefined,
      }),
    });
    const steps = createStepsStore({
      playback,
      steps: workflow.steps,
      language,
      workflowLanguage: workflow.languageCode,
      preview,
      quiz: quiz.endState,
    });
    const subtitles = createSubtitlesStore({
      steps,
      locale: language,
      workflowLanguage: workflow.languageCode,
    });
    const audio = createAudioLanguageStore({
      tracks: workflow.audioTracks,
      locale: language,
      workflowLanguage: workflow.languageCode,
      initial: options.audioLanguage,
    });
    if (stepId) steps.goToStepId(stepId);
    // The stores are made by this mount and die with it (see above), so they come out of the
    // effect rather than a render; the one extra render happens once per workflow.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStores({ playback, steps, subtitles, quiz, audio });
    // After the stream has started: the quiz is needed at the end, not before the first frame.
    void quiz.load();
    return () => {
      quiz.destroy();
      steps.destroy();
      playback.destroy();
    };
    // The deep link applies when the stores are made; a later stepId is a goToStep call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workflow, language, singleStep, gen2, embedded, startInTheater, preview]);

  return stores;
}
