/**
 * <stepwise-player>: the thin lit shell around the React <Player/> (style rule 1). It reads its
 * attributes (attributes.ts), turns the Player's callbacks into the typed DOM events
 * (core/events.ts), mirrors state on `data-*` attributes and forwards the host's method calls. It
 * never throws into the host page: every failure becomes a `stepwise-error` event and the
 * player's message state.
 *
 * Picture first: this module (the embed's first chunk) loads the workflow and starts the stream
 * in a <video> of its own (core/start-playback.ts); the view (view.ts: React, the controls, the
 * stylesheets) is imported when the first frame is on screen, when the viewer reaches for the
 * player, when loading failed, or after VIEW_AT_LATEST_MS, whichever comes first. It then takes
 * over the playing <video>. So the first frame waits for no more script than it needs.
 *
 * No side effects here; define.ts registers the tag.
 */
import { LitElement, css, html, type PropertyDeclaration } from 'lit';
import type { InterfaceLanguage, Theme } from '@stepwise/core';
import type { PlayerDataSource } from '../core/data-source.js';
import {
  dispatchPlayerEvent,
  type PlayerErrorDetail,
  type PlayerEventDetail,
  type PlayerEventName,
} from '../core/events.js';
import { startPlayback, type PlaybackStart } from '../core/start-playback.js';
import { fetchDataSource } from '../core/wire/fetch-source.js';
import type { PlayerHandle, PlayerProps, PlayerState } from '../react/player-props.js';
import type { PlayerMessageKind } from '../react/components/player-message.js';
import {
  PLAYER_ATTRIBUTES,
  parsePlayerAttributes,
  type AttributeProblem,
  type PlayerAttributes,
} from './attributes.js';
import { embedServer } from './embed-server.js';
import { takeEarlyStream } from './prefetch.js';
import type * as ViewModule from './view.js';
import type { ElementView } from './view.js';

export const PLAYER_TAG = 'stepwise-player';

/** The view comes at the latest this long after the start, even while the picture has not. */
export const VIEW_AT_LATEST_MS = 1000;

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

/** The view's module, imported once per page however many players it has. */
let viewModule: Promise<typeof ViewModule> | null = null;
const importView = () => {
  viewModule ??= import('./view.js').catch((error: unknown) => {
    viewModule = null;
    throw error;
  });
  return viewModule;
};

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

export class StepwisePlayerElement extends LitElement {
  static override properties = propertiesOf();
  // Until the view brings its sheets: the picture in the 16:9 box the player's stage will be.
  static override styles = css`
    :host {
      display: block;
    }
    .sw-stepwise-player-prestage {
      position: relative;
      inline-size: 100%;
      aspect-ratio: 16 / 9;
      max-block-size: 100%;
      background: #000;
    }
    .sw-stepwise-player-prestage:empty {
      display: none;
    }
    .sw-stepwise-player-prestage > video {
      position: absolute;
      inset: 0;
      inline-size: 100%;
      block-size: 100%;
      object-fit: contain;
    }
  `;

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

  #view: ElementView | null = null;
  #source: { key: string; value: PlayerDataSource } | null = null;
  #start: { key: string; value: PlaybackStart } | null = null;
  /** What the view should show once it is there: the latest render wins. */
  #pending: ((view: ElementView) => void) | null = null;
  #viewWanted = false;
  #handle: PlayerHandle | null = null;
  #ready = false;
  #queue: HostCall[] = [];
  #warned = '';

  override render() {
    return html`<div class="sw-stepwise-player-prestage"></div>
      <div class="sw-stepwise-player-root" part="root"></div>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Media events do not bubble; a capturing listener on the shadow root still hears the video.
    this.renderRoot.addEventListener('play', this.#onMediaState, true);
    this.renderRoot.addEventListener('pause', this.#onMediaState, true);
    for (const type of INTERACTIONS) this.addEventListener(type, this.#wantView);
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.renderRoot.removeEventListener('play', this.#onMediaState, true);
    this.renderRoot.removeEventListener('pause', this.#onMediaState, true);
    for (const type of INTERACTIONS) this.removeEventListener(type, this.#wantView);
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
      this.#stopStart();
      this.#fail('badAttribute', { code: 'bad-attribute', message }, message);
      return;
    }
    const props = this.#propsOf(parsed.value);
    this.#show((view) =>
      view.player(props, (handle) => {
        this.#handle = handle;
      }),
    );
  }

  #propsOf(value: PlayerAttributes): PlayerProps {
    const server = value.server ?? embedServer();
    const sourceKey = `${server}\n${value.shareToken ?? ''}`;
    if (this.#source?.key !== sourceKey) {
      this.#source = {
        key: sourceKey,
        value: fetchDataSource({ server, shareToken: value.shareToken }),
      };
    }
    const source = this.#source.value;
    const startKey = [sourceKey, value.workflowId, value.versionId, value.forceHlsJs].join('\n');
    if (this.#start?.key !== startKey) {
      this.#stopStart();
      const start = startPlayback({
        source,
        workflowId: value.workflowId,
        versionId: value.versionId,
        preview: false,
        stepId: value.stepId,
        forceHlsJs: value.forceHlsJs ?? false,
        muted: value.muted ?? false,
        autoplay: value.autoplay ?? false,
        // The loader's early stream, when it started one for this element (prefetch.ts).
        early: takeEarlyStream(this),
      });
      this.#start = { key: startKey, value: start };
      this.renderRoot.querySelector('.sw-stepwise-player-prestage')?.append(start.video);
      this.#wantViewWhenDue(start, value.autoplay ?? false);
    }
    const props: PlayerProps = {
      workflowId: value.workflowId,
      source,
      start: this.#start.value,
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

  /**
   * The view is due at the first frame (a paused start: once the stream's metadata is in), when
   * the start failed, or after VIEW_AT_LATEST_MS; an interaction brings it at once (#wantView).
   */
  #wantViewWhenDue(start: PlaybackStart, autoplay: boolean): void {
    const due = () => {
      if (this.#start?.value === start) this.#wantView();
    };
    void start.firstFrame.then(due);
    if (!autoplay) start.video.addEventListener('loadedmetadata', due, { once: true });
    void start.loaded.then((state) => state.status === 'failed' && due());
    start.engine.catch(due);
    setTimeout(due, VIEW_AT_LATEST_MS);
  }

  #wantView = (): void => {
    if (this.#viewWanted) return;
    this.#viewWanted = true;
    this.#withView();
  };

  /** Renders into the view now if it is there, else once it is (and it is wanted). */
  #show(render: (view: ElementView) => void): void {
    this.#pending = render;
    const container = this.renderRoot.querySelector<HTMLElement>('.sw-stepwise-player-root');
    if (container) container.dataset['theme'] = this.theme === 'light' ? 'light' : 'dark';
    if (this.#viewWanted) this.#withView();
  }

  #withView(): void {
    if (this.#view) {
      this.#renderPending();
      return;
    }
    importView().then(
      (module) => {
        const container = this.renderRoot.querySelector<HTMLElement>('.sw-stepwise-player-root');
        if (!this.isConnected || !container) return;
        this.#view ??= module.createElementView(container, (error) =>
          this.#fail('unexpected', { code: 'playback', message: messageOf(error) }),
        );
        this.#renderPending();
      },
      (error: unknown) => {
        this.#viewWanted = false;
        this.#emit('stepwise-error', { code: 'load-failed', message: messageOf(error) });
      },
    );
  }

  #renderPending(): void {
    const view = this.#view;
    const render = this.#pending;
    if (!view || !render) return;
    try {
      render(view);
    } catch (error) {
      this.#emit('stepwise-error', { code: 'playback', message: messageOf(error) });
    }
  }

  /** The message state and one `stepwise-error` event; never a throw. */
  #fail(kind: PlayerMessageKind, detail: PlayerErrorDetail, shown?: string): void {
    this.#ready = false;
    this.#handle = null;
    this.#queue = [];
    this.dataset['state'] = 'error';
    this.#emit('stepwise-error', detail);
    this.#show((view) => view.message(kind, shown));
    this.#wantView();
  }

  #stopStart(): void {
    this.#start?.value.abort();
    this.#start?.value.video.remove();
    this.#start = null;
  }

  #unmount(): void {
    const view = this.#view;
    this.#view = null;
    this.#pending = null;
    this.#viewWanted = false;
    this.#handle = null;
    this.#ready = false;
    this.#queue = [];
    this.#stopStart();
    try {
      view?.unmount();
    } catch {
      // An unmount that fails leaves nothing the host can act on.
    }
  }

  #call(call: HostCall): void {
    if (this.#ready && this.#handle) {
      this.#run(call);
    } else {
      this.#queue.push(call);
      // A host that calls wants the player: the view is what runs the calls.
      this.#wantView();
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
