/**
 * <stepwise-quiz>: the React <Quiz/> on the element host (@stepwise/ui/element: attributes, error
 * state, lazy view, typed events, define). Its own: the `token` property (never an attribute: a
 * bearer token from the host's own backend) and `stepwise-auth-required` when the server refuses
 * it, once per token; the quiz port per server, share token and identity; the <Quiz/>'s
 * callbacks as `stepwise-*` events (events.ts). No side effects.
 */
import { html, type PropertyValues } from 'lit';
import { defineElement, embedServer, StepwiseHost, TokenSession } from '@stepwise/ui/element';
import { problemStyles, problemTemplate } from '@stepwise/ui/element';
import type { QuizPort } from '../core/port.js';
import type { QuizProps } from '../react/quiz-props.js';
import { QUIZ_ATTRIBUTES, type QuizAttributes } from './attributes.js';
import type { QuizEventMap } from './events.js';
import { quizElementStyles } from './styles.js';
import type { QuizElementView } from './view.js';

export const QUIZ_TAG = 'stepwise-quiz';

export class StepwiseQuizElement extends StepwiseHost<
  typeof QUIZ_ATTRIBUTES,
  QuizEventMap,
  QuizElementView
>({ tag: QUIZ_TAG, attributes: QUIZ_ATTRIBUTES, view: () => import('./view.js') }) {
  static override properties = {
    token: { attribute: false },
  };
  static override styles = [problemStyles, quizElementStyles];

  /** The host's bearer token for the Stepwise server (a property, never an attribute). */
  declare token: string | null | undefined;

  #port: { key: string; port: QuizPort } | null = null;
  /** A 401 is reported once per token; a new token after it loads the quiz again. */
  #auth = new TokenSession();

  override render() {
    if (!this.parsed.ok) return problemTemplate(QUIZ_TAG, this.parsed);
    return html`<div class="sw-stepwise-quiz-root" part="container" data-view></div>`;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('token')) this.#auth.renewed(this.token);
  }

  protected override attributesChanged(value: QuizAttributes): void {
    this.showInView((view) => view.render(this.#propsOf(view, value)));
    this.wantView();
  }

  #propsOf(view: QuizElementView, value: QuizAttributes): QuizProps {
    const server = (value.server ?? embedServer()).replace(/\/+$/, '');
    // One port (so one quiz session) per server, share token and identity: a theme or
    // language change re-renders the same attempt.
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
      workflowId: value.workflowId,
      layout: value.layout ?? 'one-at-a-time',
      theme: this.viewTheme,
      ...(this.viewLanguage ? { lang: this.viewLanguage } : {}),
      onStart: (detail) => this.emit('stepwise-quizstart', detail),
      onAnswer: (detail) => this.emit('stepwise-answer', detail),
      onCompleted: (detail) => this.emit('stepwise-quizcompleted', detail),
      onError: ({ status, message }) =>
        this.emit('stepwise-error', { code: 'quiz', message, status }),
    };
  }

  /** The server refused `sent`: ask the host for a token, or start again with the one it set. */
  #authRequired(server: string, sent: string | null): void {
    const refusal = this.#auth.refused(sent, this.token);
    if (refusal === 'ask') this.emit('stepwise-auth-required', { server });
    // A new session: the next update makes the port (and the quiz's load) for it.
    else if (refusal === 'reload') this.requestUpdate();
  }
}

/** Defines the element unless the tag is taken. */
export function defineStepwiseQuiz(registry?: CustomElementRegistry): void {
  defineElement(QUIZ_TAG, StepwiseQuizElement, registry);
}
