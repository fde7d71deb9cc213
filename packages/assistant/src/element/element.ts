/**
 * <stepwise-assistant>: the thin lit shell around the React <Assistant/>. Attributes: `server`,
 * `mode` (`launcher`: a button that opens a side panel; `inline`: the chat in place),
 * `workflow-id` (a workflow chat), `lang`, `theme`; the `token` property (never an attribute: a
 * bearer token the host gets from its own backend). Events (bubbling, composed):
 *   stepwise-ready          the chat is on screen
 *   stepwise-reference      detail: the reference; cancelable. Not prevented and a
 *                           <stepwise-player workflow-id="..."> of that workflow is on the page:
 *                           it seeks that player to the reference's time
 *   stepwise-auth-required  the server answered 401: set `token` (again)
 *   stepwise-error          detail { code, message }
 * A bad attribute shows a message in the element and warns in the console; it never throws into
 * the host page. No side effects here; define.ts registers the tag.
 */
import { LitElement, css, html, nothing, type PropertyDeclaration } from 'lit';
import type { InterfaceLanguage, Theme } from '@stepwise/core';
import { en, loadCatalogue } from '@stepwise/i18n';
import { defaultAssistantLanguage } from '../core/language.js';
import type { AssistantProps, AssistantReference } from '../react/assistant.js';
import { createChatStore, type ChatStore } from '../core/chat-store.js';
import {
  ASSISTANT_ATTRIBUTES,
  parseAssistantAttributes,
  type AssistantAttributeProblem,
  type AssistantAttributes,
} from './attributes.js';
import type * as ViewModule from './view.js';
import type { AssistantElementView } from './view.js';

export { ASSISTANT_ATTRIBUTES, parseAssistantAttributes };

export const ASSISTANT_TAG = 'stepwise-assistant';

export interface AssistantErrorDetail {
  code: 'bad-attribute' | 'load-failed' | 'chat' | 'unexpected';
  message: string;
}

/** The element's events and their details. */
export interface AssistantEventMap {
  'stepwise-ready': { mode: 'launcher' | 'inline'; workflowId: string | null };
  'stepwise-reference': AssistantReference;
  'stepwise-auth-required': { server: string };
  'stepwise-error': AssistantErrorDetail;
}

const EMBED_SERVER = Symbol.for('stepwise.embed-server');

/** The script-tag loader's server (set by @stepwise/embed), else this page's origin. */
function defaultServer(): string {
  return (
    (globalThis as { [EMBED_SERVER]?: string })[EMBED_SERVER] ?? globalThis.location?.origin ?? ''
  );
}

function propertiesOf(): Record<string, PropertyDeclaration> {
  const properties: Record<string, PropertyDeclaration> = {};
  for (const [name, spec] of Object.entries(ASSISTANT_ATTRIBUTES)) {
    properties[name] = { attribute: spec.attribute, reflect: true };
  }
  properties['token'] = { attribute: false };
  properties['open'] = { type: Boolean, reflect: true };
  return properties;
}

let viewModule: Promise<typeof ViewModule> | null = null;
const importView = () => {
  viewModule ??= import('./view.js').catch((error: unknown) => {
    viewModule = null;
    throw error;
  });
  return viewModule;
};

export class StepwiseAssistantElement extends LitElement {
  static override properties = propertiesOf();
  static override styles = css`
    :host {
      display: block;
    }
    :host([mode='launcher']),
    :host(:not([mode])) {
      display: contents;
    }
    .launcher {
      position: fixed;
      inset-block-end: 24px;
      inset-inline-end: 24px;
      z-index: 2147483000;
      border: none;
      border-radius: 999px;
      padding: 14px;
      display: grid;
      place-items: center;
      font: inherit;
      font-weight: 600;
      cursor: pointer;
      background: var(--sw-assistant-launcher-bg, #4f8cff);
      color: var(--sw-assistant-launcher-fg, #fff);
      box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
    }
    .panel {
      position: fixed;
      inset-block: 0;
      inset-inline-end: 0;
      z-index: 2147483001;
      max-inline-size: 100vw;
      box-shadow: 0 0 24px rgb(0 0 0 / 30%);
    }
    .inline {
      block-size: 100%;
    }
    .message {
      font:
        14px/1.5 system-ui,
        sans-serif;
      padding: 12px;
      border: 1px solid #e5484d;
      border-radius: 8px;
      color: #e5484d;
    }
  `;

  declare server: string | undefined;
  declare mode: string | undefined;
  declare workflowId: string | undefined;
  declare lang: string;
  declare theme: string | undefined;
  /** The host's bearer token for the Stepwise server (a property, never an attribute). */
  declare token: string | null | undefined;
  /** Launcher mode: whether the panel is open. */
  declare open: boolean;

  #view: AssistantElementView | null = null;
  /** The launcher's label, in the element's language once its catalogue is in. */
  #label: { language: string; text: string } = { language: 'en', text: en['assistant.open'] };
  #chat: { key: string; store: ChatStore } | null = null;
  #problem: string | null = null;
  #warned = '';
  #ready = false;
  /** The token a 401 was reported for: one event per token. */
  #authAskedFor: string | null | undefined = undefined;
  /** Bumped when a new token comes after a 401: the chat starts again with it. */
  #session = 0;

  constructor() {
    super();
    this.open = false;
  }

  override render() {
    const parsed = parseAssistantAttributes((attribute) => this.getAttribute(attribute));
    this.#warn(parsed.warnings);
    if (!parsed.ok) {
      const message = parsed.problems.map((problem) => problem.message).join(' ');
      this.#problem = message;
      return html`<p class="message" part="message" role="alert">
        &lt;stepwise-assistant&gt;: ${message}
      </p>`;
    }
    this.#problem = null;
    if (parsed.value.mode === 'inline') {
      return html`<div class="inline sw-stepwise-assistant-root" part="container"></div>`;
    }
    const label = this.#launcherLabel(parsed.value.lang);
    return html`<button
        class="launcher"
        part="launcher"
        type="button"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-label=${label}
        title=${label}
        @click=${this.#toggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
          <path
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"
          />
        </svg>
      </button>
      ${
        this.open
          ? html`<div class="panel sw-stepwise-assistant-root" part="container"></div>`
          : nothing
      }`;
  }

  override updated(): void {
    try {
      this.#renderChat();
    } catch (error) {
      this.#emit('stepwise-error', { code: 'unexpected', message: messageOf(error) });
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unmount();
    this.#chat?.store.dispose();
    this.#chat = null;
  }

  #renderChat(): void {
    if (this.#problem) {
      this.#unmount();
      this.#emit('stepwise-error', { code: 'bad-attribute', message: this.#problem });
      return;
    }
    const parsed = parseAssistantAttributes((attribute) => this.getAttribute(attribute));
    if (!parsed.ok) return;
    const container = this.renderRoot.querySelector<HTMLElement>('.sw-stepwise-assistant-root');
    if (!container) {
      // Launcher closed: the panel's React root goes with its container.
      this.#unmount();
      return;
    }
    const value = parsed.value;
    importView().then(
      (module) => {
        const current = this.renderRoot.querySelector<HTMLElement>('.sw-stepwise-assistant-root');
        if (!this.isConnected || !current) return;
        if (!this.#view || current !== container) {
          this.#unmount();
          this.#view = module.createAssistantView(current, (error) =>
            this.#emit('stepwise-error', { code: 'unexpected', message: messageOf(error) }),
          );
        }
        this.#view.render(this.#propsOf(module, value));
        if (!this.#ready) {
          this.#ready = true;
          this.#emit('stepwise-ready', {
            mode: value.mode === 'inline' ? 'inline' : 'launcher',
            workflowId: value.workflowId ?? null,
          });
        }
      },
      (error: unknown) =>
        this.#emit('stepwise-error', { code: 'load-failed', message: messageOf(error) }),
    );
  }

  #propsOf(module: typeof ViewModule, value: AssistantAttributes): AssistantProps {
    const server = (value.server ?? defaultServer()).replace(/\/+$/, '');
    // One chat session per server, workflow and identity: closing and opening the launcher's
    // panel keeps the conversation.
    const key = `${server}\n${value.workflowId ?? ''}\n${this.#session}`;
    if (this.#chat?.key !== key) {
      this.#chat?.store.dispose();
      const port = module.createElementPort(
        server,
        () => this.token ?? null,
        () => this.#authRequired(server),
      );
      const store = createChatStore({
        port,
        ...(value.workflowId ? { workflowId: value.workflowId } : {}),
        onAuthRequired: () => this.#authRequired(server),
        onError: (failure) =>
          this.#emit('stepwise-error', { code: 'chat', message: failure.message }),
      });
      this.#chat = { key, store };
    }
    const props: AssistantProps = {
      store: this.#chat.store,
      variant: value.mode === 'inline' ? 'inline' : 'panel',
      theme: (value.theme ?? 'dark') as Theme,
      onReference: (reference) => this.#reference(reference),
    };
    if (value.lang) props.lang = value.lang as InterfaceLanguage;
    if (value.mode !== 'inline') props.onClose = () => this.#close();
    return props;
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // A new token after a refusal: start the chat again with it.
    if (
      changed.has('token') &&
      this.#authAskedFor !== undefined &&
      this.token !== this.#authAskedFor
    ) {
      this.#authAskedFor = undefined;
      this.#session += 1;
      this.#unmount();
    }
  }

  #authRequired(server: string): void {
    if (this.#authAskedFor === (this.token ?? null)) return;
    this.#authAskedFor = this.token ?? null;
    this.#emit('stepwise-auth-required', { server });
  }

  #reference(reference: AssistantReference): void {
    const event = new CustomEvent('stepwise-reference', {
      detail: reference,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!this.dispatchEvent(event)) return;
    const player = [...document.querySelectorAll('stepwise-player')].find(
      (element) => element.getAttribute('workflow-id') === reference.id,
    ) as (Element & { seek?: (time: number) => void }) | undefined;
    if (typeof player?.seek === 'function') {
      player.seek(reference.startTime);
      player.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    }
  }

  #toggle = (): void => {
    this.open = !this.open;
  };

  #close(): void {
    this.open = false;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLButtonElement>('.launcher')?.focus(),
    );
  }

  #launcherLabel(lang: string | undefined): string {
    const language = (lang ?? defaultAssistantLanguage()) as InterfaceLanguage;
    if (this.#label.language !== language) {
      this.#label = { language, text: this.#label.text };
      loadCatalogue(language).then(
        (catalogue) => {
          if (this.#label.language !== language) return;
          this.#label = { language, text: catalogue['assistant.open'] };
          this.requestUpdate();
        },
        () => undefined,
      );
    }
    return this.#label.text;
  }

  #unmount(): void {
    const view = this.#view;
    this.#view = null;
    try {
      view?.unmount();
    } catch {
      // An unmount that fails leaves nothing the host can act on.
    }
  }

  #emit<K extends keyof AssistantEventMap>(name: K, detail: AssistantEventMap[K]): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  #warn(warnings: AssistantAttributeProblem[]): void {
    const text = warnings.map((warning) => warning.message).join(' ');
    if (text && text !== this.#warned) console.warn(`<${ASSISTANT_TAG}>: ${text}`);
    this.#warned = text;
  }
}

/** Defines the element unless the tag is taken. */
export function defineStepwiseAssistant(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(ASSISTANT_TAG)) registry.define(ASSISTANT_TAG, StepwiseAssistantElement);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
