/**
 * The React <Player/>'s contract: what the portal and the <stepwise-player> element pass in, and
 * what a host can call. The element's attributes map one to one onto these props (attributes.ts);
 * the events are the core's (events.ts), reported through the `on*` props.
 */
import type { ReactNode } from 'react';
import type { InterfaceLanguage, Theme } from '@stepwise/core';
import type { PlayerDataSource } from '../core/data-source.js';
import type { attachMedia } from '../core/media/media-engine.js';
import type { PlaybackStart } from '../core/start-playback.js';
import type { TrackingPersistence } from '../core/tracking-ports.js';
import type {
  PlayerEndedDetail,
  PlayerErrorDetail,
  PlayerAudioLanguageChangeDetail,
  PlayerQuizCompletedDetail,
  PlayerReadyDetail,
  PlayerStepChangeDetail,
  PlayerTimeUpdateDetail,
} from '../core/events.js';

/** What the Q&A slot gets: the workflow, and a way to play the moment an answer points at. */
export interface PlayerQnaContext {
  workflowId: string;
  /** The workflow's language (the one its transcript is in). */
  languageCode: string;
  /** Goes to the step and plays from `time` (seconds on the workflow's video) when it is in it. */
  seek(stepId: string, time: number): void;
}

export interface PlayerProps {
  workflowId: string;
  /** Deep link: start at this step (an unknown id starts at the first). */
  stepId?: string;
  source: PlayerDataSource;
  /** Interface language; default: the page's (`<html lang>`), else the browser's, else en. */
  lang?: InterfaceLanguage;
  /** Default dark (000 §1). */
  theme?: Theme;
  autoplay?: boolean;
  muted?: boolean;
  /** playerType=singleStepPlayer: no menu, no auto-play, no previous / next. */
  singleStep?: boolean;
  /** openMenu=1: the step menu starts open. */
  openMenu?: boolean;
  versionId?: string;
  /** isPreviewVideoMode: an unpublished workflow plays; no quiz or skill notice at the end. */
  preview?: boolean;
  /** In a frame or a host page: the theater toggle is hidden (002 §6). */
  embedded?: boolean;
  /** /playerembed starts in theater mode with the menu closed. */
  startInTheater?: boolean;
  /** Start in fullscreen-style layout (/playermainfullscreen, /playerfullscreenpublic). */
  fullscreenLayout?: boolean;
  /**
   * The player fills its container's height (a framed route sized by its iframe): the picture
   * takes what the controls, panels and toolbox leave and letterboxes into it, so the controls
   * always show whatever the frame's size. Needs a container with a definite height.
   */
  fillFrame?: boolean;
  /** A generation-2 account: no search, no quality, theater off (002 §6). */
  gen2?: boolean;
  /** Use hls.js even where the browser plays HLS itself (documented host option). */
  forceHlsJs?: boolean;
  /**
   * 002 §4: ask before the page unloads while this (non-public) player plays, except on mobile.
   * For the portal's own player pages; embedding hosts leave it off and get no prompts.
   */
  confirmLeave?: boolean;
  /** Where tracking records wait for the server; default IndexedDB (memory where it is missing). */
  trackingPersistence?: TrackingPersistence;
  /** The media engine; default the HLS engine. An injection point for tests and stories. */
  attachMedia?: typeof attachMedia;
  /**
   * A start already under way for these props (the element begins loading and playing before
   * the view's code has arrived). Without it the Player starts its own; a retry always does.
   */
  start?: PlaybackStart;
  onReady?: (detail: PlayerReadyDetail) => void;
  onStepChange?: (detail: PlayerStepChangeDetail) => void;
  onTimeUpdate?: (detail: PlayerTimeUpdateDetail) => void;
  onEnded?: (detail: PlayerEndedDetail) => void;
  onError?: (detail: PlayerErrorDetail) => void;
  /** A quiz attempt taken in the player was graded (002 §4; `stepwise-quizcompleted`). */
  onQuizCompleted?: (detail: PlayerQuizCompletedDetail) => void;
  /** The audio language changed (issue 22; `stepwise-audiolanguagechange`). */
  onAudioLanguageChange?: (detail: PlayerAudioLanguageChangeDetail) => void;
  /** 'original' or a dubbed track's language; default: 002 §4's rule (core/audio-language.ts). */
  audioLanguage?: string | undefined;
  /**
   * The Q&A tab's content (002 §2): the portal passes its assistant widget here (the player never
   * imports it). The tab shows only with this slot, the organisation's aiQnA flag on, the
   * workflow's language supported (core/toolbox.ts qnaSupportsLanguage) and no versionId.
   */
  renderQna?: ((context: PlayerQnaContext) => ReactNode) | undefined;
  /** A non-public player lost or lacks its session: the portal sends the viewer to sign in. */
  onSignInRequired?: (redirect: string) => void;
}

/** A snapshot for hosts (the bridge's getState). */
export interface PlayerState {
  workflowId: string;
  stepId: string | null;
  stepIndex: number;
  time: number;
  duration: number;
  paused: boolean;
  muted: boolean;
  volume: number;
  speed: number;
  ended: boolean;
}

/** What a host may call (the element's methods and the bridge's player API). */
export interface PlayerHandle {
  play(): void;
  pause(): void;
  /** Seconds from the start of the workflow. */
  seek(time: number): void;
  goToStep(stepId: string): void;
  getState(): PlayerState;
}
