/**
 * The player's iframe bridge adapter (issue 6): serves the Player's handle to the host page
 * through @stepwise/bridge's `expose` and forwards the Player's callbacks as bridge events, the
 * same events <stepwise-player> dispatches in the page (core/events.ts; bridge-events.test.ts
 * ties the two vocabularies). Used by the portal's framed player routes (/playerembed, /p,
 * /playerfullscreenpublic, /rustici: `usePlayerBridge`) and open to the element
 * (`createPlayerBridge` is framework-free).
 *
 * Allowed origins: the organisation's `allowedOrigins` (carried on GET /v1/player/workflow, both
 * the signed-in and the public variant) plus the page's own origin. They arrive with the workflow,
 * so the bridge is exposed when the data source hands the workflow to the Player, before the
 * Player reports `ready`; a workflow that fails to load exposes it for the page's own origin only
 * (the organisation is unknown), so a same-origin host still hears the error.
 */
import {
  expose as exposeBridge,
  type BridgeEventMap,
  type BridgeEventName,
  type PlayerApi,
  type PlayerState as BridgeState,
  type WidgetBridge,
} from '@stepwise/bridge';
import type { Theme } from '@stepwise/core';
import type { PlayerDataSource } from '../core/data-source.js';
import type {
  PlayerEndedDetail,
  PlayerErrorDetail,
  PlayerAudioLanguageChangeDetail,
  PlayerQuizCompletedDetail,
  PlayerReadyDetail,
  PlayerStepChangeDetail,
  PlayerTimeUpdateDetail,
} from '../core/events.js';
import type { PlayerHandle } from '../react/player-props.js';

/** Events held until the bridge is exposed (the bridge itself then holds them until the hello). */
const HELD_LIMIT = 50;

export interface PlayerBridgeOptions {
  /** The Player's handle (the page's ref). */
  handle: () => PlayerHandle | null;
  /** The page's player props the host may read and change. */
  language: () => string | null;
  theme: () => Theme | null;
  setLanguage: (lang: string) => void;
  setTheme: (theme: Theme) => void;
  /** The page's own origin (always allowed). */
  ownOrigin: string;
  /**
   * Origins allowed besides the organisation's: the e-learning player's framing LMS page
   * (`framingOrigin()`), which the package's launch key admitted, not an allow-list.
   */
  hostOrigins?: readonly string[];
  /** Injection point for tests; @stepwise/bridge's `expose` by default. */
  expose?: typeof exposeBridge;
}

export interface PlayerBridgeCallbacks {
  onReady: (detail: PlayerReadyDetail) => void;
  onStepChange: (detail: PlayerStepChangeDetail) => void;
  onTimeUpdate: (detail: PlayerTimeUpdateDetail) => void;
  onEnded: (detail: PlayerEndedDetail) => void;
  onError: (detail: PlayerErrorDetail) => void;
  /** A quiz attempt graded in the player: an LMS launch page writes the score (issue 19). */
  onQuizCompleted: (detail: PlayerQuizCompletedDetail) => void;
  /** The viewer chose another audio language (issue 22). */
  onAudioLanguageChange: (detail: PlayerAudioLanguageChangeDetail) => void;
}

export interface PlayerBridgeController extends PlayerBridgeCallbacks {
  /** The data source, reporting the organisation's allowed origins as each workflow arrives. */
  wrapSource(source: PlayerDataSource): PlayerDataSource;
  /** Exposes the bridge for these origins (and the page's own); later calls change nothing. */
  allow(origins: readonly string[]): void;
  readonly exposed: boolean;
  destroy(): void;
}

/**
 * The origin of the page that frames this one: `location.ancestorOrigins` where the browser has
 * it, else the referrer's origin; null when neither says.
 */
export function framingOrigin(win: Window = window): string | null {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return originOf(ancestor);
  return win.document.referrer ? originOf(win.document.referrer) : null;
}

/** `https://host.example:8080` from a stored entry (an origin or a URL); null when it is neither. */
export function originOf(entry: string): string | null {
  try {
    const url = new URL(entry.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** `source`, calling `allow` with the organisation's allowed origins as each workflow arrives. */
export function wrapWith(
  source: PlayerDataSource,
  allow: (origins: readonly string[]) => void,
): PlayerDataSource {
  return {
    get isPublic() {
      return source.isPublic;
    },
    async loadWorkflow(workflowId, loadOptions) {
      const workflow = await source.loadWorkflow(workflowId, loadOptions);
      allow(workflow.allowedOrigins ?? []);
      return workflow;
    },
    viewer: () => source.viewer(),
    get tracking() {
      return source.tracking;
    },
    get comments() {
      return source.comments;
    },
    get reactions() {
      return source.reactions;
    },
    get quiz() {
      return source.quiz;
    },
  };
}

/** The framework-free part of the hook (tested on its own). */
export function createPlayerBridge(options: PlayerBridgeOptions): PlayerBridgeController {
  const expose = options.expose ?? exposeBridge;
  let bridge: WidgetBridge | null = null;
  let destroyed = false;
  const held: { name: BridgeEventName; detail: unknown }[] = [];
  let steps: PlayerReadyDetail['steps'] = [];

  const emit = <K extends BridgeEventName>(name: K, detail: BridgeEventMap[K]) => {
    if (destroyed) return;
    if (bridge) {
      bridge.emit(name, detail);
      return;
    }
    if (held.length >= HELD_LIMIT) held.shift();
    held.push({ name, detail });
  };

  const handle = () => {
    const player = options.handle();
    if (!player) throw new Error('The player is not there yet');
    return player;
  };

  const getState = (): BridgeState => {
    const player = options.handle();
    const state = player?.getState();
    const language = options.language();
    const theme = options.theme();
    if (!state) {
      return {
        workflowId: null,
        stepId: null,
        stepIndex: null,
        time: 0,
        stepTime: 0,
        duration: 0,
        paused: true,
        ended: false,
        language,
        theme,
      };
    }
    const step = steps.find((s) => s.id === state.stepId);
    const time = Math.max(0, state.time);
    return {
      workflowId: state.workflowId || null,
      stepId: state.stepId,
      stepIndex: state.stepId === null ? null : state.stepIndex,
      time,
      stepTime: step ? Math.max(0, time - step.startTime) : 0,
      duration: Math.max(0, state.duration),
      paused: state.paused,
      ended: state.ended,
      language,
      theme,
    };
  };

  const api: PlayerApi = {
    play: () => handle().play(),
    pause: () => handle().pause(),
    seek: (time) => handle().seek(time),
    goToStep: (stepId) => {
      if (!steps.some((s) => s.id === stepId)) throw new Error(`No step ${stepId}`);
      handle().goToStep(stepId);
    },
    setLanguage: (lang) => options.setLanguage(lang),
    setTheme: (theme) => options.setTheme(theme),
    getState,
  };

  const controller: PlayerBridgeController = {
    get exposed() {
      return bridge !== null;
    },
    allow(origins) {
      if (bridge || destroyed) return;
      const allowed = new Set<string>([options.ownOrigin]);
      for (const entry of [...origins, ...(options.hostOrigins ?? [])]) {
        const origin = originOf(entry);
        if (origin) allowed.add(origin);
      }
      bridge = expose(api, { allowedOrigins: [...allowed] });
      for (const { name, detail } of held.splice(0)) {
        bridge.emit(name, detail as BridgeEventMap[typeof name]);
      }
    },
    wrapSource(source) {
      return wrapWith(source, (origins) => controller.allow(origins));
    },
    onReady(detail) {
      steps = detail.steps;
      emit('ready', detail);
    },
    onStepChange: (detail) => emit('stepchange', detail),
    onTimeUpdate: (detail) => emit('timeupdate', detail),
    onEnded: (detail) => emit('ended', detail),
    onQuizCompleted: (detail) => emit('quizcompleted', detail),
    onAudioLanguageChange: (detail) => emit('audiolanguagechange', detail),
    onError(detail) {
      // The workflow did not arrive: no organisation to read origins from.
      controller.allow([]);
      emit('error', detail);
    },
    destroy() {
      destroyed = true;
      held.length = 0;
      bridge?.destroy();
      bridge = null;
    },
  };
  return controller;
}
