/**
 * <stepwise-player>: the React <Player/> on the element host (@stepwise/ui/element: attributes,
 * error state, lazy view, typed events, define). The player's own: the stream starts before the
 * view, which comes when the picture is there or the viewer reaches for it (playback.ts); the
 * Player's callbacks become its events (core/events.ts) and `data-*` state; the host's calls are
 * forwarded (host-calls.ts). Never a throw into the host page. No side effects: see define.ts.
 */
import { html } from 'lit';
import { defineElement, messageOf, StepwiseHost } from '@stepwise/ui/element';
import type { PlayerErrorDetail, PlayerEventMap } from '../core/events.js';
import type { PlayerProps, PlayerState } from '../react/player-props.js';
import type { PlayerMessageKind } from '../react/components/player-message.js';
import { PLAYER_ATTRIBUTES, type PlayerAttributes } from './attributes.js';
import { HostCalls } from './host-calls.js';
import { ElementPlayback } from './playback.js';
import { prestageStyles } from './styles.js';
import type { PlayerElementView } from './view.js';

export const PLAYER_TAG = 'stepwise-player';

export class StepwisePlayerElement extends StepwiseHost<
  typeof PLAYER_ATTRIBUTES,
  PlayerEventMap,
  PlayerElementView
>({
  tag: PLAYER_TAG,
  attributes: PLAYER_ATTRIBUTES,
  view: () => import('./view.js'),
  viewErrorCode: 'playback',
}) {
  static override styles = prestageStyles;

  #playback = new ElementPlayback(
    this,
    () => this.renderRoot.querySelector('.sw-stepwise-player-prestage'),
    () => this.wantView(),
  );
  #calls = new HostCalls(
    (error) => this.emit('stepwise-error', { code: 'playback', message: messageOf(error) }),
    () => this.wantView(),
  );

  override render() {
    return html`<div class="sw-stepwise-player-prestage"></div>
      <div class="sw-stepwise-player-root" part="root" data-view></div>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#playback.connect(this.renderRoot);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#playback.disconnect(this.renderRoot);
    this.#calls.reset();
  }

  play(): void {
    this.#calls.call((handle) => handle.play());
  }

  pause(): void {
    this.#calls.call((handle) => handle.pause());
  }

  /** Seconds from the start of the workflow. */
  seek(time: number): void {
    this.#calls.call((handle) => handle.seek(time));
  }

  goToStep(stepId: string): void {
    this.#calls.call((handle) => handle.goToStep(stepId));
  }

  /** Null until the player is ready. */
  getState(): PlayerState | null {
    return this.#calls.state();
  }

  protected override attributesChanged(value: PlayerAttributes): void {
    const props = this.#propsOf(value);
    this.showInView((view) =>
      view.player(props, (handle) => {
        this.#calls.handle = handle;
      }),
    );
  }

  protected override attributesInvalid(message: string): void {
    this.#playback.stop();
    this.#fail('badAttribute', { code: 'bad-attribute', message }, message);
  }

  protected override viewFailed(error: unknown): void {
    this.#fail('unexpected', { code: 'playback', message: messageOf(error) });
  }

  #propsOf(value: PlayerAttributes): PlayerProps {
    const { source, start } = this.#playback.update(value);
    return {
      workflowId: value.workflowId,
      ...(value.stepId ? { stepId: value.stepId } : {}),
      ...(value.versionId ? { versionId: value.versionId } : {}),
      ...(this.viewLanguage ? { lang: this.viewLanguage } : {}),
      theme: this.viewTheme,
      source,
      start,
      embedded: true,
      autoplay: value.autoplay,
      muted: value.muted,
      singleStep: value.singleStep,
      openMenu: value.openMenu,
      forceHlsJs: value.forceHlsJs,
      ...(value.audioLanguage ? { audioLanguage: value.audioLanguage } : {}),
      onReady: (detail) => {
        this.dataset['state'] = 'ready';
        // Ready (getState answers) while the host hears the event; its waiting calls run after.
        this.#calls.ready(() => this.emit('stepwise-ready', detail));
      },
      onStepChange: (detail) => {
        this.dataset['step'] = detail.stepId;
        this.emit('stepwise-stepchange', detail);
      },
      onTimeUpdate: (detail) => {
        this.dataset['step'] = detail.stepId;
        this.emit('stepwise-timeupdate', detail);
      },
      onEnded: (detail) => this.emit('stepwise-ended', detail),
      onQuizCompleted: (detail) => this.emit('stepwise-quizcompleted', detail),
      onAudioLanguageChange: (detail) => {
        this.dataset['audioLanguage'] = detail.languageCode ?? 'original';
        this.emit('stepwise-audiolanguagechange', detail);
      },
      onError: (detail) => {
        this.#calls.drop();
        this.fail(detail);
      },
    };
  }

  /** The message state and one `stepwise-error` event; never a throw. */
  #fail(kind: PlayerMessageKind, detail: PlayerErrorDetail, shown?: string): void {
    this.#calls.reset();
    this.fail(detail);
    this.showInView((view) => view.message(kind, shown));
    this.wantView();
  }
}

/** Defines the element unless the tag is taken (a second loader, or the element came another way). */
export function defineStepwisePlayer(registry?: CustomElementRegistry): void {
  defineElement(PLAYER_TAG, StepwisePlayerElement, registry);
}
