/**
 * The callback each event becomes (`stepwise-stepchange` -> `onStepChange`), one table per
 * element. A table is checked against the element's event map at compile time: it names only
 * the element's events, and all of them (an event the element gains and its table lacks fails
 * the build). The custom-elements manifest reads the event names from here too.
 */
import type { AssistantEventMap } from '@stepwise/assistant';
import type { InstructionEventMap } from '@stepwise/instruction';
import type { PlayerEventMap } from '@stepwise/player';
import type { QuizEventMap } from '@stepwise/quiz';
import type { MissingEvents } from './types.js';

/** Checks a table against the event map `E` (see the module comment); returns it as it is. */
export function eventTable<E>() {
  return <const T extends Readonly<Record<`on${string}`, keyof E & string>>>(
    table: T & ([MissingEvents<E, T>] extends [never] ? unknown : { missing: MissingEvents<E, T> }),
  ): T => table;
}

export const PLAYER_EVENTS = eventTable<PlayerEventMap>()({
  onReady: 'stepwise-ready',
  onStepChange: 'stepwise-stepchange',
  onTimeUpdate: 'stepwise-timeupdate',
  onEnded: 'stepwise-ended',
  onError: 'stepwise-error',
  onQuizCompleted: 'stepwise-quizcompleted',
  onAudioLanguageChange: 'stepwise-audiolanguagechange',
});

export const ASSISTANT_EVENTS = eventTable<AssistantEventMap>()({
  onReady: 'stepwise-ready',
  onReference: 'stepwise-reference',
  onAuthRequired: 'stepwise-auth-required',
  onError: 'stepwise-error',
});

export const QUIZ_EVENTS = eventTable<QuizEventMap>()({
  onQuizStart: 'stepwise-quizstart',
  onAnswer: 'stepwise-answer',
  onQuizCompleted: 'stepwise-quizcompleted',
  onAuthRequired: 'stepwise-auth-required',
  onError: 'stepwise-error',
});

export const INSTRUCTION_EVENTS = eventTable<InstructionEventMap>()({
  onReady: 'stepwise-ready',
  onItemChange: 'stepwise-itemchange',
  onCompleted: 'stepwise-completed',
  onModeChange: 'stepwise-modechange',
  onAuthRequired: 'stepwise-auth-required',
  onError: 'stepwise-error',
});
