/**
 * The player's events (style rule 4): the React <Player/> reports them through its `on*` props,
 * <stepwise-player> dispatches them as DOM events, and the iframe bridge (issue 6) sends the same
 * names and details across windows — one vocabulary for a host in the page and in a frame. The
 * DOM events bubble and cross the shadow boundary (composed).
 */
import type { QuizCompletedDetail } from '@stepwise/core';

export interface PlayerReadyDetail {
  workflowId: string;
  title: string;
  steps: { id: string; title: string; startTime: number; endTime: number }[];
  /** How the stream plays: the browser itself, or hls.js. */
  hls: 'native' | 'hls.js';
}

export interface PlayerStepChangeDetail {
  stepId: string;
  index: number;
  /** What moved it: playback crossing a step boundary, the menu, next/previous, or a host call. */
  cause: 'playback' | 'menu' | 'next' | 'previous' | 'host';
}

export interface PlayerTimeUpdateDetail {
  /** Seconds from the start of the workflow. */
  time: number;
  stepId: string;
  /** Seconds from the start of the current step. */
  stepTime: number;
  duration: number;
}

export interface PlayerEndedDetail {
  workflowId: string;
}

/**
 * A quiz attempt was graded (002 §4 quiz in the player; the same detail as <stepwise-quiz>'s
 * `stepwise-quizcompleted`, @stepwise/quiz's QuizCompletedDetail): an LMS package writes the
 * score and pass / fail from it.
 */
export type PlayerQuizCompletedDetail = QuizCompletedDetail;

/** The audio language changed (issue 22): a dubbed track's code, or null for the original. */
export interface PlayerAudioLanguageChangeDetail {
  languageCode: string | null;
}

/** `code` is stable: a host may switch on it; `message` is for people. */
export interface PlayerErrorDetail {
  code:
    | 'bad-attribute'
    | 'load-failed'
    | 'not-found'
    | 'deleted'
    | 'not-available'
    | 'no-permission'
    | 'sign-in-required'
    | 'network'
    | 'playback'
    | 'unsupported';
  message: string;
}

export interface PlayerEventMap {
  'stepwise-ready': CustomEvent<PlayerReadyDetail>;
  'stepwise-stepchange': CustomEvent<PlayerStepChangeDetail>;
  'stepwise-timeupdate': CustomEvent<PlayerTimeUpdateDetail>;
  'stepwise-ended': CustomEvent<PlayerEndedDetail>;
  'stepwise-error': CustomEvent<PlayerErrorDetail>;
  'stepwise-quizcompleted': CustomEvent<PlayerQuizCompletedDetail>;
  'stepwise-audiolanguagechange': CustomEvent<PlayerAudioLanguageChangeDetail>;
}

export type PlayerEventName = keyof PlayerEventMap;

export type PlayerEventDetail<K extends PlayerEventName> =
  PlayerEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatches one of the player's events from `target` (bubbling, composed). */
export function dispatchPlayerEvent<K extends PlayerEventName>(
  target: EventTarget,
  name: K,
  detail: PlayerEventDetail<K>,
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** timeupdate reaches hosts at most this often (the bridge throttles the same way). */
export const TIMEUPDATE_INTERVAL_MS = 250;
