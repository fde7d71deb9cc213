/**
 * Valid requests of the smart-instruction routes for the generated route tests (config.sample).
 * The fixtures (test/fixtures.ts) hold a draft SOP in Assembly Line (introduction, step, its
 * substep, a second step, a checklist, conclusion), one to delete, and a published SOP with a
 * quiz item of one question and a photo request.
 */
import type { SampleFixtures } from '../http/types.js';

/** The draft SOP's list as PUT sends it: the same ids, so the other samples keep their items. */
export const sampleReplace = (f: SampleFixtures) => ({
  id: f.smartInstructionId!,
  title: 'Clear a jam (draft)',
  description: '',
  languageCode: 'en-us',
  items: [
    { id: f.sopIntroId!, type: 'introduction' },
    { id: f.sopStepId!, type: 'step', title: 'Stop the conveyor' },
    { id: f.sopSubStepId!, type: 'sub_step', title: 'Press the stop button' },
    { id: f.sopSecondStepId!, type: 'step', title: 'Lock it out' },
    { id: f.sopChecklistId!, type: 'checklist', checklistItems: [{ text: 'Gloves on' }] },
    { id: f.sopConclusionId!, type: 'conclusion' },
  ],
});

/** A run session of the published SOP; a fresh id per sample (each call is a new run). */
export const sampleTracking = (f: SampleFixtures) => ({
  id: `run-${f.uniq!}`,
  multimodalSopId: f.publishedSopId!,
  isPublic: false,
  onEnter: 1_780_000_000_000,
  onExit: null,
  durationSeconds: 12,
  deviceInfo: { platform: 'test' },
  currentItemId: null,
  items: [{ itemId: f.sopQuizItemId!, done: false }],
  completed: false,
});

/** A quiz check of the fixture quiz item: its seal is not one of ours, so permitted is 400. */
export const sampleQuizCheck = (f: SampleFixtures) => ({
  sessionId: `run-${f.uniq!}`,
  answers: [{ questionId: f.sopQuizQuestionId!, userAnswer: 'A', encryptedAnswer: 'v1.sample' }],
});
