/**
 * <stepwise-instruction>: the React <Instruction/> on the element host (@stepwise/ui/element:
 * attributes, error state, lazy view, typed events, define). Its own: the `token` property (never
 * an attribute: a bearer token from the host's own backend) and `stepwise-auth-required` when the
 * server refuses it, once per token (TokenSession); the port per server, share token and identity;
 * the <Instruction/>'s callbacks as `stepwise-*` events (events.ts); light as the default theme.
 */
import { html, type PropertyValues } from 'lit';
import { defineElement, embedServer, StepwiseHost, TokenSession } from '@stepwise/ui/element';
import { problemStyles, problemTemplate } from '@stepwise/ui/element';
import type { Theme } from '@stepwise/core';
import type { InstructionPort } from '../core/port.js';
import type { InstructionProps } from '../react/instruction-props.js';
import { INSTRUCTION_ATTRIBUTES, type InstructionAttributes } from './attributes.js';
import type { InstructionEventMap } from './events.js';
import { instructionElementStyles } from './styles.js';
import type { InstructionElementView } from './view.js';

export const INSTRUCTION_TAG = 'stepwise-instruction';

export class StepwiseInstructionElement extends StepwiseHost<
  typeof INSTRUCTION_ATTRIBUTES,
  InstructionEventMap,
  InstructionElementView
>({ tag: INSTRUCTION_TAG, attributes: INSTRUCTION_ATTRIBUTES, view: () => import('./view.js') }) {
  static override properties = {
    token: { attribute: false },
  };
  static override styles = [problemStyles, instructionElementStyles];

  /** The host's bearer token for the Stepwise server (a property, never an attribute). */
  declare token: string | null | undefined;

  #port: { key: string; port: InstructionPort } | null = null;
  #auth = new TokenSession();

  override render() {
    if (!this.parsed.ok) return problemTemplate(INSTRUCTION_TAG, this.parsed);
    return html`<div class="sw-stepwise-instruction-root" part="container" data-view></div>`;
  }

  /** Light unless the page asks for dark (documents read better light). */
  protected override get viewTheme(): Theme {
    return this.getAttribute('theme') === 'dark' ? 'dark' : 'light';
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('token')) this.#auth.renewed(this.token);
  }

  protected override attributesChanged(value: InstructionAttributes): void {
    this.showInView((view) => view.render(this.#propsOf(view, value), this.#port?.key));
    this.wantView();
  }

  #propsOf(view: InstructionElementView, value: InstructionAttributes): InstructionProps {
    const server = (value.server ?? embedServer()).replace(/\/+$/, '');
    // One port (so one run) per server, share token and identity: a theme, language or mode
    // change re-renders the same run.
    const key = `${server}\n${value.shareToken ?? ''}\n${this.#auth.session}`;
    if (this.#port?.key !== key) {
      const port = view.port({
        server,
        token: () => this.token ?? null,
        shareToken: value.shareToken,
        onExpired: (sent) => this.#authRequired(server, sent),
      });
      this.#port = { key, port };
    }
    return {
      port: this.#port.port,
      instructionId: value.instructionId,
      mode: value.mode ?? 'view',
      theme: this.viewTheme,
      isPublic: Boolean(value.shareToken) && !this.token,
      // Progress is kept per server and identity: two hosts of one page do not share a run.
      storageKey: `stepwise.instruction:${server}:${this.token ? 'signed-in' : (value.shareToken ?? '')}`,
      workflowHref: (workflowId) => `${server}/playermain/${encodeURIComponent(workflowId)}`,
      ...(this.viewLanguage ? { lang: this.viewLanguage } : {}),
      onReady: (detail) => {
        this.dataset['state'] = 'ready';
        this.emit('stepwise-ready', detail);
      },
      onModeChange: (mode) => {
        // The attribute follows the person's choice, so a re-render keeps it.
        if (this.getAttribute('mode') !== mode) this.setAttribute('mode', mode);
        this.emit('stepwise-modechange', { mode });
      },
      onItemChange: (detail) => this.emit('stepwise-itemchange', detail),
      onCompleted: (detail) => this.emit('stepwise-completed', detail),
      // No onAuthRequired: the port reports each 401 with the token the call carried (above);
      // the store's report of the same failure would judge it by the token held now.
      onError: ({ status, message }) =>
        this.emit('stepwise-error', { code: 'instruction', message, status }),
    };
  }

  /** The server refused `sent`: ask the host for a token, or start again with the one it set. */
  #authRequired(server: string, sent: string | null): void {
    const refusal = this.#auth.refused(sent, this.token);
    if (refusal === 'ask') this.emit('stepwise-auth-required', { server });
    // A new session: the next update makes the port (and the run's load) for it.
    else if (refusal === 'reload') this.requestUpdate();
  }
}

/** Defines the element unless the tag is taken. */
export function defineStepwiseInstruction(registry?: CustomElementRegistry): void {
  defineElement(INSTRUCTION_TAG, StepwiseInstructionElement, registry);
}
