/**
 * <stepwise-player>: the thin lit shell around the React <Player/> (style rule 1). It reads its
 * attributes (attributes.ts), mounts the Player in an open shadow root with @stepwise/ui's styles,
 * turns the Player's callbacks into the typed DOM events (core/events.ts), mirrors state on
 * `data-*` attributes and forwards the host's method calls. It never throws into the host page:
 * every failure becomes a `stepwise-error` event and the player's message state.
 *
 * No side effects here; define.ts registers the tag.
 */
import { LitElement, html, unsafeCSS, type PropertyDeclaration } from 'lit';
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { uiInlineStyles } from '@stepwise/ui/inline-styles';
import type { InterfaceLanguage, Theme } from '@stepwise/core';
import type { PlayerDataSource } from '../core/data-source.js';
import {
  dispatchPlayerEvent,
  type PlayerErrorDetail,
  type PlayerEventDetail,
  type PlayerEventName,
} from '../core/events.js';
import { fetchDataSource } from '../core/wire/fetch-source.js';
import { Player } from '../react/player.js';
import type { PlayerHandle, PlayerProps, PlayerState } from '../react/player-props.js';
import { PlayerMessage, type PlayerMessageKind } from '../react/components/player-message.js';
import { playerStyles } from '../react/styles/index.js';
import {
  PLAYER_ATTRIBUTES,
  parsePlayerAttributes,
  type AttributeProblem,
  type PlayerAttributes,
} from './attributes.js';
import { embedServer } from './embed-server.js';
import { ErrorBoundary } from './error-boundary.js';

export const PLAYER_TAG = 'stepwise-player';

const BOOLEAN_CONVERTER = {
  // Presence is true, as for HTML's boolean attributes; `muted="false"` is false too, as
  // attributes.ts reads it.
  fromAttribute: (value: string | null) => value !== null && value !== 'false',
  toAttribute: (value: unknown) => (value ? '' : null),
};

/** One reactive property per declared attribute, reflected so the attributes stay the truth. */
function propertiesOf(): Record<string, PropertyDeclaration> {
  const properties: Record<string, PropertyDeclaration> = {};
  for (const [name, spec] of Object.entries(PLAYER_ATTRIBUTES)) {
    const boolean = spec.schema._zod.def.type === 'boolean';
    properties[name] = boolean
      ? { attribute: spec.attribute, reflect: true, converter: BOOLEAN_CONVERTER }
      : { attribute: spec.attribute, reflect: true };
  }
  return properties;
}

type HostCall = (handle: PlayerHandle) => void;

export class StepwisePlayerElement extends LitElement {
  static override properties = propertiesOf();
  static override styles = unsafeCSS(uiInlineStyles);

  declare workflowId: string | undefined;
  declare stepId: string | undefined;
  declare server: string | undefined;
  declare lang: string;
  declare theme: string | undefined;
  declare shareToken: string | undefined;
  declare versionId: string | undefined;
  declare autoplay: boolean | undefined;
  declare muted: boolean | undefined;
  declare singleStep: boolean | undefined;
  declare openMenu: boolean | undefined;
  declare forceHlsJs: boolean | undefined;

  #root: Root | null = null;
  #source: { key: string; value: PlayerDataSource } | null = null;
  #handle: PlayerHandle | null = null;
  #ready = false;
  #queue: HostCall[] = [];
  #warned = '';

  override render() {
    return html`<div class="sw-stepwise-player-root" part="root"></div>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Media events do not bubble; a capturing listener on the shadow root still hears the video.
    this.renderRoot.addEventListener('play', this.#onMediaState, true);
    this.renderRoot.addEventListener('pause', this.#onMediaState, true);
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.renderRoot.removeEventListener('play', this.#onMediaState, true);
    this.renderRoot.removeEventListener('pause', this.#onMediaState, true);
    this.#unmount();
  }

  override updated(): void {
    try {
      this.#renderPlayer();
    } catch (error) {
      this.#fail('unexpected', { code: 'playback', message: messageOf(error) });
    }
  }

  // Host calls. Before the player is ready they wait and run, in order, once it is; a bad
  // attribute, a load failure or removing the element drops them. getState() is null until then.
  play(): void {
    this.#call((handle) => handle.play());
  }

  pause(): void {
    this.#call((handle) => handle.pause());
  }

  /** Seconds from the start of the workflow. */
  seek(time: number): void {
    this.#call((handle) => handle.seek(time));
  }

  goToStep(stepId: string): void {
    this.#call((handle) => handle.goToStep(stepId));
  }

  getState(): PlayerState | null {
    if (!this.#ready || !this.#handle) return null;
    try {
      return this.#handle.getState();
    } catch {
      return null;
    }
  }

  #renderPlayer(): void {
    const parsed = parsePlayerAttributes((attribute) => this.getAttribute(attribute));
    this.#warn(parsed.warnings);
    if (!parsed.ok) {
      const message = parsed.problems.map((problem) => problem.message).join(' ');
      this.#fail('badAttribute', { code: 'bad-attribute', message }, message);
      return;
    }
    const props = this.#propsOf(parsed.value);
    this.#mount(
      'player',
      createElement(Player, {
        ...props,
        ref: (handle: PlayerHandle | null) => {
          this.#handle = handle;
        },
      }),
    );
  }

  #propsOf(value: PlayerAttributes): PlayerProps {
    const server = value.server ?? embedServer();
    const key = `${server}\n${value.shareToken ?? ''}`;
    if (this.#source?.key !== key) {
      this.#source = { key, value: fetchDataSource({ server, shareToken: value.shareToken }) };
    }
    const props: PlayerProps = {
      workflowId: value.workflowId,
      source: this.#source.value,
      embedded: true,
      autoplay: value.autoplay,
      muted: value.muted,
      singleStep: value.singleStep,
      openMenu: value.openMenu,
      forceHlsJs: value.forceHlsJs,
      onReady: (detail) => {
        this.#ready = true;
        this.dataset['state'] = 'ready';
        this.#emit('stepwise-ready', detail);
        this.#flush();
      },
      onStepChange: (detail) => {
        this.dataset['step'] = detail.stepId;
        this.#emit('stepwise-stepchange', detail);
      },
      onTimeUpdate: (detail) => {
        this.dataset['step'] = detail.stepId;
        this.#emit('stepwise-timeupdate', detail);
      },
      onEnded: (detail) => this.#emit('stepwise-ended', detail),
      onError: (detail) => {
        this.dataset['state'] = 'error';
        this.#queue = [];
        this.#emit('stepwise-error', detail);
      },
    };
    if (value.stepId) props.stepId = value.stepId;
    if (value.lang) props.lang = value.lang as InterfaceLanguage;
    props.theme = (value.theme ?? 'dark') as Theme;
    if (value.versionId) props.versionId = value.versionId;
    return props;
  }

  /** `key` tells React a failure tree from a player tree, so a failed boundary starts fresh. */
  #mount(key: 'player' | 'message', node: ReactNode): void {
    const container = this.renderRoot.querySelector<HTMLElement>('.sw-stepwise-player-root');
    if (!container) return;
    this.#root ??= createRoot(container);
    const theme = this.theme === 'light' ? 'light' : 'dark';
    container.dataset['theme'] = theme;
    this.#root.render(
      createElement(
        ErrorBoundary,
        {
          key,
          onError: (error: unknown) =>
            this.#fail('unexpected', { code: 'playback', message: messageOf(error) }),
        },
        node,
      ),
    );
  }

  /** The message state and one `stepwise-error` event; never a throw. */
  #fail(kind: PlayerMessageKind, detail: PlayerErrorDetail, shown?: string): void {
    this.#ready = false;
    this.#handle = null;
    this.#queue = [];
    this.dataset['state'] = 'error';
    this.#emit('stepwise-error', detail);
    try {
      this.#mount(
        'message',
        createElement(
          'div',
          { className: 'sw-stepwise-player-message' },
          createElement('style', null, playerStyles),
          createElement(PlayerMessage, { kind, detail: shown }),
        ),
      );
    } catch {
      // Nothing left to render with; the event above has told the host.
    }
  }

  #unmount(): void {
    const root = this.#root;
    this.#root = null;
    this.#handle = null;
    this.#ready = false;
    this.#queue = [];
    try {
      root?.unmount();
    } catch {
      // An unmount that fails leaves nothing the host can act on.
    }
  }

  #call(call: HostCall): void {
    if (this.#ready && this.#handle) {
      this.#run(call);
    } else {
      this.#queue.push(call);
    }
  }

  #flush(): void {
    const queue = this.#queue;
    this.#queue = [];
    for (const call of queue) this.#run(call);
  }

  #run(call: HostCall): void {
    const handle = this.#handle;
    if (!handle) return;
    try {
      call(handle);
    } catch (error) {
      this.#emit('stepwise-error', { code: 'playback', message: messageOf(error) });
    }
  }

  // A host listener that throws does not reach here: the browser reports it as the host's error.
  #emit<K extends PlayerEventName>(name: K, detail: PlayerEventDetail<K>): void {
    dispatchPlayerEvent(this, name, detail);
  }

  #onMediaState = (event: Event): void => {
    if (event.target instanceof HTMLMediaElement) {
      this.toggleAttribute('data-paused', event.target.paused);
    }
  };

  #warn(warnings: AttributeProblem[]): void {
    const text = warnings.map((warning) => warning.message).join(' ');
    if (text && text !== this.#warned) console.warn(`<${PLAYER_TAG}>: ${text}`);
    this.#warned = text;
  }
}

/** Defines the element unless the tag is taken (a second loader, or the element came another way). */
export function defineStepwisePlayer(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(PLAYER_TAG)) registry.define(PLAYER_TAG, StepwisePlayerElement);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
