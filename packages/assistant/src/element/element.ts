/**
 * <stepwise-assistant>: the React <Assistant/> on the element host (@stepwise/ui/element:
 * attributes, error state, lazy view, typed events, define). Its own: launcher or inline mode
 * (launcher.ts); the `token` property (never an attribute: a bearer token from the host's own
 * backend) and `stepwise-auth-required` when the server refuses it; one chat session per server,
 * workflow and identity; a reference that seeks the page's player (events.ts). No side effects.
 */
import { html, type PropertyValues } from 'lit';
import { defineElement, embedServer, StepwiseHost, TokenSession } from '@stepwise/ui/element';
import { problemStyles, problemTemplate } from '@stepwise/ui/element';
import { defaultAssistantLanguage } from '../core/language.js';
import type { AssistantProps, AssistantReference } from '../react/assistant.js';
import { createChatStore, type ChatStore } from '../core/chat-store.js';
import { ASSISTANT_ATTRIBUTES, type AssistantAttributes } from './attributes.js';
import type { AssistantEventMap } from './events.js';
import { LauncherLabel, launcherTemplate } from './launcher.js';
import { assistantStyles } from './styles.js';
import type { AssistantElementView } from './view.js';

export const ASSISTANT_TAG = 'stepwise-assistant';

export class StepwiseAssistantElement extends StepwiseHost<
  typeof ASSISTANT_ATTRIBUTES,
  AssistantEventMap,
  AssistantElementView
>({ tag: ASSISTANT_TAG, attributes: ASSISTANT_ATTRIBUTES, view: () => import('./view.js') }) {
  static override properties = {
    token: { attribute: false },
    open: { type: Boolean, reflect: true },
  };
  static override styles = [problemStyles, assistantStyles];

  /** The host's bearer token for the Stepwise server (a property, never an attribute). */
  declare token: string | null | undefined;
  /** Launcher mode: whether the panel is open. */
  declare open: boolean;

  #label = new LauncherLabel(this);
  #chat: { key: string; store: ChatStore } | null = null;
  #ready = false;
  /** A 401 is reported once per token; a new token after it starts the chat again. */
  #auth = new TokenSession();

  constructor() {
    super();
    this.open = false;
  }

  override render() {
    if (!this.parsed.ok) return problemTemplate(ASSISTANT_TAG, this.parsed);
    if (this.parsed.value.mode === 'inline') {
      return html`<div class="inline sw-stepwise-assistant-root" part="container" data-view></div>`;
    }
    const label = this.#label.text(this.viewLanguage ?? defaultAssistantLanguage());
    return launcherTemplate(label, this.open, () => (this.open = !this.open));
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // A new token after a refusal: start the chat again with it.
    if (changed.has('token') && this.#auth.renewed(this.token)) this.dropView();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#chat?.store.dispose();
    this.#chat = null;
  }

  protected override attributesChanged(value: AssistantAttributes): void {
    this.showInView((view) => {
      view.render(this.#propsOf(view, value));
      if (this.#ready) return;
      this.#ready = true;
      const mode = value.mode === 'inline' ? 'inline' : 'launcher';
      this.emit('stepwise-ready', { mode, workflowId: value.workflowId ?? null });
    });
    this.wantView();
  }

  #propsOf(view: AssistantElementView, value: AssistantAttributes): AssistantProps {
    const server = (value.server ?? embedServer()).replace(/\/+$/, '');
    // One chat session per server, workflow and identity: closing and opening the launcher's
    // panel keeps the conversation.
    const key = `${server}\n${value.workflowId ?? ''}\n${this.#auth.session}`;
    if (this.#chat?.key !== key) {
      this.#chat?.store.dispose();
      const store = createChatStore({
        port: view.port(
          server,
          () => this.token ?? null,
          (sent) => this.#authRequired(server, sent),
        ),
        ...(value.workflowId ? { workflowId: value.workflowId } : {}),
        // No onAuthRequired: the port reports each 401 with the token the call carried (above);
        // the store's report of the same failure would judge it by the token held now.
        onError: (failure) =>
          this.emit('stepwise-error', { code: 'chat', message: failure.message }),
      });
      this.#chat = { key, store };
    }
    return {
      store: this.#chat.store,
      variant: value.mode === 'inline' ? 'inline' : 'panel',
      theme: this.viewTheme,
      onReference: (reference) => this.#reference(reference),
      ...(this.viewLanguage ? { lang: this.viewLanguage } : {}),
      ...(value.mode !== 'inline' ? { onClose: () => this.#close() } : {}),
    };
  }

  /** The server refused `sent`: ask the host for a token, or start the chat again with the one it set. */
  #authRequired(server: string, sent: string | null): void {
    const refusal = this.#auth.refused(sent, this.token);
    if (refusal === 'ask') this.emit('stepwise-auth-required', { server });
    else if (refusal === 'reload') {
      this.dropView();
      this.requestUpdate();
    }
  }

  #reference(reference: AssistantReference): void {
    if (!this.emit('stepwise-reference', reference, { cancelable: true })) return;
    // A smart instruction's item has no video to seek: the host page handles the event.
    if (reference.type !== 'workflow') return;
    const player = [...document.querySelectorAll('stepwise-player')].find(
      (element) => element.getAttribute('workflow-id') === reference.id,
    ) as (Element & { seek?: (time: number) => void }) | undefined;
    if (typeof player?.seek === 'function') {
      player.seek(reference.startTime);
      player.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    }
  }

  #close(): void {
    this.open = false;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLButtonElement>('.launcher')?.focus(),
    );
  }
}

/** Defines the element unless the tag is taken. */
export function defineStepwiseAssistant(registry?: CustomElementRegistry): void {
  defineElement(ASSISTANT_TAG, StepwiseAssistantElement, registry);
}
